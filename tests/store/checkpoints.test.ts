/**
 * SQLite's checkpoints from a thread of their own (server/store/checkpoints.ts), as the server
 * runs them: the rooms' connection never checkpoints inside a commit, the thread copies the log
 * into the database file, and every flushed action is still there after a kill (process.test.ts)
 * or a close and reopen (here).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_CONFIG } from '../../server/config';
import { openStore } from '../../server/store';
import { CheckpointThread } from '../../server/store/checkpoints';
import { openDatabase } from '../../server/store/database';
import { loadSqlite } from '../../server/store/node-sqlite';
import { action, expectExactLog, tableRow } from './fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SQLite checkpoints from their own thread', () => {
  let dataDir: string;
  const config = () => ({ ...DEFAULT_CONFIG, store: 'database' as const, dataDir });
  const fileBytes = () => statSync(join(dataDir, 'tables.sqlite')).size;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'caribbean-checkpoints-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("turns off the checkpoints inside the commits only for the connection that has the thread", async () => {
    for (const [checkpoints, pages] of [['thread', 0], ['in-commits', 1000]] as const) {
      const open = await openDatabase(config(), checkpoints);
      try {
        expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(open.db)).rows[0].wal_autocheckpoint).toBe(pages);
      } finally {
        await open.db.destroy();
      }
    }
  });

  /** Writes 300 actions of 10 tables, flushing every 10, and gives the file's size after. */
  async function writeActions(store: Awaited<ReturnType<typeof openStore>>): Promise<number> {
    for (let table = 0; table < 10; table++) store.tables.saveTable(tableRow(`T${table}`));
    for (let seq = 0; seq < 30; seq++) {
      for (let table = 0; table < 10; table++) store.tables.appendAction(`T${table}`, action(seq));
      await store.tables.flush();
    }
    return fileBytes();
  }

  it('copies the log into the database file from the thread, within about a second', async () => {
    // Without the thread, a log this short (far under 1,000 pages) stays in the log.
    const inCommits = await openStore(config(), 'process-a');
    const before = await writeActions(inCommits);
    await sleep(1500);
    expect(fileBytes()).toBe(before);
    await inCommits.close();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = mkdtempSync(join(tmpdir(), 'caribbean-checkpoints-'));

    const threaded = await openStore(config(), 'process-a', 'thread');
    try {
      const written = await writeActions(threaded);
      const deadline = Date.now() + 10_000;
      while (fileBytes() <= written && Date.now() < deadline) await sleep(100);
      expect(fileBytes()).toBeGreaterThan(written);
      // The rooms' writes go on meanwhile, and everything reads back.
      threaded.tables.appendAction('T0', action(30));
      await threaded.tables.flush();
    } finally {
      await threaded.close();
    }
    const reopened = await openStore(config(), 'process-a');
    try {
      expectExactLog(await reopened.tables.load('T1'), 30);
      expectExactLog(await reopened.tables.load('T0'), 31);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  const COMMITS_PER_TURN = 5;

  it('starts the log again under commits that never stop, instead of letting it grow', async () => {
    const path = join(dataDir, 'busy.sqlite');
    const logBytes = () => statSync(`${path}-wal`).size;
    const database = new (loadSqlite().DatabaseSync)(path);
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = NORMAL');
    database.exec('PRAGMA busy_timeout = 0');
    database.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, value TEXT NOT NULL)');
    const pageBytes = (database.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
    const thread = CheckpointThread.start(database, path, { intervalMs: 20, restartAfterPages: 100 });
    const insert = database.prepare('INSERT INTO rows (value) VALUES (?)');
    const value = 'x'.repeat(pageBytes);
    let written = 0;
    /**
     * As the rooms' thread writes flat out, for `ms` or until `enough`: a few commits at each
     * turn of the event loop (one per table whose patch is due), turns a millisecond or so
     * apart; a commit held back by a restarting checkpoint waits on a timer (database.ts,
     * beginImmediate). A passive checkpoint alone then never finds the log without new pages.
     */
    async function commit(ms: number, enough = () => false): Promise<number> {
      const until = Date.now() + ms;
      let commits = 0;
      while (Date.now() < until && !enough()) {
        try {
          database.exec('BEGIN IMMEDIATE');
        } catch (error) {
          if ((error as { errcode?: number }).errcode !== 5) throw error;
          await sleep(1);
          continue;
        }
        insert.run(value);
        database.exec('COMMIT');
        written++;
        if (++commits % COMMITS_PER_TURN === 0) await sleep(0);
      }
      return commits;
    }
    try {
      // The thread starts (it compiles its source under tests), then restarts the log.
      await commit(15_000, () => thread.restarts >= 2);
      expect(thread.restarts).toBeGreaterThanOrEqual(2);
      const before = logBytes();
      const commits = await commit(1000);
      // Each commit wrote at least the page of its row (a row is a page long); without the
      // restarts the log grows by all of them, with them it is used again from its beginning.
      expect(commits).toBeGreaterThan(200);
      expect(logBytes() - before).toBeLessThan((commits * pageBytes) / 2);
      expect((database.prepare('SELECT count(*) AS n FROM rows').get() as { n: number }).n).toBe(written);
    } finally {
      await thread.stop();
      database.close();
    }
    // Every commit is in the file once it is reopened.
    const reopened = new (loadSqlite().DatabaseSync)(path);
    try {
      expect((reopened.prepare('SELECT count(*) AS n FROM rows').get() as { n: number }).n).toBe(written);
    } finally {
      reopened.close();
    }
  }, 60_000);
});
