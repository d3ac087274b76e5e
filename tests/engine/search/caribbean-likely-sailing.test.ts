/**
 * Caribbean's search expects a seat that won a ship to sail it as a player does (home with a
 * chest, to a chest without one), not to wander at random: a sampled world where rivals never
 * bring their chests home undervalues every ship they win.
 */
import { cityAt, distance, havenOwner, havensOf, SPACE_COUNT } from '../../../shared/games/caribbean/board';
import { sailingStep } from '../../../shared/games/caribbean/likely-sailing';
import { CITIES } from '../../../shared/games/caribbean/map';
import { sailingOptions } from '../../../shared/games/caribbean/sailing';
import { setup } from '../../../shared/games/caribbean/setup';
import type { CaribbeanState, SpaceId } from '../../../shared/games/caribbean/types';

/** A 3-player table where seat 0 sails ship 0 from `space`, the other ships far away on the start spaces. */
function sailingFrom(space: SpaceId, chest: number, movesLeft: number): CaribbeanState {
  const s = setup(3, 'likely-sailing', {});
  s.phase = 'sailing';
  s.ships = s.ships.map((ship, i) => (i === 0 ? { space, chest } : { ...ship, chest: -1 }));
  s.sailing = { seat: 0, ship: 0, movesLeft, path: [space], dealtWith: [] };
  return s;
}

const step = (s: CaribbeanState) => sailingStep(s, 0, sailingOptions(s, 0));
const nearestHaven = (space: SpaceId) => Math.min(...havensOf(0).map((h) => distance(space, h)));

test('with a chest on board, a seat heads for its nearest haven and delivers there', () => {
  // Open sea two moves from the nearest red haven, the other ships far from it.
  const twoAway = Array.from({ length: SPACE_COUNT }, (_, space) => space).find(
    (space) => nearestHaven(space) === 2 && havenOwner(space, 3) < 0 && cityAt(space) < 0,
  )!;
  const s = sailingFrom(twoAway, 3, 3);
  const far = Array.from({ length: SPACE_COUNT }, (_, space) => space).filter((space) => distance(space, twoAway) > 4 && nearestHaven(space) > 2);
  s.ships.forEach((ship, i) => {
    if (i > 0) ship.space = far[i]!;
  });
  const move = step(s);
  expect(move?.type).toBe('move');
  expect(nearestHaven((move as { to: SpaceId }).to)).toBeLessThan(nearestHaven(twoAway));
  expect(step(sailingFrom(havensOf(0)[0]!, 3, 3))).toEqual({ type: 'deliver' });
});

test('an empty ship on a city with chests captures one; with no move left and nothing to do, it ends', () => {
  const city = 0;
  const s = sailingFrom(CITIES[city]!.space, -1, 2);
  s.cities[city]!.chests = [4];
  expect(step(s)).toEqual({ type: 'capture' });
  s.cities[city]!.chests = [];
  s.sailing.movesLeft = 0;
  expect(step(s)).toEqual({ type: 'end' });
});
