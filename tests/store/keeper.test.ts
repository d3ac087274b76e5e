/**
 * The lease keeper: what a process takes at start, renewals, a lost lease, a clean stop, and
 * adoption by processes racing for a dead one's tables. SQLite, a real PostgreSQL and memory.
 */
import { LeaseKeeper, type LeaseKeeperOptions } from '../../server/durable/keeper';
import type { Store, StoredTable } from '../../server/store';
import { backends } from './backends';
import { action, tableRow } from './fixtures';

const ids = (tables: StoredTable[]) => tables.map((stored) => stored.table.id).sort();

async function tablesOf(store: Store, names: string[], changes: Parameters<typeof tableRow>[1] = {}): Promise<void> {
  for (const id of names) {
    store.tables.saveTable(tableRow(id, changes));
    store.tables.appendAction(id, action(0));
  }
  await store.tables.flush();
}

describe.each(backends)('lease keeper on $name', (backend) => {
  let keepers: LeaseKeeper[] = [];
  const keeper = (store: Store, owner: string, options: Partial<LeaseKeeperOptions> = {}) => {
    const made = new LeaseKeeper({ leases: store.leases, owner, leaseSeconds: 6, onAdopt: () => undefined, onLeaseLost: () => undefined, ...options });
    keepers.push(made);
    return made;
  };

  beforeAll(() => backend.start(), 120_000);
  afterAll(() => backend.stop(), 60_000);
  beforeEach(() => backend.fresh());
  afterEach(async () => {
    await Promise.all(keepers.map((made) => made.stop()));
    keepers = [];
    await backend.cleanup();
  });

  it('alone, takes every unfinished table at start, whoever owned it', async () => {
    const before = await backend.open('process-before-restart');
    await tablesOf(before, ['T1', 'T2']);
    await tablesOf(before, ['T3'], { phase: 'seating' });
    await tablesOf(before, ['T4'], { phase: 'finished' });
    const other = await backend.open('process-other');
    await tablesOf(other, ['T5']);
    await keeper(other, 'process-other').start();

    const store = await backend.open('process-now');
    const claimed = await keeper(store, 'process-now').claimAtStart(true);
    expect(ids(claimed)).toEqual(['T1', 'T2', 'T3', 'T5']);
    expect(claimed.find((stored) => stored.table.id === 'T1')?.actions).toEqual([action(0)]);
    expect(ids(await store.tables.ownedUnfinished('process-now'))).toEqual(['T1', 'T2', 'T3', 'T5']);
  });

  it('with others, takes at start only the tables of processes whose lease has run out', async () => {
    const dead = await backend.open('process-dead');
    await tablesOf(dead, ['D1', 'D2']);
    const alive = await backend.open('process-alive');
    await tablesOf(alive, ['A1']);
    await keeper(alive, 'process-alive').start();

    const store = await backend.open('process-new');
    const claimed = await keeper(store, 'process-new').claimAtStart(false);
    expect(ids(claimed)).toEqual(['D1', 'D2']);
    expect(ids(await alive.tables.ownedUnfinished('process-alive'))).toEqual(['A1']);
  });

  it('renews a running lease, and reports a lease that ran out before its renewal, once', async () => {
    let now = 1_000_000;
    const lost = jest.fn();
    const store = await backend.open('process-a');
    const made = keeper(store, 'process-a', { now: () => now, onLeaseLost: lost });
    await made.start();
    for (let step = 0; step < 5; step++) {
      now += 5_000;
      await made.renew();
    }
    expect(lost).not.toHaveBeenCalled();
    // Stalled longer than a lease: the others may have adopted its tables by now.
    now += 6_001;
    await made.renew();
    await made.renew();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('on a clean stop, drops its lease so its tables are adopted at the next scan', async () => {
    const leaving = await backend.open('process-leaving');
    await tablesOf(leaving, ['T1', 'T2']);
    const leavingKeeper = keeper(leaving, 'process-leaving');
    await leavingKeeper.start();

    const adopted: StoredTable[] = [];
    const staying = await backend.open('process-staying');
    const stayingKeeper = keeper(staying, 'process-staying', { onAdopt: (tables) => void adopted.push(...tables) });
    await stayingKeeper.start();
    await stayingKeeper.scan();
    expect(adopted).toEqual([]);

    await leavingKeeper.stop();
    await stayingKeeper.scan();
    expect(ids(adopted)).toEqual(['T1', 'T2']);
    await stayingKeeper.scan();
    expect(adopted).toHaveLength(2);
  });

  it('adopts the tables of a process that stopped renewing, by its own timers, within a lease and a scan', async () => {
    const dying = await backend.open('process-dying');
    await tablesOf(dying, ['T1', 'T2', 'T3']);
    // A one-second lease that is never renewed: the process was killed.
    await dying.leases.renew('process-dying', Date.now(), 1_000, true);

    const survivor = await backend.open('process-survivor');
    const adopted = new Promise<StoredTable[]>((resolve) => {
      void keeper(survivor, 'process-survivor', { adoptionScanMs: 100, onAdopt: resolve }).start();
    });
    const started = Date.now();
    expect(ids(await adopted)).toEqual(['T1', 'T2', 'T3']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });

  it('never gives a table two owners: keepers racing for a dead process adopt each table exactly once', async () => {
    const dead = await backend.open('process-dead');
    const tables = Array.from({ length: 30 }, (_, n) => `T${n}`);
    await tablesOf(dead, tables);
    const adoptedBy = new Map<string, string[]>();
    const racers = await Promise.all(
      ['process-b', 'process-c', 'process-d'].map(async (owner) => {
        const store = await backend.open(owner);
        const made = keeper(store, owner, { onAdopt: (adopted) => void adoptedBy.set(owner, [...(adoptedBy.get(owner) ?? []), ...ids(adopted)]) });
        await made.start();
        return { owner, store, made };
      }),
    );
    await Promise.all(racers.flatMap(({ made }) => [made.scan(), made.scan(), made.scan()]));
    await Promise.all(racers.map(({ made }) => made.scan()));
    const all = [...adoptedBy.values()].flat();
    expect(all.sort()).toEqual([...tables].sort());
    for (const { owner, store } of racers) {
      expect(ids(await store.tables.ownedUnfinished(owner))).toEqual((adoptedBy.get(owner) ?? []).sort());
    }
  });
});

describe('lease keeper, when the database cannot be reached', () => {
  it('keeps its lease running and tries again, rather than calling it lost', async () => {
    let reachable = true;
    const renewals: boolean[] = [];
    const lost = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const leases = {
      renew: async (_owner: string, _now: number, _leaseMs: number, first: boolean) => {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        renewals.push(first);
        return true;
      },
      drop: async () => undefined,
      claimAll: async () => [],
      adoptExpired: async () => {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        return [];
      },
    };
    try {
      const made = new LeaseKeeper({ leases, owner: 'process-a', leaseSeconds: 6, onAdopt: () => undefined, onLeaseLost: lost });
      await made.start();
      reachable = false;
      await made.renew();
      await made.scan();
      reachable = true;
      await made.renew();
      await made.stop();
      expect(renewals).toEqual([true, false]);
      expect(lost).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
    }
  });
});
