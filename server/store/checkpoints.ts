/**
 * SQLite's checkpoints off the rooms' event loop. In WAL mode a commit appends pages to the log;
 * a checkpoint copies them back into the database file and syncs both files (at
 * `SQLITE_SYNC=normal` too), which takes milliseconds to tens of milliseconds on a busy disk.
 * SQLite runs one by itself inside the commit that takes the log past 1,000 pages: on the rooms'
 * thread, where every table waits for it (at 2,000 players, about once a second). The server
 * process turns that off on its connection and checkpoints from a worker thread of its own
 * (checkpoint-thread.ts), with its own connection, every second. A passive checkpoint never
 * blocks the writer, nor waits for it; the writer starts the log again from its beginning once a
 * checkpoint has copied all of it, as SQLite does after its own. Durability is unchanged: what a
 * commit wrote is in the log, which is the database until it is copied.
 *
 * Under steady load a passive checkpoint never leaves the log wholly copied: commits go on while
 * it runs, so the writer never finds it so and appends to the log forever (flat out, 800 MB of
 * log in 30 s for a 7 MB database, which a process starting on the file reads all of). So once the
 * log holds `restartAfterPages`, the thread follows its passive checkpoint with a restarting one,
 * which holds new commits back (they wait without blocking the rooms' thread: database.ts,
 * beginImmediate) only while it copies what was committed during the passive pass; the next
 * commit starts the log from its beginning and cuts the file down to `JOURNAL_SIZE_LIMIT_BYTES`.
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';
import { threadEntry } from '../thread-entry';

/** What the checkpoint thread is told when it starts. */
export interface CheckpointSettings {
  path: string;
  intervalMs: number;
  nice: number;
  /** Pages in the log past which a checkpoint restarts it. */
  restartAfterPages: number;
  /** How long a restarting checkpoint waits for the writer's transaction to end. */
  restartWaitMs: number;
  /** A restart that holds the commits back longer is logged (a slow disk). */
  slowRestartMs: number;
}

/** When the thread checkpoints, and when it restarts the log; tests shorten them. */
export interface CheckpointTiming {
  intervalMs: number;
  restartAfterPages: number;
}

/** What the thread reports after each checkpoint that copied something. */
export interface CheckpointReport {
  /** Pages in the log, and how many of them are in the database file now. */
  log: number;
  checkpointed: number;
  /** Whether a restarting checkpoint followed and copied all of the log. */
  restarted: boolean;
}

/**
 * 16,384 pages of 4 KB: 64 MB of log. At 2,000 players the passive checkpoints find moments
 * without commits and the log starts again by itself (a restart came only while 500 tables
 * opened at once); flat out (25 MB of log a second) one comes every 2 to 3 s and holds the
 * commits back for about 4 ms (up to 30 ms measured).
 */
const RESTART_AFTER_PAGES = 16_384;
/**
 * Far longer than a write transaction of the rooms' thread, which never waits inside one. A
 * reader that keeps a snapshot longer (a backup of the file) makes the restart give up until the
 * next checkpoint rather than hold every commit back for as long.
 */
const RESTART_WAIT_MS = 50;
/** The size the log file is cut down to when it starts again (SQLite keeps the file otherwise). */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
/** Every table's patches wait while the commits are held back. */
const SLOW_RESTART_MS = 100;
const DEFAULT_TIMING: CheckpointTiming = { intervalMs: 1000, restartAfterPages: RESTART_AFTER_PAGES };

/** SQLite's own threshold (pages in the log), restored when the thread fails. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** Below the rooms' thread, above a strong bot's search (see thread-priority.ts). */
const CHECKPOINT_THREAD_NICE = 10;

export class CheckpointThread {
  /** Checkpoints that copied pages so far, and restarts of the log (tests wait on them). */
  checkpoints = 0;
  restarts = 0;
  private stopped = false;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly database: DatabaseSync,
    private readonly worker: Worker,
  ) {
    worker.on('message', (report: CheckpointReport) => {
      if (report.checkpointed > 0) this.checkpoints++;
      if (report.restarted) this.restarts++;
    });
    worker.on('error', (error) => this.failed(error));
    this.exited = new Promise((resolve) =>
      worker.on('exit', (code) => {
        if (!this.stopped) this.failed(new Error(`the checkpoint thread exited (${code})`));
        resolve();
      }),
    );
    // The process does not wait for it to exit.
    worker.unref();
  }

  /** Starts checkpointing the file `path`, whose connection on this thread is `database`. */
  static start(database: DatabaseSync, path: string, timing: CheckpointTiming = DEFAULT_TIMING): CheckpointThread {
    database.exec('PRAGMA wal_autocheckpoint = 0');
    database.exec(`PRAGMA journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
    const settings: CheckpointSettings = { path, ...timing, nice: CHECKPOINT_THREAD_NICE, restartWaitMs: RESTART_WAIT_MS, slowRestartMs: SLOW_RESTART_MS };
    const { file, execArgv } = threadEntry(__dirname, 'checkpoint-thread');
    const worker = new Worker(file, { execArgv, workerData: settings });
    return new CheckpointThread(database, worker);
  }

  /**
   * Before the connection closes: the thread closes its own and ends. Resolves once it has, so
   * that the file may be opened again at once (the last connection to close checkpoints all of
   * the log and holds the file meanwhile).
   */
  stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      this.worker.postMessage('stop');
    }
    return this.exited;
  }

  /** Without the thread, SQLite checkpoints inside the commits again, as it does by default. */
  private failed(error: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    console.warn('SQLite checkpoints run inside the commits again: their thread failed', error);
    try {
      this.database.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    } catch {
      // The connection is closed already: nothing left to checkpoint from it.
    }
    void this.worker.terminate();
  }
}
