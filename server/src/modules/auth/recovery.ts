import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const normalise = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');

/** Stored form of a recovery answer: scrypt with a per-user salt, "salt:hash" in hex. */
export function storeAnswer(answer: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(normalise(answer), salt, 32).toString('hex')}`;
}

export function answerMatches(stored: string | null, answer: string): boolean {
  const [saltHex, hashHex] = (stored ?? '').split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  return timingSafeEqual(expected, scryptSync(normalise(answer), Buffer.from(saltHex, 'hex'), expected.length));
}
