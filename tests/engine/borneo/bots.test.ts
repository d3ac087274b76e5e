/** The bots see only their view and legal actions; the heuristic bot plays like a sensible player. */
import { createRng } from '../../../shared/core/rng';
import { borneo } from '../../../shared/games/borneo';
import type { BorneoAction, BorneoState } from '../../../shared/games/borneo/types';
import { playout, seatBots } from '../../helpers/playout';
import { co, harborNamed, play, Stock, table } from './fixtures';

const heuristic = borneo.bots.heuristic;

function choose(s: BorneoState, seat = borneo.toAct(s)[0]!): BorneoAction {
  const legal = borneo.legalActions(s, seat);
  const action = heuristic.choose(borneo.view(s, seat), seat, legal, createRng('bot'));
  expect(legal).toContainEqual(action);
  return action;
}

describe('Heuristic bot', () => {
  test('places its merchant in the company its cards are strong in', () => {
    const k = new Stock();
    const blue = [k.card('BBY', 'R'), k.card('BBR', 'G'), k.card('BBG', 'Y')];
    const s = table(k, { players: 3, phase: { kind: 'placement', order: [0, 1, 2] }, seats: [{ hand: blue }] });
    expect(choose(s)).toEqual({ type: 'place', company: co('B') });
  });

  test('completes the most valuable mission it can pay for', () => {
    const k = new Stock();
    const cards = (['pepper', 'cinnamon', 'cloves', 'nutmeg'] as const).flatMap((sp) => [k.spice(sp), k.spice(sp)]);
    const s = table(k, { players: 4, phase: { kind: 'mission' }, companies: ['0', '', '', ''], seats: [{ hand: k.filler(3), cards }] });
    const action = choose(s);
    expect(action.type === 'mission' && action.mission).toBe(7);
  });

  test('ships the card that gives its own company a monopoly', () => {
    const k = new Stock();
    const atAchim = [k.card('RRY', 'G', 'pepper'), k.card('RRG', 'B', 'pepper')];
    const winner = k.card('RRB', 'Y', 'nutmeg');
    const other = k.card('GGB', 'Y', 'cinnamon');
    const s = table(k, {
      players: 3,
      phase: { kind: 'ship' },
      companies: ['12', '0', '12', '12'],
      seats: [{ hand: [winner, other] }],
      harborRow: [{ harbor: harborNamed('Achim'), cards: atAchim }, { harbor: harborNamed('Tidore') }, { harbor: harborNamed('Colombo') }],
    });
    expect(choose(s)).toEqual({ type: 'ship', card: winner, harbor: 0 });
  });

  test('does not hand a monopoly to a rival company', () => {
    const k = new Stock();
    const atAchim = [k.card('RRY', 'G', 'pepper'), k.card('RRG', 'B', 'pepper')];
    const giveaway = k.card('RRB', 'Y', 'nutmeg');
    const other = k.card('GGB', 'Y', 'cinnamon');
    const s = table(k, {
      players: 3,
      phase: { kind: 'ship' },
      companies: ['0', '12', '0', '0'],
      seats: [{ hand: [giveaway, other] }],
      harborRow: [{ harbor: harborNamed('Achim'), cards: atAchim }, { harbor: harborNamed('Tidore') }, { harbor: harborNamed('Colombo') }],
    });
    expect(choose(s)).not.toEqual({ type: 'ship', card: giveaway, harbor: 0 });
  });

  test('defends with the fewest cards that win, and not at all when it cannot win', () => {
    const k = new Stock();
    const attack = [k.card('YYR', 'G', 'cinnamon'), k.card('BBY', 'R', 'cinnamon')];
    const keepA = k.card('YYB', 'R', 'pepper');
    const strong = [k.card('YYG', 'B', 'nutmeg'), k.card('YYR', 'G', 'cloves'), k.card('YYB', 'R', 'cloves')];
    const weak = [k.card('BBY', 'R', 'pepper'), k.card('GGY', 'R', 'cloves'), k.card('RRY', 'G', 'cloves')];
    const fight = (defenderHand: number[]) => {
      const s = table(k, { players: 3, companies: ['01', '', '', ''], phase: { kind: 'company' }, active: 1, seats: [{ hand: defenderHand }, { hand: [...attack, keepA] }] });
      return play(s, 1, { type: 'attack', company: co('Y'), attackerRank: 1, defenderRank: 0, cards: attack }).state;
    };
    // 3 flags: it takes two cards of two yellow flags each to beat them.
    const defended = choose(fight(strong), 0);
    expect(defended.type === 'defend' && defended.cards.length).toBe(2);
    expect(choose(fight(weak), 0)).toEqual({ type: 'defend', cards: [] });
  });

  test('takes a doubled spice before a single one', () => {
    const k = new Stock();
    const single = k.spice('pepper');
    const double = k.spice('cinnamon', 2);
    const s = table(k, {
      players: 3,
      companies: ['0', '', '', ''],
      phase: { kind: 'pick', distribution: { harbor: harborNamed('Jambi'), slot: 0, kind: 'monopoly', companies: [0], cards: [single, double], queue: [0, 0] } },
    });
    expect(choose(s, 0)).toEqual({ type: 'pick', card: double });
  });

  test('beats random players clearly', () => {
    let wins = 0;
    const games = 12;
    for (let i = 0; i < games; i++) {
      const hero = i % 4;
      const { state } = playout({
        game: borneo,
        players: 4,
        seed: `bot-strength-${i}`,
        options: { threePlayerVariant: false, blackbeard: i % 2 === 0 },
        bots: seatBots(4, (seat) => (seat === hero ? heuristic : borneo.bots.random)),
      });
      if (borneo.outcome(state)!.ranking[0]!.includes(hero)) wins++;
    }
    // An even chance would be 3 of 12.
    expect(wins).toBeGreaterThanOrEqual(9);
  });
});

describe('Random bot', () => {
  test('plays one of the legal actions', () => {
    const s = borneo.setup(4, 'random-bot', { threePlayerVariant: false, blackbeard: false });
    const seat = borneo.toAct(s)[0]!;
    const legal = borneo.legalActions(s, seat);
    const rng = createRng('r');
    for (let i = 0; i < 20; i++) expect(legal).toContainEqual(borneo.bots.random.choose(borneo.view(s, seat), seat, legal, rng));
  });
});
