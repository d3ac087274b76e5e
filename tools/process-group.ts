/**
 * Child processes that never outlive their parent: each starts in its own process group
 * (npx, tsx and the node it starts are one group) and the whole group is killed when it is
 * stopped, and when the parent exits or is interrupted. Used by the server benchmark and by
 * the scale-out tests, which start servers, Redis and load generators.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type AddressInfo } from 'node:net';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** The tail of its stdout and stderr, for the message of a process that failed. */
  output(): string;
}

const running = new Set<Managed>();

function killGroup(managed: Managed, signal: NodeJS.Signals): void {
  const pid = managed.child.pid;
  if (pid === undefined || managed.child.exitCode !== null || managed.child.signalCode !== null) return;
  try {
    // The negative pid names the group.
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export function killAll(): void {
  for (const managed of running) killGroup(managed, 'SIGKILL');
}

// A run that throws, times out or is interrupted must not leave processes behind.
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    // Then die of the same signal, as without this handler.
    process.kill(process.pid, signal);
  });
}

export interface StartOptions {
  env?: Record<string, string>;
  /** A Node IPC channel to the child (for `child.send`). */
  ipc?: boolean;
  /** How much of the output to keep, in characters. */
  keep?: number;
}

export function start(name: string, command: string, args: string[], options: StartOptions = {}): Managed {
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  const keep = options.keep ?? 8000;
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keep);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const managed: Managed = { name, child, output: () => output };
  running.add(managed);
  return managed;
}

/** SIGKILL to the group at once (a crash, as the durable-table tests need); resolves once it has exited. */
export async function kill(managed: Managed): Promise<void> {
  running.delete(managed);
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(managed, 'SIGKILL');
  await exited;
}

/** SIGTERM to the group, SIGKILL after a grace period; resolves once it has exited. */
export async function stop(managed: Managed, graceMs = 3000): Promise<void> {
  running.delete(managed);
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(managed, 'SIGTERM');
  const timer = setTimeout(() => killGroup(managed, 'SIGKILL'), graceMs);
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
export async function whenListening(managed: Managed, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (managed.child.exitCode !== null) throw new Error(`${managed.name} exited before listening:\n${managed.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${managed.name} did not listen on ${port}:\n${managed.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
