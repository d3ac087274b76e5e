/**
 * The checkpoint thread (see checkpoints.ts): its own connection to the database file, and every
 * `intervalMs` a passive checkpoint, which copies what the write-ahead log holds into the file
 * without waiting for the writer on the rooms' thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerOwnPriority } from '../thread-priority';
import type { CheckpointReport, CheckpointSettings } from './checkpoints';
import { loadSqlite } from './node-sqlite';

const { path, intervalMs, nice } = workerData as CheckpointSettings;
lowerOwnPriority(nice);

const database = new (loadSqlite().DatabaseSync)(path);
const checkpoint = database.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    const { log, checkpointed } = checkpoint.get() as unknown as CheckpointReport;
    if (checkpointed > 0) parentPort?.postMessage({ log, checkpointed } satisfies CheckpointReport);
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
