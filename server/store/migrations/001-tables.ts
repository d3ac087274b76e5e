/** The first schema: tables with their seats and action log, finished matches, leases. */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says today.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite keeps a table with a composite primary key as two b-trees (rows by rowid, and the
  // key) unless told WITHOUT ROWID: then an appended action writes one page, not two.
  const clustered = db.getExecutor().adapter instanceof SqliteAdapter ? sql`without rowid` : sql``;
  await db.schema
    .createTable('tables')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('game', 'text', (column) => column.notNull())
    .addColumn('table_name', 'text', (column) => column.notNull())
    .addColumn('is_private', 'integer', (column) => column.notNull())
    .addColumn('settings', 'text', (column) => column.notNull())
    .addColumn('seed', 'text', (column) => column.notNull())
    .addColumn('invite', 'text')
    .addColumn('watch_invite', 'text')
    .addColumn('phase', 'text', (column) => column.notNull())
    .addColumn('host_seat', 'integer')
    .addColumn('clock', 'text')
    .addColumn('owner', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('tables_owner_phase').on('tables').columns(['owner', 'phase']).execute();

  await db.schema
    .createTable('table_seats')
    .addColumn('table_id', 'text', (column) => column.notNull())
    .addColumn('seat', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_bot', 'integer', (column) => column.notNull())
    .addColumn('bot_kind', 'text')
    .addColumn('reclaim_hash', 'text')
    .addColumn('stand_in', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('table_seats_pk', ['table_id', 'seat'])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable('table_actions')
    .addColumn('table_id', 'text', (column) => column.notNull())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('seat', 'integer', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('table_actions_pk', ['table_id', 'seq'])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('game', 'text', (column) => column.notNull())
    .addColumn('table_name', 'text', (column) => column.notNull())
    .addColumn('options', 'text', (column) => column.notNull())
    .addColumn('seed', 'text', (column) => column.notNull())
    .addColumn('seed_hash', 'text', (column) => column.notNull())
    .addColumn('players', 'text', (column) => column.notNull())
    .addColumn('actions', 'text', (column) => column.notNull())
    .addColumn('scores', 'text', (column) => column.notNull())
    .addColumn('places', 'text', (column) => column.notNull())
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addColumn('ended_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('matches_game').on('matches').column('game').execute();
  await db.schema.createIndex('matches_ended_at').on('matches').column('ended_at').execute();

  await db.schema
    .createTable('processes')
    .addColumn('owner', 'text', (column) => column.primaryKey())
    .addColumn('lease_until', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('store_facts')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}
