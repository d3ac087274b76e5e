/** shared/core/rng.ts: seeded, serialisable, unbiased. */
import { createRng, nextUint32, pick, randomInt, shuffleInPlace, type RngState } from '../../shared/core/rng';

function draws(rng: RngState, n: number): number[] {
  return Array.from({ length: n }, () => nextUint32(rng));
}

describe('seeded RNG', () => {
  test('the same seed gives the same sequence; another seed another one', () => {
    expect(draws(createRng('port royal'), 20)).toEqual(draws(createRng('port royal'), 20));
    expect(draws(createRng('port royal'), 20)).not.toEqual(draws(createRng('port royaL'), 20));
    expect(draws(createRng(''), 5)).not.toEqual(draws(createRng(' '), 5));
  });

  test('the state is plain JSON: a copy continues the same sequence', () => {
    const rng = createRng('json');
    draws(rng, 7);
    const copy = JSON.parse(JSON.stringify(rng)) as RngState;
    expect(draws(copy, 10)).toEqual(draws(rng, 10));
    for (const word of rng) expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
  });

  test('randomInt stays in [0, n) and is close to uniform', () => {
    const rng = createRng('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) {
      const x = randomInt(rng, 6);
      expect(x >= 0 && x < 6).toBe(true);
      counts[x]!++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(randomInt(rng, 1)).toBe(0);
  });

  test('randomInt refuses a bound that is not a positive integer', () => {
    const rng = createRng('bounds');
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 33]) expect(() => randomInt(rng, bad)).toThrow(RangeError);
  });

  test('shuffleInPlace returns a permutation of the same array, reproducible from the seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffleInPlace(createRng('shuffle'), [...items]);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    expect(shuffleInPlace(createRng('shuffle'), [...items])).toEqual(a);
    const same = [1, 2, 3];
    expect(shuffleInPlace(createRng('x'), same)).toBe(same);
  });

  test('every position of a 3-card shuffle is reached about equally often', () => {
    const rng = createRng('fair');
    const seen = new Map<string, number>();
    for (let i = 0; i < 6_000; i++) {
      const key = shuffleInPlace(rng, ['a', 'b', 'c']).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const c of seen.values()) expect(Math.abs(c - 1_000)).toBeLessThan(150);
  });

  test('pick chooses an element and refuses an empty list', () => {
    const rng = createRng('pick');
    const options = ['skiff', 'flute', 'pinnace'];
    for (let i = 0; i < 20; i++) expect(options).toContain(pick(rng, options));
    expect(() => pick(rng, [])).toThrow(RangeError);
  });
});
