/**
 * Caribbean's search expects a seat that won a ship to sail it as a player does (home with a
 * chest, to a chest without one), not to wander at random: a sampled world where rivals never
 * bring their chests home undervalues every ship they win.
 */
import { loadGame, loadSearchHooks } from '../../../shared/core/engines';
import { createRng } from '../../../shared/core/rng';
import { searchMove } from '../../../shared/core/search';
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

test('at sea the strong bot plays the heuristic bot\'s planned move without searching; bids are searched', async () => {
  const game = await loadGame('caribbean');
  const hooks = await loadSearchHooks('caribbean');
  const s = sailingFrom(havensOf(0)[0]!, 3, 3);
  const legal = game.legalActions(s, 0);
  const view = game.view(s, 0);
  const played = searchMove(game, hooks, view, 0, legal, { iterations: 50 }, createRng('at-sea'));
  expect(played.iterations).toBe(0);
  expect(played.action).toEqual(game.bots.heuristic.choose(view, 0, legal, createRng('at-sea')));
  const start = game.setup(3, 'bids-searched', {});
  const bids = searchMove(game, hooks, game.view(start, 0), 0, game.legalActions(start, 0), { iterations: 30 }, createRng('bids'));
  expect(bids.iterations).toBe(30);
});
