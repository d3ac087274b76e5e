/** Prints the server benchmark's figures, the ratios between targets, and the targets met or missed. */
import type { CaseResult } from './case';

const LABELS: Record<CaseResult['target'], string> = {
  table: 'our table (Port Royal)',
  'table-db': 'our table, tables in SQLite',
  counter: 'minimal Colyseus room',
  echo: 'plain ws echo',
  boardgameio: 'boardgame.io + adapter',
};

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '-');

function row(result: CaseResult): Record<string, string> {
  return {
    server: LABELS[result.target],
    players: whole(result.players),
    'actions/s': whole(result.actionsPerSecond),
    'p50 ms': fixed(result.delivery.p50, 2),
    'p99 ms': fixed(result.delivery.p99, 2),
    'max ms': fixed(result.delivery.max, 1),
    'p99 all ms': fixed(result.everyone.p99, 2),
    'srv CPU %': fixed(result.serverCpuPercent),
    'CPU ms/action': fixed(result.serverCpuMsPerAction, 3),
    'CPU %/table': fixed(result.serverCpuPercent / result.tables, 3),
    'RSS MB': fixed(result.serverRssMB, 0),
    'KB/table': fixed(result.serverKBPerTable, 0),
    'B/action/client': fixed(result.bytesPerActionPerClient, 0),
    'load CPU %': fixed(result.loadCpuPercent, 0),
    'load lag p99 ms': fixed(result.loadLoopDelayP99, 1),
  };
}

function find(results: CaseResult[], target: CaseResult['target'], mode: CaseResult['mode']): CaseResult | undefined {
  return results.find((result) => result.target === target && result.mode === mode && !result.error);
}

function ratio(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '-';
  return `${(100 * (a / b)).toFixed(0)}%`;
}

function verdict(met: boolean | undefined): string {
  return met === undefined ? 'not measured' : met ? 'met' : 'MISSED';
}

export function printResults(results: CaseResult[]): void {
  for (const mode of ['human', 'flat'] as const) {
    const rows = results.filter((result) => result.mode === mode && !result.error);
    if (rows.length === 0) continue;
    console.log(`\n${mode === 'human' ? 'Human pace (one action every 1 to 3 s per seat)' : 'Flat out (every seat acts as soon as it may)'}:`);
    console.table(rows.map(row));
  }
  for (const result of results) {
    const own = result.server;
    if (!own) continue;
    console.log(
      `${LABELS[result.target]} (${result.mode}), the server's own account: action in → patch out p50 ${fixed(own.actionP50, 2)} / p99 ${fixed(own.actionP99, 2)} / p99.9 ${fixed(own.actionP999, 2)} ms (last minute), ` +
        `its stages' p99 ${Object.entries(own.stageP99).map(([stage, p99]) => `${stage} ${fixed(p99, 2)}`).join(', ')} ms; ` +
        `event-loop delay p99 ${fixed(own.loopDelayP99, 1)} ms; the server's own p99 (the two added) ${fixed(own.ownP99, 1)} ms; ` +
        `GC ${whole(own.gcPauses)} pauses (${fixed(own.gcPerMinute, 0)} a minute), ${whole(own.gcPausesOver10ms)} of 10 ms or more (${fixed(own.gcOver10msPerMinute, 1)} a minute), ${fixed(own.gcMs, 0)} ms in all: ${own.gcByKind}.`,
    );
  }
  for (const result of results) {
    if (!result.window) continue;
    console.log(`${LABELS[result.target]} (${result.mode}), its profile: cut it to the measured window with profile-summary.ts --window ${result.window.fromUs}-${result.window.toUs}`);
  }
  for (const failed of results.filter((result) => result.error)) console.log(`\n${LABELS[failed.target]} (${failed.mode}) failed: ${failed.error}`);
  for (const result of results) {
    const notes = [];
    if (result.unpaired > 0) notes.push(`${result.unpaired} updates not matched to an action`);
    if (result.refusals > 0) notes.push(`${result.refusals} actions refused (chosen from an outdated legal list, then played again)`);
    if (result.notes.length > 0) notes.push(`e.g. ${result.notes.join('; ')}`);
    if (notes.length > 0) console.log(`${LABELS[result.target]} (${result.mode}): ${notes.join(', ')}`);
  }

  // Ours as in production: with its tables in SQLite when that was measured, else in memory.
  const oursIn = (mode: CaseResult['mode']) => find(results, 'table-db', mode) ?? find(results, 'table', mode);
  const flat = {
    table: oursIn('flat'),
    counter: find(results, 'counter', 'flat'),
    echo: find(results, 'echo', 'flat'),
    bgio: find(results, 'boardgameio', 'flat'),
  };
  const perCpu = (result: CaseResult | undefined) => (result ? 1000 / result.serverCpuMsPerAction : undefined);
  console.log(`\nRatios, ${flat.table ? LABELS[flat.table.target] : 'our table'} to each (flat out):`);
  console.table(
    (['counter', 'echo', 'bgio'] as const).map((other) => ({
      against: LABELS[flat[other]?.target ?? (other === 'bgio' ? 'boardgameio' : other)],
      'actions/s': ratio(flat.table?.actionsPerSecond, flat[other]?.actionsPerSecond),
      'actions per server CPU-second': ratio(perCpu(flat.table), perCpu(flat[other])),
      'bytes/action/client': ratio(flat.table?.bytesPerActionPerClient, flat[other]?.bytesPerActionPerClient),
      'p99 latency': ratio(flat.table?.delivery.p99, flat[other]?.delivery.p99),
    })),
  );

  printPersistenceCost(results);

  const human = oursIn('human');
  // Actions per server CPU-second, ours over the minimal room's.
  const cpuShare = flat.table && flat.counter ? flat.counter.serverCpuMsPerAction / flat.table.serverCpuMsPerAction : undefined;
  const bytesShare = flat.table && flat.bgio ? flat.table.bytesPerActionPerClient / flat.bgio.bytesPerActionPerClient : undefined;
  const own = human?.server;
  console.log('\nTargets:');
  console.log(
    `  the server's own p99 < 5 ms at 2,000 players: ${
      human && own ? `${fixed(own.ownP99, 1)} ms at ${human.players} players, ${human.players >= 2000 ? verdict(own.ownP99 < 5) : 'not at 2,000 players'}` : 'not measured'
    }`,
  );
  console.log(`  actions per server CPU-second >= 40% of the minimal room's: ${cpuShare === undefined ? 'not measured' : `${(100 * cpuShare).toFixed(0)}%, ${verdict(cpuShare >= 0.4)}`}`);
  console.log(`  bytes per action per client <= 1/10 of boardgame.io's: ${bytesShare === undefined ? 'not measured' : `${(100 * bytesShare).toFixed(1)}%, ${verdict(bytesShare <= 0.1)}`}`);
}

/** The write-ahead log's cost: our table with its tables in the embedded database against memory. */
function printPersistenceCost(results: CaseResult[]): void {
  const rows = (['flat', 'human'] as const).flatMap((mode) => {
    const memory = find(results, 'table', mode);
    const stored = find(results, 'table-db', mode);
    if (!memory || !stored) return [];
    return [
      {
        mode,
        'CPU ms/action memory': fixed(memory.serverCpuMsPerAction, 3),
        'CPU ms/action SQLite': fixed(stored.serverCpuMsPerAction, 3),
        'CPU cost': `${fixed(100 * (stored.serverCpuMsPerAction / memory.serverCpuMsPerAction - 1), 0)}%`,
        'p99 ms memory': fixed(memory.delivery.p99, 2),
        'p99 ms SQLite': fixed(stored.delivery.p99, 2),
      },
    ];
  });
  if (rows.length === 0) return;
  console.log('\nPersistence (every action stored before its patch leaves), side by side:');
  console.table(rows);
  const flat = rows.find((row) => row.mode === 'flat');
  if (flat) console.log(`  embedded database costs at most 20% CPU per action: ${flat['CPU cost']}, ${verdict(parseFloat(flat['CPU cost']) <= 20)}`);
}
