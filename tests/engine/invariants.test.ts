/**
 * Every game, every player count, every rule set: seeded random games in which, after every
 * action, the game is over or every seat in `toAct` has at least one legal action (see
 * fuzz-invariants.ts). GAMES_PER_CASE below is how many games each case plays here, sized so
 * that the whole file runs in about a minute; `npm run bench:invariants -- <games>` plays more.
 */
import { fuzz, fuzzCases } from './fuzz-invariants';

/**
 * Seeded random games per game, player count and option set (seeds fuzz-0, fuzz-1, ...), sized
 * by how long a game's playouts take; a game not listed plays DEFAULT_GAMES_PER_CASE.
 */
const DEFAULT_GAMES_PER_CASE = 20;
const GAMES_PER_CASE: Partial<Record<string, number>> = {
  'port-royal': 250,
  caribbean: 40,
  borneo: 40,
  libertalia: 150,
  'merchants-and-marauders': 16,
};

const cases = fuzzCases();

describe('After every action the game is over or every awaited seat has a legal action', () => {
  test.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const count = GAMES_PER_CASE[c.game] ?? DEFAULT_GAMES_PER_CASE;
    const result = await fuzz(c, count);
    expect(result.games).toBe(count);
    expect(result.actions).toBeGreaterThan(count);
  });
});

describe('Port Royal: the seeds of this fuzz that used to stall now end', () => {
  // Before the out-of-cards reading (docs/games/port-royal.md), these games reached a seat
  // awaited with no legal action: its expedition's coins took the last cards of the deck and
  // the discard pile, and with nothing revealed it could neither reveal nor stop. The stacked
  // position is in port-royal/rulebook.test.ts ("Out of cards: ... the 5-player stall").
  test.each([
    ['port-royal 5p rules=port-royal-2014', 1172, 'out-of-cards'],
    ['port-royal 5p rules=port-royal-2014', 2144, 'influence'],
    ['port-royal 5p rules=merchants', 889, 'influence'],
  ] as const)('%s, seed fuzz-%i: the game goes on and ends (%s)', async (label, seed, end) => {
    const c = cases.find((x) => x.label === label)!;
    const result = await fuzz(c, 1, seed);
    expect(result.ends).toEqual({ [end]: 1 });
  });
});
