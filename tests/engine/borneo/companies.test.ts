/** Rulebook "2. Companies": changing companies, and fights for rank. */
import { borneo } from '../../../shared/games/borneo';
import type { BorneoAction } from '../../../shared/games/borneo/types';
import { co, logText, play, playAll, refuse, Stock, table } from './fixtures';

const Y = co('Y');

describe('Changing companies', () => {
  test('a merchant moves to the first empty slot of another company; those below him move up', () => {
    const k = new Stock();
    const s0 = table(k, { players: 3, companies: ['102', '21', '', ''], phase: { kind: 'company' }, seats: [{ hand: k.filler(2) }] });
    const { state, log } = play(s0, 0, { type: 'transfer', from: Y, rank: 1, to: co('R') });
    expect(state.companies.map((c) => c.merchants)).toEqual([[1, 2], [2, 1, 0], [], []]);
    expect(state.phase.kind).toBe('ship');
    expect(logText(log)).toContain('{s0} moves a merchant from the yellow company to the red company (rank 3).');
  });

  test('only your own merchant, to a different company with an empty slot', () => {
    const k = new Stock();
    const s0 = table(k, { players: 5, companies: ['01', '12340', '', ''], phase: { kind: 'company' }, seats: [{ hand: k.filler(2) }] });
    expect(refuse(s0, 0, { type: 'transfer', from: Y, rank: 1, to: co('G') }).code).toBe('not-your-merchant');
    expect(refuse(s0, 0, { type: 'transfer', from: Y, rank: 0, to: Y }).code).toBe('same-company');
    expect(refuse(s0, 0, { type: 'transfer', from: Y, rank: 0, to: co('R') }).code).toBe('company-full');
    const transfers = borneo.legalActions(s0, 0).filter((a) => a.type === 'transfer');
    expect(transfers).toEqual([
      { type: 'transfer', from: Y, rank: 0, to: co('G') },
      { type: 'transfer', from: Y, rank: 0, to: co('B') },
      { type: 'transfer', from: co('R'), rank: 4, to: Y },
      { type: 'transfer', from: co('R'), rank: 4, to: co('G') },
      { type: 'transfer', from: co('R'), rank: 4, to: co('B') },
    ]);
  });

  test('the companies phase is optional', () => {
    const k = new Stock();
    const s0 = table(k, { players: 3, companies: ['0', '', '', ''], phase: { kind: 'company' }, seats: [{ hand: k.filler(2) }] });
    expect(play(s0, 0, { type: 'pass' }).state.phase.kind).toBe('ship');
  });
});

describe('Fights for rank', () => {
  test('as many flags as the defender plus his bonus (merchants between) wins; the beaten merchant may take the attacker\'s old slot', () => {
    const k = new Stock();
    const a1 = k.card('YYR', 'G', 'cinnamon');
    const a2 = k.card('YYB', 'R', 'pepper');
    const keepA = k.card('BBY', 'R', 'pepper');
    const d1 = k.card('RRY', 'G', 'pepper');
    const d2 = k.card('GGY', 'R', 'pepper');
    const keepD = k.card('GGY', 'R', 'cloves');
    const s0 = table(k, { players: 3, companies: ['102', '', '', ''], phase: { kind: 'company' }, active: 2, seats: [{}, { hand: [d1, d2, keepD] }, { hand: [a1, a2, keepA] }] });
    const attacked = play(s0, 2, { type: 'attack', company: Y, attackerRank: 2, defenderRank: 0, cards: [a1, a2] }).state;
    expect(borneo.toAct(attacked)).toEqual([1]);
    expect(borneo.view(attacked, 0).fight).toMatchObject({ attacker: 2, defender: 1, attackFlags: 4, bonus: 1, attackCards: [a1, a2], winner: '' });
    // Defence 2 flags + bonus 1 = 3 < 4.
    const { state, log } = play(attacked, 1, { type: 'defend', cards: [d1, d2] });
    expect(logText(log)).toContain('The attack succeeds');
    expect(state.phase.kind).toBe('relocate');
    expect(borneo.view(state, null).fight.winner).toBe('attacker');
    expect(borneo.legalActions(state, 1)).toEqual([0, 1, 2, 3].map((company) => ({ type: 'relocate', company })));
    const stayed = play(state, 1, { type: 'relocate', company: Y }).state;
    expect(stayed.companies[Y]!.merchants).toEqual([2, 0, 1]);
    expect(stayed.discard).toEqual(expect.arrayContaining([a1, a2, d1, d2]));
    expect(stayed.phase.kind).toBe('ship');
    expect(stayed.active).toBe(2);
    const left = play(state, 1, { type: 'relocate', company: co('B') }).state;
    expect(left.companies[Y]!.merchants).toEqual([2, 0]);
    expect(left.companies[co('B')]!.merchants).toEqual([1]);
  });

  test('a tie goes to the attacker; every flag on the card counts, the bottom row too', () => {
    const k = new Stock();
    const a1 = k.card('BBG', 'Y', 'pepper'); // one yellow flag, in the bottom row
    const keepA = k.card('BBG', 'Y', 'cinnamon');
    const s0 = table(k, { players: 3, companies: ['01', '', '', ''], phase: { kind: 'company' }, active: 1, seats: [{ hand: k.filler(1) }, { hand: [a1, keepA] }] });
    const { state: attacked, log: attackLog } = play(s0, 1, { type: 'attack', company: Y, attackerRank: 1, defenderRank: 0, cards: [a1] });
    expect(attacked.phase.kind === 'defend' && attacked.phase.fight.attackFlags).toBe(1);
    // The log counts as people do: "1 flag", never "1 flags".
    expect(logText(attackLog)).toMatch(/: 1 flag \(/);
    // The defender has no yellow card: he cannot play anything.
    expect(borneo.legalActions(attacked, 0)).toEqual([{ type: 'defend', cards: [] }]);
    const { state } = play(attacked, 0, { type: 'defend', cards: [] });
    // Every other company has room, so seat 0 chooses where his merchant goes.
    expect(state.phase.kind).toBe('relocate');
    expect(state.companies[Y]!.merchants).toEqual([1, 0]);
  });

  test('the defender wins with more flags: both stay, he keeps one card he played, all others are discarded', () => {
    const k = new Stock();
    const a1 = k.card('BBY', 'R', 'cinnamon');
    const keepA = k.card('BBY', 'R', 'cloves');
    const d1 = k.card('YRG', 'B', 'pepper', 2);
    const keepD1 = k.card('YYG', 'B', 'nutmeg');
    const keepD2 = k.card('YYB', 'R', 'nutmeg');
    const s0 = table(k, { players: 3, companies: ['01', '', '', ''], phase: { kind: 'company' }, active: 1, seats: [{ hand: [d1, keepD1, keepD2] }, { hand: [a1, keepA] }] });
    const attacked = play(s0, 1, { type: 'attack', company: Y, attackerRank: 1, defenderRank: 0, cards: [a1] }).state;
    // At most as many cards as the attacker (one), never all his yellow cards.
    expect(borneo.legalActions(attacked, 0)).toEqual([{ type: 'defend', cards: [] }, ...[d1, keepD1, keepD2].sort((a, b) => a - b).map((c) => ({ type: 'defend', cards: [c] }))]);
    expect(refuse(attacked, 0, { type: 'defend', cards: [d1, keepD1] }).message).toMatch(/at most 1 card/);
    const { state, log } = play(attacked, 0, { type: 'defend', cards: [keepD1] });
    expect(logText(log)).toContain('The defence holds');
    expect(state.companies[Y]!.merchants).toEqual([0, 1]);
    // One card played: it goes to the warehouse without a question.
    expect(state.seats[0]!.cards).toEqual([keepD1]);
    expect(state.discard).toEqual([a1]);
    expect(state.phase.kind).toBe('ship');
    expect(state.active).toBe(1);
  });

  test('a victorious defender who played several cards chooses the one he keeps', () => {
    const k = new Stock();
    const a = [k.card('BBY', 'R', 'cinnamon'), k.card('RRY', 'G', 'cloves')];
    const keepA = k.card('GGY', 'R', 'cloves');
    const d = [k.card('YYG', 'B', 'nutmeg'), k.card('YRB', 'G', 'nutmeg', 2)];
    const keepD = k.card('YYB', 'R', 'cloves');
    const s0 = table(k, { players: 3, companies: ['01', '', '', ''], phase: { kind: 'company' }, active: 1, seats: [{ hand: [...d, keepD] }, { hand: [...a, keepA] }] });
    const { state } = playAll(s0, [
      { type: 'attack', company: Y, attackerRank: 1, defenderRank: 0, cards: a },
      { type: 'defend', cards: d },
    ]);
    expect(state.phase.kind).toBe('reward');
    expect(borneo.view(state, 2).fight.winner).toBe('defender');
    expect(borneo.legalActions(state, 0)).toEqual(d.map((card) => ({ type: 'keep', card })));
    expect(refuse(state, 0, { type: 'keep', card: a[0]! }).code).toBe('not-played');
    const kept = play(state, 0, { type: 'keep', card: d[1]! }).state;
    expect(kept.seats[0]!.cards).toEqual([d[1]]);
    expect(kept.discard.sort()).toEqual([...a, d[0]!].sort());
  });

  test('the defender does not have to defend; his bonus alone can hold', () => {
    const k = new Stock();
    const a1 = k.card('BBY', 'R', 'cinnamon');
    const keepA = k.card('BBY', 'R', 'cloves');
    const s0 = table(k, { players: 4, companies: ['0312', '', '', ''], phase: { kind: 'company' }, active: 2, seats: [{ hand: k.filler(3) }, {}, { hand: [a1, keepA] }, {}] });
    // Two merchants between: bonus 2 beats a single flag.
    const { state } = playAll(s0, [
      { type: 'attack', company: Y, attackerRank: 3, defenderRank: 0, cards: [a1] },
      { type: 'defend', cards: [] },
    ]);
    expect(state.companies[Y]!.merchants).toEqual([0, 3, 1, 2]);
    expect(state.discard).toEqual([a1]);
    expect(state.seats[0]!.cards).toEqual([]);
    expect(state.phase.kind).toBe('ship');
  });

  test('you can never play all your cards that match the company', () => {
    const k = new Stock();
    const y1 = k.card('YYR', 'G', 'cinnamon');
    const y2 = k.card('YYB', 'R', 'pepper');
    const other = k.without('Y');
    const s = table(k, { players: 3, companies: ['102', '', '', ''], phase: { kind: 'company' }, active: 2, seats: [{}, { hand: k.filler(2) }, { hand: [y1, y2, other] }] });
    const attack: BorneoAction = { type: 'attack', company: Y, attackerRank: 2, defenderRank: 0, cards: [y1, y2] };
    expect(refuse(s, 2, attack).message).toBe('You must keep at least one card showing a yellow flag in your hand.');
    const attacks = borneo.legalActions(s, 2).filter((a) => a.type === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.every((a) => a.type === 'attack' && a.cards.length === 1)).toBe(true);
  });

  test('with only one card in hand you cannot start a fight', () => {
    const k = new Stock();
    const y1 = k.card('YYR', 'G', 'cinnamon');
    const s = table(k, { players: 3, companies: ['102', '', '', ''], phase: { kind: 'company' }, active: 2, seats: [{}, { hand: k.filler(2) }, { hand: [y1] }] });
    expect(refuse(s, 2, { type: 'attack', company: Y, attackerRank: 2, defenderRank: 0, cards: [y1] }).message).toBe(
      'With only one card in hand you cannot start a fight.',
    );
    expect(borneo.legalActions(s, 2).some((a) => a.type === 'attack')).toBe(false);
  });

  test('the defender too keeps one matching card: with a single yellow card he cannot defend', () => {
    const k2 = new Stock();
    const a = [k2.card('YYR', 'G', 'cinnamon'), k2.card('YYB', 'R', 'pepper')];
    const dOnly = k2.card('YYG', 'B', 'nutmeg');
    const s0 = table(k2, { players: 3, companies: ['102', '', '', ''], phase: { kind: 'company' }, active: 2, seats: [{}, { hand: [dOnly, k2.without('Y')] }, { hand: a }] });
    const attacked = play(s0, 2, { type: 'attack', company: Y, attackerRank: 2, defenderRank: 0, cards: [a[0]!] }).state;
    expect(borneo.legalActions(attacked, 1)).toEqual([{ type: 'defend', cards: [] }]);
    expect(refuse(attacked, 1, { type: 'defend', cards: [dOnly] }).code).toBe('illegal-defence');
  });

  test('only another player\'s merchant ranked above yours, and only with cards of that company', () => {
    const k = new Stock();
    const y = [k.card('YYR', 'G', 'cinnamon'), k.card('YYB', 'R', 'pepper')];
    const noYellow = k.without('Y');
    const s = table(k, { players: 3, companies: ['1002', '', '', ''], phase: { kind: 'company' }, active: 0, seats: [{ hand: [...y, noYellow] }, { hand: k.filler(2) }, { hand: k.filler(2) }] });
    expect(refuse(s, 0, { type: 'attack', company: Y, attackerRank: 2, defenderRank: 1, cards: [y[0]!] }).message).toBe('You cannot attack your own merchant.');
    expect(refuse(s, 0, { type: 'attack', company: Y, attackerRank: 1, defenderRank: 3, cards: [y[0]!] }).message).toBe('You can only attack a merchant ranked above yours.');
    expect(refuse(s, 0, { type: 'attack', company: Y, attackerRank: 1, defenderRank: 0, cards: [noYellow] }).message).toBe('Every card you play must show a yellow flag.');
    expect(refuse(s, 0, { type: 'attack', company: Y, attackerRank: 1, defenderRank: 0, cards: [] }).message).toBe('Play at least one card showing a yellow flag.');
    const targets = borneo.legalActions(s, 0).flatMap((a) => (a.type === 'attack' ? [`${a.attackerRank}>${a.defenderRank}`] : []));
    expect([...new Set(targets)]).toEqual(['1>0', '2>0']);
  });

  test('a beaten defender with no room elsewhere drops into the attacker\'s old slot without a question', () => {
    const k = new Stock();
    const a = [k.card('YYR', 'G', 'cinnamon'), k.card('YYB', 'R', 'pepper')];
    const s = table(k, { players: 5, companies: ['10', '01234', '01234', '01234'], phase: { kind: 'company' }, active: 0, seats: [{ hand: a }, { hand: k.filler(2) }] });
    const { state } = playAll(s, [
      { type: 'attack', company: Y, attackerRank: 1, defenderRank: 0, cards: [a[0]!] },
      { type: 'defend', cards: [] },
    ]);
    expect(state.companies[Y]!.merchants).toEqual([0, 1]);
    expect(state.phase.kind).toBe('ship');
  });
});
