/**
 * On Linux a thread has its own scheduling priority (nice value) and class: a worker thread that
 * serves the rooms (a strong bot's search, the database's checkpoints) lowers its own, so that on
 * a busy machine the rooms' event loop (same process, normal priority) runs first.
 * /proc/thread-self names the calling thread's id (`<pid>/task/<tid>`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The calling thread's id on Linux, or null elsewhere. */
function ownThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

export function lowerOwnPriority(nice: number): void {
  if (!(nice > 0)) return;
  const tid = ownThreadId();
  try {
    if (tid !== null) setPriority(tid, Math.min(19, nice));
  } catch {
    // Not allowed: the thread keeps the process's priority.
  }
}

/**
 * A CPU list as `taskset` reads it: numbers and ranges separated by commas ("1", "2-3", "0,2-3").
 */
export const CPU_LIST = /^\d+(-\d+)?(,\d+(-\d+)?)*$/;

/** The CPUs of a CPU list, in order ("0-2,5" is 0, 1, 2, 5). */
function expandCpuList(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: Math.max(0, to! - from + 1) }, (_, i) => from + i);
  });
}

/** The CPUs this process may run on (Linux: /proc/self/status), or '' where unknown. */
function ownCpuList(): string {
  try {
    return /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  } catch {
    return '';
  }
}

/**
 * Every CPU of `list` (by default the process's own) but the first, as a CPU list: where the
 * search threads run unless told otherwise, so one core stays the rooms' thread's alone. ''
 * (anywhere) on a single CPU or where the list is unknown.
 */
export function cpusBesideFirst(list = ownCpuList()): string {
  if (!CPU_LIST.test(list)) return '';
  return expandCpuList(list).slice(1).join(',');
}

/**
 * Keeps the calling thread on the given CPUs (Linux, util-linux's `taskset`; `cpus` a CPU list).
 * A search kept off one core leaves the rooms' thread a core no search holds: beside 50 strong
 * bots this took the players' p99 from 3.8 ms above a control's to within 2 ms of it (README,
 * "Strong bots beside the rooms"; our reading: unpinned, a busy search moved from core to core
 * through the caches the rooms' thread had just used). Returns whether it took effect; where
 * `taskset` is missing or the list names no CPU of this machine the thread keeps running anywhere.
 */
export function pinOwnThread(cpus: string): boolean {
  const tid = ownThreadId();
  if (tid === null || !CPU_LIST.test(cpus)) return false;
  try {
    execFileSync('taskset', ['--cpu-list', '--pid', cpus, String(tid)], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves the calling thread into Linux's idle scheduling class (SCHED_IDLE): it runs only on a
 * core no other thread wants, and a waking room's thread takes the core from it at once. A nice
 * value alone is not enough for a search that keeps a core busy: at nice 19 it still holds the
 * core until the scheduler's next decision, which the rooms' thread waits for (measured in the
 * README's side-by-side run). Node has no call for it, so util-linux's `chrt` sets it (entering
 * the idle class needs no privilege). Returns whether it took effect; where `chrt` or the class is
 * missing the thread keeps its class (and its nice value).
 */
export function enterIdleClass(): boolean {
  const tid = ownThreadId();
  if (tid === null) return false;
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', String(tid)], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}
