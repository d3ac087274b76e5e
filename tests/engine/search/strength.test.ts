/**
 * A short strength smoke test (seconds): the strong bot, on a small iteration budget, beats
 * the heuristic bot at two-player Libertalia in four seeded games (two in each seat); and
 * Merchants & Marauders' strong bot searches worlds rebuilt from its view and plays legal moves.
 * The real figures come from `npm run bench:bots -- strong`.
 */
import type { AnyGame, Seat } from '../../../shared/core/engine';
import { loadGame, loadSearchHooks } from '../../../shared/core/engines';
import { createRng } from '../../../shared/core/rng';
import { searchMove, type SearchHooks } from '../../../shared/core/search';

function duel(game: AnyGame, hooks: SearchHooks, hero: Seat, seed: string, iterations: number): number {
  const rng = createRng(`smoke-${seed}`);
  let state = game.setup(2, seed, game.optionsSchema.parse({}));
  for (let step = 0; !game.outcome(state); step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    const action =
      seat === hero ? searchMove(game, hooks, view, seat, legal, { iterations }, createRng(`${seed}-${step}`)).action : game.bots.heuristic.choose(view, seat, legal, rng);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
  }
  const first = game.outcome(state)!.ranking[0]!;
  return first.includes(hero) ? 1 / first.length : 0;
}

test('Libertalia, 2 players: the strong bot wins most seeded games against the heuristic bot', async () => {
  const game = await loadGame('libertalia');
  const hooks = await loadSearchHooks('libertalia');
  // Seeded and without a time budget, so the result is the same on every machine.
  const wins = [0, 1, 2, 3].map((i) => duel(game, hooks, i % 2, `smoke-${i}`, 12));
  expect(wins.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
});

test('Merchants & Marauders: the strong bot searches from its view and plays a legal move', async () => {
  const game = await loadGame('merchants-and-marauders');
  const hooks = await loadSearchHooks('merchants-and-marauders');
  const rng = createRng('mm-search');
  let state = game.setup(2, 'mm-search', game.optionsSchema.parse({}));
  let searched = 0;
  for (let step = 0; step < 40 && !game.outcome(state); step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    const strong = searchMove(game, hooks, view, seat, legal, { iterations: 5 }, [...rng] as typeof rng);
    expect(legal).toContainEqual(strong.action);
    if (legal.length > 1) {
      expect(strong.iterations).toBe(5);
      searched++;
    }
    const result = game.apply(state, seat, strong.action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
  }
  expect(searched).toBeGreaterThan(10);
});
