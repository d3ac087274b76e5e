/**
 * Caribbean on the Game contract: the action schema, immutability while sailing, refusals that a
 * player can read, and views a schema can mirror through every phase. What every game must hold
 * (options, player counts, determinism, purity, replay) is tests/engine/every-game.test.ts.
 */
import { caribbean } from '../../../shared/games/caribbean';
import type { CaribbeanView } from '../../../shared/games/caribbean/types';
import { CHEST, act, bidAll, game, quietShips, space, stack, textFor } from './fixtures';

test('the action schema accepts every action shape and refuses malformed ones', () => {
  const good = [
    { type: 'bid', ships: [5, 4, 3, 2, 1, 6] },
    { type: 'tie', use: true },
    { type: 'move', to: 12 },
    { type: 'capture' },
    { type: 'steal', ship: 5 },
    { type: 'swap', ship: 0 },
    { type: 'pass', ship: 3 },
    { type: 'deliver' },
    { type: 'end' },
  ];
  for (const a of good) expect(caribbean.actionSchema.parse(a)).toEqual(a);
  const bad = [
    { type: 'bid', ships: [5, 4, 3, 2, 1] },
    { type: 'bid', ships: [5, 4, 3, 2, 1, 7] },
    { type: 'tie', use: 'yes' },
    { type: 'move', to: -1 },
    { type: 'steal', ship: 6 },
    { type: 'end', extra: 1 },
    { type: 'fire' },
  ];
  for (const a of bad) expect(caribbean.actionSchema.safeParse(a).success).toBe(false);
});

test('apply never changes the state it is given', () => {
  const ships = quietShips();
  ships[0] = [space('Havana Road'), -1];
  const s = stack({ players: 2, ships, cities: { 1: [CHEST.havana] }, supply: [[CHEST.nassau, CHEST.tortuga]] });
  const before = JSON.stringify(s);
  const p = bidAll(s, [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]]);
  expect(JSON.stringify(s)).toBe(before);
  const sailing = JSON.stringify(p.state);
  act(p.state, 0, { type: 'capture' });
  act(p.state, 0, { type: 'move', to: space('Dry Tortugas') });
  expect(JSON.stringify(p.state)).toBe(sailing);
});

test('refusals say why, in words, and never throw', () => {
  const s = stack({ players: 2, ships: quietShips(), supply: [[CHEST.nassau, CHEST.tortuga]] });
  const code = (r: ReturnType<typeof game.apply>) => (r.ok ? 'ok' : r.error.code);
  expect(code(game.apply(s, 2, { type: 'end' }))).toBe('no-such-seat');
  expect(code(game.apply(s, 0, { type: 'tie', use: true }))).toBe('not-tied');
  const notYours = game.apply(s, 0, { type: 'move', to: 1 });
  expect(notYours.ok ? '' : notYours.error.message).toMatch(/It is not your turn\. The players are bribing the ships\./);
  const p = bidAll(s, [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]]);
  expect(code(game.apply(p.state, 1, { type: 'end' }))).toBe('not-your-turn');
  expect(code(game.apply(p.state, 0, { type: 'bid', ships: [5, 4, 3, 2, 1, 0] }))).toBe('not-bidding');
  expect(code(game.apply(p.state, 0, { type: 'capture' }))).toBe('nothing-to-capture');
  expect(code(game.apply(p.state, 0, { type: 'deliver' }))).toBe('no-chest');
  expect(code(game.apply(p.state, 0, { type: 'steal', ship: 0 }))).toBe('no-such-ship');
  expect(code(game.apply(p.state, 0, { type: 'move', to: 9999 }))).toBe('not-adjacent');
  const over = { ...p.state, phase: 'over' as const };
  expect(code(game.apply(over, 0, { type: 'end' }))).toBe('game-over');
  for (const a of [{ type: 'bid', ships: 'all' }, { type: 'move' }, { type: 'steal', ship: 'Bravo' }]) {
    expect(() => game.apply(p.state, 0, a as never)).not.toThrow();
    expect(game.apply(p.state, 0, a as never).ok).toBe(false);
  }
});

test('log entries name seats as {sN} for every viewer to fill in', () => {
  const s = stack({ players: 2, ships: quietShips(), supply: [[CHEST.nassau, CHEST.tortuga]] });
  const p = bidAll(s, [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]]);
  expect(p.log.map((e) => textFor(e, null))).toContain('Bids on the Arriba: {s0} 5 barrels, {s1} 0 barrels.');
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

test('views are schema-friendly and have the same keys for every viewer and phase; mine holds only the viewer', () => {
  let s = caribbean.setup(3, 'schema', {});
  // The public part's shape: `mine` is checked on its own (the viewer's key, absent for spectators).
  const keys = ({ mine: _mine, ...v }: CaribbeanView): string =>
    JSON.stringify(v, (_k, x: unknown) => (Array.isArray(x) ? [] : typeof x === 'object' && x !== null ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, (x as Record<string, unknown>)[k]])) : 0));
  const shape = keys(caribbean.view(s, null));
  const phases = new Set<string>();
  for (let step = 0; caribbean.outcome(s) === null && step < 3000; step++) {
    for (const viewer of [0, 1, 2, null]) {
      const v = caribbean.view(s, viewer);
      expect(schemaFriendly(v, 'view')).toEqual([]);
      expect(keys(v)).toBe(shape);
      expect(Object.keys(v.mine ?? {})).toEqual(viewer === null ? [] : [String(viewer)]);
    }
    phases.add(s.phase);
    const seat = caribbean.toAct(s)[0]!;
    const legal = caribbean.legalActions(s, seat);
    const a = legal[step % legal.length]!;
    s = act(s, seat, a).state;
  }
  expect(caribbean.outcome(s)).not.toBeNull();
  expect([...phases].sort()).toEqual(['bidding', 'sailing', 'tie']);
  expect(keys(caribbean.view(s, 1))).toBe(shape);
});

test('only the seats to act have legal actions', () => {
  const s = stack({ players: 3, ships: quietShips(), supply: [[CHEST.nassau, CHEST.tortuga]] });
  const p = bidAll(s, [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5], [1, 0, 2, 3, 4, 5]]);
  expect(game.toAct(p.state)).toEqual([0]);
  expect(game.legalActions(p.state, 1)).toEqual([]);
  expect(game.legalActions(p.state, 2)).toEqual([]);
  expect(game.legalActions(p.state, 0).length).toBeGreaterThan(1);
});
