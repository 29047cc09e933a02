import { tooBusy } from './errors';

/**
 * A cap on one kind of heavy work (client reports): at most `perServer` at once in this process and `perUser` at
 * once for one person. Beyond either, `take` throws a 429 with Retry-After instead of queueing without end.
 */
export class WorkSlots {
  private running = 0;
  private readonly byUser = new Map<number, number>();

  constructor(readonly perServer: number, readonly perUser: number, readonly retryAfterSeconds = 3) {}

  /** Takes a slot for `userId`; the returned function gives it back (call it once, in a finally). */
  take(userId: number, what: string): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.perUser) throw tooBusy(`You have ${mine} ${what} in progress: wait for them to finish`, this.retryAfterSeconds);
    if (this.running >= this.perServer) throw tooBusy(`The server is making ${this.running} ${what}: try again in a few seconds`, this.retryAfterSeconds);
    this.running += 1;
    this.byUser.set(userId, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running -= 1;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }

  get inUse() {
    return this.running;
  }
}
