/**
 * Bribing the pirate ships (rulebook "Bribing pirate ships", "Move the ships in alphabetical
 * order", "Ties in bidding"; docs/games/caribbean.md "Decisions where the rulebook is silent").
 */
import { CHEST, act, bidAll, game, lines, quietShips, stack, steps, T, textFor } from './fixtures';

/** Quiet ships, no chest in reach, two pairs left in the supply so that the game goes on. */
const table = (players: number) =>
  stack({ players, ships: quietShips(), supply: [[CHEST.havana, CHEST.nassau], [CHEST.trinidad, CHEST.tortuga]] });

describe('secret bids', () => {
  test('six of the seven cards go on the ships; the seventh is the tie-breaker; others only see "has bid"', () => {
    const s = table(3);
    expect(game.toAct(s)).toEqual([0, 1, 2]);
    const { state, log } = act(s, 1, { type: 'bid', ships: [5, 4, 3, 2, 1, 0] });
    // The others read only that s1 has bid; s1 reads its own cards.
    expect(log.map((e) => textFor(e, 0))).toEqual(['{s1} has bribed the ships.']);
    expect(log.map((e) => textFor(e, null))).toEqual(['{s1} has bribed the ships.']);
    expect(log.map((e) => textFor(e, 1))).toEqual([
      '{s1} bribes the ships: Arriba 5 barrels, Bravo 4 barrels, Caribic 3 barrels, Diabolo 2 barrels, Evita 1 barrel, Fuego 0 barrels; tie-breaker a thief.',
    ]);
    expect(state.seats[1]!.tieBreaker).toBe(T);
    expect(game.toAct(state)).toEqual([0, 2]);
    const own = game.view(state, 1);
    expect(own.mine).toEqual({ '1': { bids: [5, 4, 3, 2, 1, 0], tieBreaker: T, tieChoice: '' } });
    for (const viewer of [0, 2, null]) {
      const v = game.view(state, viewer);
      expect(v.seats[1]!.hasBid).toBe(true);
      expect(v.resolutions.every((r) => r.bids.length === 0)).toBe(true);
      expect(v.mine?.['1']).toBeUndefined();
      expect(JSON.stringify(v)).not.toContain('5,4,3,2,1,0');
    }
  });

  test('a bid once placed cannot be changed, and a bid must use six different cards', () => {
    const s = table(2);
    const placed = act(s, 0, { type: 'bid', ships: [5, 4, 3, 2, 1, 0] }).state;
    const again = game.apply(placed, 0, { type: 'bid', ships: [0, 1, 2, 3, 4, 5] });
    expect(again.ok ? '' : again.error.code).toBe('already-bid');
    for (const ships of [[5, 5, 3, 2, 1, 0], [5, 4, 3, 2, 1], [5, 4, 3, 2, 1, 7], [5, 4, 3, 2, 1, 0.5]]) {
      const r = game.apply(s, 1, { type: 'bid', ships });
      expect(r.ok ? '' : r.error.code).toBe('bad-bid');
      if (!r.ok) expect(r.error.message).toMatch(/six different cards/);
    }
  });

  test('every seat may choose among all 5,040 ways to bid', () => {
    const legal = game.legalActions(table(2), 0);
    expect(legal).toHaveLength(5040);
    expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(5040);
  });
});

describe('the ships in order, Arriba to Fuego', () => {
  test('bids are revealed ship by ship, and the highest bidder sails each ship in turn', () => {
    let p = bidAll(table(2), [[5, 4, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5]]);
    const winners: number[] = [];
    while (p.state.phase === 'sailing') {
      const seat = p.state.sailing.seat;
      winners.push(seat);
      // The next ship's bids are still face down while this one sails.
      const next = p.state.current + 1;
      if (next < 6) expect(game.view(p.state, null).resolutions[next]!.bids).toEqual([]);
      p = act(p.state, seat, { type: 'end' }, p.log);
    }
    expect(winners).toEqual([0, 0, 0, 1, 1, 1]);
    const order = lines(p.log).filter((l) => l.startsWith('Bids on the')).map((l) => l.split(':')[0]);
    expect(order).toEqual(['Bids on the Arriba', 'Bids on the Bravo', 'Bids on the Caribic', 'Bids on the Diabolo', 'Bids on the Evita', 'Bids on the Fuego']);
    expect(p.state.round).toBe(2);
  });

  test('thief arithmetic: each opponent\'s thief takes a space from the winner\'s move', () => {
    const p = bidAll(table(3), [[4, 5, 3, 2, 1, 0], [T, 5, 4, 3, 2, 1], [T, 0, 1, 2, 3, 4]]);
    expect(p.state.sailing).toMatchObject({ seat: 0, ship: 0, movesLeft: 2 });
    expect(lines(p.log)).toContain('s0 wins the Arriba and may sail it up to 2 spaces (4 barrels, less 2 for thieves).');
  });

  test('thieves cannot push the move below zero, but the winner still acts with the ship', () => {
    const p = bidAll(table(3), [[1, 5, 3, 2, 4, 0], [T, 5, 4, 3, 2, 1], [T, 0, 1, 2, 3, 4]]);
    expect(p.state.resolutions[0]).toMatchObject({ winner: 0, moves: 0, outcome: 'sailed' });
    // Nothing to do at open sea with no moves: the engine finishes the Arriba and goes on.
    expect(p.state.current).toBeGreaterThan(0);
  });

  test('a thief never wins: with only thieves on a ship, it stays where it is', () => {
    const p = bidAll(table(2), [[T, 5, 4, 3, 2, 1], [T, 0, 1, 2, 3, 4]]);
    expect(p.state.resolutions[0]).toMatchObject({ revealed: true, winner: -1, outcome: 'thieves' });
    expect(lines(p.log)).toContain('Only thieves on the Arriba: it stays where it is.');
    expect(p.state.current).toBe(1);
  });
});

describe('ties', () => {
  test('the tied players decide at once and in secret; the winner moves only as far as the original bid', () => {
    const p = bidAll(table(3), [[3, 5, T, 2, 1, 0], [3, 0, 1, 2, 5, 4], [2, 0, 1, 3, 5, 4]]);
    expect(p.state.phase).toBe('tie');
    expect(game.toAct(p.state)).toEqual([0, 1]);
    const half = act(p.state, 1, { type: 'tie', use: false }, p.log);
    const news = half.log.slice(p.log.length);
    expect(news.map((e) => textFor(e, 0))).toEqual(['{s1} has decided on the tie-breaker.']);
    expect(news.map((e) => textFor(e, 1))).toEqual(['{s1} will keep the tie-breaker face down.']);
    const seen = game.view(half.state, 0);
    expect(seen.seats[1]).toMatchObject({ hasChosenTie: true, tieBreakerState: 'hidden', tieBreaker: -1 });
    expect(seen.mine?.['0']?.tieChoice).toBe('');
    expect(game.view(half.state, 1).mine?.['1']?.tieChoice).toBe('down');
    // For everyone else the only change is that s1 has answered.
    const before = game.view(p.state, null);
    const after = game.view(half.state, null);
    expect({ ...after, toAct: before.toAct, seats: before.seats }).toEqual(before);
    expect(after.seats.map((st) => st.hasChosenTie)).toEqual([false, true, false]);
    const done = act(half.state, 0, { type: 'tie', use: true }, half.log);
    expect(lines(done.log)).toContain('Tie-breakers for the Arriba: s0 adds 4 barrels, s1 keeps the tie-breaker face down.');
    expect(done.state.sailing).toMatchObject({ seat: 0, ship: 0, movesLeft: 3 });
    expect(done.state.seats[0]).toMatchObject({ tieBreakerState: 'up' });
    expect(done.state.seats[1]).toMatchObject({ tieBreakerState: 'down' });
    expect(game.view(done.state, 2).seats.map((st) => st.tieBreaker)).toEqual([4, -1, -1]);
  });

  test('a face-up thief beats a face-down card, and a thief among the tie-breakers costs a space', () => {
    const p = bidAll(table(2), [[3, 5, 4, 2, 1, 0], [3, 0, 1, 2, T, 4]]);
    const done = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: false }]]);
    expect(done.state.sailing).toMatchObject({ seat: 0, movesLeft: 2 });
    expect(done.state.resolutions[0]!.tieCards).toEqual([T, -1]);
  });

  test('a thief shown by the loser of a tie also takes a space from the winner', () => {
    const p = bidAll(table(2), [[3, 5, 4, 2, 1, 0], [3, 0, 1, 2, T, 4]]);
    const done = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }]]);
    expect(done.state.sailing).toMatchObject({ seat: 1, movesLeft: 2 });
  });

  test('a tie again (equal cards, or nobody adds one) leaves the ship where it is', () => {
    const both = bidAll(table(2), [[3, 5, 4, 2, 0, 1], [3, 0, 4, 2, 5, 1]]);
    const equal = steps(both, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }]]);
    expect(equal.state.resolutions[0]).toMatchObject({ outcome: 'tie', winner: -1, tieCards: [T, T] });
    expect(lines(equal.log)).toContain('The tie stands: the Arriba stays where it is.');
    const none = steps(both, [[0, { type: 'tie', use: false }], [1, { type: 'tie', use: false }]]);
    expect(none.state.resolutions[0]).toMatchObject({ outcome: 'tie', winner: -1 });
    expect(none.state.ships[0]).toEqual(both.state.ships[0]);
  });

  test('re-ties: a spent tie-breaker cannot break another tie this round; one shown face down can', () => {
    // Arriba: 3 against 3; Bravo: 5 against 5.
    const p = bidAll(table(2), [[3, 5, 4, 2, 1, 0], [3, 5, T, 2, 0, 4]]);
    const first = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: false }], [0, { type: 'end' }]]);
    expect(first.state.phase).toBe('tie');
    expect(first.state.current).toBe(1);
    // s0's thief is face up and spent: only s1 (face down, still usable) decides.
    expect(game.toAct(first.state)).toEqual([1]);
    expect(game.legalActions(first.state, 0)).toEqual([]);
    const won = act(first.state, 1, { type: 'tie', use: true }, first.log);
    expect(lines(won.log)).toContain('Tie-breakers for the Bravo: s0 has no tie-breaker left, s1 adds 1 barrel.');
    expect(won.state.sailing).toMatchObject({ seat: 1, ship: 1, movesLeft: 5 });
  });

  test('when no tied player has a tie-breaker left, nobody is asked and the ship stays', () => {
    const p = bidAll(table(2), [[3, 5, 4, 2, 1, 0], [3, 5, T, 2, 0, 4]]);
    const first = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: true }], [1, { type: 'end' }]]);
    expect(first.state.resolutions[1]).toMatchObject({ outcome: 'tie', tieSeats: [0, 1] });
    expect(lines(first.log)).toContain('s0 and s1 tie on the Bravo with no tie-breaker left: it stays where it is.');
  });

  test('tie-breakers come back at the next round', () => {
    let p = bidAll(table(2), [[3, 5, 4, 2, 1, 0], [3, 0, 1, 2, T, 4]]);
    p = steps(p, [[0, { type: 'tie', use: true }], [1, { type: 'tie', use: false }]]);
    while (p.state.round === 1) {
      const seat = game.toAct(p.state)[0]!;
      p = act(p.state, seat, p.state.phase === 'tie' ? { type: 'tie', use: false } : { type: 'end' }, p.log);
    }
    expect(p.state.seats.map((st) => [st.tieBreakerState, st.tieBreaker, st.bids.length])).toEqual([['hidden', -1, 0], ['hidden', -1, 0]]);
    expect(game.toAct(p.state)).toEqual([0, 1]);
  });
});
