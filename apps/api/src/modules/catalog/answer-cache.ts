// The catalog's encoded answers (decision 012), kept until the catalog changes: the read model clears
// this cache on every load (a change announced on the bus, or the one-minute reload), so the bytes are
// dropped in every process. Least recently used answers go first beyond a byte budget.
import type { EncodedAnswer } from '../../plugins/encoded-answer.ts';

interface Kept {
  answer: EncodedAnswer;
  /** The catalog load it was made from: one made from an older load while a reload ran is not kept. */
  version: number;
  /** For answers that show is_open: the minute it was made in. */
  minute: number;
  size: number;
}

export class AnswerCache {
  private kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly maxBytes = 48 * 2 ** 20) {}

  get(key: string, version: number, minute = 0): EncodedAnswer | null {
    const k = this.kept.get(key);
    if (!k) return null;
    this.kept.delete(key);
    if (k.version !== version || k.minute !== minute) {
      this.bytes -= k.size;
      return null;
    }
    this.kept.set(key, k);
    return k.answer;
  }

  set(key: string, version: number, answer: EncodedAnswer, minute = 0): void {
    const old = this.kept.get(key);
    if (old) {
      this.bytes -= old.size;
      this.kept.delete(key);
    }
    // Room for the text and its two compressed forms, which are made on first use (each ~15 % of it).
    const size = Math.ceil(answer.identity.length * 1.3) + 200;
    this.kept.set(key, { answer, version, minute, size });
    this.bytes += size;
    for (const [oldest, k] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= k.size;
    }
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  get count(): number {
    return this.kept.size;
  }
}
