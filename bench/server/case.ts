/**
 * One measured case: a target server, its load generators, a warm-up, a window, the figures.
 * Server CPU and memory come from /proc (the server does not know it is measured); the
 * players' figures from the load generators' reports.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { LoadCommand, LoadConfig, LoadEvent, TargetName } from './load/main';
import { percentile, type LoadReport } from './load/recorder';
import type { PaceMode } from './load/tables/types';
import { scrape, serverShare, type ServerShare } from './server-metrics';
import { DEFAULT_CONFIG } from '../../server/config';
import { botDelayFor } from '../../server/rooms/bot-turns';
import { STRONG_TABLE_GAME } from './load/strong-tables-game';
import { cpuSeconds, freePort, rssBytes, startNode, stopProc, whenListening, type Priority, type Proc } from './proc';

export interface CaseSettings {
  target: TargetName;
  mode: PaceMode;
  tables: number;
  seconds: number;
  warmup: number;
  loaders: number;
  cores: { server: string; load: string } | null;
  priority: Priority;
  /** V8's young generation (MB per semi-space) for the server and the loads, when set. */
  semiSpaceMB: number;
  /** Extra Node options for our table's server alone (e.g. `--cpu-prof --cpu-prof-dir=prof`), or ''. */
  serverNodeOptions: string;
  /** Strong bots thinking at other tables during the window (our table server only). */
  strongBots: number;
  /**
   * The paced control of a --strong-bots comparison: this many heuristic bots at the same kind
   * of tables, each move delayed by a strong bot's pace and whole think time, so the rooms play
   * about as many bot moves as with the strong bots but no search runs (0: none).
   */
  pacedBots: number;
  /**
   * The server may also use the load cores (its search threads run there): set for both sides
   * of a --strong-bots comparison, so they differ only in the bots.
   */
  serverOnAllCores: boolean;
}

export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

export interface CaseResult {
  target: TargetName;
  mode: PaceMode;
  priority: Priority;
  tables: number;
  players: number;
  actionsPerSecond: number;
  /** Send → update at one client, every client of every action. */
  delivery: Spread;
  /** Send → update at the last client of the table. */
  everyone: Spread;
  serverCpuPercent: number;
  serverCpuMsPerAction: number;
  serverRssMB: number;
  /** (RSS under load − RSS idle) / tables. */
  serverKBPerTable: number;
  bytesPerActionPerClient: number;
  loadCpuPercent: number;
  loadLoopDelayP99: number;
  unpaired: number;
  refusals: number;
  gamesFinished: number;
  /** Our table only: the server's own timing of the window (its /metrics). */
  server?: ServerShare;
  /**
   * The measured window in µs of the machine's monotonic clock, the clock a V8 profile's sample
   * times are on: `profile-summary.ts --window` cuts a server profile to it (start-up, warm-up
   * and shutdown are not in the CPU per action either). Only when the server was profiled.
   */
  window?: { fromUs: number; toUs: number };
  notes: string[];
  error?: string;
}

/** Where the benchmark builds our server (tools/build-server.ts): it runs as `npm start` runs it, from its build. */
export const BUILT_SERVER_DIR = 'build/bench-server';

export const SERVER_FILES: Record<TargetName, string> = {
  table: `${BUILT_SERVER_DIR}/main.mjs`,
  'table-db': `${BUILT_SERVER_DIR}/main.mjs`,
  counter: 'bench/server/targets/counter-room.ts',
  echo: 'bench/server/targets/ws-echo.ts',
  boardgameio: 'bench/server/targets/boardgameio.ts',
};

/** Our server as in production, minus what would measure something else: no file writes,
 * no client build, rate limits far above what the load sends (they are per client), no
 * per-address quotas (every simulated player comes from this machine), and seeds fixed by the
 * server so runs deal the same games. */
const TABLE_ENV = {
  STORE: 'memory',
  DIST_DIR: '/nonexistent-dist',
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_BURST: '100000',
  TABLES_PER_MINUTE: '0',
  OPEN_TABLES_PER_ADDRESS: '0',
  CONNECTIONS_PER_ADDRESS: '0',
  TABLE_SEED_PREFIX: 'bench-',
};

/** A strong bot table's time per move at most: the bots' pace at the game it plays, then the whole think time (BOT_THINK_MS's default). */
const STRONG_TABLE_PACE_MS = botDelayFor(null, STRONG_TABLE_GAME);
const STRONG_THINK_MS = DEFAULT_CONFIG.botThinkMs;

/** Our table with persistence on: every table in a fresh SQLite database (the default store). */
export function targetEnv(target: TargetName): Record<string, string> {
  if (target === 'table') return TABLE_ENV;
  if (target === 'table-db') return { ...TABLE_ENV, STORE: 'database', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-tables-')) };
  return {};
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server was started to write a CPU or heap profile as it exits. */
export function profiled(serverNodeOptions: string): boolean {
  return /-prof\b/.test(serverNodeOptions);
}

/** Now in µs of CLOCK_MONOTONIC, shared by every process of the machine (Node's hrtime reads it). */
function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export function spread(samples: number[]): Spread {
  const sorted = Float64Array.from(samples).sort();
  const list = Array.from(sorted);
  return { p50: percentile(list, 50), p99: percentile(list, 99), max: list.at(-1) ?? NaN };
}

/** Waits for one event of the given type from every loader; a `failed` event rejects. */
export function fromAll<T extends LoadEvent['type']>(loaders: Proc[], type: T, timeoutMs: number): Promise<Extract<LoadEvent, { type: T }>[]> {
  return Promise.all(
    loaders.map(
      (loader) =>
        new Promise<Extract<LoadEvent, { type: T }>>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${loader.name}: no "${type}" after ${timeoutMs} ms\n${loader.output()}`)), timeoutMs);
          const onMessage = (event: LoadEvent) => {
            if (event.type === 'failed') {
              clearTimeout(timer);
              loader.child.off('message', onMessage);
              reject(new Error(`${loader.name}: ${event.message}`));
            } else if (event.type === type) {
              clearTimeout(timer);
              loader.child.off('message', onMessage);
              resolve(event as Extract<LoadEvent, { type: T }>);
            }
          };
          loader.child.on('message', onMessage);
          loader.child.once('exit', (code) => reject(new Error(`${loader.name} exited (${code})\n${loader.output()}`)));
        }),
    ),
  );
}

export function exitOf(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => proc.child.once('exit', () => resolve()));
}

export function command(child: ChildProcess, message: LoadCommand): void {
  child.send(message);
}

/**
 * The node arguments of our table's server: the young generation `npm start` gives it (see
 * package.json), then `--server-node-options`, whose flags win (a later value of a V8 flag
 * replaces an earlier one). On the command line V8's own flags are accepted too (`--minor-ms`,
 * `--single-threaded-gc`…), which NODE_OPTIONS refuses.
 */
export function serverNodeArgs(options: string): string[] {
  return ['--max-semi-space-size=64', ...options.split(/\s+/).filter(Boolean)];
}

export async function runCase(settings: CaseSettings): Promise<CaseResult> {
  const { target, mode, tables, cores } = settings;
  const port = await freePort();
  const nodeOptions: Record<string, string> = settings.semiSpaceMB > 0 ? { NODE_OPTIONS: `--max-semi-space-size=${settings.semiSpaceMB}` } : {};
  const ours = target === 'table' || target === 'table-db';
  const env: Record<string, string> = {
    PORT: String(port), NODE_ENV: 'production', ...nodeOptions, ...targetEnv(target),
    ...(settings.pacedBots > 0 ? { BOT_DELAY_MS: String(STRONG_TABLE_PACE_MS + STRONG_THINK_MS) } : {}),
  };
  const serverCpus = cores ? (settings.serverOnAllCores ? `${cores.server},${cores.load}` : cores.server) : null;
  // Threads inherit a realtime policy, which no nice value lowers: a realtime server's search
  // threads would take whole time slices from everything else. With strong bots compared, the
  // server (both sides) is scheduled normally, as in production, its search threads at nice 19.
  const serverPriority = settings.serverOnAllCores ? 'normal' : settings.priority;
  const nodeArgs = ours ? serverNodeArgs(settings.serverNodeOptions) : [];
  const server = startNode(`${target} server`, SERVER_FILES[target], [], env, { cpus: serverCpus, priority: serverPriority, nodeArgs });
  const loaders: Proc[] = [];
  const base: CaseResult = {
    target,
    mode,
    priority: settings.priority,
    tables,
    players: tables * 4,
    actionsPerSecond: NaN,
    delivery: { p50: NaN, p99: NaN, max: NaN },
    everyone: { p50: NaN, p99: NaN, max: NaN },
    serverCpuPercent: NaN,
    serverCpuMsPerAction: NaN,
    serverRssMB: NaN,
    serverKBPerTable: NaN,
    bytesPerActionPerClient: NaN,
    loadCpuPercent: NaN,
    loadLoopDelayP99: NaN,
    unpaired: 0,
    refusals: 0,
    gamesFinished: 0,
    notes: [],
  };
  try {
    await whenListening(server, port);
    await sleep(1000);
    const pid = server.child.pid as number;
    const idleRss = rssBytes(pid);

    const botTables = settings.strongBots > 0 ? { bots: settings.strongBots, kind: 'strong' } : settings.pacedBots > 0 ? { bots: settings.pacedBots, kind: 'heuristic' } : null;
    if (botTables && ours) {
      const botLoad = startNode('bot tables', 'bench/server/load/strong-tables.ts', [JSON.stringify({ port, ...botTables })], nodeOptions, { cpus: cores?.load ?? null, priority: 'normal' }, true);
      loaders.push(botLoad);
      await fromAll([botLoad], 'ready', 240_000);
    }
    const strongLoaders = loaders.length;
    const perLoader = Math.ceil(tables / settings.loaders);
    for (let i = 0; i < settings.loaders; i++) {
      const share = Math.min(perLoader, tables - i * perLoader);
      if (share <= 0) break;
      const config: LoadConfig = { target, port, tables: share, mode, seed: `bench-${i}`, concurrency: 8 };
      loaders.push(startNode(`load ${i}`, 'bench/server/load/main.ts', [JSON.stringify(config)], nodeOptions, { cpus: cores?.load ?? null, priority: settings.priority }, true));
    }
    const players = loaders.slice(strongLoaders);
    await fromAll(players, 'ready', 240_000);
    await sleep(settings.warmup * 1000);

    for (const loader of players) command(loader.child, { type: 'mark' });
    const metricsBefore = target === 'table' || target === 'table-db' ? await scrape(port) : undefined;
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const fromUs = monotonicUs();
    await sleep(settings.seconds * 1000);
    const reporting = fromAll(players, 'report', 60_000);
    for (const loader of players) command(loader.child, { type: 'report' });
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(pid) - cpuBefore;
    const window = profiled(settings.serverNodeOptions) ? { fromUs, toUs: monotonicUs() } : undefined;
    const rss = rssBytes(pid);
    const own = metricsBefore ? serverShare(metricsBefore, await scrape(port), elapsed) : undefined;
    const reports: LoadReport[] = (await reporting).map((event) => event.report);

    const deliveries = reports.flatMap((report) => report.deliveries);
    const everyone = reports.flatMap((report) => report.everyone);
    const actions = reports.reduce((sum, report) => sum + report.actions, 0);
    const bytes = reports.reduce((sum, report) => sum + report.bytes, 0);
    const loadCpu = reports.reduce((sum, report) => sum + report.cpuSeconds, 0);
    return {
      ...base,
      actionsPerSecond: actions / elapsed,
      delivery: spread(deliveries),
      everyone: spread(everyone),
      serverCpuPercent: (100 * cpu) / elapsed,
      serverCpuMsPerAction: actions > 0 ? (1000 * cpu) / actions : NaN,
      serverRssMB: rss / 2 ** 20,
      serverKBPerTable: (rss - idleRss) / 1024 / tables,
      bytesPerActionPerClient: actions > 0 ? bytes / (actions * 4) : NaN,
      loadCpuPercent: (100 * loadCpu) / elapsed,
      loadLoopDelayP99: Math.max(...reports.map((report) => report.loopDelayP99)),
      unpaired: reports.reduce((sum, report) => sum + report.unpaired, 0),
      refusals: reports.reduce((sum, report) => sum + report.refusals, 0),
      gamesFinished: reports.reduce((sum, report) => sum + report.gamesFinished, 0),
      server: own,
      window,
      notes: [
        ...new Set(reports.flatMap((report) => report.notes)),
        ...(settings.strongBots > 0 ? [`${settings.strongBots} strong bots thinking at other tables`] : []),
        ...(settings.pacedBots > 0 ? [`${settings.pacedBots} heuristic bots at other tables, paced like strong ones`] : []),
      ],
    };
  } catch (error) {
    return { ...base, error: error instanceof Error ? error.message.slice(0, 2000) : String(error) };
  } finally {
    // Loaders leave their tables and exit by themselves; the signal is for one that hangs.
    for (const loader of loaders) if (loader.child.connected) command(loader.child, { type: 'stop' });
    await Promise.all(loaders.map((loader) => Promise.race([exitOf(loader), sleep(5000)])));
    await Promise.all(loaders.map((loader) => stopProc(loader)));
    // A profile is written as the server exits, which takes longer than the usual grace.
    await stopProc(server, profiled(settings.serverNodeOptions) ? 60_000 : undefined);
  }
}
