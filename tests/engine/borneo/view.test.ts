/** docs/games/borneo.md, "Hidden information": hands are secret (others see the count); the rest is public. */
import { borneo } from '../../../shared/games/borneo';
import { handIn } from '../../../shared/games/borneo/view';
import { co, harborNamed, play, Stock, table } from './fixtures';

describe('Views', () => {
  test('a seat sees its own hand; others and spectators see only counts; decks are counts', () => {
    const k = new Stock();
    const hands = [k.filler(3), k.filler(5), k.filler(2)];
    const s = table(k, { players: 3, phase: { kind: 'company' }, companies: ['0', '1', '2', ''], seats: hands.map((hand) => ({ hand })), discard: k.filler(4) });
    const spectator = borneo.view(s, null);
    expect(spectator.mine).toBeUndefined();
    expect(Object.keys(spectator)).not.toContain('mine');
    expect(spectator.seats.map((x) => x.handCount)).toEqual([3, 5, 2]);
    expect(spectator.deckCount).toBe(s.deck.length);
    expect(spectator.discardCount).toBe(4);
    expect(spectator.harborDeckCount).toBe(s.harborDeck.length);
    for (const key of ['rng', 'deck', 'discard', 'harborDeck', 'hand']) expect(Object.keys(spectator)).not.toContain(key);
    expect(borneo.view(s, 1).mine).toEqual({ '1': { hand: hands[1] } });
    expect(handIn(borneo.view(s, 1), 0)).toEqual([]);
    expect(JSON.stringify(borneo.view(s, 1).seats)).toBe(JSON.stringify(spectator.seats));
  });

  test('outside a fight and a distribution their records are empty, with the same fields', () => {
    const k = new Stock();
    const v = borneo.view(table(k, { players: 3, phase: { kind: 'ship' } }), null);
    expect(v.fight).toEqual({ company: -1, attacker: -1, defender: -1, attackerRank: -1, defenderRank: -1, attackCards: [], defendCards: [], attackFlags: 0, defendFlags: 0, bonus: 0, winner: '' });
    expect(v.distribution).toEqual({ harbor: -1, slot: -1, kind: '', companies: [], cards: [], queue: [] });
    expect(v.scores).toEqual([]);
    expect(v.placementOrder).toEqual([]);
  });

  test('the cards played in a fight are public; the defender\'s hand is not', () => {
    const k = new Stock();
    const attack = [k.card('YYR', 'G', 'cinnamon')];
    const keepA = k.card('YYB', 'R', 'pepper');
    const defenderHand = k.filler(3);
    const s = table(k, { players: 3, companies: ['01', '', '', ''], phase: { kind: 'company' }, active: 1, seats: [{ hand: defenderHand }, { hand: [...attack, keepA] }] });
    const attacked = play(s, 1, { type: 'attack', company: co('Y'), attackerRank: 1, defenderRank: 0, cards: attack }).state;
    const v = borneo.view(attacked, 2);
    expect(v.phase).toBe('defend');
    expect(v.fight).toMatchObject({ company: co('Y'), attacker: 1, defender: 0, attackCards: attack, attackFlags: 2, bonus: 0, winner: '' });
    expect(v.seats[0]!.handCount).toBe(3);
    expect(v.mine).toEqual({ '2': { hand: [] } });
  });

  test('a distribution shows its company order, the spices left and who picks', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon', 2)];
    const s = table(k, {
      players: 3,
      companies: ['01', '', '', ''],
      phase: { kind: 'pick', distribution: { harbor: harborNamed('Jambi'), slot: 1, kind: 'monopoly', companies: [0], cards, queue: [0, 1] } },
    });
    expect(borneo.view(s, null).distribution).toEqual({ harbor: harborNamed('Jambi'), slot: 1, kind: 'monopoly', companies: [0], cards, queue: [0, 1] });
  });
});
