/**
 * The store under every table and finished match, chosen by configuration: the database
 * (SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL) or memory (STORE=memory).
 */
import type { ServerConfig } from '../config';
import { openDatabase } from './database';
import { DatabaseLeaseStore } from './leases';
import { DatabaseMatchStore, importMatchFiles } from './matches';
import { MemoryData, MemoryLeaseStore, MemoryMatchStore, MemoryTableStore } from './memory';
import { DatabaseTableStore } from './tables';
import { LeaseLostError, type LeaseStore, type MatchStore, type TableStore } from './types';

export type { ActionRow, ChatLine, LeaseStore, MatchPlayer, MatchRecord, MatchStore, SeatRow, StoredTable, TablePhase, TableRow, TableStore } from './types';
export { LeaseLostError } from './types';
export { MemoryData, MemoryMatchStore } from './memory';

export interface Store {
  dialect: 'sqlite' | 'postgres' | 'memory';
  matches: MatchStore;
  tables: TableStore;
  /** For server/durable/keeper.ts. */
  leases: LeaseStore;
  /** Flushes the queued table writes (those fenced out are dropped), then closes. */
  close(): Promise<void>;
}

/** What a seat's reclaim secret is stored as (its SHA-256): the seating's own rule. */
export { reclaimHash } from '../table/seating';

async function flushForClose(tables: TableStore): Promise<void> {
  try {
    await tables.flush();
  } catch (error) {
    // Tables adopted by another process are theirs to write.
    if (!(error instanceof LeaseLostError)) throw error;
  }
}

/** A store in memory; stores given the same `data` act as processes sharing one database. */
export function memoryStore(owner: string, data = new MemoryData()): Store {
  const tables = new MemoryTableStore(data, owner);
  return {
    dialect: 'memory',
    matches: new MemoryMatchStore(),
    tables,
    leases: new MemoryLeaseStore(data),
    close: () => flushForClose(tables),
  };
}

/**
 * Opens the configured store; `owner` is this process's id (random per process), which its
 * table writes are fenced by. The database's schema is migrated, and the match files of older
 * versions imported, before it resolves.
 */
export async function openStore(
  config: Pick<ServerConfig, 'store' | 'dataDir' | 'databaseUrl' | 'sqliteSync'>,
  owner: string,
): Promise<Store> {
  if (config.store === 'memory') return memoryStore(owner);
  const open = await openDatabase(config);
  try {
    await importMatchFiles(open, config.dataDir);
  } catch (error) {
    await open.db.destroy();
    throw error;
  }
  const tables = new DatabaseTableStore(open, owner);
  return {
    dialect: open.dialect,
    matches: new DatabaseMatchStore(open),
    tables,
    leases: new DatabaseLeaseStore(open),
    async close() {
      try {
        await flushForClose(tables);
      } finally {
        await open.db.destroy();
      }
    },
  };
}
