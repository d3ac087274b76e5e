/**
 * Ratings: each player's Glicko-2 rating per game, the changes each rated match made (which
 * also make rating a match twice impossible), and whether a finished match was rated.
 */
import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says today.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ratings')
    .addColumn('player_id', 'text', (column) => column.notNull())
    .addColumn('game', 'text', (column) => column.notNull())
    .addColumn('rating', 'double precision', (column) => column.notNull())
    .addColumn('rd', 'double precision', (column) => column.notNull())
    .addColumn('volatility', 'double precision', (column) => column.notNull())
    .addColumn('games', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['player_id', 'game'])
    .execute();
  // The leaderboard: a game's players by rating.
  await db.schema.createIndex('ratings_game_rating').on('ratings').columns(['game', 'rating']).execute();

  // One row per player of a rated match: the rating before and after. Its key is what keeps
  // a match from being rated twice (a restart that saves the record again).
  await db.schema
    .createTable('rating_changes')
    .addColumn('match_id', 'text', (column) => column.notNull())
    .addColumn('player_id', 'text', (column) => column.notNull())
    .addColumn('game', 'text', (column) => column.notNull())
    .addColumn('seat', 'integer', (column) => column.notNull())
    .addColumn('rating_before', 'double precision', (column) => column.notNull())
    .addColumn('rating_after', 'double precision', (column) => column.notNull())
    .addColumn('rd_after', 'double precision', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('rating_changes_pk', ['match_id', 'player_id'])
    .execute();

  await db.schema.alterTable('matches').addColumn('rated', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}
