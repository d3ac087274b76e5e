/** Players' identities in the database (SQLite or PostgreSQL). */
import type { Selectable } from 'kysely';
import { writeTransaction, type OpenDatabase } from './database';
import type { PlayersTable } from './schema';
import type { PlayerRow, PlayerStore } from './types';

/** Ids per `IN (...)` list. */
const IDS_PER_QUERY = 500;

function fromRow(row: Selectable<PlayersTable>): PlayerRow {
  return {
    id: row.id,
    displayName: row.display_name,
    username: row.username,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  };
}

export class DatabasePlayerStore implements PlayerStore {
  constructor(private readonly open: OpenDatabase) {}

  async create(row: PlayerRow): Promise<void> {
    await writeTransaction(this.open, (trx) =>
      trx
        .insertInto('players')
        .values({
          id: row.id,
          display_name: row.displayName,
          username: row.username,
          password_hash: row.passwordHash,
          created_at: row.createdAt,
          last_seen_at: row.lastSeenAt,
        })
        .execute(),
    );
  }

  async get(id: string): Promise<PlayerRow | undefined> {
    const row = await this.open.db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  async getMany(ids: readonly string[]): Promise<PlayerRow[]> {
    const unique = [...new Set(ids)];
    const found: PlayerRow[] = [];
    for (let i = 0; i < unique.length; i += IDS_PER_QUERY) {
      const part = unique.slice(i, i + IDS_PER_QUERY);
      const rows = await this.open.db.selectFrom('players').selectAll().where('id', 'in', part).execute();
      found.push(...rows.map(fromRow));
    }
    return found;
  }

  async byUsername(username: string): Promise<PlayerRow | undefined> {
    const row = await this.open.db.selectFrom('players').selectAll().where('username', '=', username).executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  async claim(id: string, username: string, passwordHash: string): Promise<boolean> {
    return writeTransaction(this.open, async (trx) => {
      // Checked in the write transaction: two claims of one name cannot both pass (and the
      // unique index would refuse the second anyway).
      const taken = await trx.selectFrom('players').select('id').where('username', '=', username).executeTakeFirst();
      if (taken) return false;
      const result = await trx
        .updateTable('players')
        .set({ username, password_hash: passwordHash })
        .where('id', '=', id)
        .where('username', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  async rename(id: string, displayName: string): Promise<void> {
    await writeTransaction(this.open, (trx) => trx.updateTable('players').set({ display_name: displayName }).where('id', '=', id).execute());
  }

  async seen(id: string, at: number): Promise<void> {
    await writeTransaction(this.open, (trx) => trx.updateTable('players').set({ last_seen_at: at }).where('id', '=', id).execute());
  }

  async sharedFact(key: string, value: string): Promise<string> {
    return writeTransaction(this.open, async (trx) => {
      await trx
        .insertInto('store_facts')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await trx.selectFrom('store_facts').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return row.value;
    });
  }
}
