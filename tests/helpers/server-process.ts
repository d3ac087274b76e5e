/**
 * The site as a separate process (`tsx server/main.ts` serving the built client), for browser
 * tests that stop the server and start it again on the same port, as a deployment or a crash
 * does. The process and its children die with the test (tools/process-group.ts).
 */
import path from 'node:path';
import { freePort, kill, start, stop, type Managed } from '../../tools/process-group';
import { ensureClientBuilt } from './browser';

const ROOT = path.resolve(__dirname, '../..');

export interface SiteProcess {
  port: number;
  base: string;
  /** Starts the server (again) on its port and waits until GET /healthz answers. */
  start(): Promise<void>;
  /** SIGTERM (a normal shutdown, as on a deployment); SIGKILL if it does not exit in time. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash, an out-of-memory kill): nothing is shut down cleanly. */
  kill(): Promise<void>;
}

export async function siteProcess(env: Record<string, string> = {}): Promise<SiteProcess> {
  const distDir = ensureClientBuilt();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let managed: Managed | null = null;
  return {
    port,
    base,
    async start() {
      const child = start('site', 'npx', ['tsx', path.join(ROOT, 'server/main.ts')], {
        env: { PORT: String(port), DIST_DIR: distDir, STORE: 'memory', BOT_DELAY_MS: '50', ...env },
      });
      managed = child;
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.child.exitCode !== null) throw new Error(`the server exited:\n${child.output()}`);
        const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
        if (up) return;
        if (Date.now() > deadline) throw new Error(`the server did not answer /healthz:\n${child.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (managed) await stop(managed, 5000);
      managed = null;
    },
    async kill() {
      if (managed) await kill(managed);
      managed = null;
    },
  };
}
