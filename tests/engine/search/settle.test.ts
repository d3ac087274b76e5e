/**
 * The search stops when its move is settled (no iteration left in the budget could give another
 * move more visits), and the rewards by lead behave as the cut rollouts need them to.
 */
import { loadGame, loadSearchHooks } from '../../../shared/core/engines';
import { createRng } from '../../../shared/core/rng';
import { marginRewards, searchMove } from '../../../shared/core/search';

test('marginRewards: level seats get one half, the leader more, the others less, by their margin over the best other', () => {
  expect(marginRewards([3, 3], 2)).toEqual([0.5, 0.5]);
  const [leader, second, last] = marginRewards([6, 4, 1], 2);
  expect(leader).toBeGreaterThan(0.5);
  expect(second).toBeLessThan(0.5);
  expect(last).toBeLessThan(second!);
  // The leader is measured against the second, the others against the leader.
  expect(leader! + second!).toBeCloseTo(1, 10);
  expect(marginRewards([1], 2)).toEqual([1]);
});

test('a search that stops before its iteration budget plays a move no remaining iteration could overtake', async () => {
  const game = await loadGame('port-royal');
  const hooks = await loadSearchHooks('port-royal');
  const rng = createRng('settle');
  let state = game.setup(3, 'settle', game.optionsSchema.parse({}));
  const budget = 200;
  let stoppedEarly = 0;
  for (let step = 0; step < 200 && !game.outcome(state); step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    let action = game.bots.heuristic.choose(view, seat, legal, rng);
    if (legal.length > 1 && step % 3 === 0) {
      const result = searchMove(game, hooks, view, seat, legal, { iterations: budget }, createRng(`settle-${step}`));
      action = result.action;
      expect(result.iterations).toBeLessThanOrEqual(budget);
      if (result.iterations < budget) {
        stoppedEarly++;
        const played = result.visits[JSON.stringify(result.action)]!;
        for (const [key, visits] of Object.entries(result.visits)) {
          if (key !== JSON.stringify(result.action)) expect(visits + (budget - result.iterations)).toBeLessThan(played);
        }
      }
      if (stoppedEarly >= 1) break;
    }
    const applied = game.apply(state, seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  expect(stoppedEarly).toBeGreaterThan(0);
});
