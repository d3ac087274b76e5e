/**
 * Types for the `glicko2` package (mmai/glicko2js), which ships none: the part of its API
 * that glicko.ts uses. Ratings, deviations and volatilities are on the usual scale (1500, 350,
 * 0.06); the package converts to and from Glicko-2's internal scale itself.
 */
declare module 'glicko2' {
  export interface GlickoSettings {
    /** The system constant τ: how much the volatility may change in one rating period. */
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }

  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** `[player, opponent, outcome]`: 1 = the player won, 0.5 = a draw, 0 = the player lost. */
  export type MatchResult = [Player, Player, number];

  export class Glicko2 {
    constructor(settings?: GlickoSettings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** One rating period: every player is updated from the results given, all at once. */
    updateRatings(matches: MatchResult[]): void;
  }
}
