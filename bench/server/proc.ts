/**
 * Child processes of the server benchmark: started pinned to a core (`taskset`) so the server
 * and the load generators do not share one, measured from /proc (CPU time, resident memory),
 * and stopped as a whole process group, also when the benchmark itself fails
 * (tools/process-group.ts).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { start, type Managed } from '../../tools/process-group';

export { freePort, killAll, stop as stopProc, whenListening } from '../../tools/process-group';
export type Proc = Managed;

/** Cores for the server and for the load, when the machine has at least two. */
export function coreLayout(): { server: string; load: string } | null {
  const cores = availableParallelism();
  if (cores < 2) return null;
  return { server: '0', load: Array.from({ length: cores - 1 }, (_, i) => String(i + 1)).join(',') };
}

/**
 * How the benchmark's processes are scheduled on a machine shared with other work (the
 * figures should measure the server, not its wait for a CPU):
 *   realtime  `chrt --rr 1`: they run the moment they are ready, like on a machine of their
 *             own (Linux keeps 5% of each core for the rest). For human pace, where they
 *             need little CPU.
 *   raised    `nice -n -10`: ahead of ordinary work, but sharing. For flat out, which would
 *             otherwise take both cores from everything else.
 *   normal    as started.
 * Raising needs root; every target of a run gets the same treatment.
 */
export type Priority = 'realtime' | 'raised' | 'normal';

export function canRaisePriority(): boolean {
  return process.getuid?.() === 0;
}

export interface Placement {
  /** `taskset` CPU list, or null for anywhere. */
  cpus: string | null;
  priority: Priority;
  /** Arguments of the node command before the script (V8 flags, profilers). */
  nodeArgs?: string[];
}

const SCHEDULING: Record<Priority, string[]> = {
  realtime: ['chrt', '--rr', '1'],
  raised: ['nice', '-n', '-10'],
  normal: [],
};

/** Runs a file on this Node (22), placed as asked: TypeScript through tsx, a built bundle (`.mjs`) as it is. */
export function startNode(name: string, file: string, args: string[], env: Record<string, string>, placement: Placement, ipc = false): Proc {
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const node = [process.execPath, ...(placement.nodeArgs ?? []), ...loader, file, ...args];
  const scheduled = [...SCHEDULING[placement.priority], ...node];
  const [command, ...rest] = placement.cpus === null ? scheduled : ['taskset', '-c', placement.cpus, ...scheduled];
  return start(name, command as string, rest, { env, ipc });
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Resident memory in bytes. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
