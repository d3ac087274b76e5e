/**
 * Borneo, rule by rule: which named test covers each rule of the rulebook and each of our
 * decisions and readings (docs/games/borneo.md says why). Files are in tests/engine/borneo/;
 * "here" is this file. Keep this list in step with the tests. Each test plays a stacked table
 * (fixtures.ts: named cards, every other card still in the game) or a fixed seed.
 *
 * Components and setup
 *   S1 60 shipment cards, 14 harbors, 16 missions ................ setup › 60 shipment cards: ...; 14 cards per spice, ...; 14 harbors and 16 missions, ...
 *   S2 three secret cards each; the rest is the deck ............. setup › each player gets three secret cards; the rest is the deck
 *   S3 harbors by player count; three face up ..................... setup › with 3 or 4 players the harbors marked 5 are removed: ...; with 5 players ...
 *   S4 missions by player count ................................... setup › missions: 12 on the board with 3 or 4 players, all 16 with 5
 *   S5 placement: one round forward, the others in reverse ....... setup › round 1 clockwise from the first player, then two rounds in reverse order ...
 *   S6 a merchant takes the first empty slot; five per company ... setup › a merchant goes to the first empty slot; a full company (5 slots) takes no more
 * 1. Complete a mission
 *   M1 one mission at most, first in the turn, optional .......... missions › at most one mission per turn, and only in phase 1; the mission is optional
 *   M2 shipment and harbor cards pay; doubled counts two ......... missions › one of each spice, paid with shipment cards and a harbor card; ...; a doubled spice counts as two: ...
 *   M3 wild cards, as many as you like ........................... missions › wild cards stand for any spice, as many as you like
 *   M4 no change ................................................. missions › no change: a doubled spice may pay where one is needed, and is gone
 *   M5 hand cards and missions never pay ......................... missions › cards in hand may not pay for a mission, nor can completed missions
 * 2. Companies
 *   C1 move a merchant to another company's first empty slot ..... companies › a merchant moves to the first empty slot of another company; ...
 *   C2 or fight a higher merchant of another player .............. companies › only another player's merchant ranked above yours, ...
 *   C3 the defender plays at most as many cards ................... companies › a victorious defender who played several cards chooses the one he keeps
 *   C4 flags, not cards; bonus for merchants between ............. companies › as many flags as the defender plus his bonus ...; a tie goes to the attacker; ...
 *   C5 a beaten defender drops or moves to another company ....... companies › as many flags ... the beaten merchant may take ...; a beaten defender with no room elsewhere ...
 *   C6 a winning defender keeps one card he played ............... companies › the defender wins with more flags: ...
 *   C7 the defender need not defend .............................. companies › the defender does not have to defend; his bonus alone can hold
 *   C8 never play all your matching cards; one card: no fight .... companies › you can never play all your cards that match the company; with only one card in hand ...
 * 3. Shipment
 *   H1 a card under a harbor or on its last card; covered rows ... shipment › a card goes under a face-up harbor or on the last card there; ...
 *   H2 the shipment is compulsory ................................. shipment › the shipment is not optional: ...
 *   H3 monopoly: enough flags, before the limit ................... shipment › rulebook example: the red company gets the monopoly at Achim with six flags
 *   H4 the shipper takes the harbor card; ranks pick in turn ..... shipment › rulebook example: the red company ...; with more cards than merchants, ...
 *   H5 two companies reaching the monopoly with one card: the
 *      first flag on that last card .............................. shipment › a monopoly wins over a full harbor, and two companies reaching it at once: ...;
 *                                                                  here › Monopoly: two companies reaching it with one card: that card's first flag wins, ...
 *   H6 shared distribution: rank tokens by flags, first-ranked
 *      merchants first, then the second-ranked .................... shipment › rulebook example: yellow 5, red 4, green 2, blue 2, ...; second-ranked merchants pick ...
 *   H7 shared tie: the flag that appears first, reading the
 *      column from its first card down ........................... here › Shared distribution: tied companies go in the order their flags first appear, ...;
 *                                                                  shipment › at a full harbor the players pick in order; tied companies follow the reading order ...
 *   H8 no flags at the harbor, no spices .......................... shipment › a company with no flags at the harbor gets no spices
 *   H9 then the next harbor is turned up .......................... shipment › rulebook example: the red company ... (the harbor deck's top card replaces Achim)
 * 4. Draw two cards
 *   D1 draw two; more than six: discard down to six ............... shipment › more than six cards after drawing: discard down to six, ...
 *   D2 an empty deck: the discard pile is reshuffled .............. shipment › when the deck runs out, the discard pile is reshuffled into a new deck
 * End of the game
 *   E1 a harbor is needed and the harbor deck is empty ............ ending › the game ends when a new harbor is needed and the harbor deck is empty; ...
 *   E2 two cards needed and none left, even after reshuffling ..... here › The shipment deck: with one card left the player draws it and play goes on; ...
 *   E3 the table and the hands are discarded ...................... ending › the game ends when a new harbor is needed ...; table and hands are discarded
 *   E4 a last mission each, from the left of the last to play ..... ending › last mission round: from the left of the last to play; ...; here › The shipment deck: ...
 *   E5 1 point per warehouse card, harbor cards too, plus missions  ending › 1 point per shipment card and harbor card in the warehouse, ...
 *   E6 a tie: most missions ....................................... ending › a tie goes to the player with the most missions; a full tie shares the place
 * Variants
 *   V1 three players: four merchants each ......................... setup › 3-player variant: four merchants each, placed over four rounds; ...
 *   V2 Blackbeard: one spice traded, the ship taken ............... missions › one spice may stand in for another; the player takes the pirate ship; ...
 *   V3 its holder may not trade; no trade in the last round ....... missions › a player with the pirate ship may not trade; ending › no trade with the pirates in the last round
 *   V4 the ship's holder loses 2 points ........................... ending › the holder of the pirate ship loses 2 points
 * Our readings (each in docs/games/borneo.md)
 *   R1 the keep-one-card rule binds attacker and defender ......... companies › the defender too keeps one matching card: ...; here › Fights: the keep-one-card rule binds both sides ...
 *   R2 overpaying with a spare single good is refused ............. missions › paying with a good the mission does not need is refused; here › Missions: ...
 *   R3 leftover spices of a shared distribution go round again .... shipment › second-ranked merchants pick after all first-ranked ones; leftovers go round again
 *   R4 spices nobody may take are discarded ....................... shipment › spices nobody is entitled to (no merchant in the company) are discarded
 *   R5 a player who cannot pay for any mission is not asked ....... missions › a turn starts in phase 1 only when a mission can be paid for; ending › last mission round: ... passed over
 *   R6 a tie in the monopoly is decided by the last card even when
 *      one of the tied companies has more flags .................. here › Monopoly: two companies reaching it with one card: ...
 */
import { borneo } from '../../../shared/games/borneo';
import { harborFlagCounts } from '../../../shared/games/borneo/cards';
import { settlement } from '../../../shared/games/borneo/harbor';
import { co, harborNamed, logText, play, refuse, Stock, table } from './fixtures';
import { seatsStuck } from '../fuzz-invariants';

describe('Shared distribution', () => {
  test('Shared distribution: tied companies go in the order their flags first appear, reading the column from its first card down (Bantam: yellow, red, blue, then green)', () => {
    // Cards 12, 24, 31 and 43 of the card table: Y Y R / G twice, then B B R / G twice.
    const k = new Stock();
    const cards = [k.card('YYR', 'G', 'cinnamon'), k.card('YYR', 'G', 'cloves'), k.card('BBR', 'G', 'cloves')];
    const last = k.card('BBR', 'G', 'nutmeg');
    expect([...cards, last]).toEqual([12, 24, 31, 43]);
    expect(harborFlagCounts([...cards, last])).toEqual([4, 4, 1, 4]);
    // The last card shows blue and red first, but yellow's flags come first in the column.
    expect(settlement({ monopoly: 5, limit: 4 }, [...cards, last])).toEqual({ kind: 'shared', companies: [co('Y'), co('R'), co('B'), co('G')] });
    const bantam = harborNamed('Bantam');
    const s0 = table(k, {
      players: 4,
      companies: ['0', '1', '2', '3'],
      phase: { kind: 'ship' },
      seats: [{ hand: [last, ...k.filler(1)] }],
      harborRow: [{ harbor: bantam, cards }, { harbor: harborNamed('Ternate') }, { harbor: harborNamed('Colombo') }],
    });
    const { state, log } = play(s0, 0, { type: 'ship', card: last, harbor: 0 });
    expect(logText(log)).toContain('Bantam is full: shared distribution, companies in order yellow, red, blue, green.');
    // First-ranked merchants of yellow (seat 0), red (1), blue (3), green (2).
    expect(state.phase.kind === 'pick' && state.phase.distribution.queue).toEqual([0, 1, 3, 2]);
  });
});

describe('Monopoly', () => {
  test('Monopoly: two companies reaching it with one card: that card\'s first flag wins, even where the column shows the other first', () => {
    const k = new Stock();
    const cards = [k.card('YYR', 'G'), k.card('YYR', 'G'), k.card('BBR', 'G')];
    const last = k.card('RRY', 'G');
    expect(harborFlagCounts(cards).some((n) => n >= 5)).toBe(false);
    expect(harborFlagCounts([...cards, last])).toEqual([5, 5, 1, 2]);
    expect(settlement({ monopoly: 5, limit: 4 }, [...cards, last])).toEqual({ kind: 'monopoly', companies: [co('R')] });
    const s0 = table(k, {
      players: 3,
      companies: ['0', '12', '', ''],
      phase: { kind: 'ship' },
      seats: [{ hand: [last, ...k.filler(1)] }],
      harborRow: [{ harbor: harborNamed('Bantam'), cards }, { harbor: harborNamed('Ternate') }, { harbor: harborNamed('Colombo') }],
    });
    const { state, log } = play(s0, 0, { type: 'ship', card: last, harbor: 0 });
    expect(logText(log)).toContain('The red company has a monopoly at Bantam.');
    expect(state.phase.kind === 'pick' && state.phase.distribution.queue).toEqual([1, 2, 1, 2]);
  });
});

describe('The shipment deck', () => {
  test('The shipment deck: with one card left the player draws it and play goes on; the next draw that finds nothing ends the game', () => {
    const k = new Stock();
    const hand0 = k.filler(2);
    const hand1 = k.filler(2);
    const lastCard = k.filler(1);
    const hoard = k.filler(k.unused().length);
    const s0 = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand: hand0 }, { hand: hand1 }, { cards: hoard }], deckTop: lastCard });
    expect(s0.deck).toEqual(lastCard);
    expect(s0.discard).toEqual([]);
    const first = play(s0, 0, { type: 'ship', card: hand0[0]!, harbor: 0 });
    expect(first.state.endReason).toBe('');
    expect(first.state.seats[0]!.hand).toEqual([hand0[1]!, lastCard[0]!]);
    expect(logText(first.log)).toContain('{s0} draws the last card.');
    expect(first.state.active).toBe(1);
    expect(seatsStuck(borneo, first.state)).toEqual([]);
    // Seat 1 ships (the company phase is skipped by passing): nothing at all is left to draw.
    const passed = first.state.phase.kind === 'company' ? play(first.state, 1, { type: 'pass' }).state : first.state;
    const { state, log } = play(passed, 1, { type: 'ship', card: hand1[0]!, harbor: 1 });
    expect(state.endReason).toBe('shipments');
    expect(logText(log)).toContain('No shipment cards are left to draw: the game ends.');
    // The last mission round starts left of the last to play: seat 2 (with its hoard) first.
    expect(state.phase.kind === 'final' && state.phase.queue[0]).toBe(2);
  });
});

describe('Fights', () => {
  test('Fights: the keep-one-card rule binds both sides: a defender with two matching cards may play only one', () => {
    const k = new Stock();
    const a = [k.card('YYR', 'G', 'cinnamon'), k.card('YYB', 'R', 'pepper')];
    const d = [k.card('YYG', 'B', 'nutmeg'), k.card('BBY', 'R', 'cloves')];
    const s0 = table(k, { players: 3, companies: ['102', '', '', ''], phase: { kind: 'company' }, active: 2, seats: [{}, { hand: d }, { hand: a }] });
    const attacked = play(s0, 2, { type: 'attack', company: co('Y'), attackerRank: 2, defenderRank: 0, cards: [a[0]!] }).state;
    const defences = borneo.legalActions(attacked, 1);
    expect(defences).toHaveLength(3);
    expect(defences).toEqual(expect.arrayContaining([{ type: 'defend', cards: [] }, { type: 'defend', cards: [d[0]!] }, { type: 'defend', cards: [d[1]!] }]));
    expect(refuse(attacked, 1, { type: 'defend', cards: d }).code).toBe('illegal-defence');
  });
});

describe('Missions', () => {
  test('Missions: a spare single good is never part of a payment (it could only lose a point); a doubled card may overshoot', () => {
    const k = new Stock();
    const exact = [k.spice('pepper'), k.spice('pepper'), k.spice('pepper'), k.spice('pepper')];
    const spare = k.spice('pepper');
    const fourOfOne = 3;
    const s0 = table(k, { players: 3, seats: [{ cards: [...exact, spare], hand: k.filler(2) }] });
    expect(refuse(s0, 0, { type: 'mission', mission: fourOfOne, cards: [...exact, spare], harbors: [], pirate: false }).code).toBe('overpaid');
    const paid = play(s0, 0, { type: 'mission', mission: fourOfOne, cards: exact, harbors: [], pirate: false }).state;
    expect(paid.seats[0]!.cards).toEqual([spare]);
  });
});
