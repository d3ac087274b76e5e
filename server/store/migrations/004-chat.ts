/** The tables' chat, kept with the table (restored with it) and with the finished match. */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says today.
export async function up(db: Kysely<any>): Promise<void> {
  const clustered = db.getExecutor().adapter instanceof SqliteAdapter ? sql`without rowid` : sql``;
  await db.schema
    .createTable('table_chat')
    .addColumn('table_id', 'text', (column) => column.notNull())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('seat', 'integer')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('spectators_only', 'integer', (column) => column.notNull())
    .addColumn('step', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('table_chat_pk', ['table_id', 'seq'])
    .modifyEnd(clustered)
    .execute();
  await db.schema.alterTable('matches').addColumn('chat', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matches').dropColumn('chat').execute();
  await db.schema.dropTable('table_chat').execute();
}
