/**
 * The one state copy every engine's `apply` makes (shared/core/clone.ts): for states of every
 * registered game, seeded, the copy equals the original, shares no object or list with it (a
 * change to the copy never reaches the original), and reads back as the same JSON.
 */
import { isDeepStrictEqual } from 'node:util';
import { cloneState } from '../../shared/core/clone';
import { loadGames } from '../../shared/core/engines';
import { createRng } from '../../shared/core/rng';

/** Every object and list inside `value`, the value itself included. */
function containers(value: unknown, into: object[] = []): object[] {
  if (typeof value === 'object' && value !== null) {
    into.push(value);
    for (const inner of Object.values(value)) containers(inner, into);
  }
  return into;
}

it('copies nested lists and objects, and leaves plain values as they are', () => {
  const state = { round: 2, name: 'x', done: false, none: null, list: [1, [2, 3], { a: [4] }], seat: { hand: [5, 6], pick: null } };
  const copy = cloneState(state);
  expect(copy).toEqual(state);
  copy.list.push(7);
  (copy.list[1] as number[]).push(8);
  ((copy.list[2] as { a: number[] }).a).push(9);
  copy.seat.hand.pop();
  expect(state).toEqual({ round: 2, name: 'x', done: false, none: null, list: [1, [2, 3], { a: [4] }], seat: { hand: [5, 6], pick: null } });
});

it('copies states of every game exactly, sharing nothing with them', async () => {
  for (const game of await loadGames()) {
    const rng = createRng(`clone-${game.id}`);
    let state = game.setup(game.maxPlayers, `clone-${game.id}`, game.optionsSchema.parse({}));
    for (let step = 0; step < 60 && game.outcome(state) === null; step++) {
      const copy = cloneState(state);
      expect(isDeepStrictEqual(copy, state)).toBe(true);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
      const originals = new Set(containers(state));
      expect(containers(copy).filter((inner) => originals.has(inner))).toEqual([]);
      const seat = game.toAct(state)[0] as number;
      const legal = game.legalActions(state, seat);
      const result = game.apply(state, seat, game.bots.random.choose(game.view(state, seat), seat, legal, rng));
      if (!result.ok) throw new Error(`${game.id}: ${result.error.message}`);
      state = result.value.state;
    }
  }
});
