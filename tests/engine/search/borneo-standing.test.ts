/**
 * Borneo's search cuts its rollouts after a round of turns, before most harbors pay: its
 * standing counts the spices each seat stands to pick at the harbors in the row, by the
 * companies their flags favour now and the merchants' ranks there.
 */
import { cardDef } from '../../../shared/games/borneo/cards';
import { HARBORS, SHIPMENT_CARDS } from '../../../shared/games/borneo/data';
import { pendingPayouts } from '../../../shared/games/borneo/determinize';
import { setup } from '../../../shared/games/borneo/setup';

test('a harbor pays, in the standing, the merchants of the company its flags favour, the first-ranked most, by how full it is', () => {
  const s = setup(4, 'standing', { threePlayerVariant: false, blackbeard: false });
  // Only yellow (company 0) has merchants: seat 2 first, seat 1 second.
  s.companies = [{ merchants: [2, 1] }, { merchants: [] }, { merchants: [] }, { merchants: [] }];
  expect(pendingPayouts(s)).toEqual([0, 0, 0, 0]); // empty harbors say nothing yet
  // Two cards whose top rows show yellow.
  const yellow = SHIPMENT_CARDS.map((_, id) => id).filter((id) => cardDef(id).top.includes(0));
  const slot = s.harborRow[0]!;
  slot.cards = yellow.slice(0, 2);
  const limit = HARBORS[slot.harbor]!.limit;
  const pending = pendingPayouts(s);
  const fullness = 2 / limit;
  // Yellow's merchants pick in turn, first-ranked first: seat 2, seat 1, seat 2, ...
  expect(pending[2]).toBeCloseTo(Math.ceil(limit / 2) * fullness);
  expect(pending[1]).toBeCloseTo(Math.floor(limit / 2) * fullness);
  expect(pending[0]).toBe(0);
  expect(pending[3]).toBe(0);
  // A rival merchant above them in yellow takes the first pick instead.
  s.companies[0]!.merchants = [3, 2, 1];
  expect(pendingPayouts(s)[3]).toBeGreaterThan(0);
  expect(pendingPayouts(s)[2]).toBeLessThan(pending[2]!);
});
