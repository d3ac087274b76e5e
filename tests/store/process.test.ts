/**
 * The embedded store in a real process: a flush that resolved survives the process being
 * killed (SQLITE_SYNC=normal, the default), and loading node:sqlite silences its own
 * experimental warning only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_CONFIG } from '../../server/config';
import { openStore } from '../../server/store';
import { openDatabase } from '../../server/store/database';
import { expectExactLog } from './fixtures';

describe('the SQLite store in a process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'caribbean-killed-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The store reopened after the kill holds the 200 actions the writer flushed, exactly. */
  async function expectEveryFlushedAction(): Promise<void> {
    const store = await openStore({ ...DEFAULT_CONFIG, dataDir }, 'process-restarted');
    try {
      expectExactLog(await store.tables.load('T1'), 200);
    } finally {
      await store.close();
    }
  }

  it('keeps every flushed action when the process is killed, and warns of nothing but our own', async () => {
    const child = spawnSync('npx', ['tsx', join(__dirname, 'killed-writer.ts'), dataDir, 'normal'], { encoding: 'utf8', timeout: 60_000 });
    // Killed: by the signal itself, or as npx reports it (128 + 9).
    expect(child.signal === 'SIGKILL' || child.status === 137).toBe(true);
    expect(child.stdout).toBe('flushed\n');
    expect(child.stderr).toContain('a warning of our own');
    expect(child.stderr).not.toMatch(/SQLite/i);

    await expectEveryFlushedAction();
  });

  it('keeps every flushed action when the process is killed with its checkpoints in their own thread', async () => {
    const child = spawnSync('npx', ['tsx', join(__dirname, 'killed-writer.ts'), dataDir, 'normal', 'thread'], { encoding: 'utf8', timeout: 60_000 });
    expect(child.signal === 'SIGKILL' || child.status === 137).toBe(true);
    expect(child.stdout).toBe('flushed\n');
    // The thread's own connection does not warn either.
    expect(child.stderr).not.toMatch(/SQLite/i);
    await expectEveryFlushedAction();
  });

  it('opens the file in WAL mode with the synchronous level SQLITE_SYNC names', async () => {
    for (const [sync, level] of [['normal', 1], ['full', 2]] as const) {
      const open = await openDatabase({ ...DEFAULT_CONFIG, dataDir, sqliteSync: sync });
      try {
        expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(open.db)).rows[0].journal_mode).toBe('wal');
        expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(open.db)).rows[0].synchronous).toBe(level);
      } finally {
        await open.db.destroy();
      }
    }
  });
});
