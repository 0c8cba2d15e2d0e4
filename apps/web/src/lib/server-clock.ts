// The server's clock, as the page best knows it. Deadlines the server sets (the customer's cancel
// window, a restaurant's acceptance window, a captain's offer) are instants on the server's clock, and a
// phone's clock can be minutes off; counting down on the phone's own clock would open or close a window
// the server keeps otherwise. Every API answer carries the server's time in its Date header (1 s
// resolution); the page keeps the offset between the two clocks (decision 014).

let offsetMs = 0;
let known = false;

/** Notes the Date header of an answer received between `sentAt` and `receivedAt` (local ms). */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number) {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(server)) return;
  // The header is truncated to the second: its true instant is on average half a second later, taken
  // at about the middle of the round trip.
  const sample = server + 500 - (sentAt + receivedAt) / 2;
  // Samples scatter by up to a second; a countdown that jumps back and forth reads as broken, so the
  // offset moves only when the clocks really drifted apart.
  if (!known || Math.abs(sample - offsetMs) > 1500) offsetMs = sample;
  known = true;
}

/** Now, on the server's clock (ms since the epoch). */
export const serverNow = () => Date.now() + offsetMs;
