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
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';
import { threadEntry } from '../thread-entry';

/** What the checkpoint thread is told when it starts. */
export interface CheckpointSettings {
  path: string;
  intervalMs: number;
  nice: number;
}

/** What the thread reports after each checkpoint that copied something. */
export interface CheckpointReport {
  /** Pages in the log, and how many of them are in the database file now. */
  log: number;
  checkpointed: number;
}

/** SQLite's own threshold (pages in the log), restored when the thread fails. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** Below the rooms' thread, above a strong bot's search (see thread-priority.ts). */
const CHECKPOINT_THREAD_NICE = 10;

export class CheckpointThread {
  /** Checkpoints that copied pages so far (tests wait on it). */
  checkpoints = 0;
  private stopped = false;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly database: DatabaseSync,
    private readonly worker: Worker,
  ) {
    worker.on('message', (report: CheckpointReport) => {
      if (report.checkpointed > 0) this.checkpoints++;
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
  static start(database: DatabaseSync, path: string, intervalMs = 1000): CheckpointThread {
    database.exec('PRAGMA wal_autocheckpoint = 0');
    const settings: CheckpointSettings = { path, intervalMs, nice: CHECKPOINT_THREAD_NICE };
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
