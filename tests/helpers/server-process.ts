/**
 * The site as a separate process, as `npm start` runs it (the server's build, serving the built
 * client), for browser tests that stop the server and start it again on the same port, as a
 * deployment or a crash does. The process and its children die with the test
 * (tools/process-group.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../tools/build-server';
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
  /** Stops the server and removes its build. */
  dispose(): Promise<void>;
}

export async function siteProcess(env: Record<string, string> = {}): Promise<SiteProcess> {
  const distDir = ensureClientBuilt();
  // Inside the repository (build/ is ignored), where the bundle finds node_modules as npm start's
  // does; a folder per test process, since test files run side by side.
  const buildDir = path.join(ROOT, 'build', `test-site-${process.pid}`);
  await buildServer(buildDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let managed: Managed | null = null;
  const site: SiteProcess = {
    port,
    base,
    async start() {
      const child = start('site', process.execPath, [path.join(buildDir, 'main.mjs')], {
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
    async dispose() {
      await site.stop();
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
  return site;
}
