/**
 * Seeded, serialisable pseudo-random numbers (sfc32, seeded by cyrb128).
 *
 * The state is four unsigned 32-bit integers in a plain array, so it lives inside a game's
 * JSON state: the same seed and the same actions give the same game, byte for byte. The
 * functions advance the state in place; engines call them only on their own working copy.
 */
export type RngState = [number, number, number, number];

/** Hashes a seed string into four 32-bit words (cyrb128). */
export function createRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // The first outputs of a fresh sfc32 are weakly mixed; discard them.
  for (let i = 0; i < 15; i++) nextUint32(rng);
  return rng;
}

/** Next 32-bit unsigned integer; advances `rng`. */
export function nextUint32(rng: RngState): number {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias; advances `rng`. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle of `items` in place; advances `rng`. Returns `items`. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** One element chosen uniformly; advances `rng`. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: empty list');
  return items[randomInt(rng, items.length)] as T;
}
