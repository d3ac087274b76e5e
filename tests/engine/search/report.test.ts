/**
 * The search tells its caller the move it would play now whenever that changes (the heuristic
 * move first), so a caller out of time can play the best move so far; the last one told is the
 * move it returns.
 */
import { loadGame, loadSearchHooks } from '../../../shared/core/engines';
import { createRng } from '../../../shared/core/rng';
import { searchMove } from '../../../shared/core/search';

test('the moves reported end with the move played, the heuristic move first', async () => {
  const game = await loadGame('libertalia');
  const hooks = await loadSearchHooks('libertalia');
  const state = game.setup(3, 'report', game.optionsSchema.parse({}));
  const seat = game.toAct(state)[0]!;
  const legal = game.legalActions(state, seat);
  const view = game.view(state, seat);
  const told: unknown[] = [];
  const result = searchMove(game, hooks, view, seat, legal, { iterations: 40, report: (action) => told.push(action) }, createRng('r'));
  expect(told[0]).toEqual(game.bots.heuristic.choose(view, seat, legal, createRng('r')));
  expect(told.at(-1)).toEqual(result.action);
  for (const action of told) expect(legal).toContainEqual(action);
});

test('a think time already spent plays the heuristic move at once', async () => {
  const game = await loadGame('libertalia');
  const hooks = await loadSearchHooks('libertalia');
  const state = game.setup(3, 'report', game.optionsSchema.parse({}));
  const seat = game.toAct(state)[0]!;
  const legal = game.legalActions(state, seat);
  const view = game.view(state, seat);
  const result = searchMove(game, hooks, view, seat, legal, { iterations: 1000, timeMs: 0, now: () => performance.now() }, createRng('r'));
  expect(result.iterations).toBe(0);
  expect(result.action).toEqual(game.bots.heuristic.choose(view, seat, legal, createRng('r')));
});
