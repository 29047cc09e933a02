import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { RECOVERY_QUESTIONS } from '@portal/shared/contract';

/** The questions a user chooses from (fixed in the contract, so unknown addresses get a decoy from the same list). */
export { RECOVERY_QUESTIONS };

const normalise = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The question shown to an address with no recovery question (unknown, or never set): the same every time for that
 * address, picked by a keyed hash so nobody without the server's secret can predict it.
 */
export function decoyQuestion(secret: Uint8Array, address: string): string {
  const digest = createHmac('sha256', secret).update(`recovery-decoy:${address}`).digest();
  return RECOVERY_QUESTIONS[digest.readUInt32BE(0) % RECOVERY_QUESTIONS.length];
}

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

/** Burns the same time as a real comparison, so an address without an answer does not answer faster. */
export function answerDecoyWork(answer: string): void {
  scryptSync(normalise(answer), DECOY_SALT, 32);
}
const DECOY_SALT = randomBytes(16);
