/**
 * The ratings over HTTP: a game's leaderboard and a player's ratings (docs/ratings.md). Both
 * are public, as the seats' ratings are.
 */
import type { Application, Request, Response } from 'express';
import type { LeaderboardRow } from '../../shared/players';
import { z } from 'zod';
import { PLAYER_ID } from '../identity/session-cookie';
import { shown } from '../ratings/shown';
import type { PlayerRating } from '../ratings/types';
import type { RatingStore } from '../store';

export interface RatingRoutesDeps {
  ratings: RatingStore;
  gameIds: readonly string[];
  /** Players' display names by id (those known). */
  playerNames(ids: readonly string[]): Promise<Map<string, string>>;
}

/** How many leaderboard rows one request may ask for, and gets when it does not say. */
export const LEADERBOARD_MAX = 100;
export const LEADERBOARD_DEFAULT = 50;

const leaderboardQuery = z.object({ limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX).default(LEADERBOARD_DEFAULT) });
const playerId = z.string().regex(PLAYER_ID);


function publicRating(row: PlayerRating) {
  return { ...shown(row), rd: Math.round(row.rd), games: row.games };
}

export function mountRatingRoutes(app: Application, deps: RatingRoutesDeps): void {
  app.get('/api/leaderboard/:game', async (req: Request, res: Response) => {
    const game = String(req.params.game);
    if (!deps.gameIds.includes(game)) {
      res.status(404).json({ error: `There is no game "${game}" here.` });
      return;
    }
    const query = leaderboardQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: `limit is a whole number from 1 to ${LEADERBOARD_MAX}.` });
      return;
    }
    const rows = await deps.ratings.leaderboard(game, query.data.limit);
    const names = await deps.playerNames(rows.map((row) => row.playerId));
    const players: LeaderboardRow[] = rows.map((row, index) => ({ place: index + 1, playerId: row.playerId, name: names.get(row.playerId) ?? '', ...publicRating(row) }));
    res.json({ game, players });
  });

  app.get('/api/players/:id/ratings', async (req: Request, res: Response) => {
    const id = playerId.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json({ error: 'That is not a player id.' });
      return;
    }
    const rows = await deps.ratings.ofPlayer(id.data);
    res.json({ playerId: id.data, ratings: rows.map((row) => ({ game: row.game, ...publicRating(row) })) });
  });
}
