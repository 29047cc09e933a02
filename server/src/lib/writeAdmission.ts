import type { ServerResponse } from 'node:http';
import { DATABASE_BUSY } from './errors';

/**
 * Admission of write requests on PostgreSQL (README "Performance", "The server under load").
 *
 * Measured with 200 connections saving one plan: every save waits for the plan's row lock, one after the other, so
 * a write queued 200 deep answered after 11 s (p99) while the pool's connections sat in lock waits. Here at most
 * `maxActive` write requests of this process are handled at once; the next ones wait in order, and one that cannot
 * start within `waitMs` is answered 503 with Retry-After (the shared API client tries again after it) instead of
 * joining a queue it would leave seconds later. Reads and the health probes are never held. (On PGlite the gate in
 * front of the database does the same: db/pgliteGate.ts.)
 */
export class WriteAdmission {
  private active = 0;
  private waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  refused = 0;

  constructor(readonly maxActive: number, readonly waitMs: number, readonly retryAfterSeconds = 1) {}

  /** Runs `handle` now or when a place is free; answers 503 itself when none frees within `waitMs`. */
  admit(res: ServerResponse, handle: () => void): void {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active -= 1;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      }
    };
    const start = () => {
      this.active += 1;
      res.once('close', release);
      handle();
    };
    if (this.active < this.maxActive) return start();
    const entry = {
      start,
      timer: setTimeout(() => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        this.refused += 1;
        const body = JSON.stringify(DATABASE_BUSY);
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(this.retryAfterSeconds), 'content-length': Buffer.byteLength(body) });
        res.end(body);
      }, this.waitMs),
    };
    this.waiting.push(entry);
    // A caller that goes away while waiting frees its place in the queue.
    res.once('close', () => {
      const i = this.waiting.indexOf(entry);
      if (i >= 0) {
        this.waiting.splice(i, 1);
        clearTimeout(entry.timer);
      }
    });
  }
}
