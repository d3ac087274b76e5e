/**
 * Merchants & Marauders' search cuts its rollouts after a turn or two, in which most moves
 * change no place: its standing is each seat's lead in glory and gold (ten gold about a point),
 * so a sale or a lost fight moves the reward before it moves a place.
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { searchHooks } from '../../../shared/games/merchants-and-marauders/determinize';
import { setup } from '../../../shared/games/merchants-and-marauders/setup';

const standing = (golds: number[]): number[] => {
  const s = setup(golds.length, 'standing', merchantsAndMarauders.optionsSchema.parse({}));
  golds.forEach((gold, seat) => (s.seats[seat]!.gold = gold));
  return searchHooks.evaluate!(s);
};

test('level seats stand at one half each', () => {
  expect(standing([10, 10])).toEqual([0.5, 0.5]);
});

test('more gold ahead raises the leader and lowers the other, though the places stay the same', () => {
  const [small, smallOther] = standing([15, 10]);
  const [large, largeOther] = standing([25, 10]);
  expect(small).toBeGreaterThan(0.5);
  expect(large).toBeGreaterThan(small!);
  expect(largeOther).toBeLessThan(smallOther!);
});

test('with three seats, the trailing seats are measured against the leader', () => {
  const [leader, second, last] = standing([30, 20, 10]);
  expect(leader).toBeGreaterThan(0.5);
  expect(second).toBeLessThan(0.5);
  expect(last).toBeLessThan(second!);
});
