/**
 * SQLite through Node's built-in `node:sqlite` (no native module to build or download), as a
 * Kysely dialect: Kysely's SqliteDialect speaks better-sqlite3's API, and `DatabaseSync` is
 * that API but for three details this file adapts: parameters are spread, not an array;
 * booleans are not accepted (they become 0/1); and a statement has no `reader` flag, so a
 * statement that returns columns (a SELECT, or any statement with RETURNING) is a reader.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { SqliteDialect, type CompiledQuery, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { CheckpointThread } from './checkpoints';
import { loadSqlite } from './node-sqlite';

/** Prepared statements kept per SQL text; queries with lists of varying length vary the text. */
const STATEMENT_CACHE_SIZE = 200;

function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : (value as SQLInputValue)));
}

function adapt(statement: StatementSync): SqliteStatement {
  // Named so that a CPU profile shows the time spent inside SQLite under these two names (the
  // statement's own work has no frame of its own; bench/server/profile-summary.ts --budget).
  return {
    reader: statement.columns().length > 0,
    all: function sqliteAll(parameters) {
      return statement.all(...toSqlite(parameters));
    },
    run: function sqliteRun(parameters) {
      return statement.run(...toSqlite(parameters));
    },
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)) as IterableIterator<unknown>,
  };
}

/** The connection's prepared statements, kept per SQL text, most recently used last. */
export class SqliteStatements {
  private readonly cache = new Map<string, SqliteStatement>();

  constructor(private readonly database: DatabaseSync) {}

  prepare(sql: string): SqliteStatement {
    let statement = this.cache.get(sql);
    if (statement) {
      this.cache.delete(sql);
    } else {
      statement = adapt(this.database.prepare(sql));
      if (this.cache.size >= STATEMENT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(sql, statement);
    return statement;
  }

  /**
   * Runs a compiled query at once, without Kysely's executor: only for code that holds the
   * connection (a write transaction), so that nothing else runs on it meanwhile.
   */
  run<R>(query: CompiledQuery<R>): R[] {
    const statement = this.prepare(query.sql);
    if (statement.reader) return statement.all(query.parameters) as R[];
    statement.run(query.parameters);
    return [];
  }
}

/** `DatabaseSync` in the shape Kysely's SqliteDialect expects, with its statements cached. */
function asKyselyDatabase(database: DatabaseSync, statements: SqliteStatements, checkpoints: CheckpointThread | undefined): SqliteDatabase {
  return {
    close: () => {
      // (Store.close awaits the thread first; a bare destroy cannot, and the thread's close follows.)
      void checkpoints?.stop();
      database.close();
    },
    prepare: (sql) => statements.prepare(sql),
  };
}

export type SqliteSync = 'normal' | 'full';

/** Where the log is checkpointed: inside the commits, as SQLite does, or from a thread of its own (checkpoints.ts). */
export type SqliteCheckpoints = 'in-commits' | 'thread';

/**
 * Opens (creating it and its folder) the database file in WAL mode: a commit appends to the
 * log, readers never wait for the writer. `normal` syncs the log at checkpoints only, so a
 * commit survives the process being killed (the log is in the OS's hands) but not a power cut;
 * `full` syncs at every commit, which survives both. The server checkpoints from a `thread`.
 */
export function sqliteDialect(
  path: string,
  sync: SqliteSync,
  checkpoints: SqliteCheckpoints = 'in-commits',
): { dialect: SqliteDialect; statements: SqliteStatements; thread: CheckpointThread | undefined } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const { DatabaseSync } = loadSqlite();
  const database = new DatabaseSync(path);
  database.exec('PRAGMA journal_mode = WAL');
  database.exec(`PRAGMA synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
  // No blocking wait for another connection's write lock: writeTransaction waits for it
  // asynchronously. (Readers never wait in WAL mode.)
  database.exec('PRAGMA busy_timeout = 0');
  database.exec('PRAGMA foreign_keys = ON');
  const statements = new SqliteStatements(database);
  const thread = checkpoints === 'thread' && path !== ':memory:' ? CheckpointThread.start(database, path) : undefined;
  return { dialect: new SqliteDialect({ database: asKyselyDatabase(database, statements, thread) }), statements, thread };
}
