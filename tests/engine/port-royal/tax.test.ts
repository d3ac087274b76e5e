/** Rulebook "Tax Increase"; docs/games/port-royal.md "Rule sets" (the 2014 fewest-influence bonus). */
import { allCards, logText, play, Stock, table } from './fixtures';

function coinsAfterTax(coins: number[], display: number[][] = [], rules: 'merchants' | 'port-royal-2014' = 'merchants') {
  const k = new Stock(coins.length);
  const tax = k.tax('most-sabers');
  const s0 = table(k, { players: coins.length, rules, deckTop: [tax], seats: coins.map((c, i) => ({ coins: c, display: display[i] ?? [] })) });
  const r = play(s0, 0, { type: 'discover' });
  return { s0, tax, ...r };
}

describe('Tax Increase', () => {
  test('12 coins lose 6, 13 coins lose 6, 11 coins lose nothing; the saber bonus then pays the tied seats', () => {
    const { state, s0, tax } = coinsAfterTax([12, 13, 11]);
    // Nobody has sabers: all three tie at 0 and each gets 1 coin.
    expect(state.seats.map((st) => st.coins.length)).toEqual([6 + 1, 7 + 1, 11 + 1]);
    expect(state.discard).toContain(tax);
    expect(allCards(state).sort()).toEqual(allCards(s0).sort());
  });

  test('lost coins go face up onto the discard pile (the most recently gained first)', () => {
    const { state, s0 } = coinsAfterTax([12, 0]);
    const lost = s0.seats[0]!.coins.slice(6);
    for (const id of lost) expect(state.discard).toContain(id);
    expect(state.seats[0]!.coins.slice(0, 6)).toEqual(s0.seats[0]!.coins.slice(0, 6));
  });

  test('the player with the most sabers gets 1 coin', () => {
    const k = new Stock(3);
    const sailor = k.person('sailor', { cost: 3 });
    const pirate = k.person('pirate', { cost: 5 });
    const tax = k.tax();
    const s0 = table(k, { players: 3, deckTop: [tax], seats: [{ coins: 2, display: [sailor] }, { coins: 2, display: [pirate] }, { coins: 2 }] });
    const { state, log } = play(s0, 0, { type: 'discover' });
    expect(state.seats.map((st) => st.coins.length)).toEqual([2, 3, 2]);
    expect(logText(log)).toContain('Tax bonus for the most sabers (2): {s1} gains 1 coin.');
  });

  test('tied most sabers: every tied player gets 1 coin', () => {
    const k = new Stock(3);
    const pirate = k.person('pirate', { cost: 5 });
    const s1 = k.person('sailor', { cost: 3 });
    const s2 = k.person('sailor', { cost: 3 });
    const tax = k.tax();
    const s0 = table(k, { players: 3, deckTop: [tax], seats: [{ coins: 1, display: [pirate] }, { coins: 1, display: [s1, s2] }, { coins: 1 }] });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.seats.map((st) => st.coins.length)).toEqual([2, 2, 1]);
  });

  test('under merchants rules a "fewest influence" tax card still rewards the most sabers', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor', { cost: 3 });
    const tax = k.tax('fewest-influence');
    const s0 = table(k, { players: 2, deckTop: [tax], seats: [{ display: [sailor] }, {}] });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.seats.map((st) => st.coins.length)).toEqual([1, 0]);
  });

  test('2014 rules: a fewest-influence card pays the players with the least influence', () => {
    const k = new Stock(3);
    const admiral = k.person('admiral', { cost: 7 });
    const sailor = k.person('sailor', { cost: 3 });
    const tax = k.tax('fewest-influence');
    const s0 = table(k, { players: 3, rules: 'port-royal-2014', deckTop: [tax], seats: [{ display: [admiral] }, { display: [sailor] }, { display: [] }] });
    const { state, log } = play(s0, 0, { type: 'discover' });
    expect(state.seats.map((st) => st.coins.length)).toEqual([0, 0, 1]);
    expect(logText(log)).toContain('fewest influence (0)');
  });

  test('2014 rules: a most-sabers card still pays the most sabers', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor', { cost: 3 });
    const tax = k.tax('most-sabers');
    const s0 = table(k, { players: 2, rules: 'port-royal-2014', deckTop: [tax], seats: [{}, { display: [sailor] }] });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.seats.map((st) => st.coins.length)).toEqual([0, 1]);
  });
});
