/**
 * Child processes of the server benchmark: started pinned to a core (`taskset`) so the server
 * and the load generators do not share one, measured from /proc (CPU time, resident memory),
 * and stopped as a whole process group, also when the benchmark itself fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createConnection, createServer, type AddressInfo } from 'node:net';

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
}

const running = new Set<Proc>();

function killGroup(proc: Proc, signal: NodeJS.Signals): void {
  const pid = proc.child.pid;
  if (pid === undefined || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export function killAll(): void {
  for (const proc of running) killGroup(proc, 'SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.kill(process.pid, signal);
  });
}

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
}

const SCHEDULING: Record<Priority, string[]> = {
  realtime: ['chrt', '--rr', '1'],
  raised: ['nice', '-n', '-10'],
  normal: [],
};

/** Runs a TypeScript file on this Node (22) through tsx, placed as asked. */
export function startTs(name: string, file: string, args: string[], env: Record<string, string>, placement: Placement, ipc = false): Proc {
  const node = [process.execPath, '--import', 'tsx', file, ...args];
  const scheduled = [...SCHEDULING[placement.priority], ...node];
  const [command, ...rest] = placement.cpus === null ? scheduled : ['taskset', '-c', placement.cpus, ...scheduled];
  const child = spawn(command as string, rest, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: Proc = { name, child, output: () => output };
  running.add(proc);
  return proc;
}

export async function stopProc(proc: Proc, graceMs = 3000): Promise<void> {
  running.delete(proc);
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(proc, 'SIGTERM');
  const timer = setTimeout(() => killGroup(proc, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when something accepts TCP connections on the port. */
export async function whenListening(proc: Proc, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited before listening:\n${proc.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${proc.name} did not listen on ${port}:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
