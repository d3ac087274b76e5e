/**
 * The backends the store's suite runs against: SQLite (a temporary folder), a real PostgreSQL
 * (started for the suite, a new database per test) and memory. Each test gets an empty
 * "database"; `open(owner)` opens a store on it as a process with that owner id would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, type ServerConfig } from '../../server/config';
import { memoryStore, MemoryData, openStore, type Store } from '../../server/store';
import { openDatabase, type OpenDatabase } from '../../server/store/database';
import { startPostgres, type Postgres } from '../helpers/postgres';

export interface Backend {
  name: 'sqlite' | 'postgres' | 'memory';
  /** Before the suite (PostgreSQL starts here). */
  start(): Promise<void>;
  /** Before each test: a new, empty database and data folder. */
  fresh(): Promise<void>;
  open(owner: string): Promise<Store>;
  /** The database itself, to look at what is stored (not for memory). */
  raw(): Promise<OpenDatabase>;
  config(): ServerConfig;
  /** After each test: closes what the test opened. */
  cleanup(): Promise<void>;
  stop(): Promise<void>;
}

function databaseBackend(name: 'sqlite' | 'postgres'): Backend {
  let postgres: Postgres | undefined;
  let config: ServerConfig = DEFAULT_CONFIG;
  let opened: { close(): Promise<void> }[] = [];
  return {
    name,
    async start() {
      if (name === 'postgres') postgres = await startPostgres();
    },
    async fresh() {
      const dataDir = mkdtempSync(join(tmpdir(), 'caribbean-store-'));
      const databaseUrl = postgres ? await postgres.freshDatabase() : '';
      config = { ...DEFAULT_CONFIG, store: 'database', dataDir, databaseUrl };
    },
    async open(owner) {
      const store = await openStore(config, owner);
      opened.push(store);
      return store;
    },
    async raw() {
      const open = await openDatabase(config);
      opened.push({ close: () => open.db.destroy() });
      return open;
    },
    config: () => config,
    async cleanup() {
      // A store a test left with unwritable writes still closes its database.
      await Promise.allSettled(opened.map((store) => store.close()));
      opened = [];
      rmSync(config.dataDir, { recursive: true, force: true });
    },
    async stop() {
      await postgres?.stop();
    },
  };
}

function memoryBackend(): Backend {
  let data = new MemoryData();
  return {
    name: 'memory',
    start: async () => undefined,
    fresh: async () => {
      data = new MemoryData();
    },
    open: async (owner) => memoryStore(owner, data),
    raw: async () => {
      throw new Error('the memory store has no database');
    },
    config: () => ({ ...DEFAULT_CONFIG, store: 'memory' }),
    cleanup: async () => undefined,
    stop: async () => undefined,
  };
}

export const backends: Backend[] = [databaseBackend('sqlite'), databaseBackend('postgres'), memoryBackend()];
