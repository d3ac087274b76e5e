/**
 * Server benchmark: simulated players on the real @colyseus/sdk, four to a table, in many
 * tables at once, at a human pace (1 to 3 s per action) and flat out, against four servers
 * in the same run: our table server, a minimal Colyseus room (the framework's limit), a plain
 * `ws` echo server (the machine's limit) and boardgame.io hosting Port Royal through a thin
 * adapter. The server runs pinned to core 0, the load generators on the other cores. Our server
 * runs from its build, as `npm start` runs it (built first into build/bench-server).
 *
 *   npm run bench:server                       the comparison, sized for a 2-core machine
 *   npm run bench:server -- --tables 500 --targets table --modes human --seconds 60
 *                                              the 2,000-player target (500 tables of 4)
 *
 * Options: --tables N (human pace), --flat-tables N (flat out), --seconds S (window),
 * --warmup S, --targets table,table-db,counter,echo,boardgameio (table-db: ours with every table in
 * SQLite, the default store; table: ours in memory), --modes human,flat, --loaders N,
 * --priority auto|realtime|raised|normal (auto: realtime for human pace, raised for flat out,
 * when run as root; see proc.ts), --semi-space MB (V8's --max-semi-space-size for the server and
 * the loads: fewer young-generation collections, each a pause), --json FILE (every figure),
 * --server-node-options "FLAGS" (arguments of the node command of our table's server only, after
 * the --max-semi-space-size=64 it runs with as `npm start` does, e.g. "--cpu-prof
 * --cpu-prof-dir=prof", "--max-semi-space-size=16" or V8 flags NODE_OPTIONS
 * would refuse, "--minor-ms"; a profile is written when the server exits),
 * --repeat N (the whole run N times in one command, each run's figures printed; --json FILE
 * then writes FILE.1.json, FILE.2.json...),
 * --capacity T1,T2,... (instead of the comparison: one server of the first target at human pace,
 * table counts stepped up in one run until the server's own p99 passes --limit MS, default 20;
 * --tables-per-loader N, default 250; see capacity.ts),
 * --strong-bots N (our table server, table or table-db: each case runs twice, without and with N strong
 * bots thinking at other tables, and the players' p99 are printed side by side; the server may
 * then use every core in both, since its search threads are meant to run beside the event loop;
 * with --repeat, odd runs measure without the bots first and even runs with them first, so a
 * drift of the machine over the run weighs on both sides alike, and the differences of every run
 * are summed up at the end as a mean ± standard error),
 * --bots-control paced (with --strong-bots: the side without them plays the same bot tables with
 * heuristic bots, each move delayed by a strong bot's pace and think time, so that the two sides
 * differ in the searches alone, not in the bot tables' rooms; default none: no bot tables).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { TargetName } from './load/main';
import type { PaceMode } from './load/tables/types';
import { printResults } from './report';
import { canRaisePriority, coreLayout, killAll, loadAverage, type Priority } from './proc';
import { BUILT_SERVER_DIR, runCase, type CaseResult, type CaseSettings } from './case';
import { buildServer } from '../../tools/build-server';
import { runCapacity } from './capacity';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const targets = option('targets', 'table,table-db,counter,echo,boardgameio').split(',') as TargetName[];
const modes = option('modes', 'human,flat').split(',') as PaceMode[];
const tablesFor: Record<PaceMode, number> = {
  human: Number(option('tables', '100')),
  flat: Number(option('flat-tables', '25')),
};
const seconds = Number(option('seconds', '15'));
const warmup = Number(option('warmup', '5'));
const loaders = Number(option('loaders', '1'));
const jsonFile = option('json', '');
const semiSpaceMB = Number(option('semi-space', '0'));
const serverNodeOptions = option('server-node-options', '');
const priorityOption = option('priority', 'auto');
const strongBots = Number(option('strong-bots', '0'));
const pacedControl = option('bots-control', 'none') === 'paced';
const repeat = Number(option('repeat', '1'));
const capacitySteps = option('capacity', '');
function priorityFor(mode: PaceMode): Priority {
  if (priorityOption !== 'auto') return priorityOption as Priority;
  if (!canRaisePriority()) return 'normal';
  return mode === 'human' ? 'realtime' : 'raised';
}

const comparisons: string[] = [];
/** Players' p99 with the strong bots minus without, one per run and case (ms). */
const botDifferences: number[] = [];

/** The human tables' p99 without and with the strong bots, side by side (target: < 2 ms apart). */
function compare(mode: PaceMode, without: CaseResult, withBots: CaseResult): string {
  const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(1)} ms`;
  const diff = withBots.delivery.p99 - without.delivery.p99;
  botDifferences.push(diff);
  return (
    `Strong bots (${without.target}, ${mode === 'human' ? 'human pace' : 'flat out'}): players' p99 send→update ${ms(without.delivery.p99)} without${pacedControl ? ' (heuristic bots paced like them instead)' : ''}, ` +
    `${ms(withBots.delivery.p99)} with ${strongBots} strong bots thinking at other tables (difference ${ms(diff)}; ` +
    `everyone's p99 ${ms(without.everyone.p99)} vs ${ms(withBots.everyone.p99)}; the server's own p99 ` +
    `${ms(without.server?.ownP99)} vs ${ms(withBots.server?.ownP99)}, its event-loop delay p99 ${ms(without.server?.loopDelayP99)} vs ${ms(withBots.server?.loopDelayP99)})`
  );
}

async function main(): Promise<void> {
  const cores = coreLayout();
  await buildServer(BUILT_SERVER_DIR);
  if (capacitySteps) {
    console.log(`Server benchmark, capacity: ${availableParallelism()} cores, load average ${loadAverage()}, Node ${process.version}.`);
    await runCapacity({
      target: targets[0] ?? 'table-db',
      steps: capacitySteps.split(',').map(Number),
      tablesPerLoader: Number(option('tables-per-loader', '250')),
      seconds,
      warmup,
      cores,
      priority: priorityFor('human'),
      serverNodeOptions,
      limitMs: Number(option('limit', '20')),
    });
    return;
  }
  for (let run = 1; run <= repeat; run++) {
    if (repeat > 1) console.log(`\n=== Run ${run} of ${repeat} ===`);
    await comparison(cores, repeat > 1 && jsonFile ? jsonFile.replace(/(\.json)?$/, `.${run}$1`) : jsonFile, run % 2 === 0);
  }
  if (botDifferences.length > 1) console.log(summarizeBotDifferences(botDifferences));
}

/** The runs' differences (with bots minus without) as a mean with its standard error. */
function summarizeBotDifferences(diffs: number[]): string {
  const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  const variance = diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / (diffs.length - 1);
  const error = Math.sqrt(variance / diffs.length);
  const list = diffs.map((d) => `${d >= 0 ? '+' : ''}${d.toFixed(1)}`).join(', ');
  return `Strong bots over ${diffs.length} runs: players' p99 differences ${list} ms; mean ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} ± ${error.toFixed(1)} ms (standard error).`;
}

/** One run of every case; `json`: where to write its figures ('' for nowhere); `botsFirst`: the case with strong bots before the one without. */
async function comparison(cores: ReturnType<typeof coreLayout>, json: string, botsFirst: boolean): Promise<void> {
  comparisons.length = 0;
  console.log(`Server benchmark: ${availableParallelism()} cores, load average ${loadAverage()}, Node ${process.version}.`);
  console.log(cores ? `Server pinned to core ${cores.server}, load generators to ${cores.load}.` : 'One core: server and load share it.');
  if (semiSpaceMB > 0) console.log(`V8 young generation: --max-semi-space-size=${semiSpaceMB} (server and loads).`);
  console.log(`Scheduling: human pace ${priorityFor('human')}, flat out ${priorityFor('flat')} (see bench/server/proc.ts).`);
  const results: CaseResult[] = [];
  for (const mode of modes) {
    for (const target of targets) {
      const comparing = strongBots > 0 && (target === 'table' || target === 'table-db');
      const settings: CaseSettings = {
        target, mode, tables: tablesFor[mode], seconds, warmup, loaders, cores, priority: priorityFor(mode), semiSpaceMB, serverNodeOptions, strongBots: 0, pacedBots: 0, serverOnAllCores: comparing,
      };
      const pair: CaseResult[] = [];
      const order = !comparing ? [0] : botsFirst ? [strongBots, 0] : [0, strongBots];
      for (const bots of order) {
        const pacedBots = comparing && pacedControl && bots === 0 ? strongBots : 0;
        const elsewhere = bots ? `, ${bots} strong bots elsewhere` : pacedBots ? `, ${pacedBots} paced heuristic bots elsewhere` : '';
        process.stdout.write(`  ${target}, ${mode === 'human' ? 'human pace' : 'flat out'}, ${settings.tables * 4} players${elsewhere} ... `);
        const result = await runCase({ ...settings, strongBots: bots, pacedBots });
        results.push(result);
        pair.push(result);
        console.log(result.error ? `failed: ${result.error}` : `${Math.round(result.actionsPerSecond)} actions/s`);
      }
      if (pair.length === 2) {
        const [without, withBots] = botsFirst ? [pair[1]!, pair[0]!] : [pair[0]!, pair[1]!];
        comparisons.push(compare(mode, without, withBots));
      }
    }
  }
  console.log(`Load average after: ${loadAverage()}.`);
  printResults(results);
  for (const line of comparisons) console.log(line);
  if (json) writeFileSync(json, JSON.stringify({ date: new Date().toISOString(), cores: availableParallelism(), results }, null, 2));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    killAll();
  });
