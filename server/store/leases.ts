/** The processes' leases and the adoption of orphaned tables, on the database. */
import { UNFINISHED, writeTransaction, type OpenDatabase } from './database';
import { loadTables } from './tables';
import type { LeaseStore, StoredTable } from './types';

export class DatabaseLeaseStore implements LeaseStore {
  constructor(private readonly open: OpenDatabase) {}

  async renew(owner: string, now: number, leaseMs: number, first: boolean): Promise<boolean> {
    const until = now + leaseMs;
    if (first) {
      await writeTransaction(this.open, (trx) =>
        trx
          .insertInto('processes')
          .values({ owner, lease_until: until })
          .onConflict((conflict) => conflict.column('owner').doUpdateSet({ lease_until: until }))
          .execute(),
      );
      return true;
    }
    // Only a lease still running is extended: once it has run out, others may have adopted
    // this process's tables, and it must not think it still holds them.
    const result = await writeTransaction(this.open, (trx) =>
      trx.updateTable('processes').set({ lease_until: until }).where('owner', '=', owner).where('lease_until', '>=', now).executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) > 0;
  }

  async drop(owner: string): Promise<void> {
    await writeTransaction(this.open, (trx) => trx.deleteFrom('processes').where('owner', '=', owner).execute());
  }

  async claimAll(owner: string, now: number): Promise<StoredTable[]> {
    const claimed = await writeTransaction(this.open, (trx) =>
      trx.updateTable('tables').set({ owner, updated_at: now }).where('phase', 'in', UNFINISHED).returning('id').execute(),
    );
    return loadTables(this.open.db, claimed.map((row) => row.id));
  }

  async adoptExpired(owner: string, now: number): Promise<StoredTable[]> {
    const adopted = await writeTransaction(this.open, async (trx) => {
      const expired = await trx
        .selectFrom('tables')
        .leftJoin('processes', 'processes.owner', 'tables.owner')
        .select('tables.owner')
        .distinct()
        .where('tables.phase', 'in', UNFINISHED)
        .where('tables.owner', 'is not', null)
        .where('tables.owner', '<>', owner)
        .where((where) => where.or([where('processes.owner', 'is', null), where('processes.lease_until', '<', now)]))
        .execute();
      const owners = expired.map((row) => row.owner as string);
      if (owners.length === 0) return [];
      // One UPDATE whose condition names the old owners: when two processes adopt at once,
      // PostgreSQL makes the second wait for the first's row locks and then re-checks the
      // condition against the new owner, so each table is adopted exactly once.
      const rows = await trx
        .updateTable('tables')
        .set({ owner, updated_at: now })
        .where('owner', 'in', owners)
        .where('phase', 'in', UNFINISHED)
        .returning('id')
        .execute();
      await trx.deleteFrom('processes').where('owner', 'in', owners).where('lease_until', '<', now).execute();
      return rows.map((row) => row.id);
    });
    return loadTables(this.open.db, adopted);
  }
}
