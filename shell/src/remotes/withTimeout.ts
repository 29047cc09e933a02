/** The load of a remote's code took longer than allowed. */
export class ChunkLoadTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`Loading ${what} timed out after ${ms} ms`);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadTimeoutError when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
