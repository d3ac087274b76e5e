/**
 * Caribbean, rule by rule: which named test covers each rule of the rulebook and each of our
 * decisions and readings (docs/games/caribbean.md says why; "spec" below means that page).
 * Files are in tests/engine/caribbean/; "here" is this file. Keep this list in step with the tests.
 * Each test asserts the rule's effect on a stacked table (tests/engine/caribbean/fixtures.ts)
 * or a fixed seed, so that it fails if the rule is implemented otherwise.
 *
 * Preparation
 *   P1 seven bribe cards each: 0-5 barrels and a thief .......... bidding › every seat may choose among all 5,040 ways to bid
 *   P2 six random chests face up on the cities they name ........ rounds › setup: six chests face up on the cities they name, ...
 *   P3 the other ten face down, two on each supply space ........ rounds › setup: ... five face-down pairs, ...
 *   P4 ships at random on the six start spaces .................. rounds › setup: ...; contract › setup is deterministic from the seed, ...
 *   P5 start symbols "of no further importance" ................. here › Preparation: after setup a start space is plain sea ...
 *   P6 nobody has doubloons at the start ........................ rounds › setup: ...
 * Bribing pirate ships
 *   B1 six cards on six ships, the seventh the tie-breaker ...... bidding › six of the seven cards go on the ships; ...
 *   B2 after the OK the bids cannot change ...................... bidding › a bid once placed cannot be changed, ...
 *   B3 others see only that a seat has bid ...................... bidding › six of the seven cards ...; playouts › ... do not leak
 * Move the ships in alphabetical order
 *   M1 Arriba to Fuego, each ship's bids revealed in its turn ... bidding › bids are revealed ship by ship, ...
 *   M2 the highest bidder sails up to his barrels ............... bidding › bids are revealed ...; sailing › no more than the allowance, ...
 *   M3 each opponent's thief takes a space ...................... bidding › thief arithmetic: ...
 *   M4 the full allowance need not be used ...................... sailing › no more than the allowance, but the player need not use all of it
 *   M5 one ship per space; sail around occupied spaces .......... sailing › one space at a time ...; ships sail around occupied spaces: ...
 *   M6 ships move through and stop at all safe havens ........... sailing › sailing through one's own haven ...; here › Move the ships: ... an opponent's haven ...
 * Ties in bidding
 *   T1 only the tied highest bidders decide, at once, in secret . bidding › the tied players decide at once and in secret; ...; here › Ties in bidding: a lower bidder ...
 *   T2 face up bids more; zero is more than -1 .................. bidding › a face-up thief beats a face-down card, ...; here › Ties in bidding: zero is more than -1 ...
 *   T3 the winner sails only the original card's barrels ........ bidding › the tied players decide ... only as far as the original bid
 *   T4 thieves on the original bids still count ................. here › Ties in bidding: the thieves among the original bids ...
 *   T5 a thief on any tie-breaker costs a space ................. bidding › a face-up thief beats ...; a thief shown by the loser of a tie ...
 *   T6 a tie-breaker shown face up is spent for the round ....... bidding › re-ties: a spent tie-breaker cannot break another tie ...
 *   T7 a tie again leaves the ship where it is .................. bidding › a tie again (equal cards, or nobody adds one) ...; here › Ties in bidding: a re-tie among three ...
 *   T8 one shown face down may break another tie ................ bidding › re-ties: ... one shown face down can
 *   T9 the highest face-up tie-breaker wins (three tied) ........ here › Ties in bidding: with three tied, the highest face-up ...
 *   T10 the tie-breakers come back next round ................... bidding › tie-breakers come back at the next round
 *   T11 nobody left to break the tie: the ship stays ............ bidding › when no tied player has a tie-breaker left, ...
 * Getting treasure chests
 *   G1 capture in the city's space: top chest, 2,000 ............ sailing › a ship at a harbor city takes its chest ...; a city with two chests: ...; here › capture: only in the city's own space ...
 *   G2 steal from a ship next to this one ....................... sailing › steal needs the other ship next to this one ...; here › steal: a ship that already carries a chest ...
 *   G3 swap with a ship next to this one ........................ sailing › swap exchanges the two chests ...; here › swap and pass on: only with a ship next to this one
 *   G4 pass on to an empty ship next to this one ................ sailing › pass on gives the chest to an empty neighbouring ship; here › swap and pass on: ...
 *   G5 one chest per ship ....................................... sailing › a city with two chests: ... no second capture
 *   G6 in any order, before, during and after the move (free) ... sailing › capture before moving, ...; here › Getting treasure chests: the actions cost no movement ...
 * Delivering treasure chests to safety
 *   D1 sailing through a haven, the chest may be unloaded ....... sailing › sailing through one's own haven: ...
 *   D2 stopping at a haven, the chest must be unloaded .......... sailing › a ship that stops at a haven with a chest must unload it there
 *   D3 passed on to a ship at a haven, it is unloaded ........... sailing › passing on to a ship at a haven: ...
 *   D4 the haven's owner earns, whoever sails ................... sailing › ... the haven's owner earns, whoever sails; a chest delivered to another player's haven ...
 *   D5 a delivered chest leaves the game ........................ here › Delivering: a delivered chest is out of the game ...
 *   D6 never throw a chest overboard ............................ here › Important: a chest is never thrown overboard ...
 *   D7 doubloons are public ..................................... here › Important: every player's doubloons are public ...
 * The following rounds
 *   R1 the round ends after the six ships, moved or not ......... rounds › after the Fuego, ...; bidding › a thief never wins: ...
 *   R2 the next pair goes onto its cities, left to right ........ rounds › after the Fuego, ...; here › The following rounds: one pair a round, ...
 *      (6 chests at setup and a pair after each of rounds 1 to 5: all 16 are out when round 6 begins,
 *      which is the rulebook's "after 6 rounds, all treasure chests have been placed on the board")
 *   R3 the cards come back; the ships stay where they are ....... rounds › after the Fuego, ...; bidding › tie-breakers come back ...
 * Game end and the winner
 *   E1 62,000 / 41,000 / 31,000 for 2 / 3 / 4 players ........... rounds › %i players: ... reaching it ends the game once the round is complete
 *   E2 the round is played to completion ........................ rounds › (same)
 *   E3 most doubloons wins (spec: ties shared) .................. rounds › most doubloons wins; equal doubloons share the place
 *   E4 doubloons from a capture count too ....................... here › Game end: the 2,000 of a capture count towards the threshold
 *   E5 the last chest delivered: someone is at the threshold .... here › Game end: when the last chest is delivered a player has always reached ...
 * Spec decisions
 *   S1 a thief never wins; only thieves: the ship stays ......... bidding › a thief never wins: ...
 *   S2 moves never below 0; the winner still acts ............... bidding › thieves cannot push the move below zero, ...; sailing › a winner whose move the thieves took ...;
 *      (capture, steal, swap and pass on, as "before and after"
 *      the move allows) ......................................... here › Spec: a winner whose move the thieves cut to 0 still captures, steals and passes on ...
 *   S3 hidden information (bids, tie-breakers, supply) .......... bidding › six of the seven cards ...; the tied players decide ...; rounds › after the Fuego ...; playouts › ... do not leak
 *   S4 the board's promises (counts, graph, havens, fairness) ... map › (every test)
 *   S5 chest values 4 x 4,000 ... 2 x 8,000 ..................... map › the 16 chests name the 16 cities with their values ...
 *   S6 unused colours' havens are ordinary sea .................. sailing › with two players the yellow and green havens ...; here › Spec: with three players ...
 *   S7 a city may hold several chests, capture takes the top .... sailing › a city with two chests: ...
 * Engine decisions (where the rulebook is silent)
 *   H1 each other ship dealt with once at each space ............ sailing › each other ship is dealt with once at each space ...;
 *      (a move resets it; an unloading pass does not count) ..... here › Getting treasure chests: after a move, the ship may deal again ...;
 *                                                                 here › Delivering: a ship resting on a haven is passed a chest, ... (both)
 *   H2 a sailor with nothing left to do is finished ............. sailing › no more than the allowance ... (the engine finishes the ship by itself)
 *   H3 no chest left on a city, in the supply or on a ship: the
 *      round is finished, most doubloons win .................... rounds › the game ends when every chest has been delivered; most doubloons wins; ...
 *      (it never comes before the threshold: see E5)
 *   H4 house rule: the game ends after round 500 (end reason
 *      round-limit, shown to the players; never in bot games) ... rounds › house rule: the game ends after round 500 with chests still at sea, ...
 */
import type { Seat } from '../../../shared/core/engine';
import { CAPTURE_REWARD, CHESTS, SHIP_COUNT } from '../../../shared/games/caribbean/data';
import { thresholdFor } from '../../../shared/games/caribbean/pieces';
import { START_SPACES } from '../../../shared/games/caribbean/map';
import type { CardId, ChestId, SpaceId } from '../../../shared/games/caribbean/types';
import { CHEST, T, act, bidAll, finishRound, game, lines, quietShips, space, stack, steps } from './fixtures';
import type { Played, StackSpec } from './fixtures';

/** Winning bids for the Arriba (5 barrels) and losing ones (0, 1, 2: nobody ties, no thieves). */
const WIN: CardId[] = [5, 4, 3, 2, 1, 0];
const LOSE: CardId[][] = [[0, 1, 2, 3, 4, 5], [1, 0, 2, 3, 4, 5], [2, 0, 1, 3, 4, 5]];

/**
 * `seat` wins the Arriba with 5 barrels and sails it now; the Arriba stands at `at` with `chest`,
 * `others` put ships 1 to 5 where a scenario needs them (the rest stay in quiet water).
 */
function sailArriba(players: number, seat: Seat, at: SpaceId, chest: ChestId, more: Partial<StackSpec> = {}, others: Record<number, [SpaceId, ChestId]> = {}): Played {
  const ships = quietShips();
  ships[0] = [at, chest];
  for (const [ship, place] of Object.entries(others)) ships[Number(ship)] = place;
  const s = stack({ players, ships, supply: [[CHEST.trinidad, CHEST.tortuga]], ...more });
  let loser = 0;
  const bids = Array.from({ length: players }, (_, bidder) => (bidder === seat ? WIN : LOSE[loser++]!));
  const p = bidAll(s, bids);
  expect(p.state.sailing).toMatchObject({ seat, ship: 0, movesLeft: 5 });
  return p;
}

const kinds = (p: Played, seat: Seat): string[] =>
  game.legalActions(p.state, seat).map((a) => ('to' in a ? `move ${a.to}` : 'ship' in a ? `${a.type} ${a.ship}` : a.type));

const refusal = (p: Played, seat: Seat, a: Parameters<typeof game.apply>[2]): string => {
  const r = game.apply(p.state, seat, a);
  return r.ok ? 'ok' : r.error.code;
};


describe('Preparation', () => {
  test('Preparation: after setup a start space is plain sea: a ship sails onto one and stops there like anywhere else', () => {
    // Apalachee Bay is a start space; the Arriba starts next to it at Dry Tortugas.
    expect(START_SPACES as readonly number[]).toContain(space('Apalachee Bay'));
    const p = sailArriba(2, 0, space('Dry Tortugas'), CHEST.havana);
    expect(kinds(p, 0)).toContain(`move ${space('Apalachee Bay')}`);
    const done = steps(p, [[0, { type: 'move', to: space('Apalachee Bay') }], [0, { type: 'end' }]]);
    expect(done.state.ships[0]).toEqual({ space: space('Apalachee Bay'), chest: CHEST.havana });
    expect(done.state.seats.map((st) => st.money)).toEqual([0, 0]);
  });
});

describe('Move the ships', () => {
  test("Move the ships: a ship carrying a chest may sail through an opponent's haven without unloading there", () => {
    // Grand Cayman is blue (seat 1), between Cabo Cruz Passage and Serranilla Bank (red, seat 0).
    const p = sailArriba(2, 0, space('Cabo Cruz Passage'), CHEST.cartagena);
    const through = act(p.state, 0, { type: 'move', to: space('Grand Cayman') }, p.log);
    // Unloading there is allowed (it would pay seat 1) but not forced.
    expect(kinds(through, 0)).toContain('deliver');
    expect(through.state.ships[0]!.chest).toBe(CHEST.cartagena);
    const home = steps(through, [[0, { type: 'move', to: space('Serranilla Bank') }], [0, { type: 'end' }]]);
    expect(home.state.seats.map((st) => st.money)).toEqual([8000, 0]);
    expect(home.state.delivered).toEqual([CHEST.cartagena]);
  });
});

describe('Ties in bidding', () => {
  test('Ties in bidding: zero is more than -1: a face-up 0 beats a face-up thief (which still costs the winner a space)', () => {
    const s = stack({ players: 2, ships: quietShips(), supply: [[CHEST.havana, CHEST.nassau]] });
    // Both bid 3 on the Arriba; s0 keeps the 0 as tie-breaker, s1 the thief.
    const p = bidAll(s, [[3, 5, 4, 2, 1, T], [3, 0, 1, 2, 5, 4]]);
    expect(p.state.phase).toBe('tie');
    const done = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }]]);
    expect(done.state.resolutions[0]).toMatchObject({ winner: 0, tieCards: [0, T], outcome: 'sailed' });
    expect(done.state.sailing).toMatchObject({ seat: 0, ship: 0, movesLeft: 2 });
  });

  test('Ties in bidding: with three tied, the highest face-up tie-breaker wins and a face-down one never does', () => {
    const s = stack({ players: 3, ships: quietShips(), supply: [[CHEST.havana, CHEST.nassau]] });
    // All bid 3 on the Arriba; tie-breakers: s0 2, s1 4, s2 5 (kept face down).
    const p = bidAll(s, [[3, 5, 4, T, 1, 0], [3, 5, 2, T, 1, 0], [3, 4, 2, T, 1, 0]]);
    expect(game.toAct(p.state)).toEqual([0, 1, 2]);
    const done = steps(p, [[2, { type: 'tie', use: false }], [0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }]]);
    expect(done.state.resolutions[0]).toMatchObject({ winner: 1, tieCards: [2, 4, -1] });
    // The 4 on the tie-breaker does not lengthen the move: 3 barrels, no thieves.
    expect(done.state.sailing).toMatchObject({ seat: 1, ship: 0, movesLeft: 3 });
    expect(done.state.seats.map((st) => st.tieBreakerState)).toEqual(['up', 'up', 'down']);
    // The face-down 5 stays secret.
    expect(game.view(done.state, 0).seats[2]).toMatchObject({ tieBreakerState: 'down', tieBreaker: -1 });
  });

  test('Ties in bidding: a re-tie among three (two equal face-up cards, one face down) leaves the ship where it is', () => {
    const s = stack({ players: 3, ships: quietShips(), supply: [[CHEST.havana, CHEST.nassau]] });
    const before = s.ships[0]!.space;
    const p = bidAll(s, [[3, 5, 2, T, 1, 0], [3, 5, 2, T, 1, 0], [3, 4, 2, T, 1, 0]]);
    const done = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }], [2, { type: 'tie', use: false }]]);
    expect(done.state.resolutions[0]).toMatchObject({ outcome: 'tie', winner: -1, moves: 0, tieCards: [4, 4, -1] });
    expect(lines(done.log)).toContain('The tie stands: the Arriba stays where it is.');
    expect(done.state.ships[0]!.space).toBe(before);
    expect(done.state.current).toBeGreaterThan(0);
  });

  test('Ties in bidding: a lower bidder is not asked, and its tie-breaker stays hidden and unspent', () => {
    const s = stack({ players: 3, ships: quietShips(), supply: [[CHEST.havana, CHEST.nassau]] });
    const p = bidAll(s, [[3, 5, T, 2, 1, 0], [3, 0, 1, 2, 5, 4], [2, 0, 1, 3, 5, 4]]);
    expect(game.toAct(p.state)).toEqual([0, 1]);
    expect(game.legalActions(p.state, 2)).toEqual([]);
    expect(refusal(p, 2, { type: 'tie', use: true })).toBe('not-tied');
    const done = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }]]);
    expect(done.state.seats[2]).toMatchObject({ tieBreakerState: 'hidden', tieChoice: '' });
    expect(done.state.resolutions[0]!.tieSeats).toEqual([0, 1]);
  });

  test('Ties in bidding: the thieves among the original bids still take spaces from the winner of the tie', () => {
    const s = stack({ players: 3, ships: quietShips(), supply: [[CHEST.havana, CHEST.nassau]] });
    // s0 and s1 bid 3, s2 a thief; s0 adds its 4, s1 keeps its thief face down.
    const p = bidAll(s, [[3, 5, T, 2, 1, 0], [3, 5, 4, 2, 1, 0], [T, 5, 4, 2, 1, 0]]);
    const done = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: false }]]);
    expect(done.state.sailing).toMatchObject({ seat: 0, ship: 0, movesLeft: 2 });
    expect(lines(done.log)).toContain('s0 wins the Arriba and may sail it up to 2 spaces (3 barrels, less 1 for thieves).');
  });
});

describe('Getting treasure chests', () => {
  test("capture: only in the city's own space: a ship next to the city cannot capture it", () => {
    // Havana's harbour is Havana Road; Dry Tortugas is next to it.
    const p = sailArriba(2, 0, space('Dry Tortugas'), -1, { cities: { 1: [CHEST.havana] } });
    expect(kinds(p, 0)).not.toContain('capture');
    expect(refusal(p, 0, { type: 'capture' })).toBe('nothing-to-capture');
    const there = act(p.state, 0, { type: 'move', to: space('Havana Road') }, p.log);
    expect(kinds(there, 0)).toContain('capture');
  });

  test('steal: a ship that already carries a chest cannot steal (one chest a ship), it may swap', () => {
    const p = sailArriba(2, 0, space('Florida Keys'), CHEST.havana, {}, { 1: [space('Old Bahama Channel'), CHEST.nassau] });
    expect(kinds(p, 0)).toContain('swap 1');
    expect(kinds(p, 0)).not.toContain('steal 1');
    expect(refusal(p, 0, { type: 'steal', ship: 1 })).toBe('ship-full');
  });

  test('swap and pass on: only with a ship next to this one', () => {
    // The Bravo (with a chest) and the Caribic (empty) lie two spaces from the Arriba.
    const p = sailArriba(2, 0, space('Florida Keys'), CHEST.havana, {}, { 1: [space('Crooked Passage'), CHEST.nassau], 2: [space('Exuma Sound'), -1] });
    expect(kinds(p, 0).filter((k) => /^(swap|pass|steal)/.test(k))).toEqual([]);
    expect(refusal(p, 0, { type: 'swap', ship: 1 })).toBe('not-adjacent');
    expect(refusal(p, 0, { type: 'pass', ship: 2 })).toBe('not-adjacent');
    // One space on, both are neighbours.
    const near = act(p.state, 0, { type: 'move', to: space('Old Bahama Channel') }, p.log);
    expect(kinds(near, 0)).toContain('swap 1');
    const onward = act(near.state, 0, { type: 'move', to: space('Providence Channel') }, near.log);
    expect(kinds(onward, 0)).toContain('pass 2');
  });

  test('Getting treasure chests: after a move, the ship may deal again with a ship it dealt with at its last stop', () => {
    // Steal the Nassau chest from the Bravo, sail on (still beside it) and swap with the laden Caribic,
    // then sail once more and pass the Havana chest back to the Bravo, now empty.
    const p = sailArriba(2, 0, space('Florida Keys'), -1, {}, { 1: [space('Old Bahama Channel'), CHEST.nassau], 2: [space('Exuma Sound'), CHEST.havana] });
    const stolen = act(p.state, 0, { type: 'steal', ship: 1 }, p.log);
    expect(refusal(stolen, 0, { type: 'pass', ship: 1 })).toBe('already-dealt');
    const done = steps(stolen, [
      [0, { type: 'move', to: space('Providence Channel') }],
      [0, { type: 'swap', ship: 2 }],
      [0, { type: 'pass', ship: 1 }],
    ]);
    expect(done.state.ships.slice(0, 3).map((ship) => ship.chest)).toEqual([-1, CHEST.havana, CHEST.nassau]);
    expect(done.state.sailing.movesLeft).toBe(4);
  });

  test('Getting treasure chests: the actions cost no movement and may come between moves', () => {
    // Capture at Havana before moving, sail one space, pass the chest on, sail on.
    const p = sailArriba(2, 0, space('Havana Road'), -1, { cities: { 1: [CHEST.havana] } }, { 1: [space('Old Bahama Channel'), -1] });
    const captured = act(p.state, 0, { type: 'capture' }, p.log);
    expect(captured.state.sailing.movesLeft).toBe(5);
    const moved = act(captured.state, 0, { type: 'move', to: space('Florida Keys') }, captured.log);
    const passed = act(moved.state, 0, { type: 'pass', ship: 1 }, moved.log);
    expect(passed.state.sailing.movesLeft).toBe(4);
    expect(passed.state.ships.slice(0, 2)).toEqual([{ space: space('Florida Keys'), chest: -1 }, { space: space('Old Bahama Channel'), chest: CHEST.havana }]);
    expect(kinds(passed, 0)).toContain(`move ${space('Providence Channel')}`);
    // Steal in the middle of a move, then sail on with the chest.
    const q = sailArriba(2, 0, space('Texas Shoals'), -1, {}, { 1: [space('Dry Tortugas'), CHEST.nassau] });
    const stolen = steps(q, [[0, { type: 'move', to: space('Sigsbee Deep') }], [0, { type: 'steal', ship: 1 }]]);
    expect(stolen.state.sailing.movesLeft).toBe(4);
    const on = act(stolen.state, 0, { type: 'move', to: space('Campeche Bank') }, stolen.log);
    expect(on.state.ships.slice(0, 2)).toEqual([{ space: space('Campeche Bank'), chest: CHEST.nassau }, { space: space('Dry Tortugas'), chest: -1 }]);
    expect(on.state.sailing.movesLeft).toBe(3);
  });
});

describe('Delivering treasure chests to safety', () => {
  test('Delivering: a delivered chest is out of the game: its city gets nothing back and it is never placed again', () => {
    const p = sailArriba(2, 0, space('Colombian Basin'), CHEST.cartagena, { supply: [[CHEST.havana, CHEST.nassau]] });
    const done = finishRound(steps(p, [[0, { type: 'move', to: space('Serranilla Bank') }], [0, { type: 'end' }]]));
    expect(done.state.round).toBe(2);
    expect(done.state.delivered).toEqual([CHEST.cartagena]);
    expect(done.state.cities[11]!.chests).toEqual([]);
    expect(done.state.ships.some((ship) => ship.chest === CHEST.cartagena)).toBe(false);
    expect(done.state.supply.flatMap((pile) => pile.chests)).not.toContain(CHEST.cartagena);
  });

  test('Important: a chest is never thrown overboard: a laden ship at open sea can only sail or finish, and keeps its chest', () => {
    const p = sailArriba(2, 0, space('Dry Tortugas'), CHEST.havana);
    expect(new Set(kinds(p, 0).map((k) => k.split(' ')[0]))).toEqual(new Set(['move', 'end']));
    const done = steps(p, [[0, { type: 'move', to: space('Sigsbee Deep') }], [0, { type: 'end' }]]);
    expect(done.state.ships[0]).toEqual({ space: space('Sigsbee Deep'), chest: CHEST.havana });
    expect(done.state.delivered).toEqual([]);
  });

  test('Delivering: a ship resting on a haven is passed a chest, then another after a capture, in one move', () => {
    // The Bravo rests, empty, on Serranilla Bank (red, seat 0). The Arriba passes the Porto Bello
    // chest to it, sails to Cartagena Road, captures, comes back and passes the Cartagena chest too.
    const p = sailArriba(2, 0, space('Colombian Basin'), CHEST.portoBello, { cities: { 11: [CHEST.cartagena] } }, { 1: [space('Serranilla Bank'), -1] });
    const done = steps(p, [
      [0, { type: 'pass', ship: 1 }],
      [0, { type: 'move', to: space('Cartagena Road') }],
      [0, { type: 'capture' }],
      [0, { type: 'move', to: space('Colombian Basin') }],
      [0, { type: 'pass', ship: 1 }],
    ]);
    expect(done.state.delivered).toEqual([CHEST.portoBello, CHEST.cartagena]);
    expect(done.state.seats[0]!.money).toBe(8000 + 2000 + 8000);
    expect(done.state.ships[1]).toEqual({ space: space('Serranilla Bank'), chest: -1 });
  });

  test('Delivering: at one stop, pass a chest to a ship resting on a haven, steal another chest and pass that one too', () => {
    // From the Colombian Basin the Arriba touches the Bravo (on Serranilla Bank, red) and the Caribic (laden).
    const p = sailArriba(2, 0, space('Colombian Basin'), CHEST.portoBello, {}, { 1: [space('Serranilla Bank'), -1], 2: [space('San Andres'), CHEST.havana] });
    const done = steps(p, [
      [0, { type: 'pass', ship: 1 }],
      [0, { type: 'steal', ship: 2 }],
      [0, { type: 'pass', ship: 1 }],
    ]);
    expect(done.state.delivered).toEqual([CHEST.portoBello, CHEST.havana]);
    expect(done.state.seats[0]!.money).toBe(8000 + 7000);
    expect(done.state.sailing.movesLeft).toBe(5);
  });

  test("Important: every player's doubloons are public: each seat and a spectator read them all", () => {
    const s = stack({ players: 3, ships: quietShips(), money: [12000, 3000, 7000], supply: [[CHEST.havana, CHEST.nassau]] });
    const p = act(s, 1, { type: 'bid', ships: WIN });
    for (const viewer of [0, 1, 2, null]) expect(game.view(p.state, viewer).seats.map((st) => st.money)).toEqual([12000, 3000, 7000]);
  });
});

describe('The following rounds', () => {
  test('The following rounds: one pair a round goes face up onto its cities, left to right, until the supply is empty after round five', () => {
    let p: Played = { state: game.setup(2, 'rounds', {}), log: [] };
    const pairs = p.state.supply.map((pile) => [...pile.chests]);
    expect(pairs.map((pair) => pair.length)).toEqual([2, 2, 2, 2, 2]);
    for (let round = 1; round <= 6; round++) {
      // Everyone finishes at once, so no chest moves except those coming out of the supply.
      p = finishRound(bidAll(p.state, [WIN, LOSE[0]!]));
      expect(p.state.round).toBe(round + 1);
      const placed = Math.min(round, pairs.length);
      expect(p.state.supply.map((pile) => pile.chests.length)).toEqual(pairs.map((_, i) => (i < placed ? 0 : 2)));
      for (const chest of pairs.slice(0, placed).flat()) expect(p.state.cities[chest]!.chests).toContain(chest);
    }
    expect(p.state.cities.reduce((n, pile) => n + pile.chests.length, 0)).toBe(16);
    expect(p.state.phase).toBe('bidding');
    expect(p.state.ships).toHaveLength(SHIP_COUNT);
  });
});

describe('Game end and the winner', () => {
  test('Game end: the 2,000 of a capture count towards the threshold; the round is then played out', () => {
    const p = sailArriba(2, 0, space('Havana Road'), -1, { cities: { 1: [CHEST.havana] }, money: [60000, 0] });
    const captured = act(p.state, 0, { type: 'capture' }, p.log);
    expect(captured.state.seats[0]!.money).toBe(62000);
    expect(captured.state.endTriggered).toBe(true);
    expect(captured.state.phase).toBe('sailing');
    const end = finishRound(captured);
    expect(end.state).toMatchObject({ phase: 'over', endReason: 'threshold', round: 1 });
    expect(game.outcome(end.state)?.ranking).toEqual([[0], [1]]);
  });

  test('Game end: when the last chest is delivered a player has always reached the threshold (123,000 doubloons in all)', () => {
    // Every chest is captured once (2,000) on its way to a haven, and every haven at the table
    // pays a player: 91,000 + 16 x 2,000 = 123,000 end up with the players, and the richest of
    // n players holds at least 123,000 / n, which is the threshold rounded up.
    const total = CHESTS.reduce((sum, chest) => sum + chest.value, 0) + CHESTS.length * CAPTURE_REWARD;
    expect(total).toBe(123000);
    for (const players of [2, 3, 4]) expect(Math.ceil(total / players / 1000) * 1000).toBe(thresholdFor(players));
    // The last chest (Havana, 7,000) sails into a haven with the rest split as evenly as it can be.
    const p = sailArriba(2, 0, space('Colombian Basin'), CHEST.havana, { supply: [], money: [58000, 58000] });
    const done = steps(p, [[0, { type: 'move', to: space('Serranilla Bank') }], [0, { type: 'end' }]]);
    const end = finishRound(done);
    expect(end.state.seats.map((st) => st.money).some((m) => m >= thresholdFor(2))).toBe(true);
    expect(end.state).toMatchObject({ phase: 'over', endReason: 'threshold' });
  });
});

describe('Spec: moves never below zero', () => {
  test('Spec: a winner whose move the thieves cut to 0 still captures, steals and passes on where the ship is (before and after he moves)', () => {
    const ships = quietShips();
    ships[0] = [space('Havana Road'), -1];
    ships[1] = [space('Florida Keys'), CHEST.nassau];
    ships[2] = [space('Dry Tortugas'), -1];
    const s = stack({ players: 3, ships, cities: { 1: [CHEST.havana] }, supply: [[CHEST.trinidad, CHEST.tortuga]] });
    // Seat 0 wins the Arriba with 1 barrel; both opponents put a thief on it: 1 - 2, never below 0.
    const p = bidAll(s, [[1, 5, 3, 2, 4, 0], [T, 5, 4, 3, 2, 1], [T, 0, 1, 2, 3, 4]]);
    expect(p.state.sailing).toMatchObject({ seat: 0, ship: 0, movesLeft: 0 });
    expect(kinds(p, 0)).toEqual(['capture', 'steal 1', 'end']);
    const done = steps(p, [[0, { type: 'steal', ship: 1 }], [0, { type: 'pass', ship: 2 }], [0, { type: 'capture' }]]);
    expect(done.state.ships.slice(0, 3).map((x) => x.chest)).toEqual([CHEST.havana, -1, CHEST.nassau]);
    expect(done.state.ships[0]!.space).toBe(space('Havana Road'));
    expect(done.state.seats[0]!.money).toBe(2000);
  });
});

describe('Spec: havens of unused colours', () => {
  test('Spec: with three players the green havens are ordinary sea; the yellow ones are havens', () => {
    // Louisiana Banks is green (colour 3): nobody plays green at a three-player table.
    const p = sailArriba(3, 0, space('Dry Tortugas'), CHEST.havana);
    const there = act(p.state, 0, { type: 'move', to: space('Louisiana Banks') }, p.log);
    expect(kinds(there, 0)).not.toContain('deliver');
    const done = act(there.state, 0, { type: 'end' }, there.log);
    expect(done.state.ships[0]).toEqual({ space: space('Louisiana Banks'), chest: CHEST.havana });
    // Mosquito Coast is yellow (colour 2, seat 2): a haven at this table, and stopping there pays seat 2.
    const q = sailArriba(3, 0, space('San Andres'), CHEST.havana);
    const yellow = steps(q, [[0, { type: 'move', to: space('Mosquito Coast') }], [0, { type: 'end' }]]);
    expect(yellow.state.seats.map((st) => st.money)).toEqual([0, 0, 7000]);
  });
});
