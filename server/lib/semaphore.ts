/**
 * At most `limit` tasks at once; the others wait their turn, first come first served. Counts what ran (`entered`) and
 * the most that ran at once (`highWater`), so that a caller (and a test) can tell the cap held.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Tasks started since the last reset. */
  entered = 0;
  /** The most tasks that ran at once since the last reset. */
  highWater = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Semaphore limit must be a positive integer: ${limit}`);
  }

  /** Runs `task` once a place is free, and frees the place when it settles (resolved or thrown). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    this.entered++;
    this.highWater = Math.max(this.highWater, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next in line, so that no newcomer takes it in between.
      if (next) next();
      else this.active--;
    }
  }

  /** Tasks waiting for a place now. */
  get queued(): number {
    return this.waiting.length;
  }

  resetCounts(): void {
    this.entered = 0;
    this.highWater = this.active;
  }
}
