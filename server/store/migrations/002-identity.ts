/**
 * Players who come back: identities (guests and accounts), the identity at each table seat, and
 * finished matches findable by player.
 */
import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says today.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('players')
    // Made by the server (random), never chosen by a client.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('display_name', 'text', (column) => column.notNull())
    // Null for a guest; set when the guest claims an account. Stored folded to lower case.
    .addColumn('username', 'text', (column) => column.unique())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema.alterTable('table_seats').addColumn('player_id', 'text').execute();
  await db.schema.createIndex('table_seats_player').on('table_seats').column('player_id').execute();

  // One row per seat of a finished match that a known player held: "my matches" without
  // reading every record's JSON.
  await db.schema
    .createTable('match_players')
    .addColumn('match_id', 'text', (column) => column.notNull())
    .addColumn('seat', 'integer', (column) => column.notNull())
    .addColumn('player_id', 'text', (column) => column.notNull())
    .addColumn('ended_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('match_players_pk', ['match_id', 'seat'])
    .execute();
  await db.schema.createIndex('match_players_player').on('match_players').columns(['player_id', 'ended_at']).execute();
}
