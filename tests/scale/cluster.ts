/**
 * A small cluster on this machine for the scale-out tests: Debian's `redis-server` on a free
 * port and several game-server processes (`npx tsx server/main.ts`), each with its own PORT
 * and PUBLIC_ADDRESS. Every process is started in its own process group and the whole group
 * is killed on stop, on a failed start and when the test process exits, so nothing outlives
 * the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, start as startGroup, type Managed } from '../../tools/process-group';

export { stop } from '../../tools/process-group';
export type { Managed } from '../../tools/process-group';

/**
 * A watchdog outside the test process: when the test process dies without cleaning up (killed,
 * crashed), it kills the child's group. It ends by itself as soon as the group is gone.
 */
function watchOver(child: ChildProcess): void {
  if (child.pid === undefined) return;
  const script = 'while kill -0 "$1" 2>/dev/null && kill -0 "-$2" 2>/dev/null; do sleep 1; done; kill -9 "-$2" 2>/dev/null';
  spawn('sh', ['-c', script, 'watchdog', String(process.pid), String(child.pid)], { detached: true, stdio: 'ignore' }).unref();
}

export function start(name: string, command: string, args: string[], env: Record<string, string> = {}): Managed {
  const managed = startGroup(name, command, args, { env, keep: 4000 });
  watchOver(managed.child);
  return managed;
}

async function until(check: () => Promise<boolean>, managed: Managed, label: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed.child.exitCode !== null) throw new Error(`${managed.name} exited (${managed.child.exitCode}) before ${label}:\n${managed.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${managed.name}: timed out waiting for ${label}:\n${managed.output()}`);
}

export interface RedisProcess extends Managed {
  url: string;
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  // No persistence: the test's Redis starts empty and leaves no file behind.
  const managed = start('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await until(async () => managed.output().includes('Ready to accept connections'), managed, 'Redis to accept connections', 10_000);
  return Object.assign(managed, { url: `redis://127.0.0.1:${port}` });
}

export interface GameServer extends Managed {
  port: number;
  base: string;
}

export async function startGameServer(name: string, redisUrl: string, env: Record<string, string> = {}): Promise<GameServer> {
  const port = await freePort();
  const managed = start(name, 'npx', ['tsx', 'server/main.ts'], {
    PORT: String(port),
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    REDIS_URL: redisUrl,
    STORE: 'memory',
    DIST_DIR: '/nonexistent-dist',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  return Object.assign(managed, { port, base });
}

export async function whenHealthy(server: GameServer, timeoutMs = 40_000): Promise<void> {
  await until(async () => (await fetch(`${server.base}/healthz`)).ok, server, 'GET /healthz', timeoutMs);
}
