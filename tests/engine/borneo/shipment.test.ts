/** Rulebook "3. Shipment" (monopoly, shared distribution, refilling the harbors) and "4. Draw Two Cards". */
import { logTextFor } from '../../../shared/core/log';
import { borneo } from '../../../shared/games/borneo';
import { borneoLogWords } from '../../../shared/games/borneo/log';
import { cardFlags, fightFlags, harborFlagCounts, visibleHarborFlags } from '../../../shared/games/borneo/cards';
import { COMPANIES, SHIPMENT_CARDS } from '../../../shared/games/borneo/data';
import { createRng, shuffleInPlace } from '../../../shared/core/rng';
import { pickQueue, settlement } from '../../../shared/games/borneo/harbor';
import { co, harborNamed, logText, play, refuse, Stock, table } from './fixtures';

describe('Playing a shipment card', () => {
  test('a card goes under a face-up harbor or on the last card there; at a harbor the earlier cards show only their top row', () => {
    const k = new Stock();
    const first = k.card('YYR', 'G');
    const second = k.card('BBG', 'Y');
    // Top rows of both, bottom row of the last: Y Y R + B B G + Y.
    expect(harborFlagCounts([first, second])).toEqual([3, 1, 1, 2]);
    const shipped = k.card('GGB', 'Y');
    const s0 = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand: [shipped, ...k.filler(2)] }], harborRow: [{ harbor: harborNamed('Palembang'), cards: [first, second] }, { harbor: harborNamed('Tidore') }, { harbor: harborNamed('Colombo') }] });
    const { state, log } = play(s0, 0, { type: 'ship', card: shipped, harbor: 0 });
    expect(state.harborRow[0]!.cards).toEqual([first, second, shipped]);
    expect(borneo.view(state, null).harborRow[0]!.flags).toEqual([3, 1, 3, 3]);
    expect(state.seats[0]!.hand).not.toContain(shipped);
    expect(logText(log)).toContain('{s0} ships');
  });

  test('the flags counted at a harbor are the flags visible there, and a card fights with every flag of its company on it', () => {
    const rng = createRng('borneo-flag-counts');
    for (let round = 0; round < 40; round++) {
      const cards = shuffleInPlace(rng, SHIPMENT_CARDS.map((_, id) => id)).slice(0, round % 7);
      const listed = COMPANIES.map((_, c) => visibleHarborFlags(cards).filter((flag) => flag === c).length);
      expect(harborFlagCounts(cards)).toEqual(listed);
    }
    SHIPMENT_CARDS.forEach((_, card) => {
      COMPANIES.forEach((_, c) => expect(fightFlags(card, c)).toBe(cardFlags(card).filter((flag) => flag === c).length));
    });
  });

  test('the shipment is not optional: passing is refused, and only hand cards can be shipped', () => {
    const k = new Stock();
    const hand = k.filler(2);
    const other = k.filler(1)[0]!;
    const s0 = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand }, { hand: [other] }] });
    expect(refuse(s0, 0, { type: 'pass' }).code).toBe('cannot-pass');
    expect(refuse(s0, 0, { type: 'ship', card: other, harbor: 0 }).code).toBe('not-in-hand');
    expect(borneo.legalActions(s0, 0)).toHaveLength(2 * 3);
  });
});

describe('Monopoly', () => {
  test('rulebook example: the red company gets the monopoly at Achim with six flags', () => {
    const k = new Stock();
    const c1 = k.card('RRY', 'G', 'pepper');
    const c2 = k.card('RRG', 'B', 'pepper');
    const c3 = k.card('RRB', 'Y', 'nutmeg');
    const achim = harborNamed('Achim');
    const nextHarbor = harborNamed('Bantam');
    const s0 = table(k, {
      players: 3,
      companies: ['0', '120', '', ''],
      phase: { kind: 'ship' },
      seats: [{ hand: [c3, ...k.filler(1)] }],
      harborRow: [{ harbor: achim, cards: [c1, c2] }, { harbor: harborNamed('Ternate') }, { harbor: harborNamed('Colombo') }],
      harborDeck: [harborNamed('Jambi'), nextHarbor],
    });
    const { state, log } = play(s0, 0, { type: 'ship', card: c3, harbor: 0 });
    // Only 3 of Achim's 5 cards: the monopoly does not wait for the limit.
    expect(logText(log)).toContain('The red company has a monopoly at Achim.');
    // The player who played the last card takes the harbor card (cloves).
    expect(state.seats[0]!.harbors).toEqual([achim]);
    const v = borneo.view(state, null);
    expect(v.phase).toBe('pick');
    expect(v.distribution).toMatchObject({ harbor: achim, kind: 'monopoly', companies: [co('R')], queue: [1, 2, 0] });
    // The first merchant of red chooses first, among all three spices.
    expect(borneo.toAct(state)).toEqual([1]);
    expect(borneo.legalActions(state, 1)).toEqual([c1, c2, c3].map((card) => ({ type: 'pick', card })));
    const after = play(state, 1, { type: 'pick', card: c3 });
    // Two peppers are left: no real choice, so seat 2 and seat 0 get one each without asking.
    expect(after.state.seats[1]!.cards).toEqual([c3]);
    expect(after.state.seats[2]!.cards).toEqual([c1]);
    expect(after.state.seats[0]!.cards).toEqual([c2]);
    // Then the harbor deck's top card replaces Achim, and the shipper draws.
    expect(after.state.harborRow[0]).toEqual({ harbor: nextHarbor, cards: [] });
    expect(after.state.seats[0]!.hand).toHaveLength(3);
    expect(after.state.active).toBe(1);
  });

  test('with more cards than merchants, the first-ranked merchant picks again', () => {
    expect(pickQueue([{ merchants: [] }, { merchants: [2, 0] }, { merchants: [] }, { merchants: [] }], [1], 5)).toEqual([2, 0, 2, 0, 2]);
  });

  test('a monopoly wins over a full harbor, and two companies reaching it at once: the first flag on the last card wins', () => {
    const k = new Stock();
    const cards = [k.card('RRY', 'G', 'pepper'), k.card('RRY', 'G', 'cinnamon'), k.card('YYG', 'B', 'pepper')];
    const last = k.card('RGB', 'Y', 'cloves');
    const bantam = harborNamed('Bantam');
    const s0 = table(k, {
      players: 3,
      companies: ['12', '0', '', ''],
      phase: { kind: 'ship' },
      seats: [{ hand: [last, ...k.filler(1)] }],
      harborRow: [{ harbor: bantam, cards }, { harbor: harborNamed('Ternate') }, { harbor: harborNamed('Colombo') }],
    });
    // Yellow (top row) and red both reach 5 with the 4th card, Bantam's limit; red's flag comes first on it.
    expect(harborFlagCounts([...cards, last])).toEqual([5, 5, 2, 1]);
    expect(settlement({ monopoly: 5, limit: 4 }, [...cards, last])).toEqual({ kind: 'monopoly', companies: [co('R')] });
    const { state } = play(s0, 0, { type: 'ship', card: last, harbor: 0 });
    expect(state.phase.kind === 'pick' && state.phase.distribution).toMatchObject({ kind: 'monopoly', companies: [co('R')], queue: [0, 0, 0, 0] });
  });

  test('below the monopoly and below the limit nothing happens: the player draws and the turn passes', () => {
    const k = new Stock();
    const card = k.card('YYR', 'G');
    const drawn = k.filler(2);
    const s0 = table(k, { players: 3, companies: ['0', '', '', ''], phase: { kind: 'ship' }, seats: [{ hand: [card] }], deckTop: drawn });
    const { state, log } = play(s0, 0, { type: 'ship', card, harbor: 1 });
    expect(state.harborRow[1]!.cards).toEqual([card]);
    expect(state.seats[0]!.hand.sort()).toEqual([...drawn].sort());
    expect(state.active).toBe(1);
    expect(log.find((e) => logTextFor(e, null, borneoLogWords) === '{s0} draws 2 cards.')?.secret?.seats).toEqual([0]);
  });
});

describe('Shared distribution', () => {
  // The rulebook's harbor: monopoly 6, four cards.
  const example = { monopoly: 6, limit: 4 };

  test('rulebook example: yellow 5, red 4, green 2, blue 2, and the green flag comes before the blue one', () => {
    const k = new Stock();
    const cards = [k.card('YYR', 'G'), k.card('YYG', 'B'), k.card('YRB', 'G', 'pepper'), k.card('RRG', 'B')];
    expect(harborFlagCounts(cards)).toEqual([5, 4, 2, 2]);
    expect(settlement(example, cards)).toEqual({ kind: 'shared', companies: [co('Y'), co('R'), co('G'), co('B')] });
    // First-ranked merchants of yellow, red, green, blue in that order.
    const columns = [{ merchants: [0, 1] }, { merchants: [2] }, { merchants: [1] }, { merchants: [2, 0] }];
    expect(pickQueue(columns, [0, 1, 2, 3], 4)).toEqual([0, 2, 1, 2]);
  });

  test('second-ranked merchants pick after all first-ranked ones; leftovers go round again', () => {
    const columns = [{ merchants: [0, 1] }, { merchants: [2] }, { merchants: [] }, { merchants: [1, 2] }];
    expect(pickQueue(columns, [3, 0, 1, 2], 6)).toEqual([1, 0, 2, 2, 1, 1]);
  });

  test('a company with no flags at the harbor gets no spices', () => {
    const k = new Stock();
    // Blue shows only on bottom rows that later cards cover.
    const cards = [k.card('YYG', 'B'), k.card('RRG', 'B'), k.card('GGR', 'B'), k.card('YYR', 'G')];
    expect(harborFlagCounts(cards)).toEqual([4, 4, 5, 0]);
    const result = settlement(example, cards);
    expect(result).toEqual({ kind: 'shared', companies: [co('G'), co('Y'), co('R')] });
    const columns = [{ merchants: [0] }, { merchants: [1] }, { merchants: [2] }, { merchants: [2, 1, 0] }];
    expect(pickQueue(columns, result!.companies, 4)).toEqual([2, 0, 1, 2]);
  });

  test('at a full harbor the players pick in order; tied companies follow the reading order of the column, from its first card', () => {
    const k = new Stock();
    const cards = [k.card('YYR', 'G', 'cinnamon'), k.card('BBG', 'Y', 'pepper'), k.card('RRB', 'Y', 'cloves'), k.card('GGY', 'R', 'nutmeg')];
    const last = k.card('YRB', 'G', 'pepper');
    const jambi = harborNamed('Jambi');
    const s0 = table(k, {
      players: 3,
      companies: ['01', '2', '12', '0'],
      phase: { kind: 'ship' },
      seats: [{ hand: [last, ...k.filler(1)] }],
      harborRow: [{ harbor: harborNamed('Ternate') }, { harbor: jambi, cards }, { harbor: harborNamed('Colombo') }],
    });
    const { state, log } = play(s0, 0, { type: 'ship', card: last, harbor: 1 });
    // Four flags each: yellow and red on the first card (Y Y R), then blue and green on the second (B B G).
    expect(logText(log)).toContain('Jambi is full: shared distribution, companies in order yellow, red, blue, green.');
    expect(state.seats[0]!.harbors).toEqual([jambi]);
    const d = state.phase.kind === 'pick' ? state.phase.distribution : undefined;
    expect(d?.queue).toEqual([0, 2, 0, 1, 1]);
    let s = state;
    for (const [seat, card] of [[0, last], [2, cards[0]!], [0, cards[1]!], [1, cards[2]!]] as const) {
      expect(borneo.toAct(s)).toEqual([seat]);
      expect(refuse(s, (seat + 1) % 3, { type: 'pick', card }).code).toBe('not-your-turn');
      s = play(s, seat, { type: 'pick', card }).state;
    }
    // The last card goes to the last in the queue without a question.
    expect(s.seats[1]!.cards).toEqual([cards[2]!, cards[3]!]);
    expect(s.seats[0]!.cards).toEqual([last, cards[1]!]);
    expect(s.seats[2]!.cards).toEqual([cards[0]!]);
    expect(s.phase.kind).not.toBe('pick');
  });

  test('a pick must be one of the spices being distributed', () => {
    const k = new Stock();
    const cards = [k.card('YYR', 'G', 'cinnamon'), k.card('YYG', 'B', 'pepper')];
    const elsewhere = k.filler(1)[0]!;
    const s0 = table(k, {
      players: 3,
      companies: ['0', '', '', ''],
      phase: { kind: 'pick', distribution: { harbor: harborNamed('Jambi'), slot: 0, kind: 'monopoly', companies: [0], cards, queue: [0, 0] } },
    });
    expect(refuse(s0, 0, { type: 'pick', card: elsewhere }).code).toBe('not-at-harbor');
  });

  test('spices nobody is entitled to (no merchant in the company) are discarded', () => {
    const k = new Stock();
    const cards = [k.card('RRY', 'G', 'pepper'), k.card('RRG', 'B', 'pepper')];
    const last = k.card('RRB', 'Y', 'nutmeg');
    const s0 = table(k, {
      players: 3,
      companies: ['012', '', '', ''],
      phase: { kind: 'ship' },
      seats: [{ hand: [last, ...k.filler(1)] }],
      harborRow: [{ harbor: harborNamed('Achim'), cards }, { harbor: harborNamed('Ternate') }, { harbor: harborNamed('Colombo') }],
    });
    const { state, log } = play(s0, 0, { type: 'ship', card: last, harbor: 0 });
    expect(state.discard).toEqual(expect.arrayContaining([...cards, last]));
    expect(state.seats[0]!.harbors).toEqual([harborNamed('Achim')]);
    expect(logText(log)).toContain('they are discarded');
  });
});

describe('Draw two cards', () => {
  test('more than six cards after drawing: discard down to six, one card at a time, then the turn passes', () => {
    const k = new Stock();
    const hand = k.filler(6);
    const drawn = k.filler(2);
    const s0 = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand }], deckTop: drawn });
    const shipped = play(s0, 0, { type: 'ship', card: hand[0]!, harbor: 2 }).state;
    expect(shipped.phase.kind).toBe('discard');
    expect(shipped.seats[0]!.hand).toHaveLength(7);
    expect(borneo.legalActions(shipped, 0)).toHaveLength(7);
    const { state, log } = play(shipped, 0, { type: 'discard', card: drawn[0]! });
    expect(state.seats[0]!.hand).toHaveLength(6);
    expect(state.discard).toContain(drawn[0]);
    expect(state.active).toBe(1);
    // Others read only that a card was discarded.
    expect(logTextFor(log[0]!, null, borneoLogWords)).toBe('{s0} discards a card.');
    expect(log[0]!.secret?.seats).toEqual([0]);
  });

  test('when the deck runs out, the discard pile is reshuffled into a new deck', () => {
    const k = new Stock();
    const hand = k.filler(2);
    const lastInDeck = k.filler(1);
    const s0 = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand }], deckTop: lastInDeck, restInDiscard: true });
    const discardBefore = s0.discard.length;
    const { state, log } = play(s0, 0, { type: 'ship', card: hand[0]!, harbor: 0 });
    expect(state.seats[0]!.hand).toContain(lastInDeck[0]);
    expect(state.seats[0]!.hand).toHaveLength(3);
    expect(state.deck).toHaveLength(discardBefore - 1);
    expect(state.discard).toEqual([]);
    expect(logText(log)).toContain('The discard pile is shuffled into a new deck.');
  });
});
