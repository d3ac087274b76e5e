/**
 * Caribbean's search expects the other seats to bid as people do (where a ship brings them
 * chests), not uniformly: a sampled world gives a seat that has bid one of the bids the
 * heuristic bot would place on that board most of the time, and the draw depends only on what
 * the searching seat sees.
 */
import { loadGame } from '../../../shared/core/engines';
import { createRng } from '../../../shared/core/rng';
import { determinize } from '../../../shared/games/caribbean/determinize';
import { bidsNear } from '../../../shared/games/caribbean/likely-bids';
import type { CaribbeanAction, CaribbeanState, CaribbeanView } from '../../../shared/games/caribbean/types';

test('a sampled world gives a seat that has bid a likely bid (the heuristic bot\'s), rarely a uniform one', async () => {
  const game = await loadGame('caribbean');
  let state = game.setup(4, 'likely-bids', game.optionsSchema.parse({})) as CaribbeanState;
  // Seat 1 bids at random: the others cannot tell what it bid.
  const bid = { type: 'bid', ships: [0, 1, 2, 3, 4, 5] };
  const placed = game.apply(state, 1, bid);
  if (!placed.ok) throw new Error(placed.error.message);
  state = placed.value.state as CaribbeanState;
  const view = game.view(state, 0) as CaribbeanView;
  const legal = game.legalActions(state, 2); // every bid arrangement, as seat 1 had
  // What the heuristic bot bids in seat 1 on this board (its judgement has a little noise).
  const heuristic = new Set<string>();
  for (let i = 0; i < 30; i++) heuristic.add(JSON.stringify((game.bots.heuristic.choose(game.view(state, 1), 1, legal, createRng(`h-${i}`)) as { ships?: number[] }).ships));
  let likely = 0;
  const worlds = 100;
  for (let i = 0; i < worlds; i++) {
    const world = determinize(view, 0, createRng(`w-${i}`));
    expect(world.seats[1]!.bids).toHaveLength(6);
    if (heuristic.has(JSON.stringify(world.seats[1]!.bids))) likely++;
    // Seats still to bid stay so: the world looks like the truth to seat 0.
    expect(world.seats[2]!.bids).toEqual([]);
  }
  // A uniform draw would hit a handful of 5,040 arrangements almost never.
  expect(likely).toBeGreaterThanOrEqual(0.6 * worlds);
  // The same view and seed give the same world, whatever was searched before.
  expect(determinize(view, 0, createRng('again'))).toEqual(determinize(view, 0, createRng('again')));
});

test('the bids searched besides the heuristic bot\'s are the 21 one swap of two of its seven cards away, all legal', async () => {
  const game = await loadGame('caribbean');
  const state = game.setup(3, 'bids-near', game.optionsSchema.parse({}));
  const legal = game.legalActions(state, 0) as CaribbeanAction[];
  const heuristicMove = { type: 'bid' as const, ships: [5, 4, 6, 3, 1, 0] }; // tie-breaker 2
  const near = bidsNear(game.view(state, 0), 0, legal, heuristicMove);
  const keys = new Set(near.map((bid) => JSON.stringify(bid)));
  expect(keys.size).toBe(21);
  expect(keys.has(JSON.stringify(heuristicMove))).toBe(false);
  const legalKeys = new Set(legal.map((bid) => JSON.stringify(bid)));
  for (const key of keys) expect(legalKeys.has(key)).toBe(true);
  // Swapping a ship's card with the tie-breaker puts the tie-breaker on that ship.
  expect(keys.has(JSON.stringify({ type: 'bid', ships: [2, 4, 6, 3, 1, 0] }))).toBe(true);
  expect(keys.has(JSON.stringify({ type: 'bid', ships: [4, 5, 6, 3, 1, 0] }))).toBe(true);
});
