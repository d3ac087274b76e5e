/**
 * A multiplayer finish as two-player results: every pair of seats is one game, the better
 * place wins it and equal places draw it. Four players placed 1, 2, 2, 4 make six games: the
 * first wins three, the two seconds draw with each other and beat the last.
 */
export interface PairResult {
  seat: number;
  opponent: number;
  /** `seat`'s score in the game: 1 won, 0.5 drawn, 0 lost. */
  score: 0 | 0.5 | 1;
}

/** `seat`'s game against every other seat, from the places (1 = first; tied seats share one). */
export function resultsOf(places: readonly number[], seat: number): PairResult[] {
  const mine = places[seat];
  if (mine === undefined) throw new Error(`no place for seat ${seat}`);
  return places.flatMap((theirs, opponent) => {
    if (opponent === seat) return [];
    const score = mine < theirs ? 1 : mine === theirs ? 0.5 : 0;
    return [{ seat, opponent, score }];
  });
}

/** Every game of the finish once (seat < opponent), with the lower seat's score. */
export function pairwiseGames(places: readonly number[]): PairResult[] {
  return places.flatMap((_, seat) => resultsOf(places, seat).filter((result) => result.opponent > seat));
}
