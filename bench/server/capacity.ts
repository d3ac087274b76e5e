/**
 * Capacity: how many human-pace players one server process carries with its own p99 under a
 * limit. One server; load generators are added step by step (each step's tables on top of the
 * last's), and each step is measured over its own window: the players' click-to-patch, the
 * server's CPU, and the server's own account (event-loop delay p99 + action in → patch out p99,
 * GC pauses a minute) from its /metrics. The run stops at the first step over the limit.
 *
 * The action p99 is prom-client's summary over the server's last minute: a window shorter than
 * a minute also holds part of the step before (fewer players), so use --seconds 60 for figures.
 */
import { availableParallelism } from 'node:os';
import type { LoadConfig, TargetName } from './load/main';
import type { LoadReport } from './load/recorder';
import { command, exitOf, fromAll, profiled, serverNodeArgs, SERVER_FILES, sleep, spread, targetEnv } from './case';
import { cpuSeconds, loadAverage, rssBytes, startNode, stopProc, freePort, whenListening, type Priority, type Proc } from './proc';
import { scrape, serverShare } from './server-metrics';

export interface CapacitySettings {
  target: TargetName;
  /** Table counts to step through (4 players each), ascending. */
  steps: number[];
  /** Tables per load-generator process (more tables start another one). */
  tablesPerLoader: number;
  seconds: number;
  warmup: number;
  cores: { server: string; load: string } | null;
  priority: Priority;
  serverNodeOptions: string;
  /** The server's own p99 (ms) at which the run stops. */
  limitMs: number;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

export async function runCapacity(settings: CapacitySettings): Promise<void> {
  const { target, cores } = settings;
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    NODE_ENV: 'production',
    ...targetEnv(target),
  };
  const server = startNode(`${target} server`, SERVER_FILES[target], [], env, { cpus: cores?.server ?? null, priority: settings.priority, nodeArgs: serverNodeArgs(settings.serverNodeOptions) });
  const loaders: Proc[] = [];
  console.log(`Capacity (${target}, human pace): steps of ${settings.steps.map((tables) => tables * 4).join(', ')} players, ${settings.seconds} s windows, stop when the server's own p99 passes ${settings.limitMs} ms.`);
  const rows: Record<string, string>[] = [];
  try {
    await whenListening(server, port);
    await sleep(1000);
    const pid = server.child.pid as number;
    let tables = 0;
    for (const step of settings.steps) {
      // Tables added for this step, in loaders of at most tablesPerLoader tables.
      const added: Proc[] = [];
      for (let more = step - tables; more > 0; more -= settings.tablesPerLoader) {
        const share = Math.min(more, settings.tablesPerLoader);
        const config: LoadConfig = { target, port, tables: share, mode: 'human', seed: `capacity-${loaders.length}`, concurrency: 8 };
        const loader = startNode(`load ${loaders.length}`, 'bench/server/load/main.ts', [JSON.stringify(config)], {}, { cpus: cores?.load ?? null, priority: settings.priority }, true);
        loaders.push(loader);
        added.push(loader);
      }
      await fromAll(added, 'ready', 600_000);
      tables = step;
      await sleep(settings.warmup * 1000);
      for (const loader of loaders) command(loader.child, { type: 'mark' });
      const before = await scrape(port);
      const cpuBefore = cpuSeconds(pid);
      const started = performance.now();
      await sleep(settings.seconds * 1000);
      const reporting = fromAll(loaders, 'report', 60_000);
      for (const loader of loaders) command(loader.child, { type: 'report' });
      const elapsed = (performance.now() - started) / 1000;
      const cpu = cpuSeconds(pid) - cpuBefore;
      const own = serverShare(before, await scrape(port), elapsed);
      const reports: LoadReport[] = (await reporting).map((event) => event.report);
      const actions = reports.reduce((sum, report) => sum + report.actions, 0);
      const players = spread(reports.flatMap((report) => report.deliveries));
      const row = {
        players: String(step * 4),
        'actions/s': fixed(actions / elapsed, 0),
        'srv CPU %': fixed((100 * cpu) / elapsed),
        'RSS MB': fixed(rssBytes(pid) / 2 ** 20, 0),
        'loop p99 ms': fixed(own.loopDelayP99),
        'action p99 ms': fixed(own.actionP99, 2),
        'own p99 ms': fixed(own.ownP99),
        'GC/min': fixed(own.gcPerMinute, 0),
        'GC>=10ms/min': fixed(own.gcOver10msPerMinute, 1),
        'players p99 ms': fixed(players.p99),
        'load lag p99 ms': fixed(Math.max(...reports.map((report) => report.loopDelayP99))),
        'load avg': loadAverage().split(' ')[0] ?? '',
      };
      rows.push(row);
      console.log(`  ${Object.entries(row).map(([key, value]) => `${key} ${value}`).join(', ')}`);
      if (own.ownP99 > settings.limitMs) break;
    }
  } finally {
    for (const loader of loaders) if (loader.child.connected) command(loader.child, { type: 'stop' });
    await Promise.all(loaders.map((loader) => Promise.race([exitOf(loader), sleep(5000)])));
    await Promise.all(loaders.map((loader) => stopProc(loader)));
    await stopProc(server, profiled(settings.serverNodeOptions) ? 60_000 : undefined);
  }
  console.log(`\nCapacity steps (${availableParallelism()} cores, server pinned to core ${cores?.server ?? '-'}):`);
  console.table(rows);
  const under = rows.filter((row) => Number(row['own p99 ms']) <= settings.limitMs).at(-1);
  console.log(`  players carried with the server's own p99 <= ${settings.limitMs} ms: ${under ? under.players : 'none of the steps'}${rows.length === settings.steps.length && under === rows.at(-1) ? ' (the last step: the limit was not reached)' : ''}`);
}
