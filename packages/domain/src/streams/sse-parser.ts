// The text/event-stream wire format of the live streams (decision 010), read by the web app, the API
// tests and the bench. No dependencies: it ships in the tracking screen's chunk.

export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Incremental parser of the text/event-stream format (the WHATWG rules that matter here: fields id,
 * event, data; comment lines; CRLF or LF; a blank line ends a frame). Feed it chunks of text as they
 * arrive; it returns the frames completed so far.
 */
export function createSseParser() {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  let sawComment = false;
  return {
    /** Frames completed by this chunk. */
    push(chunk: string): SseFrame[] {
      buffer += chunk;
      const frames: SseFrame[] = [];
      let nl = buffer.search(/\r\n|\n|\r/);
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
      while (nl >= 0 && !(buffer[nl] === '\r' && nl === buffer.length - 1)) {
        const line = buffer.slice(0, nl);
        const skip = buffer.startsWith('\r\n', nl) ? 2 : 1;
        buffer = buffer.slice(nl + skip);
        if (line === '') {
          if (data.length > 0) frames.push({ id, event: event || 'message', data: data.join('\n') });
          id = null;
          event = '';
          data = [];
        } else if (line.startsWith(':')) {
          sawComment = true;
        } else {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'id') id = value;
          else if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        nl = buffer.search(/\r\n|\n|\r/);
      }
      return frames;
    },
    /** True once a comment (a heartbeat) has arrived; reading resets it. */
    takeComment(): boolean {
      const seen = sawComment;
      sawComment = false;
      return seen;
    },
  };
}
