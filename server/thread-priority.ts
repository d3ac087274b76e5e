/**
 * On Linux a thread has its own scheduling priority (nice value): a worker thread that serves the
 * rooms (a strong bot's search, the database's checkpoints) lowers its own, so that on a busy
 * machine the rooms' event loop (same process, normal priority) runs first. /proc/thread-self
 * names the calling thread's id (`<pid>/task/<tid>`).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

export function lowerOwnPriority(nice: number): void {
  if (!(nice > 0)) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, Math.min(19, nice));
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
