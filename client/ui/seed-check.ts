/** The fair-shuffle proof: a revealed seed checked against the hash published at the start. */

/** True when sha256(seed) is `hash`; null when this browser cannot hash (no WebCrypto). */
export async function seedMatchesHash(seed: string, hash: string): Promise<boolean | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return hex === hash.toLowerCase();
}

/** Appends the check's verdict to `line` (the end screen's and the replay's seed line). */
export async function showSeedCheck(seed: string, hash: string, line: HTMLElement): Promise<void> {
  const matches = await seedMatchesHash(seed, hash);
  if (matches === null) {
    line.append(` (published hash ${hash.slice(0, 16)}…)`);
    return;
  }
  line.append(matches ? ' ✓ matches the hash published at the start.' : ' ✗ does NOT match the hash published at the start!');
  line.classList.add(matches ? 'ok' : 'bad');
  line.dataset.verified = matches ? 'yes' : 'no';
}
