/**
 * Opens the database the configuration names (PostgreSQL with DATABASE_URL, else the SQLite
 * file under DATA_DIR) and brings its schema up to date with the migrations, at every start.
 */
import { join } from 'node:path';
import { CompiledQuery, Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { sqliteDialect } from './sqlite';

export type Dialect = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

const INT8 = 20;

function postgresDialect(url: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that cannot be reached fails a flush in seconds (its writes stay queued for
    // the next one) rather than holding it, and every patch behind it, indefinitely.
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
    keepAlive: true,
    // Times are epoch milliseconds in bigint columns: well inside a double, so numbers.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  // An idle connection the server closed (a database restart) must not end the process; the
  // next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // A connection can report more than one error as it dies (the server's notice, then the
  // socket's end); without a listener of its own, the second would be thrown as an unhandled
  // 'error' event and end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new PostgresDialect({ pool });
}

export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'sqliteSync'>): Promise<OpenDatabase> {
  const dialect: Dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const db = new Kysely<Database>({
    dialect: dialect === 'postgres' ? postgresDialect(config.databaseUrl) : sqliteDialect(join(config.dataDir, 'tables.sqlite'), config.sqliteSync),
  });
  try {
    // Kysely's Migrator takes a lock (PostgreSQL: an advisory lock), so processes starting
    // together run each migration once.
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await db.destroy();
    throw new Error(`The database could not be opened or migrated: ${(error as Error).message}`, { cause: error });
  }
  return { db, dialect };
}

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/** How long a SQLite writer waits for another connection's write lock before giving up. */
const SQLITE_LOCK_WAIT_MS = 5000;

function isSqliteBusy(error: unknown): boolean {
  return (error as { errcode?: number }).errcode === 5 || /database is locked/.test((error as Error).message);
}

/**
 * BEGIN IMMEDIATE, waiting for the write lock between attempts without blocking the event loop
 * (node:sqlite would block it, and the connection holding the lock may be in this very
 * process, waiting for the loop to commit).
 */
async function beginImmediate(connection: Kysely<Database>): Promise<void> {
  const giveUp = Date.now() + SQLITE_LOCK_WAIT_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      await connection.executeQuery(BEGIN_IMMEDIATE);
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > giveUp) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * One write transaction; every write to the database goes through one. On SQLite it starts
 * with BEGIN IMMEDIATE, taking the write lock at once: a transaction that reads then writes
 * can then never fail halfway for want of it.
 */
export async function writeTransaction<T>(open: OpenDatabase, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (open.dialect === 'postgres') return open.db.transaction().execute(work);
  return open.db.connection().execute(async (connection) => {
    await beginImmediate(connection);
    try {
      const result = await work(connection);
      await connection.executeQuery(COMMIT);
      return result;
    } catch (error) {
      await connection.executeQuery(ROLLBACK).catch(() => undefined);
      throw error;
    }
  });
}

export const UNFINISHED = ['seating', 'playing'] as const;
