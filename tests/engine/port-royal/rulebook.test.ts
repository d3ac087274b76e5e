/**
 * Port Royal, rule by rule: which named test covers each rule of the rulebook and each reading
 * of ours (docs/games/port-royal.md says why). Files are in tests/engine/port-royal/; "here" is
 * this file. Keep this list in step with the tests. Each test plays a stacked table
 * (fixtures.ts: named cards on top, every other card still in the game) or a fixed seed.
 *
 * Setup
 *   S1 the deck: 120 cards (the rulebook says 110) ............. contract › 120 cards: 50 ships ...
 *   S2 3 coins each from the deck, seat 0 starts ................ contract › %i players: 3 coins each, seat 0 starts, ...
 *   S3 5 players: the fifth expedition lies open from the start . contract › %i players: ... (expedition row)
 *   S4 a coin's face is known to nobody, its owner included ..... contract › the view hides the deck order and the coin cards, ...
 * Discover
 *   D1 a person stays in the harbor ............................. here › Discover: a person revealed stays in the harbor ...
 *   D2 a ship may be repelled with sabers >= its strength ....... discover › sabers of a Sailor and a Pirate (3) repel a Flute ...
 *   D3 the player may let a repellable ship stay ................ discover › repelling a duplicate avoids the bust; keeping it busts
 *   D4 too weak: it stays; a skull ship never goes .............. discover › too few sabers cannot repel: ...; a skull ship can never be repelled, ...
 *   D5 persons in the harbor do not fight ....................... discover › persons in the harbor do not help to repel
 *   D6 sabers are not spent: they repel again and again ......... here › Discover: sabers are not spent: one Sailor repels two ships in a turn
 *   D7 an expedition request goes to its own row ................ discover › an expedition request revealed joins the expedition row, ...
 *   D8 tax: 12+ coins lose half, rounded down ................... tax › 12 coins lose 6, 13 coins lose 6, 11 coins lose nothing; ...
 *   D9 tax: most sabers +1, every tied player, even at 0 ........ tax › the player with the most sabers gets 1 coin; tied most sabers: ...
 *   D10 a second ship of a type kept: bust, no Loot and Hire .... discover › a second ship of a type that cannot be repelled busts: ...
 *   D11 stop whenever, after the first reveal ................... discover › stop is legal only after a card was revealed this turn
 *   D12 an empty deck is rebuilt from the shuffled discard pile . discover › an empty deck is rebuilt ...; trade › drawing coins rebuilds the deck ...
 * Loot and Hire
 *   L1 0-3 ship types 1 card, 4 two, 5 three .................... trade › %i ship types in the harbor give the active player %i pick(s)
 *   L2 one card at a time, its benefit at once .................. trade › a Governor hired counts at once: one more pick this turn
 *   L3 loot: ship discarded, its coins drawn; hire: pay the cost  trade › looting a ship discards it and draws its coins; ...
 *   L4 others clockwise, exactly one card, 1 coin to the active . trade › a non-active taker pays 1 coin ...; a non-active player with 0 coins ...
 *   L5 then the rest of the harbor is discarded ................. trade › after the last seat the rest of the harbor is discarded ...
 * End of the game
 *   E1 10 influence and 1 expedition; the round is finished ..... ending › 10 influence and an expedition trigger the end; ...
 *   E2 the seat right of the starting player plays last ......... ending › once the end is triggered, the turn of the seat before the start seat ...
 *   E3 no expedition, no win .................................... ending › merchants rules: influence without an expedition neither ends the game nor wins it
 *   E4 a tie in influence: more coins wins ...................... ending › a tie in influence goes to the player with more coins; ...
 *   E5 2014 rules: 12 influence, no expedition needed ........... ending › 2014 rules: 12 influence ends the game without an expedition, 11 does not
 * The persons
 *   P1 several of a person: the skill counts for each ........... trade › each Mademoiselle makes hiring 1 coin cheaper, ...; each Governor adds one pick, ...
 *   P2 expedition persons; a Jack stands in for any symbol ...... expedition › (every test)
 *   P3 Trader +1 coin for his ship type ......................... trade › a Trader adds 1 coin when looting a ship of his type only
 *   P4 Admiral +2 with 5+ cards at his Loot and Hire turn ....... trade › an Admiral pays 2 coins ...; no Admiral bonus with 4 cards in the harbor
 *   P5 Governor: one more card .................................. trade › each Governor adds one pick, for the active player and for the others
 *   P6 Jester +1 with an empty harbor, even without Loot and Hire trade › a Jester pays 1 coin when the harbor is empty ...; a Jester pays the active player ...
 *   P7 Mademoiselle: hiring 1 cheaper ........................... trade › each Mademoiselle makes hiring 1 coin cheaper, never below 0
 * Our readings (the rulebook is silent; each in docs/games/port-royal.md)
 *   R1 the active player must take a card if he can ............. trade › the active player must take a card if he can; after one he may pass
 *   R2 a non-active taker needs the price plus the 1-coin fee ... trade › a non-active player with 0 coins cannot take anything ...
 *   R3 a taker with nothing he can take is passed over .......... trade › a person the player cannot afford is not offered ...; here › Loot and Hire: an empty harbor ...
 *   R4 only the active player completes expeditions, while
 *      discovering or while he takes cards ...................... expedition › a non-active player cannot complete ...; the active player may complete one while he takes cards, ...
 *   R5 the engine picks which coin is spent (last gained first) . tax › lost coins go face up onto the discard pile ...
 *   R6 the deck is rebuilt when a card is needed and none is left here › Out of cards: the last card of the deck is revealed; ...
 *   R7 a reward that cannot be paid in full pays what is left ... trade › with deck and discard pile empty a player gains only what exists; here › Out of cards: an Admiral owed 2 coins with 1 card left gets 1, ...;
 *      (an expedition's coins are always there) ................ here › Out of cards: an expedition reward is always paid in full: ...
 *   R8 nothing left to reveal: the player may end his turn ...... here › Out of cards: the player whose expedition reward takes the last cards ... (the 5-player stall)
 *   R9 nothing left to reveal and no expedition: the turn passes  here › Out of cards: a player who can neither reveal nor complete ...
 *   R10 nobody can complete an expedition: the game ends ........ here › Out of cards: the player whose expedition reward ...; ... nobody qualified ...
 *   R11 on a bust only the active player's Jesters pay .......... here › Discover: on a bust only the active player's Jester pays ...
 *   R12 equal influence and coins share the place ............... ending › a tie in influence goes to the player with more coins; equal coins share the place
 *   R13 nobody with an expedition at an early end: influence, then
 *       coins rank everyone (merchants) ......................... here › Out of cards: with nobody qualified ...
 *   R14 the end condition met in another's turn counts too ...... here › End: a player who meets the end condition while taking in another's turn ...
 *   R15 house rule: the round of turn 300 is the last ........... ending › safety end: the game ends after the round in which turn 300 is reached
 */
import { portRoyal } from '../../../shared/games/port-royal';
import type { PortRoyalOutcomeDetail } from '../../../shared/games/port-royal/ending';
import type { CardId, PortRoyalState } from '../../../shared/games/port-royal/types';
import { allCards, logText, play, playAll, refuse, Stock, table } from './fixtures';
import { seatsStuck } from '../fuzz-invariants';

function reason(s: PortRoyalState): string {
  return (portRoyal.outcome(s)!.detail as PortRoyalOutcomeDetail).reason;
}

/** Deals `cards` round-robin as coins to `seats` (every card then belongs to a player). */
function dealCoins(cards: CardId[], seats: number): CardId[][] {
  const hands: CardId[][] = Array.from({ length: seats }, () => []);
  cards.forEach((card, i) => hands[i % seats]!.push(card));
  return hands;
}

describe('Discover', () => {
  test('Discover: a person revealed stays in the harbor', () => {
    const k = new Stock(2);
    const priest = k.person('priest');
    const { state } = play(table(k, { players: 2, deckTop: [priest] }), 0, { type: 'discover' });
    expect(state.harbor).toEqual([priest]);
    expect(state.phase).toEqual({ kind: 'discover', revealed: 1 });
  });

  test('Discover: sabers are not spent: one Sailor repels two ships in a turn', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor', { cost: 3 });
    const skiff = k.ship('skiff', { sabers: 1 });
    const flute = k.ship('flute', { sabers: 1 });
    const s0 = table(k, { players: 2, deckTop: [skiff, flute], seats: [{ display: [sailor] }, {}] });
    const { state } = playAll(s0, [[0, { type: 'discover' }], [0, { type: 'repel' }], [0, { type: 'discover' }], [0, { type: 'repel' }]]);
    expect(state.discard).toEqual([skiff, flute]);
    expect(state.phase).toEqual({ kind: 'discover', revealed: 2 });
  });

  test("Discover: on a bust only the active player's Jester pays; the others' Jesters get no Loot and Hire turn", () => {
    const k = new Stock(3);
    const mine = k.person('jester');
    const theirs = k.person('jester');
    const flute1 = k.ship('flute', { sabers: 5 });
    const flute2 = k.ship('flute', { sabers: 5 });
    const s0 = table(k, { players: 3, deckTop: [flute2], harbor: [flute1], phase: { kind: 'discover', revealed: 1 }, seats: [{ display: [mine] }, { display: [theirs] }, {}] });
    const { state, log } = play(s0, 0, { type: 'discover' });
    expect(state.active).toBe(1);
    expect(state.seats[0]!.coins).toHaveLength(1);
    expect(state.seats[1]!.coins).toHaveLength(0);
    expect(logText(log)).toContain("{s0}'s Jester: +1 coin (the harbor is empty).");
  });
});

describe('Loot and Hire', () => {
  test('Loot and Hire: an empty harbor (only a request was revealed) still gives every seat its turn: each Jester pays', () => {
    const k = new Stock(3);
    const exp = k.expedition(['cross', 'cross']);
    const j0 = k.person('jester');
    const j2 = k.person('jester');
    const s0 = table(k, { players: 3, deckTop: [exp], seats: [{ display: [j0] }, {}, { display: [j2] }] });
    const { state, log } = playAll(s0, [[0, { type: 'discover' }], [0, { type: 'stop' }]]);
    expect(state.expeditionRow).toEqual([exp]);
    expect(state.seats.map((st) => st.coins.length)).toEqual([1, 0, 1]);
    expect(logText(log)).toContain("{s2}'s Jester: +1 coin (the harbor is empty).");
    expect(state.active).toBe(1);
    expect(state.phase).toEqual({ kind: 'discover', revealed: 0 });
  });
});

describe('End', () => {
  test("End: a player who meets the end condition while taking in another's turn triggers the end too", () => {
    const k = new Stock(3);
    const exp = k.expedition(['house', 'house']);
    const display = [k.person('admiral', { cost: 9 }), k.person('mademoiselle', { cost: 7 })];
    const sailor = k.person('sailor', { cost: 3 });
    const skiff = k.ship('skiff');
    const s0 = table(k, {
      players: 3,
      active: 0,
      harbor: [skiff, sailor],
      phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1, 2] },
      seats: [{}, { display, expeditions: [exp], coins: 4 }, {}],
    });
    const { state, log } = playAll(s0, [[0, { type: 'take', card: skiff }], [1, { type: 'take', card: sailor }]]);
    expect(state.endTriggered).toBe(true);
    expect(logText(log)).toContain('{s1} has 10 influence and an expedition: this round is the last.');
    // Seats 1 and 2 still play their turns of this round.
    expect(state.active).toBe(1);
    expect(portRoyal.outcome(state)).toBeNull();
  });
});

describe('Out of cards', () => {
  test('Out of cards: the last card of the deck is revealed; with the discard pile empty too, only stop is left', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor');
    const everything = k.rest();
    const [a, b] = dealCoins(everything, 2);
    const s0 = table(k, { players: 2, deckTop: [sailor], seats: [{ coins: a }, { coins: b }] });
    expect(s0.deck).toEqual([sailor]);
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.deck).toEqual([]);
    expect(portRoyal.legalActions(state, 0)).toEqual([{ type: 'stop' }]);
    expect(refuse(state, 0, { type: 'discover' }).message).toBe('The deck and the discard pile are empty: stop now.');
  });

  test('Out of cards: the player whose expedition reward takes the last cards may end his turn; nobody can change anything any more, so the game ends (the 5-player stall)', () => {
    // 5 players, 2014 rules: seat 4 opens his turn with deck and discard pile empty. He can
    // complete the house-house request: its two Settlers go to the discard pile and its two
    // coins draw exactly them. Before the fix he was then awaited with no legal action.
    const k = new Stock(5);
    const s1 = k.person('settler');
    const s2 = k.person('settler');
    const houses = k.expedition(['house', 'house']);
    const crosses = k.expedition(['cross', 'cross', 'house']);
    const priest = k.person('priest');
    const everything = k.rest().filter((id) => id !== crosses);
    const hands = dealCoins(everything, 5);
    const s0 = table(k, {
      players: 5,
      rules: 'port-royal-2014',
      active: 4,
      expeditionRow: [houses, crosses],
      seats: [{ coins: hands[0] }, { coins: hands[1] }, { coins: hands[2], display: [priest] }, { coins: hands[3] }, { coins: hands[4], display: [s1, s2] }],
    });
    expect(s0.deck).toEqual([]);
    expect(s0.discard).toEqual([]);
    expect(portRoyal.legalActions(s0, 4)).toEqual([{ type: 'stop' }, { type: 'expedition', card: houses, persons: [s1, s2] }]);
    const done = play(s0, 4, { type: 'expedition', card: houses, persons: [s1, s2] });
    expect(done.state.deck).toEqual([]);
    expect(done.state.discard).toEqual([]);
    expect(done.state.seats[4]!.coins).toEqual(expect.arrayContaining([s1, s2]));
    expect(seatsStuck(portRoyal, done.state)).toEqual([]);
    expect(portRoyal.legalActions(done.state, 4)).toEqual([{ type: 'stop' }]);
    // Seat 2's lone Priest cannot complete cross-cross-house: nothing can move any more.
    const { state, log } = play(done.state, 4, { type: 'stop' });
    expect(state.phase).toEqual({ kind: 'over' });
    expect(reason(state)).toBe('out-of-cards');
    expect(portRoyal.view(state, null).endReason).toBe('out-of-cards');
    expect(logText(log)).toContain('Every card is held by a player and nobody can complete an expedition: the game ends here.');
    expect(portRoyal.outcome(state)!.ranking[0]).toEqual([4]);
    expect(allCards(state).sort()).toEqual(allCards(s0).sort());
  });

  test('Out of cards: a player who can neither reveal nor complete an expedition loses his turn; one who can complete one is awaited, then reveals its persons', () => {
    const k = new Stock(3);
    const c1 = k.person('captain');
    const c2 = k.person('captain');
    const anchors = k.expedition(['anchor', 'anchor']);
    const skiff = k.ship('skiff');
    const everything = k.rest();
    const hands = dealCoins(everything, 3);
    // Seat 0 takes the only Skiff: the harbor empties, the Skiff goes to the discard pile and
    // its coin draws it back. Seat 1 has nothing; seat 2 holds two Captains.
    const s0 = table(k, {
      players: 3,
      harbor: [skiff],
      expeditionRow: [anchors],
      phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [] },
      seats: [{ coins: hands[0] }, { coins: hands[1] }, { coins: hands[2], display: [c1, c2] }],
    });
    const { state, log } = play(s0, 0, { type: 'take', card: skiff });
    expect(state.deck).toEqual([]);
    expect(state.discard).toEqual([]);
    expect(logText(log)).toContain('No card is left to reveal and {s1} can complete no expedition: the turn passes.');
    expect(state.active).toBe(2);
    expect(state.turn).toBe(2);
    expect(portRoyal.legalActions(state, 2)).toEqual([{ type: 'stop' }, { type: 'expedition', card: anchors, persons: [c1, c2] }]);
    const after = play(state, 2, { type: 'expedition', card: anchors, persons: [c1, c2] }).state;
    // Two persons went to the discard pile and two coins drew them: nothing to reveal again,
    // and no request is open: the game is over.
    expect(after.seats[2]!.coins).toEqual(expect.arrayContaining([c1, c2]));
    expect(portRoyal.legalActions(after, 2)).toEqual([{ type: 'stop' }]);
    expect(reason(play(after, 2, { type: 'stop' }).state)).toBe('out-of-cards');
  });

  test('Out of cards: persons given for an expedition refill the deck, and the player reveals them', () => {
    const k = new Stock(2);
    const p1 = k.person('priest');
    const p2 = k.person('priest');
    const crosses = k.expedition(['cross', 'cross']);
    const everything = k.rest();
    const [a, b] = dealCoins(everything, 2);
    // Seat 0 keeps all but 1 card as coins so that the reward (2 coins) leaves a card to reveal.
    const s0 = table(k, { players: 2, expeditionRow: [crosses], seats: [{ coins: a, display: [p1, p2] }, { coins: b }] });
    const extra = s0.seats[1]!.coins.pop()!;
    s0.discard.push(extra);
    const done = play(s0, 0, { type: 'expedition', card: crosses, persons: [p1, p2] }).state;
    expect(done.deck.length + done.discard.length).toBe(1);
    expect(portRoyal.legalActions(done, 0)).toEqual([{ type: 'discover' }]);
  });

  test('Out of cards: an expedition reward is always paid in full: its persons reach the discard pile before its coins are drawn', () => {
    const k = new Stock(2);
    const s1 = k.person('settler');
    const c1 = k.person('captain');
    const c2 = k.person('captain');
    const request = k.expedition(['anchor', 'anchor', 'house']);
    const everything = k.rest();
    const [a, b] = dealCoins(everything, 2);
    const s0 = table(k, { players: 2, expeditionRow: [request], seats: [{ coins: a, display: [s1, c1, c2] }, { coins: b }] });
    const coinsBefore = s0.seats[0]!.coins.length;
    const { state, log } = play(s0, 0, { type: 'expedition', card: request, persons: [s1, c1, c2] });
    expect(state.seats[0]!.coins).toHaveLength(coinsBefore + 3);
    expect(state.seats[0]!.coins).toEqual(expect.arrayContaining([s1, c1, c2]));
    expect(logText(log)).not.toContain('No card is left to draw');
  });

  test('Out of cards: an Admiral owed 2 coins with 1 card left gets 1, and the log says so', () => {
    const k = new Stock(2);
    const admiral = k.person('admiral');
    const harbor = [k.ship('skiff'), k.ship('flute'), k.ship('pinnace'), k.person('sailor'), k.person('priest')];
    const spare = k.person('captain');
    const everything = k.rest();
    const [a, b] = dealCoins(everything, 2);
    const s0 = table(k, { players: 2, harbor, phase: { kind: 'discover', revealed: 5 }, discard: [spare], seats: [{ coins: a, display: [admiral] }, { coins: b }] });
    const before = s0.seats[0]!.coins.length;
    const { state, log } = play(s0, 0, { type: 'stop' });
    expect(state.seats[0]!.coins).toHaveLength(before + 1);
    expect(logText(log)).toContain('No card is left to draw: {s0} gained only 1 coin.');
  });

  test('Out of cards: with nobody qualified (merchants rules), influence and then coins rank everyone', () => {
    const k = new Stock(2);
    const governor = k.person('governor');
    const admiral = k.person('admiral', { cost: 9 });
    const everything = k.rest();
    const [a, b] = dealCoins(everything, 2);
    const s0 = table(k, { players: 2, active: 1, harbor: [], phase: { kind: 'discover', revealed: 1 }, seats: [{ coins: a, display: [governor] }, { coins: b, display: [admiral] }] });
    const { state } = play(s0, 1, { type: 'stop' });
    expect(reason(state)).toBe('out-of-cards');
    const outcome = portRoyal.outcome(state)!;
    expect((outcome.detail as PortRoyalOutcomeDetail).qualified).toEqual([false, false]);
    expect(outcome.ranking).toEqual([[1], [0]]);
  });

  test('Out of cards in the last round: the game ends at once and its reason stays the influence end', () => {
    const k = new Stock(3);
    const skiff = k.ship('skiff');
    const everything = k.rest();
    const hands = dealCoins(everything, 3);
    const s0 = table(k, { players: 3, endTriggered: true, harbor: [skiff], phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [] }, seats: hands.map((coins) => ({ coins })) });
    const { state } = play(s0, 0, { type: 'take', card: skiff });
    expect(state.phase).toEqual({ kind: 'over' });
    expect(reason(state)).toBe('influence');
  });
});
