/** A player's Glicko-2 rating in one game, as stored and shown. */
export interface Rating {
  /** On the usual scale: a new player starts at 1500. */
  rating: number;
  /** Rating deviation: how sure the rating is (350 for a new player, smaller with games). */
  rd: number;
  /** How erratic the player's results are (σ); 0.06 to start. */
  volatility: number;
}

/** A player's standing in one game: the rating and the rated matches it comes from. */
export interface PlayerRating extends Rating {
  playerId: string;
  game: string;
  games: number;
  /** Epoch milliseconds of the last rated match. */
  updatedAt: number;
}
