/** A multiplayer finish as two-player games: better place wins, equal place draws. */
import { pairwiseGames, resultsOf } from '../../server/ratings/pairwise';

describe('places as pairwise results', () => {
  test('two players: the first wins, the second loses', () => {
    expect(pairwiseGames([1, 2])).toEqual([{ seat: 0, opponent: 1, score: 1 }]);
    expect(resultsOf([2, 1], 0)).toEqual([{ seat: 0, opponent: 1, score: 0 }]);
  });

  test('a shared place is a draw between the tied seats', () => {
    expect(pairwiseGames([1, 1])).toEqual([{ seat: 0, opponent: 1, score: 0.5 }]);
  });

  test('four players placed 1, 2, 2, 4 make six games', () => {
    const places = [2, 1, 4, 2];
    expect(pairwiseGames(places)).toEqual([
      { seat: 0, opponent: 1, score: 0 },
      { seat: 0, opponent: 2, score: 1 },
      { seat: 0, opponent: 3, score: 0.5 },
      { seat: 1, opponent: 2, score: 1 },
      { seat: 1, opponent: 3, score: 1 },
      { seat: 2, opponent: 3, score: 0 },
    ]);
    // The winner wins all three of its games, the last loses all three.
    expect(resultsOf(places, 1).map((result) => result.score)).toEqual([1, 1, 1]);
    expect(resultsOf(places, 2).map((result) => result.score)).toEqual([0, 0, 0]);
  });

  test('every seat plays every other seat once, and each game is scored the same from both sides', () => {
    const places = [3, 1, 1, 5, 4];
    for (let seat = 0; seat < places.length; seat++) {
      const mine = resultsOf(places, seat);
      expect(mine.map((result) => result.opponent)).toEqual([0, 1, 2, 3, 4].filter((other) => other !== seat));
      for (const { opponent, score } of mine) {
        expect(resultsOf(places, opponent).find((theirs) => theirs.opponent === seat)?.score).toBe(1 - score);
      }
    }
  });
});
