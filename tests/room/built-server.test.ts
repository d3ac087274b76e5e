/**
 * The server as `npm start` runs it: from its build (tools/build-server.ts), one bundle per
 * entry, run by plain Node. The test builds it into a folder of its own, starts it with the
 * embedded SQLite store, and plays two strong bots over the wire: the process serves, its
 * checkpoint thread and its search threads load their own bundles (server/thread-entry.ts), and
 * every game's engine and projection made it into the bundle.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@colyseus/sdk';
import { buildBundles, buildServer } from '../../tools/build-server';
import { freePort, start, stop, whenListening, type Managed } from '../../tools/process-group';
import { GAME_IDS } from '../../shared/core/registry';
import { waitFor, wrap } from '../helpers/server';

// Inside the repository (build/ is ignored), where the bundles find node_modules as npm start's do.
const folder = path.resolve(__dirname, '../../build', `test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'built-server-'));
let site: Managed | undefined;
let base = '';

beforeAll(async () => {
  await buildServer(path.join(folder, 'server'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = start('built server', process.execPath, [path.join(folder, 'server/main.mjs')], {
    env: { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: '/nonexistent-dist', BOT_THREADS: '1', BOT_THINK_MS: '100', BOT_DELAY_MS: '0' },
  });
  await whenListening(site, port);
  expect((await fetch(`${base}/healthz`)).ok).toBe(true);
}, 90_000);

afterAll(async () => {
  if (site) await stop(site, 5000);
  rmSync(folder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it('plays strong bots at a table stored in SQLite, its threads running from their bundles', async () => {
  const sdk = new Client(base);
  const host = wrap(await sdk.create('table', { game: 'libertalia', seats: 2, name: 'Watcher', bots: [0, 1], botKind: 'strong' }));
  await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
  host.send('start');
  // Each day opens with both strong bots' secret picks: a log of several lines means they played.
  await waitFor(() => host.inbox.log.reduce((lines, entry) => lines + entry.lines.length, 0) >= 6, 'the strong bots playing', 60_000);
  await host.leave();
  // Neither thread failed to start: the checkpoints still run in their thread, and every strong
  // move came from a search thread (a move not found in time is the only failure allowed: on a
  // busy machine a thread may get no core within the 100 ms).
  const output = site!.output();
  expect(output).not.toMatch(/checkpoints run inside the commits again/);
  expect(output.match(/strong bot failed at seat \d+ \([^)]*\): (?!no move found).*/g) ?? []).toEqual([]);
}, 90_000);

it('has every game in the bundle: a table of each can be created', async () => {
  const sdk = new Client(base);
  for (const game of GAME_IDS) {
    const room = await sdk.create('table', { game, seats: 3, name: 'Host' });
    const player = wrap(room);
    await waitFor(() => player.state().game === game, `a ${game} table`);
    await player.leave();
  }
});

it('builds any entry with the threads beside it (tools/run-built.ts)', async () => {
  const out = path.join(folder, 'run');
  await buildBundles({ probe: 'server/thread-entry.ts' }, out);
  expect(readdirSync(out).filter((file) => file.endsWith('.mjs')).sort()).toEqual(['checkpoint-thread.mjs', 'probe.mjs', 'search-worker.mjs']);
});

it('refuses an older Node in one line, as the sources do (tests/room/node-version.test.ts)', () => {
  const pretend = "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.0.0' } })";
  const run = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, path.join(folder, 'server/main.mjs')], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, PORT: '0', STORE: 'memory', DIST_DIR: '/nonexistent-dist' },
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/^The Caribbean table needs Node\.js 22 or newer, not 20\.0\.0/);
});
