/**
 * Libertalia on the Game contract: options and action schemas, determinism, immutability,
 * schema-friendly views.
 */
import { libertalia } from '../../../shared/games/libertalia';
import { CHARACTERS, R } from '../../../shared/games/libertalia/data';
import type { LibertaliaView } from '../../../shared/games/libertalia/types';
import { act, stack } from './helpers';

test('identity and player counts', () => {
  expect(libertalia).toMatchObject({ id: 'libertalia', title: 'Libertalia', minPlayers: 2, maxPlayers: 6 });
  expect(() => libertalia.setup(1, 'x', { lastCampaignTieBreak: false })).toThrow(RangeError);
  expect(() => libertalia.setup(7, 'x', { lastCampaignTieBreak: false })).toThrow(RangeError);
});

test('options default to shared wins on a tie', () => {
  expect(libertalia.optionsSchema.parse({})).toEqual({ lastCampaignTieBreak: false });
  expect(libertalia.optionsSchema.parse({ lastCampaignTieBreak: true })).toEqual({ lastCampaignTieBreak: true });
  expect(libertalia.optionsSchema.safeParse({ lastCampaignTieBreak: 'yes' }).success).toBe(false);
});

test('the action schema accepts every action shape and refuses malformed ones', () => {
  const good = [
    { type: 'pick', rank: 18 },
    { type: 'parrot', rank: 2 },
    { type: 'recruiter', rank: 30 },
    { type: 'surgeon', rank: 1 },
    { type: 'gunner', seat: 5, rank: 7 },
    { type: 'merchant', booty: 'relic', count: 3 },
    { type: 'preacher', booty: 'chest' },
    { type: 'loot', booty: 'officer' },
    { type: 'saber', seat: 0, rank: 12 },
    { type: 'waitress', use: false },
  ];
  for (const a of good) expect(libertalia.actionSchema.parse(a)).toEqual(a);
  const bad = [
    { type: 'pick', rank: 31 },
    { type: 'pick', rank: '3' },
    { type: 'pick', rank: 3, extra: true },
    { type: 'merchant', booty: 'relic', count: 4 },
    { type: 'loot', booty: 'rum' },
    { type: 'gunner', seat: 6, rank: 3 },
    { type: 'waitress' },
    { type: 'cheat' },
  ];
  for (const a of bad) expect(libertalia.actionSchema.safeParse(a).success).toBe(false);
});

test('the character table has ranks 1 to 30 in order, each with a name and ability text', () => {
  expect(CHARACTERS.map((c) => c.rank)).toEqual([...Array(30).keys()].map((i) => i + 1));
  for (const c of CHARACTERS) expect(c.name.length * c.text.length).toBeGreaterThan(0);
});

test('setup is deterministic from the seed, and different seeds deal differently', () => {
  const a = libertalia.setup(4, 'same', { lastCampaignTieBreak: false });
  expect(JSON.stringify(libertalia.setup(4, 'same', { lastCampaignTieBreak: false }))).toBe(JSON.stringify(a));
  const others = ['other-1', 'other-2', 'other-3'].map((seed) => JSON.stringify(libertalia.setup(4, seed, { lastCampaignTieBreak: false }).dealt));
  expect(others.some((dealt) => dealt !== JSON.stringify(a.dealt))).toBe(true);
});

test('apply never changes the state it is given', () => {
  const s = stack({ seats: [{ hand: [R.gunner, R.cook], den: [R.barkeep] }, { hand: [R.bosun, R.cook], den: [R.armorer] }], today: ['chest', 'relic'] });
  const before = JSON.stringify(s);
  act(s, 0, { type: 'pick', rank: R.gunner });
  expect(JSON.stringify(s)).toBe(before);
});

/** No null, no undefined, no nested arrays, no union of shapes: only what a schema can mirror. */
function schemaFriendly(value: unknown, path: string): string[] {
  if (value === null || value === undefined) return [`${path} is ${value}`];
  if (Array.isArray(value)) {
    return value.flatMap((x, i) => (Array.isArray(x) ? [`${path}[${i}] is a nested array`] : schemaFriendly(x, `${path}[${i}]`)));
  }
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, x]) => schemaFriendly(x, `${path}.${k}`));
  return ['string', 'number', 'boolean'].includes(typeof value) ? [] : [`${path} is a ${typeof value}`];
}

/** The view without the viewer's own secret part, which is keyed by seat (a schema map). */
function publicPart(v: LibertaliaView): Omit<LibertaliaView, 'mine'> {
  const { mine: _mine, ...rest } = v;
  return rest;
}

test('views are schema-friendly, have the same public keys for every viewer and phase, and a secret part keyed by the own seat only', () => {
  let s = libertalia.setup(3, 'schema', { lastCampaignTieBreak: false });
  const keys = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (Array.isArray(x) ? [] : x === null ? x : typeof x === 'object' ? Object.fromEntries(Object.keys(x as object).sort().map((k) => [k, (x as Record<string, unknown>)[k]])) : 0));
  const shape = keys(publicPart(libertalia.view(s, null)));
  expect(libertalia.view(s, null).mine).toBeUndefined();
  let steps = 0;
  while (libertalia.outcome(s) === null && steps < 400) {
    for (const viewer of [0, 1, 2, null]) {
      const v = libertalia.view(s, viewer);
      expect(schemaFriendly(v, 'view')).toEqual([]);
      expect(keys(publicPart(v))).toBe(shape);
      if (viewer === null) expect(v.mine).toBeUndefined();
      else expect(Object.keys(v.mine ?? {})).toEqual([String(viewer)]);
    }
    const seat = libertalia.toAct(s)[0] ?? 0;
    const a = libertalia.legalActions(s, seat)[0];
    if (!a) throw new Error('no legal action');
    s = act(s, seat, a).state;
    steps++;
  }
  expect(libertalia.outcome(s)).not.toBeNull();
  expect(keys(publicPart(libertalia.view(s, 1)))).toBe(shape);
});
