/**
 * The checkpoint thread (see checkpoints.ts): its own connection to the database file, and every
 * `intervalMs` a passive checkpoint, which copies what the write-ahead log holds into the file
 * without waiting for the writer on the rooms' thread. When the log has grown past
 * `restartAfterPages`, a restarting checkpoint follows it (see checkpoints.ts for why).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerOwnPriority } from '../thread-priority';
import type { CheckpointReport, CheckpointSettings } from './checkpoints';
import { loadSqlite } from './node-sqlite';

const { path, intervalMs, nice, restartAfterPages, restartWaitMs, slowRestartMs } = workerData as CheckpointSettings;
lowerOwnPriority(nice);

const database = new (loadSqlite().DatabaseSync)(path);
// How long a restarting checkpoint waits for the writer's transaction (and readers) to end.
database.exec(`PRAGMA busy_timeout = ${restartWaitMs}`);
const passive = database.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const restart = database.prepare('PRAGMA wal_checkpoint(RESTART)');

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

const timer = setInterval(() => {
  try {
    const { log, checkpointed } = passive.get() as unknown as CheckpointRow;
    let report: CheckpointReport = { log, checkpointed, restarted: false };
    // `log` is the log's length when the pass began: pages committed while it ran are not in
    // it, so a pass may report everything copied while the log went on growing.
    if (log >= restartAfterPages) {
      // Copies the few pages committed while the passive pass ran, holding new commits back
      // meanwhile, so that the next commit starts the log again from its beginning.
      const started = performance.now();
      const after = restart.get() as unknown as CheckpointRow;
      const heldMs = performance.now() - started;
      if (heldMs > slowRestartMs) console.warn(`restarting SQLite's log held the commits back for ${Math.round(heldMs)} ms`);
      report = { log: after.log, checkpointed: after.checkpointed, restarted: after.busy === 0 };
    }
    if (report.checkpointed > 0) parentPort?.postMessage(report);
  } catch (error) {
    // Tried again at the next interval; the log only grows meanwhile.
    console.warn('an SQLite checkpoint failed', error);
  }
}, intervalMs);

parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  database.close();
  parentPort?.close();
});
