/** Glicko-2 as the wrapper computes it: Glickman's worked example, and the direction of moves. */
import { NEW_PLAYER, rateOnePeriod } from '../../server/ratings/glicko';

describe('Glicko-2 through the wrapper', () => {
  test("Glickman's worked example: 1500/200 beats 1400/30, loses to 1550/100 and 1700/300", () => {
    // The example of "Example of the Glicko-2 system" (Glickman), τ = 0.5: 1464.06, 151.52, 0.05999.
    const after = rateOnePeriod({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  test('a win moves a new player up and shrinks the deviation; a loss moves them down', () => {
    const opponent = { ...NEW_PLAYER };
    const won = rateOnePeriod(NEW_PLAYER, [{ opponent, score: 1 }]);
    const lost = rateOnePeriod(NEW_PLAYER, [{ opponent, score: 0 }]);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    // Between equals the moves mirror each other.
    expect(won.rating - 1500).toBeCloseTo(1500 - lost.rating, 6);
    expect(won.rd).toBeLessThan(NEW_PLAYER.rd);
  });

  test('a draw between equals leaves the rating where it was', () => {
    const after = rateOnePeriod(NEW_PLAYER, [{ opponent: { ...NEW_PLAYER }, score: 0.5 }]);
    expect(after.rating).toBeCloseTo(1500, 6);
    expect(after.rd).toBeLessThan(NEW_PLAYER.rd);
  });

  test('beating a much weaker opponent gains little, beating a much stronger one a lot', () => {
    const me = { rating: 1500, rd: 80, volatility: 0.06 };
    const weak = rateOnePeriod(me, [{ opponent: { rating: 1000, rd: 50, volatility: 0.06 }, score: 1 }]);
    const strong = rateOnePeriod(me, [{ opponent: { rating: 2000, rd: 50, volatility: 0.06 }, score: 1 }]);
    expect(weak.rating - 1500).toBeLessThan(5);
    expect(strong.rating - 1500).toBeGreaterThan(20);
  });
});
