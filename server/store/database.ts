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
import type { CheckpointThread } from './checkpoints';
import { sqliteDialect, type SqliteCheckpoints, type SqliteStatements } from './sqlite';

export type Dialect = 'sqlite' | 'postgres';

export type OpenDatabase =
  | { db: Kysely<Database>; dialect: 'postgres' }
  /**
   * `sqlite`: the connection's statements, for the write transactions that hold it
   * (`writeTransaction`); `checkpoints`: the thread that checkpoints the file, when it has one.
   */
  | { db: Kysely<Database>; dialect: 'sqlite'; sqlite: SqliteStatements; checkpoints?: CheckpointThread };

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

/** `checkpoints`: SQLite's, inside its commits (its default) or from a thread of their own (the server: see checkpoints.ts). */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'sqliteSync'>, checkpoints: SqliteCheckpoints = 'in-commits'): Promise<OpenDatabase> {
  const sqlite = config.databaseUrl ? undefined : sqliteDialect(join(config.dataDir, 'tables.sqlite'), config.sqliteSync, checkpoints);
  const db = new Kysely<Database>({ dialect: sqlite ? sqlite.dialect : postgresDialect(config.databaseUrl) });
  try {
    // Kysely's Migrator takes a lock (PostgreSQL: an advisory lock), so processes starting
    // together run each migration once.
    // Unordered: a database that ran a later-numbered migration still takes an earlier-numbered
    // one added afterwards (each migration creates its own tables and columns).
    const { error } = await new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true }).migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await db.destroy();
    throw new Error(`The database could not be opened or migrated: ${(error as Error).message}`, { cause: error });
  }
  return sqlite ? { db, dialect: 'sqlite', sqlite: sqlite.statements, checkpoints: sqlite.thread } : { db, dialect: 'postgres' };
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
async function beginImmediate(statements: SqliteStatements): Promise<void> {
  const giveUp = Date.now() + SQLITE_LOCK_WAIT_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      statements.run(BEGIN_IMMEDIATE);
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > giveUp) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Runs a compiled query inside a write transaction and gives its rows. */
export type RunQuery = <R>(query: CompiledQuery<R>) => Promise<R[]>;

/**
 * One write transaction; every write to the database goes through one. On SQLite it starts
 * with BEGIN IMMEDIATE, taking the write lock at once: a transaction that reads then writes
 * can then never fail halfway for want of it. `run` executes a compiled query in it: on SQLite
 * straight on the connection, which the transaction holds (Kysely's lock on it keeps every
 * other query out until the commit), sparing the hot path Kysely's executor.
 */
export async function writeTransaction<T>(open: OpenDatabase, work: (trx: Kysely<Database>, run: RunQuery) => Promise<T>): Promise<T> {
  if (open.dialect === 'postgres') return open.db.transaction().execute((trx) => work(trx, async (query) => (await trx.executeQuery(query)).rows));
  const sqlite = open.sqlite;
  return open.db.connection().execute(async (connection) => {
    await beginImmediate(sqlite);
    try {
      const result = await work(connection, async (query) => sqlite.run(query));
      sqlite.run(COMMIT);
      return result;
    } catch (error) {
      try {
        sqlite.run(ROLLBACK);
      } catch {
        // Nothing was left open to roll back.
      }
      throw error;
    }
  });
}

export const UNFINISHED = ['seating', 'playing'] as const;
