/** Ratings in memory (STORE=memory), rated as the database stores rate them (ratings.ts). */
import { rateMatch, type RatingChange } from '../ratings/match';
import type { PlayerRating } from '../ratings/types';
import type { MatchRecord, RatingStore } from './types';

const byRating = (a: PlayerRating, b: PlayerRating) => b.rating - a.rating || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

export class MemoryRatingStore implements RatingStore {
  private readonly ratings = new Map<string, PlayerRating>();
  /** The matches rated so far: none is rated twice. */
  private readonly ratedMatches = new Set<string>();

  /** Rates a saved match (MemoryMatchStore.save): the changes, none when unrated or rated before. */
  rate(record: MatchRecord, now: number): RatingChange[] {
    if (this.ratedMatches.has(record.id)) return [];
    const key = (playerId: string) => `${record.game}\n${playerId}`;
    const result = rateMatch(record, (playerId) => this.ratings.get(key(playerId)));
    if (!result.rated) return [];
    this.ratedMatches.add(record.id);
    for (const { playerId, after } of result.changes) {
      const games = (this.ratings.get(key(playerId))?.games ?? 0) + 1;
      this.ratings.set(key(playerId), { playerId, game: record.game, ...after, games, updatedAt: now });
    }
    return structuredClone(result.changes);
  }

  async leaderboard(game: string, limit: number): Promise<PlayerRating[]> {
    return [...this.ratings.values()].filter((rating) => rating.game === game).sort(byRating).slice(0, limit).map((rating) => ({ ...rating }));
  }

  async ofPlayer(playerId: string): Promise<PlayerRating[]> {
    return [...this.ratings.values()].filter((rating) => rating.playerId === playerId).sort((a, b) => (a.game < b.game ? -1 : 1)).map((rating) => ({ ...rating }));
  }

  async inGame(game: string, playerIds: readonly string[]): Promise<PlayerRating[]> {
    return [...new Set(playerIds)].flatMap((playerId) => {
      const rating = this.ratings.get(`${game}\n${playerId}`);
      return rating ? [{ ...rating }] : [];
    });
  }
}
