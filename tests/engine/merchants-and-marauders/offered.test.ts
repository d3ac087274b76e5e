/** What a client is offered (Game.offeredActions): the legal actions, stash amounts and sales thinned. */
import { createRng } from '../../../shared/core/rng';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import type { MmAction, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game } from './fixtures';

const amountsOf = (actions: MmAction[], type: 'stash' | 'unstash'): number[] =>
  actions.flatMap((a) => (a.type === type ? [a.amount] : []));

/** Each sale's goods, sorted: what decides its price. */
const salesOf = (actions: MmAction[]): string[] =>
  actions.flatMap((a) => (a.type === 'sell' ? [a.cards.map((card) => CARGO[card]!.good).sort().join('+')] : []));

const THINNED = new Set(['stash', 'unstash', 'sell']);

test('stash amounts are offered as 1 to 5, every fifth and all of it, sales once per mix of goods; everything else as it is legal', () => {
  let checked = 0;
  let sales = 0;
  for (let g = 0; g < 12 && (checked < 5 || sales < 5); g++) {
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
      // Every mix of goods that may be sold is offered once, as one of its legal sales.
      const legalSales = salesOf(legal);
      expect(salesOf(offered)).toEqual([...new Set(legalSales)]);
      if (legalSales.length > new Set(legalSales).size) sales++;
      const legalKeys = new Set(legal.map((a) => JSON.stringify(a)));
      expect(offered.every((a) => legalKeys.has(JSON.stringify(a)))).toBe(true);
      // Nothing else is thinned.
      expect(offered.filter((a) => !THINNED.has(a.type))).toEqual(legal.filter((a) => !THINNED.has(a.type)));
      s = act(s, seat, game.bots.heuristic.choose(game.view(s, seat), seat, legal, rng));
    }
  }
  expect(checked).toBeGreaterThan(0);
  // Positions where several sets of cards made the same sale were met (and thinned).
  expect(sales).toBeGreaterThan(0);
});
