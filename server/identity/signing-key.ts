/**
 * The key that signs session cookies. Made once by the first server to start (32 random bytes)
 * and kept in the database (`store_facts`), so every process and every restart accept the
 * cookies the others issued; IDENTITY_SECRET replaces it (a deployment that keeps its secrets
 * elsewhere). Changing either signs everyone out: every browser becomes a new guest, and an
 * account comes back by logging in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PlayerStore } from '../store';

export const SIGNING_KEY_FACT = 'identity-signing-key';

export async function loadSigningKey(players: PlayerStore, override: string): Promise<Buffer> {
  if (override !== '') return createHash('sha256').update(`identity|${override}`).digest();
  const stored = await players.sharedFact(SIGNING_KEY_FACT, randomBytes(32).toString('base64url'));
  return Buffer.from(stored, 'base64url');
}
