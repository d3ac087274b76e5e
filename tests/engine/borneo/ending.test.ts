/** Rulebook "End of the Game": both end conditions, the last mission round, scoring and its tie-break. */
import { borneo } from '../../../shared/games/borneo';
import type { BorneoState } from '../../../shared/games/borneo/types';
import { harborNamed, logText, play, refuse, Stock, table } from './fixtures';

describe('The harbor deck runs out', () => {
  function lastHarborTable(): { s: BorneoState; shipped: number } {
    const k = new Stock();
    const atBantam = [k.card('YYR', 'G', 'cinnamon'), k.card('RRG', 'B', 'pepper'), k.card('GGB', 'Y', 'pepper')];
    const shipped = k.card('BBY', 'R', 'pepper');
    const s = table(k, {
      players: 3,
      options: { blackbeard: true },
      phase: { kind: 'ship' },
      active: 1,
      // No merchants anywhere: Bantam's spices go to nobody, and the turn goes straight on.
      companies: ['', '', '', ''],
      harborRow: [{ harbor: harborNamed('Ternate'), cards: k.filler(2) }, { harbor: harborNamed('Bantam'), cards: atBantam }, { harbor: harborNamed('Colombo') }],
      harborDeck: [],
      seats: [
        { hand: k.filler(2), cards: [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')] },
        { hand: [shipped, ...k.filler(1)], cards: [k.spice('cinnamon'), k.spice('cinnamon'), k.spice('cloves')] },
        { hand: k.filler(3) },
      ],
    });
    return { s, shipped };
  }

  test('the game ends when a new harbor is needed and the harbor deck is empty; table and hands are discarded', () => {
    const { s, shipped } = lastHarborTable();
    const { state, log } = play(s, 1, { type: 'ship', card: shipped, harbor: 1 });
    expect(state.endReason).toBe('harbors');
    expect(logText(log)).toContain('The harbor deck is empty: the game ends.');
    expect(state.seats.map((x) => x.hand)).toEqual([[], [], []]);
    expect(state.harborRow.every((h) => h.harbor === -1 && h.cards.length === 0)).toBe(true);
    expect(state.harborsOut.sort()).toEqual([harborNamed('Ternate'), harborNamed('Colombo')].sort());
    // The shipper still took Bantam; he does not draw.
    expect(state.seats[1]!.harbors).toEqual([harborNamed('Bantam')]);
    expect(state.deck.length + state.discard.length).toBe(60 - 4 - 3);
  });

  test('last mission round: from the left of the last to play; no pirates; those who cannot pay are passed over', () => {
    const { s, shipped } = lastHarborTable();
    const { state } = play(s, 1, { type: 'ship', card: shipped, harbor: 1 });
    // Order 2, 0, 1: seat 2 has nothing, so seat 0 is asked first.
    expect(state.phase).toEqual({ kind: 'final', queue: [0, 1] });
    expect(borneo.view(state, null).finalQueue).toEqual([0, 1]);
    expect(borneo.toAct(state)).toEqual([0]);
    const legal = borneo.legalActions(state, 0);
    expect(legal.filter((a) => a.type === 'mission').every((a) => a.type === 'mission' && !a.pirate)).toBe(true);
    expect(legal).toContainEqual({ type: 'pass' });
    const done = play(state, 0, { ...(legal[0] as Extract<typeof legal[0], { type: 'mission' }>) }).state;
    // Seat 1 could pay only by trading with the pirates, which the last round forbids.
    expect(done.phase.kind).toBe('over');
    expect(done.seats[0]!.missions).toHaveLength(1);
    expect(borneo.outcome(done)!.scores).toEqual([6, 4, 0]);
  });

  test('no trade with the pirates in the last round', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const s = table(k, { players: 3, options: { blackbeard: true }, phase: { kind: 'final', queue: [0] }, seats: [{ cards }] });
    expect(refuse(s, 0, { type: 'mission', mission: 0, cards: cards.slice(0, 3), harbors: [], pirate: true }).message).toBe(
      'Nobody may trade with the pirates in the last mission round.',
    );
    const passed = play(s, 0, { type: 'pass' }).state;
    expect(passed.phase.kind).toBe('over');
  });
});

describe('The shipment cards run out', () => {
  test('the game ends when no card at all is left to draw, neither in the deck nor in the discard pile', () => {
    const k = new Stock();
    const hand = k.filler(2);
    const hoard = k.filler(60 - 2);
    const s = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand }, {}, { cards: hoard }] });
    expect(s.deck.length + s.discard.length).toBe(0);
    const { state, log } = play(s, 0, { type: 'ship', card: hand[0]!, harbor: 0 });
    expect(state.endReason).toBe('shipments');
    expect(logText(log)).toContain('No shipment cards are left to draw: the game ends.');
    expect(state.phase.kind === 'final' && state.phase.queue[0]).toBe(2);
  });
});

describe('Scoring', () => {
  function over(seats: Parameters<typeof table>[1]['seats'], pirateShip = -1): BorneoState {
    const k = new Stock();
    return table(k, { players: 3, phase: { kind: 'over' }, seats, pirateShip });
  }

  test('1 point per shipment card and harbor card in the warehouse, doubled ones too, plus the missions', () => {
    const k = new Stock();
    const s = over([{ cards: [k.spice('pepper', 2), k.spice('wild')], harbors: [harborNamed('Achim')], missions: [13] }, { missions: [0, 3] }, {}]);
    const outcome = borneo.outcome(s)!;
    expect(outcome.scores).toEqual([3 + 25, 6 + 8, 0]);
    expect(outcome.ranking).toEqual([[0], [1], [2]]);
    expect(borneo.view(s, null).scores).toEqual([28, 14, 0]);
  });

  test('the holder of the pirate ship loses 2 points', () => {
    const k = new Stock();
    const s = over([{ cards: k.filler(3) }, {}, {}], 0);
    expect(borneo.outcome(s)!.scores).toEqual([1, 0, 0]);
  });

  test('a tie goes to the player with the most missions; a full tie shares the place', () => {
    const k = new Stock();
    const s = over([{ cards: k.filler(14) }, { missions: [0, 3] }, { missions: [0], cards: k.filler(8) }]);
    const outcome = borneo.outcome(s)!;
    expect(outcome.scores).toEqual([14, 14, 14]);
    expect(outcome.ranking).toEqual([[1], [2], [0]]);
    const k2 = new Stock();
    const tied = over([{ cards: k2.filler(6) }, { missions: [0] }, {}]);
    expect(borneo.outcome(tied)!.ranking).toEqual([[1], [0], [2]]);
    const k3 = new Stock();
    const shared = over([{ cards: k3.filler(2) }, { cards: k3.filler(2) }, {}]);
    expect(borneo.outcome(shared)!.ranking).toEqual([[0, 1], [2]]);
  });

  test('no outcome before the end, and no action after it', () => {
    const k = new Stock();
    expect(borneo.outcome(table(k, { players: 3, phase: { kind: 'company' } }))).toBeNull();
    expect(refuse(over([{}, {}, {}]), 0, { type: 'pass' }).code).toBe('game-over');
  });
});
