/**
 * A load-generator process (started by bench/server/run.ts, pinned away from the server's
 * core): it keeps `tables` tables of four simulated players busy on one target server, opening
 * a new table whenever a game ends, and measures what the players see. It talks to the runner
 * over IPC: `ready` once every table plays; then `mark` opens the measuring window and
 * `report` closes it and answers with a LoadReport; `stop` leaves.
 *
 *   argv: JSON { target, port, tables, mode, seed, concurrency }
 */
import './use-ws';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client } from '@colyseus/sdk';
import { Recorder, type LoadReport } from './recorder';
import { BgioTable } from './tables/bgio-table';
import { ColyseusTable } from './tables/colyseus-table';
import { CounterTable } from './tables/counter-table';
import { EchoTable } from './tables/echo-table';
import { SEATS, type BenchTable, type PaceMode, type TableContext, type TableFactory } from './tables/types';

export type TargetName = 'table' | 'table-db' | 'counter' | 'echo' | 'boardgameio';

export interface LoadConfig {
  target: TargetName;
  port: number;
  tables: number;
  mode: PaceMode;
  seed: string;
  /** Tables being opened at once. */
  concurrency: number;
}

export type LoadCommand = { type: 'mark' } | { type: 'report' } | { type: 'stop' };
export type LoadEvent = { type: 'ready' } | { type: 'report'; report: LoadReport } | { type: 'failed'; message: string };

const config = JSON.parse(process.argv[2] ?? '{}') as LoadConfig;
const recorder = new Recorder();
const sdk = new Client(`http://127.0.0.1:${config.port}`);

const factories: Record<TargetName, TableFactory> = {
  table: (context) => new ColyseusTable(context, sdk),
  'table-db': (context) => new ColyseusTable(context, sdk),
  counter: (context) => new CounterTable(context, sdk),
  echo: (context) => new EchoTable(context),
  boardgameio: (context) => new BgioTable(context),
};

function send(event: LoadEvent): void {
  process.send?.(event);
}

/** Limits how many tables are being opened at once (joins are the costly part of a start). */
let opening = 0;
const waiting: (() => void)[] = [];
async function openSlot<T>(open: () => Promise<T>): Promise<T> {
  if (opening >= config.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  opening++;
  try {
    return await open();
  } finally {
    opening--;
    waiting.shift()?.();
  }
}

interface Slot {
  table: BenchTable | null;
  /** bytesRead() when the window opened (or when the table started inside it). */
  mark: number;
}

const slots: Slot[] = Array.from({ length: config.tables }, () => ({ table: null, mark: 0 }));
let stopping = false;
let ready = 0;

async function runSlot(index: number): Promise<void> {
  const slot = slots[index] as Slot;
  for (let game = 0; !stopping; game++) {
    const context: TableContext = { port: config.port, recorder, mode: config.mode, seed: `${config.seed}-${index}-${game}` };
    const table = factories[config.target](context);
    await openSlot(() => table.open());
    slot.table = table;
    slot.mark = table.bytesRead();
    if (game === 0 && ++ready === config.tables) send({ type: 'ready' });
    table.play();
    await table.finished;
    if (recorder.measuring) {
      recorder.bytes += table.bytesRead() - slot.mark;
      recorder.gamesFinished++;
    }
    slot.table = null;
    await table.close();
  }
}

// The histogram records the time between its timer's firings, i.e. the resolution plus the
// delay: the resolution is taken off when reporting.
const LOOP_SAMPLE_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
let windowStart = { cpu: process.cpuUsage(), at: performance.now() };

function report(): LoadReport {
  for (const slot of slots) if (slot.table) recorder.bytes += slot.table.bytesRead() - slot.mark;
  const cpu = process.cpuUsage(windowStart.cpu);
  const result: LoadReport = {
    deliveries: recorder.deliveries,
    everyone: recorder.everyone,
    actions: recorder.actions,
    bytes: recorder.bytes,
    clientsPerTable: SEATS,
    unpaired: recorder.unpaired,
    refusals: recorder.refusals,
    gamesFinished: recorder.gamesFinished,
    notes: recorder.notes,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    loopDelayP99: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_SAMPLE_MS),
    windowSeconds: (performance.now() - windowStart.at) / 1000,
  };
  recorder.measuring = false;
  return result;
}

process.on('message', (command: LoadCommand) => {
  if (command.type === 'mark') {
    recorder.reset();
    for (const slot of slots) if (slot.table) slot.mark = slot.table.bytesRead();
    loopDelay.reset();
    loopDelay.enable();
    windowStart = { cpu: process.cpuUsage(), at: performance.now() };
  } else if (command.type === 'report') {
    send({ type: 'report', report: report() });
  } else if (command.type === 'stop') {
    stopping = true;
    void Promise.all(slots.map((slot) => slot.table?.close())).finally(() => process.exit(0));
  }
});

for (let index = 0; index < config.tables; index++) {
  runSlot(index).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!stopping) send({ type: 'failed', message: `table ${index}: ${message}` });
  });
}
