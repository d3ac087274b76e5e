/**
 * The store under every table and finished match, chosen by configuration: the database
 * (SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL) or memory (STORE=memory).
 */
import type { ServerConfig } from '../config';
import { openDatabase } from './database';
import { DatabaseLeaseStore } from './leases';
import { DatabaseMatchStore, importMatchFiles } from './matches';
import { MemoryData, MemoryLeaseStore, MemoryMatchStore, MemoryTableStore } from './memory';
import { MemoryRatingStore } from './memory-ratings';
import { DatabasePlayerStore } from './players';
import { DatabaseRatingStore } from './ratings';
import type { SqliteCheckpoints } from './sqlite';
import { DatabaseTableStore } from './tables';
import { LeaseLostError, type LeaseStore, type MatchStore, type PlayerStore, type RatingStore, type TableStore } from './types';

export type { ActionRow, ChatLine, LeaseStore, MatchPlayer, MatchRecord, MatchStore, MatchSummary, PlayerRow, PlayerStore, RatingStore, SeatedTable, SeatRow, StoredTable, TablePhase, TableRow, TableStore } from './types';
export { LeaseLostError } from './types';
export { MemoryData, MemoryMatchStore, MemoryPlayerStore } from './memory';

export interface Store {
  dialect: 'sqlite' | 'postgres' | 'memory';
  matches: MatchStore;
  /** Players' ratings per game, moved by the rated matches `matches` saves. */
  ratings: RatingStore;
  tables: TableStore;
  /** Players' identities (server/identity). */
  players: PlayerStore;
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
  const ratings = new MemoryRatingStore();
  return {
    dialect: 'memory',
    matches: new MemoryMatchStore(ratings),
    ratings,
    tables,
    players: data.players,
    leases: new MemoryLeaseStore(data),
    close: () => flushForClose(tables),
  };
}

/**
 * Opens the configured store; `owner` is this process's id (random per process), which its
 * table writes are fenced by. The database's schema is migrated, and the match files of older
 * versions imported, before it resolves. `checkpoints`: where SQLite checkpoints its log (the
 * server: from a thread, checkpoints.ts).
 */
export async function openStore(
  config: Pick<ServerConfig, 'store' | 'dataDir' | 'databaseUrl' | 'sqliteSync'>,
  owner: string,
  checkpoints: SqliteCheckpoints = 'in-commits',
): Promise<Store> {
  if (config.store === 'memory') return memoryStore(owner);
  const open = await openDatabase(config, checkpoints);
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
    ratings: new DatabaseRatingStore(open),
    tables,
    players: new DatabasePlayerStore(open),
    leases: new DatabaseLeaseStore(open),
    async close() {
      try {
        await flushForClose(tables);
      } finally {
        if (open.dialect === 'sqlite') await open.checkpoints?.stop();
        await open.db.destroy();
      }
    },
  };
}
