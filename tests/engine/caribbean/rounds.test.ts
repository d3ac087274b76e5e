/**
 * Rounds and the end (rulebook "The following rounds", "Game end and the winner"; docs/games/caribbean.md,
 * "Cards and chests" and "The end of the game").
 */
import { HOUSE_ROUND_LIMIT } from '../../../shared/games/caribbean/data';
import { CHEST, act, bidAll, finishRound, game, lines, quietShips, space, stack } from './fixtures';
import type { Played } from './fixtures';

/** Seat 0 outbids everyone on the Arriba (5 against 0, 1, 2). */
const BIDS = [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5], [1, 0, 2, 3, 4, 5], [2, 0, 1, 3, 4, 5]];

test('after the Fuego, the next face-down pair goes onto its cities and a new round begins; ships stay put', () => {
  const s = stack({ players: 2, ships: quietShips(), supply: [[], [CHEST.havana, CHEST.cartagena], [CHEST.nassau, CHEST.tortuga]] });
  const p = finishRound(bidAll(s, BIDS.slice(0, 2)));
  expect(p.state.round).toBe(2);
  expect(p.state.phase).toBe('bidding');
  expect(p.state.cities[1]!.chests).toEqual([CHEST.havana]);
  expect(p.state.cities[11]!.chests).toEqual([CHEST.cartagena]);
  expect(p.state.supply.map((pile) => pile.chests.length)).toEqual([0, 0, 2, 0, 0]);
  expect(p.state.ships).toEqual(s.ships);
  expect(lines(p.log)).toEqual(
    expect.arrayContaining([
      'New chests come out of the supply: the Havana chest (7,000 doubloons) and the Cartagena chest (8,000 doubloons).',
      'Round 2: every player bribes the six ships in secret.',
    ]),
  );
  // The face-down pairs show only as counts.
  expect(game.view(p.state, 0).supply).toEqual([0, 0, 2, 0, 0]);
});

test('setup: six chests face up on the cities they name, five face-down pairs, ships on the six start spaces', () => {
  const s = game.setup(3, 'setup', {});
  const onCities = s.cities.flatMap((pile, city) => pile.chests.map((chest) => [chest, city]));
  expect(onCities).toHaveLength(6);
  for (const [chest, city] of onCities) expect(chest).toBe(city);
  expect(s.supply.map((pile) => pile.chests.length)).toEqual([2, 2, 2, 2, 2]);
  expect(s.ships.map((ship) => ship.space).sort((a, b) => a - b)).toEqual([2, 9, 23, 26, 35, 36]);
  expect(s.ships.every((ship) => ship.chest === -1)).toBe(true);
  expect(s.seats.every((st) => st.money === 0)).toBe(true);
  expect(JSON.stringify(game.setup(3, 'setup', {}))).toBe(JSON.stringify(s));
});

describe.each([
  [2, 62000],
  [3, 41000],
  [4, 31000],
])('%i players: the game ends after the round in which someone reaches %i', (players, threshold) => {
  // The Arriba carries the Nassau chest next to Serranilla Bank, a red haven (seat 0).
  const ships = quietShips();
  ships[0] = [space('Colombian Basin'), CHEST.nassau];
  const table = (money: number) =>
    stack({ players, ships, money: [money, ...Array(players - 1).fill(0)], supply: [[CHEST.havana, CHEST.cartagena]] });

  test('reaching it ends the game once the round is complete', () => {
    const s = table(threshold - 4000);
    let p = bidAll(s, BIDS.slice(0, players));
    p = act(p.state, 0, { type: 'move', to: space('Serranilla Bank') }, p.log);
    p = act(p.state, 0, { type: 'end' }, p.log);
    expect(p.state.seats[0]!.money).toBe(threshold);
    expect(p.state.endTriggered).toBe(true);
    expect(game.view(p.state, null).endTriggered).toBe(true);
    // The round goes on: the Bravo is next.
    expect(p.state.phase).not.toBe('over');
    expect(p.state.current).toBeGreaterThan(0);
    const end = finishRound(p);
    expect(end.state.phase).toBe('over');
    expect(end.state.endReason).toBe('threshold');
    expect(end.state.resolutions.every((r) => r.revealed)).toBe(true);
    expect(game.outcome(end.state)?.ranking[0]).toEqual([0]);
    expect(game.toAct(end.state)).toEqual([]);
  });

  test('one delivery short of it, play goes on', () => {
    const s = table(threshold - 5000);
    let p = bidAll(s, BIDS.slice(0, players));
    p = act(p.state, 0, { type: 'move', to: space('Serranilla Bank') }, p.log);
    p = finishRound(act(p.state, 0, { type: 'end' }, p.log));
    expect(p.state.phase).toBe('bidding');
    expect(p.state.round).toBe(2);
  });
});

test('most doubloons wins; equal doubloons share the place', () => {
  const s = stack({ players: 3, ships: quietShips(), money: [20000, 35000, 35000] });
  const p = finishRound(bidAll(s, BIDS.slice(0, 3)));
  // No chest anywhere: nothing more can be earned, so the game ends with this round.
  expect(p.state.endReason).toBe('no-chests');
  expect(game.outcome(p.state)).toMatchObject({ scores: [20000, 35000, 35000], ranking: [[1, 2], [0]] });
});

test('the game ends when every chest has been delivered', () => {
  const ships = quietShips();
  ships[0] = [space('Colombian Basin'), CHEST.nassau];
  const s = stack({ players: 2, ships });
  let p = bidAll(s, BIDS.slice(0, 2));
  p = act(p.state, 0, { type: 'move', to: space('Serranilla Bank') }, p.log);
  p = finishRound(act(p.state, 0, { type: 'end' }, p.log));
  expect(p.state.endReason).toBe('no-chests');
  expect(lines(p.log)).toContain('Every chest has been delivered.');
});

test('house rule: the game ends after round 500 with chests still at sea, and says why', () => {
  const s = stack({ players: 2, ships: quietShips(), cities: { 1: [CHEST.havana] } });
  s.round = HOUSE_ROUND_LIMIT - 1;
  const once = finishRound(bidAll(s, BIDS.slice(0, 2)));
  expect(HOUSE_ROUND_LIMIT).toBe(500);
  expect(once.state.round).toBe(HOUSE_ROUND_LIMIT);
  const last = finishRound(bidAll(once.state, BIDS.slice(0, 2)));
  expect(last.state.phase).toBe('over');
  expect(last.state.endReason).toBe('round-limit');
  expect(game.outcome(last.state)?.detail).toMatchObject({ reason: 'round-limit', rounds: HOUSE_ROUND_LIMIT });
  expect(game.view(last.state, null).endReason).toBe('round-limit');
  expect(lines(last.log)).toContain('House rule: the game ends after 500 rounds.');
});
