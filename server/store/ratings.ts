/**
 * Ratings in the database: a finished match is rated in the transaction that saves its
 * record (server/ratings/match.ts decides how), and read back for the leaderboard, a
 * player's page and the seats.
 */
import type { Kysely, Selectable } from 'kysely';
import { NEW_PLAYER } from '../ratings/glicko';
import { rateMatch, ratedPlayers, type RatingChange } from '../ratings/match';
import type { PlayerRating, Rating } from '../ratings/types';
import type { OpenDatabase } from './database';
import type { Database, RatingsTable } from './schema';
import type { MatchRecord, RatingStore } from './types';

function fromRow(row: Selectable<RatingsTable>): PlayerRating {
  return { playerId: row.player_id, game: row.game, rating: row.rating, rd: row.rd, volatility: row.volatility, games: row.games, updatedAt: row.updated_at };
}

/**
 * Rates the match inside the transaction `trx` that saves its record; the changes made, or
 * none when it is not rated or was rated before (a record saved again after a restart).
 * The players' rows are created first, then read locked (PostgreSQL: FOR UPDATE; SQLite's
 * writer holds the whole file), so two matches of one player finishing at once in two
 * processes are rated one after the other, and a match saved by two at once is rated once
 * (the second finds the first's changes once the lock is its own).
 */
export async function rateInTransaction(trx: Kysely<Database>, dialect: OpenDatabase['dialect'], record: MatchRecord, now: number): Promise<RatingChange[]> {
  const who = ratedPlayers(record);
  if (!who.rated) return [];
  const game = record.game;
  await trx
    .insertInto('ratings')
    .values(who.playerIds.map((player_id) => ({ player_id, game, rating: NEW_PLAYER.rating, rd: NEW_PLAYER.rd, volatility: NEW_PLAYER.volatility, games: 0, updated_at: now })))
    .onConflict((conflict) => conflict.columns(['player_id', 'game']).doNothing())
    .execute();
  let read = trx.selectFrom('ratings').selectAll().where('game', '=', game).where('player_id', 'in', who.playerIds).orderBy('player_id');
  if (dialect === 'postgres') read = read.forUpdate();
  const rows = await read.execute();
  const rated = await trx.selectFrom('rating_changes').select('match_id').where('match_id', '=', record.id).limit(1).executeTakeFirst();
  if (rated) return [];
  const current = new Map(rows.map((row): [string, Rating] => [row.player_id, { rating: row.rating, rd: row.rd, volatility: row.volatility }]));
  const result = rateMatch(record, (playerId) => current.get(playerId));
  if (!result.rated) return [];
  await trx
    .insertInto('rating_changes')
    .values(result.changes.map((change) => ({
      match_id: record.id,
      player_id: change.playerId,
      game,
      seat: change.seat,
      rating_before: change.before.rating,
      rating_after: change.after.rating,
      rd_after: change.after.rd,
      at: now,
    })))
    .execute();
  for (const { playerId, after } of result.changes) {
    await trx
      .updateTable('ratings')
      .set((eb) => ({ rating: after.rating, rd: after.rd, volatility: after.volatility, games: eb('games', '+', 1), updated_at: now }))
      .where('player_id', '=', playerId)
      .where('game', '=', game)
      .execute();
  }
  return result.changes;
}

export class DatabaseRatingStore implements RatingStore {
  constructor(private readonly open: OpenDatabase) {}

  async leaderboard(game: string, limit: number): Promise<PlayerRating[]> {
    const rows = await this.open.db
      .selectFrom('ratings')
      .selectAll()
      .where('game', '=', game)
      .where('games', '>', 0)
      .orderBy('rating', 'desc')
      .orderBy('player_id')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  async ofPlayer(playerId: string): Promise<PlayerRating[]> {
    const rows = await this.open.db.selectFrom('ratings').selectAll().where('player_id', '=', playerId).where('games', '>', 0).orderBy('game').execute();
    return rows.map(fromRow);
  }

  async inGame(game: string, playerIds: readonly string[]): Promise<PlayerRating[]> {
    if (playerIds.length === 0) return [];
    const rows = await this.open.db.selectFrom('ratings').selectAll().where('game', '=', game).where('player_id', 'in', [...playerIds]).where('games', '>', 0).execute();
    return rows.map(fromRow);
  }
}
