/**
 * The bots: random plays any legal action; heuristic bids where a ship can reach a city or one
 * of its own havens, denies ships heading for an opponent's haven, and sails by plan.
 */
import type { Seat } from '../../../shared/core/engine';
import { createRng } from '../../../shared/core/rng';
import { THIEF } from '../../../shared/games/caribbean/data';
import { imagine } from '../../../shared/games/caribbean/plan';
import { shipThreat } from '../../../shared/games/caribbean/prize';
import type { CaribbeanAction, CaribbeanState, ChestId, SpaceId } from '../../../shared/games/caribbean/types';
import { playout, seatBots } from '../../helpers/playout';
import { CHEST, act, bidAll, game, quietShips, space, stack } from './fixtures';
import type { Played } from './fixtures';

const heuristic = game.bots.heuristic;

function choose(s: CaribbeanState, seat: Seat, seed = 'bot'): CaribbeanAction {
  return heuristic.choose(game.view(s, seat), seat, game.legalActions(s, seat), createRng(seed));
}

function bidOf(s: CaribbeanState, seat: Seat, seed = 'bot'): number[] {
  const a = choose(s, seat, seed);
  if (a.type !== 'bid') throw new Error(`expected a bid, got ${a.type}`);
  return a.ships;
}

/** Lets the heuristic bot sail until its ship is done. */
function sailOut(p: Played): Played {
  let played = p;
  const { seat, ship } = played.state.sailing;
  while (played.state.sailing.seat === seat && played.state.sailing.ship === ship) played = act(played.state, seat, choose(played.state, seat), played.log);
  return played;
}

const seeds = ['a', 'b', 'c', 'd', 'e'];

/** Ships in the Gulf of Mexico, far from the Antilles: `at` replaces the one of `ship`. */
function gulfShips(ship: number, at: SpaceId, chest: ChestId = -1): [SpaceId, ChestId][] {
  const ships: [SpaceId, ChestId][] = ['Texas Shoals', 'Tampico Deep', 'Sigsbee Deep', 'Veracruz Road', 'Campeche Bank', 'Louisiana Banks'].map((n) => [space(n), -1]);
  ships[ship] = [at, chest];
  return ships;
}

test('it bids its highest card on a ship that can carry a chest to one of its havens', () => {
  // The Arriba carries the Cartagena chest next to Windward Isles Reach, a red haven (seat 0).
  const s = stack({ players: 2, ships: gulfShips(0, space('Grenada Basin'), CHEST.cartagena) });
  for (const seed of seeds) expect(bidOf(s, 0, seed)[0]).toBe(5);
});

test('it bids high on a ship that can capture a city', () => {
  // Only the Diabolo (Tobago Passage) can reach a city with a chest: Caracas, 3 moves away.
  const s = stack({ players: 3, ships: gulfShips(3, space('Tobago Passage')), cities: { 14: [CHEST.caracas] } });
  for (const seed of seeds) expect(bidOf(s, 0, seed)[3]).toBeGreaterThanOrEqual(4);
});

test('it denies a ship heading for an opponent\'s haven: a high bid or its thief goes there', () => {
  // The Arriba's chest lies next to red Windward Isles Reach: a danger for blue (seat 1).
  const s = stack({ players: 2, ships: gulfShips(0, space('Grenada Basin'), CHEST.cartagena) });
  const threat = shipThreat(imagine(game.view(s, 1)), 0, 1);
  expect(threat).toBeGreaterThan(0.6 * 8000 * 0.5);
  expect(shipThreat(imagine(game.view(s, 1)), 1, 1)).toBe(0);
  for (const seed of seeds) {
    const card = bidOf(s, 1, seed)[0]!;
    expect(card === THIEF || card >= 4).toBe(true);
  }
});

test('won a ship next to a city: it captures, sails home and unloads', () => {
  // Havana Road to Batabano Gulf (red) is two moves by the Yucatan Channel.
  const ships = quietShips();
  ships[0] = [space('Havana Road'), -1];
  const s = stack({ players: 2, ships, cities: { 1: [CHEST.havana] }, supply: [[CHEST.nassau, CHEST.tortuga]] });
  const done = sailOut(bidAll(s, [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]]));
  expect(done.state.seats[0]!.money).toBe(2000 + 7000);
  expect(done.state.delivered).toEqual([CHEST.havana]);
});

test('it does not leave a chest on an opponent\'s haven', () => {
  // The Arriba carries a chest on Texas Shoals, a blue haven: stopping there would pay seat 1.
  const ships = quietShips();
  ships[0] = [space('Texas Shoals'), CHEST.veracruz];
  const s = stack({ players: 2, ships, supply: [[CHEST.nassau, CHEST.tortuga]] });
  const done = sailOut(bidAll(s, [[2, 4, 3, 5, 1, 0], [0, 1, 2, 3, 4, 5]]));
  expect(done.state.seats[1]!.money).toBe(0);
  expect(done.state.ships[0]!.chest).toBe(CHEST.veracruz);
});

test('in a tie it spends its tie-breaker on a ship worth having, not on a worthless one', () => {
  const s = stack({ players: 2, ships: gulfShips(0, space('Grenada Basin'), CHEST.cartagena), supply: [[CHEST.nassau, CHEST.tortuga]] });
  const worth = bidAll(s, [[3, 5, 4, 2, 1, 0], [3, 0, 1, 2, 5, 4]]);
  expect(choose(worth.state, 0)).toEqual({ type: 'tie', use: true });
  const idle = bidAll(stack({ players: 2, ships: quietShips(), supply: [[CHEST.nassau, CHEST.tortuga]] }), [[3, 5, 4, 2, 1, 0], [3, 0, 1, 2, 5, 4]]);
  expect(choose(idle.state, 0)).toEqual({ type: 'tie', use: false });
});

test('the random bot bids all over the place, and both bots only ever play legal actions', () => {
  const s = game.setup(2, 'random', {});
  const rng = createRng('r');
  const bids = new Set(Array.from({ length: 50 }, () => JSON.stringify(game.bots.random.choose(game.view(s, 0), 0, game.legalActions(s, 0), rng))));
  expect(bids.size).toBeGreaterThan(45);
  // The playout helper refuses any action that apply refuses.
  for (const seed of ['x1', 'x2']) {
    const r = playout({ game, players: 3, seed, options: {}, bots: seatBots(3, (seat) => (seat === 0 ? game.bots.random : heuristic)), maxSteps: 5000 });
    expect(game.outcome(r.state)).not.toBeNull();
  }
});

test('the heuristic bot beats random bots', () => {
  let wins = 0;
  const games = 12;
  for (let i = 0; i < games; i++) {
    const players = 2 + (i % 3);
    const hero = i % players;
    const r = playout({ game, players, seed: `strength-${i}`, options: {}, bots: seatBots(players, (seat) => (seat === hero ? heuristic : game.bots.random)) });
    if (game.outcome(r.state)!.ranking[0]!.includes(hero)) wins++;
  }
  // Even chances would give about a third; it wins nearly always (`npm run bench:bots -- caribbean`).
  expect(wins).toBeGreaterThanOrEqual(10);
});
