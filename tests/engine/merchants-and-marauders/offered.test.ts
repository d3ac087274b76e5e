/** What a client is offered (Game.offeredActions): the legal actions, stash amounts thinned. */
import { createRng } from '../../../shared/core/rng';
import type { MmAction, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game } from './fixtures';

const amountsOf = (actions: MmAction[], type: 'stash' | 'unstash'): number[] =>
  actions.flatMap((a) => (a.type === type ? [a.amount] : []));

test('stash amounts are offered as 1 to 5, every fifth and all of it; everything else as it is legal', () => {
  let checked = 0;
  for (let g = 0; g < 12 && checked < 5; g++) {
    let s: MmState = game.setup(3, `offered-${g}`, { gloryTarget: 10, captainsDealt: 1 });
    const rng = createRng(`offered-bots-${g}`);
    for (let step = 0; game.outcome(s) === null && step < 3000; step++) {
      const seat = game.toAct(s)[0]!;
      const legal = game.legalActions(s, seat);
      const offered = game.offeredActions!(s, seat);
      for (const type of ['stash', 'unstash'] as const) {
        const all = amountsOf(legal, type);
        if (all.length < 8) continue;
        const most = Math.max(...all);
        expect(amountsOf(offered, type)).toEqual(all.filter((n) => n <= 5 || n % 5 === 0 || n === most));
        checked++;
      }
      // Nothing else is thinned, and nothing offered is illegal.
      expect(offered.filter((a) => a.type !== 'stash' && a.type !== 'unstash')).toEqual(legal.filter((a) => a.type !== 'stash' && a.type !== 'unstash'));
      s = act(s, seat, game.bots.heuristic.choose(game.view(s, seat), seat, legal, rng));
    }
  }
  expect(checked).toBeGreaterThan(0);
});
