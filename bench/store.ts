/**
 * The table store's cost: CPU time of this process per action written, at batch sizes 1, 4
 * and 25 (actions per flush, i.e. per transaction: 1 is one action per tick, 25 a busy server
 * whose tables act in the same tick), for SQLite with SQLITE_SYNC=normal and full, and for
 * PostgreSQL when DATABASE_URL is set. Also the time a flush takes (median and p99), which is
 * how long a patch waits for the database.
 *
 *   npm run bench:store [-- actions per row, default 5000]
 *   DATABASE_URL=postgres://... npm run bench:store
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, type ServerConfig } from '../server/config';
import { openStore, type TableRow } from '../server/store';

const BATCH_SIZES = [1, 4, 25];
const TABLES = 25;

function table(id: string): TableRow {
  return {
    id,
    game: 'port-royal',
    tableName: `Bench ${id}`,
    isPrivate: false,
    settings: { options: { rules: 'merchants' }, turnSeconds: 90 },
    seed: 'a3f1c9e2b7d04e6f8a1b2c3d4e5f6071',
    invite: null,
    watchInvite: null,
    phase: 'playing',
    hostSeat: 0,
    clock: null,
    createdAt: Date.now(),
    startedAt: Date.now(),
  };
}

/** About the size of a real action. */
const action = (n: number) => ({ type: 'hire', card: `ship-${n % 60}`, pay: [1, 2], note: 'from the harbour display' });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function measure(label: string, config: ServerConfig, batch: number, actions: number): Promise<Record<string, string | number>> {
  const store = await openStore(config, `bench-${process.pid}`);
  const run = `${Date.now().toString(36)}-${batch}`;
  const seq = new Array<number>(TABLES).fill(0);
  for (let t = 0; t < TABLES; t++) store.tables.saveTable(table(`${run}-${t}`));
  await store.tables.flush();
  const write = async (count: number, times?: number[]) => {
    for (let done = 0; done < count; done += batch) {
      for (let i = 0; i < batch; i++) {
        const t = (done + i) % TABLES;
        store.tables.appendAction(`${run}-${t}`, { seq: seq[t]++, seat: seq[t] % 4, action: action(seq[t]), at: Date.now() });
      }
      const started = performance.now();
      await store.tables.flush();
      times?.push(performance.now() - started);
    }
  };
  // Warm up the JIT and the statement cache first (the first few thousand writes cost double).
  await write(10_000);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  await write(actions, times);
  const used = process.cpuUsage(cpu);
  await store.close();
  times.sort((a, b) => a - b);
  const written = times.length * batch;
  return {
    store: label,
    'actions/flush': batch,
    'CPU µs/action': Math.round((used.user + used.system) / written),
    'of which system': Math.round(used.system / written),
    'flush ms p50': percentile(times, 50).toFixed(3),
    'flush ms p99': percentile(times, 99).toFixed(3),
  };
}

async function main(): Promise<void> {
  const actions = Number(process.argv[2] ?? 5000);
  const dataDir = mkdtempSync(join(tmpdir(), 'caribbean-bench-store-'));
  const rows: Record<string, string | number>[] = [];
  try {
    for (const sync of ['normal', 'full'] as const) {
      for (const batch of BATCH_SIZES) {
        rows.push(await measure(`sqlite ${sync}`, { ...DEFAULT_CONFIG, dataDir, sqliteSync: sync }, batch, actions));
      }
    }
    if (process.env.DATABASE_URL) {
      for (const batch of BATCH_SIZES) {
        rows.push(await measure('postgres', { ...DEFAULT_CONFIG, dataDir, databaseUrl: process.env.DATABASE_URL }, batch, actions));
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Table store: ${actions} actions per row over ${TABLES} tables, this process's CPU time (Node ${process.versions.node})`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
