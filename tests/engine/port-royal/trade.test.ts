/** Rulebook "2) Loot and Hire" and "The persons and their skills". */
import { portRoyal } from '../../../shared/games/port-royal';
import type { CardId, PortRoyalState } from '../../../shared/games/port-royal/types';
import { allCards, logText, play, playAll, refuse, Stock, table, type SeatSpec } from './fixtures';

/** The active seat 0 has revealed `harbor` and stops. */
function stopWith(k: Stock, players: number, harbor: CardId[], seats: SeatSpec[] = []) {
  const s0 = table(k, { players, harbor, phase: { kind: 'discover', revealed: harbor.length }, seats });
  return { s0, ...play(s0, 0, { type: 'stop' }) };
}

function picks(s: PortRoyalState): number {
  return s.phase.kind === 'trade' ? s.phase.picksLeft : -1;
}

describe('Loot and Hire: how many cards', () => {
  const harborOf = (k: Stock, types: number) =>
    (['skiff', 'flute', 'pinnace', 'frigate', 'galleon'] as const).slice(0, types).map((t) => k.ship(t));

  test.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [5, 3],
  ])('%i ship types in the harbor give the active player %i pick(s)', (types, expected) => {
    const k = new Stock(2);
    const extra = types === 0 ? [k.person('sailor')] : [];
    const { state } = stopWith(k, 2, [...harborOf(k, types), ...extra], [{ coins: 3 }, {}]);
    expect(state.phase).toMatchObject({ kind: 'trade', taker: 0, picksLeft: expected });
  });

  test('each Governor adds one pick, for the active player and for the others', () => {
    const k = new Stock(2);
    const g1 = k.person('governor');
    const g2 = k.person('governor');
    const g3 = k.person('governor');
    const ships = harborOf(k, 4);
    const { state } = stopWith(k, 2, [...ships, k.person('sailor')], [{ display: [g1, g2] }, { display: [g3], coins: 5 }]);
    expect(picks(state)).toBe(2 + 2);
    const after = playAll(state, [[0, { type: 'take', card: ships[0]! }], [0, { type: 'pass' }]]).state;
    expect(after.phase).toMatchObject({ kind: 'trade', taker: 1, picksLeft: 2 });
  });

  test('a Governor hired counts at once: one more pick this turn', () => {
    const k = new Stock(2);
    const governor = k.person('governor');
    const skiff = k.ship('skiff');
    const flute = k.ship('flute');
    const { state } = stopWith(k, 2, [governor, skiff, flute], [{ coins: 8 }, {}]);
    expect(picks(state)).toBe(1);
    const after = play(state, 0, { type: 'take', card: governor }).state;
    expect(after.phase).toMatchObject({ kind: 'trade', taker: 0, picksLeft: 1 });
  });
});

describe('Loot and Hire: taking', () => {
  test('looting a ship discards it and draws its coins; hiring pays the cost onto the discard pile', () => {
    const k = new Stock(2);
    const skiff = k.ship('skiff', { coins: 3 });
    const flute = k.ship('flute');
    const pinnace = k.ship('pinnace');
    const frigate = k.ship('frigate');
    const sailor = k.person('sailor', { cost: 3 });
    const { state: t0, s0 } = stopWith(k, 2, [skiff, flute, pinnace, frigate, sailor], [{ coins: 1 }, {}]);
    const looted = play(t0, 0, { type: 'take', card: skiff });
    expect(looted.state.seats[0]!.coins).toHaveLength(4);
    expect(looted.state.discard).toEqual([skiff]);
    expect(logText(looted.log)).toContain('{s0} looted the Skiff for 3 coins.');
    const paid = looted.state.seats[0]!.coins.slice(1);
    const hired = play(looted.state, 0, { type: 'take', card: sailor });
    expect(hired.state.seats[0]!.display).toEqual([sailor]);
    expect(hired.state.seats[0]!.coins).toHaveLength(1);
    expect(hired.state.discard).toEqual(expect.arrayContaining([skiff, ...paid]));
    expect(allCards(hired.state).sort()).toEqual(allCards(s0).sort());
  });

  test('a person the player cannot afford is not offered and is refused with the price', () => {
    const k = new Stock(2);
    const pirate = k.person('pirate', { cost: 5 });
    const { state } = stopWith(k, 2, [pirate], [{ coins: 2 }, { coins: 0 }]);
    // Nothing affordable for anyone: the turn passes on by itself.
    expect(state.active).toBe(1);
    const k2 = new Stock(2);
    const pirate2 = k2.person('pirate', { cost: 5 });
    const skiff = k2.ship('skiff');
    const t = stopWith(k2, 2, [pirate2, skiff], [{ coins: 2 }, {}]).state;
    expect(portRoyal.legalActions(t, 0)).toEqual([{ type: 'take', card: skiff }]);
    expect(refuse(t, 0, { type: 'take', card: pirate2 }).message).toBe('You have only 2 coins; the Pirate costs 5 coins.');
  });

  test('the active player must take a card if he can; after one he may pass', () => {
    const k = new Stock(2);
    const skiff = k.ship('skiff');
    const flute = k.ship('flute');
    const pinnace = k.ship('pinnace');
    const frigate = k.ship('frigate');
    const { state } = stopWith(k, 2, [skiff, flute, pinnace, frigate], [{}, {}]);
    expect(refuse(state, 0, { type: 'pass' }).code).toBe('must-take');
    const once = play(state, 0, { type: 'take', card: skiff }).state;
    expect(portRoyal.legalActions(once, 0)).toContainEqual({ type: 'pass' });
  });

  test('a non-active taker pays 1 coin (the same card, face down) to the active player first', () => {
    const k = new Stock(3);
    const skiff = k.ship('skiff', { coins: 1 });
    const flute = k.ship('flute', { coins: 2 });
    const { state } = stopWith(k, 3, [skiff, flute], [{ coins: 0 }, { coins: 1 }, { coins: 0 }]);
    const t1 = play(state, 0, { type: 'take', card: skiff }).state;
    expect(t1.phase).toMatchObject({ kind: 'trade', taker: 1 });
    const fee = t1.seats[1]!.coins[0]!;
    const { state: t2, log } = play(t1, 1, { type: 'take', card: flute });
    expect(t2.seats[0]!.coins).toContain(fee);
    expect(t2.seats[0]!.coins).toHaveLength(1 + 1);
    expect(t2.seats[1]!.coins).toHaveLength(2);
    expect(t2.discard).not.toContain(fee);
    expect(logText(log)).toContain('{s1} paid 1 coin to {s0}.');
  });

  test('a non-active player with 0 coins cannot take anything and is skipped; with 1 coin he can loot but not hire', () => {
    const k = new Stock(3);
    const skiff = k.ship('skiff');
    const flute = k.ship('flute');
    const sailor = k.person('sailor', { cost: 3 });
    const pinnace = k.ship('pinnace');
    const { state } = stopWith(k, 3, [skiff, flute, sailor, pinnace], [{}, { coins: 0 }, { coins: 3 }]);
    const t = play(state, 0, { type: 'take', card: skiff }).state;
    // Seat 1 has no coin: seat 2 takes next.
    expect(t.phase).toMatchObject({ kind: 'trade', taker: 2, picksLeft: 1 });
    expect(refuse(t, 1, { type: 'take', card: flute }).code).toBe('not-your-turn');
    expect(portRoyal.legalActions(t, 2)).toEqual([
      { type: 'take', card: flute },
      { type: 'take', card: pinnace },
      { type: 'pass' },
    ]);
    expect(refuse(t, 2, { type: 'take', card: sailor }).message).toBe('You have only 3 coins; the Sailor costs 3 coins plus 1 coin for the active player.');
  });

  test('after the last seat the rest of the harbor is discarded and the next player discovers', () => {
    const k = new Stock(2);
    const skiff = k.ship('skiff');
    const flute = k.ship('flute');
    const sailor = k.person('sailor');
    const { state } = stopWith(k, 2, [skiff, flute, sailor], [{}, { coins: 2 }]);
    const done = playAll(state, [[0, { type: 'take', card: skiff }], [1, { type: 'pass' }]]).state;
    expect(done.harbor).toEqual([]);
    expect(done.discard).toEqual(expect.arrayContaining([flute, sailor]));
    expect(done.active).toBe(1);
    expect(done.phase).toEqual({ kind: 'discover', revealed: 0 });
    expect(done.turn).toBe(1);
  });
});

describe('The persons and their skills', () => {
  test('a Trader adds 1 coin when looting a ship of his type only', () => {
    const k = new Stock(2);
    const trader = k.person('trader', { trades: 'frigate' });
    const frigate = k.ship('frigate', { coins: 2 });
    const galleon = k.ship('galleon', { coins: 2 });
    const skiff = k.ship('skiff');
    const flute = k.ship('flute');
    const { state } = stopWith(k, 2, [frigate, galleon, skiff, flute], [{ display: [trader] }, {}]);
    const a = play(state, 0, { type: 'take', card: frigate });
    expect(a.state.seats[0]!.coins).toHaveLength(3);
    expect(logText(a.log)).toContain('looted the Frigate for 3 coins (Trader +1)');
    const b = play(a.state, 0, { type: 'take', card: galleon }).state;
    expect(b.seats[0]!.coins).toHaveLength(5);
  });

  test('each Mademoiselle makes hiring 1 coin cheaper, never below 0', () => {
    const k = new Stock(2);
    const m1 = k.person('mademoiselle');
    const m2 = k.person('mademoiselle');
    const sailor = k.person('sailor', { cost: 3 });
    const { state } = stopWith(k, 2, [sailor], [{ display: [m1, m2], coins: 1 }, {}]);
    const after = play(state, 0, { type: 'take', card: sailor });
    expect(after.state.seats[0]!.coins).toHaveLength(0);
    expect(logText(after.log)).toContain('hired the Sailor for 1 coin.');
    const k2 = new Stock(2);
    const ms = [k2.person('mademoiselle'), k2.person('mademoiselle'), k2.person('mademoiselle', { cost: 9 })];
    const cheap = k2.person('sailor', { cost: 3 });
    const free = stopWith(k2, 2, [cheap], [{ display: ms, coins: 0 }, {}]).state;
    expect(play(free, 0, { type: 'take', card: cheap }).state.seats[0]!.display).toContain(cheap);
  });

  test('an Admiral pays 2 coins when 5+ cards lie in the harbor at his Loot and Hire turn, active or not', () => {
    const k = new Stock(2);
    const a0 = k.person('admiral');
    const a1 = k.person('admiral');
    const ships = [k.ship('skiff'), k.ship('flute'), k.ship('pinnace'), k.ship('frigate'), k.ship('galleon'), k.person('sailor')];
    const { state, log } = stopWith(k, 2, ships, [{ display: [a0] }, { display: [a1], coins: 1 }]);
    expect(state.seats[0]!.coins).toHaveLength(2);
    expect(logText(log)).toContain("{s0}'s Admiral: +2 coins");
    // Seat 0 takes one card of his 3 and passes: 5 remain when seat 1's turn begins.
    const next = playAll(state, [[0, { type: 'take', card: ships[0]! }], [0, { type: 'pass' }]]).state;
    expect(next.phase).toMatchObject({ taker: 1 });
    expect(next.seats[1]!.coins).toHaveLength(3);
  });

  test('no Admiral bonus with 4 cards in the harbor', () => {
    const k = new Stock(2);
    const admiral = k.person('admiral');
    const { state } = stopWith(k, 2, [k.ship('skiff'), k.ship('flute'), k.ship('pinnace'), k.ship('frigate')], [{ display: [admiral] }, {}]);
    expect(state.seats[0]!.coins).toHaveLength(0);
  });

  test('a Jester pays 1 coin when the harbor is empty at his Loot and Hire turn', () => {
    const k = new Stock(2);
    const jester = k.person('jester');
    const skiff = k.ship('skiff');
    const { state } = stopWith(k, 2, [skiff], [{}, { display: [jester] }]);
    const after = play(state, 0, { type: 'take', card: skiff });
    expect(after.state.seats[1]!.coins).toHaveLength(1);
    expect(logText(after.log)).toContain("{s1}'s Jester: +1 coin (the harbor is empty).");
  });

  test('a Jester pays the active player 1 coin when he busts', () => {
    const k = new Stock(2);
    const j1 = k.person('jester');
    const j2 = k.person('jester');
    const flute1 = k.ship('flute', { sabers: 5 });
    const flute2 = k.ship('flute', { sabers: 5 });
    const s0 = table(k, { players: 2, deckTop: [flute2], harbor: [flute1], phase: { kind: 'discover', revealed: 1 }, seats: [{ display: [j1, j2] }, {}] });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.active).toBe(1);
    expect(state.seats[0]!.coins).toHaveLength(2);
  });

  test('no Jester bonus while the harbor holds a card', () => {
    const k = new Stock(2);
    const jester = k.person('jester');
    const { state } = stopWith(k, 2, [k.ship('skiff')], [{ display: [jester] }, {}]);
    expect(state.seats[0]!.coins).toHaveLength(0);
  });
});

describe('Coins from an empty deck', () => {
  test('drawing coins rebuilds the deck from the discard pile', () => {
    const k = new Stock(2);
    const skiff = k.ship('skiff', { coins: 3 });
    const s0 = table(k, { players: 2, harbor: [skiff], phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1] }, restTo: 'discard', seats: [{}, {}] });
    expect(s0.deck).toEqual([]);
    const { state, log } = play(s0, 0, { type: 'take', card: skiff });
    expect(state.seats[0]!.coins).toHaveLength(3);
    expect(state.discard).toEqual([]);
    expect(logText(log)).toMatch(/shuffled into a new deck/);
    expect(allCards(state).sort()).toEqual(allCards(s0).sort());
  });

  test('with deck and discard pile empty a player gains only what exists', () => {
    const k = new Stock(2);
    const skiff = k.ship('skiff', { coins: 3 });
    const flute = k.ship('flute');
    const hoard = k.rest();
    const s0 = table(k, { players: 2, harbor: [skiff, flute], phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1] }, seats: [{}, { coins: hoard }] });
    const { state, log } = play(s0, 0, { type: 'take', card: skiff });
    // The Skiff itself went to the discard pile: it is the only card to draw.
    expect(state.seats[0]!.coins).toEqual([skiff]);
    expect(logText(log)).toContain('No card is left to draw: {s0} gained only 1 coin.');
  });
});
