/**
 * The table store's contract, the same suite on SQLite, on a real PostgreSQL and in memory:
 * round trips, the exact action log, fencing after adoption, adoption races, batching.
 */
import { LeaseLostError, type Store } from '../../server/store';
import { backends } from './backends';
import { action, chatLine, expectExactLog, seats, tableRow } from './fixtures';

describe.each(backends)('table store on $name', (backend) => {
  beforeAll(() => backend.start(), 120_000);
  afterAll(() => backend.stop(), 60_000);
  beforeEach(() => backend.fresh());
  afterEach(() => backend.cleanup());

  it('gives a table back as it was saved, seats, actions and chat included, after a reopen', async () => {
    const store = await backend.open('process-a');
    const row = tableRow('T1');
    store.tables.saveTable(row);
    store.tables.saveSeats('T1', seats(['Anne', 'Mary (bot)', 'Bob']));
    for (let seq = 0; seq < 5; seq++) store.tables.appendAction('T1', action(seq));
    store.tables.appendChat('T1', chatLine(0, 0, 'Fair winds!', false));
    store.tables.appendChat('T1', chatLine(1, null, '<img src=x onerror=alert(1)>', true));
    expect(store.tables.pending).toBe(true);
    await store.tables.flush();
    expect(store.tables.pending).toBe(false);
    const expected = { table: row, seats: seats(['Anne', 'Mary (bot)', 'Bob']), actions: [0, 1, 2, 3, 4].map((seq) => action(seq)), chat: [chatLine(0, 0, 'Fair winds!', false), chatLine(1, null, '<img src=x onerror=alert(1)>', true)] };
    expect(await store.tables.load('T1')).toEqual(expected);
    expect(await store.tables.load('missing')).toBeUndefined();

    if (backend.name !== 'memory') {
      await store.close();
      const reopened = await backend.open('process-a');
      expect(await reopened.tables.load('T1')).toEqual(expected);
      expect(await reopened.tables.ownedUnfinished('process-a')).toEqual([expected]);
    }
  });

  it('keeps what was queued, not what the caller changed afterwards', async () => {
    const store = await backend.open('process-a');
    const row = tableRow('T1');
    const moves = action(0);
    store.tables.saveTable(row);
    store.tables.appendAction('T1', moves);
    row.tableName = 'changed';
    (moves.action as { type: string }).type = 'changed';
    await store.tables.flush();
    const stored = await store.tables.load('T1');
    expect(stored?.table.tableName).toBe('Table T1');
    expect(stored?.actions[0]).toEqual(action(0));
  });

  it('updates a table in place and replaces its seats', async () => {
    const store = await backend.open('process-a');
    store.tables.saveTable(tableRow('T1', { phase: 'seating', startedAt: null, clock: null, isPrivate: false, invite: null, watchInvite: null }));
    store.tables.saveSeats('T1', seats(['Anne', 'Bob', 'Cleo', 'Dan']));
    await store.tables.flush();
    store.tables.saveTable(tableRow('T1'));
    store.tables.saveSeats('T1', [{ ...seats(['Anne', 'Bob'])[1], seat: 3, standIn: true }, seats(['Anne'])[0]]);
    await store.tables.flush();
    const stored = await store.tables.load('T1');
    expect(stored?.table).toEqual(tableRow('T1'));
    expect(stored?.seats).toEqual([seats(['Anne'])[0], { ...seats(['Anne', 'Bob'])[1], seat: 3, standIn: true }]);
  });

  it('keeps the action log exact across many flushes, and refuses a seq twice without writing the batch', async () => {
    const store = await backend.open('process-a');
    store.tables.saveTable(tableRow('T1'));
    let seq = 0;
    for (let flush = 0; flush < 10; flush++) {
      for (let n = 0; n <= flush; n++) store.tables.appendAction('T1', action(seq++));
      await store.tables.flush();
    }
    expectExactLog(await store.tables.load('T1'), 55);

    store.tables.appendAction('T1', action(55));
    store.tables.appendAction('T1', action(3));
    await expect(store.tables.flush()).rejects.toThrow();
    // The whole batch was refused, the good action with it: the log is as it was.
    expectExactLog(await store.tables.load('T1'), 55);
  });

  it('finishes tables, removes unplayed ones, and lists only the unfinished ones of an owner', async () => {
    const store = await backend.open('process-a');
    for (const id of ['T1', 'T2', 'T3', 'T4']) {
      store.tables.saveTable(tableRow(id, id === 'T4' ? { phase: 'seating' } : {}));
      store.tables.saveSeats(id, seats(['Anne', 'Bob']));
      store.tables.appendAction(id, action(0));
    }
    store.tables.finish('T1', 'finished', 1_767_229_000_000);
    store.tables.finish('T2', 'broken', 1_767_229_000_000);
    store.tables.remove('T3');
    await store.tables.flush();
    expect((await store.tables.load('T1'))?.table.phase).toBe('finished');
    expect((await store.tables.load('T2'))?.table.phase).toBe('broken');
    expect(await store.tables.load('T3')).toBeUndefined();
    expect((await store.tables.ownedUnfinished('process-a')).map((stored) => stored.table.id)).toEqual(['T4']);
    expect(await store.tables.ownedUnfinished('process-b')).toEqual([]);
    // Removing a table that is not there is nothing to fence.
    store.tables.remove('never-saved');
    await store.tables.flush();
  });

  it('fences an old owner out once its tables were adopted: its flush rejects and writes nothing', async () => {
    const old = await backend.open('process-old');
    old.tables.saveTable(tableRow('T1'));
    old.tables.saveSeats('T1', seats(['Anne', 'Bob']));
    old.tables.appendAction('T1', action(0));
    old.tables.saveTable(tableRow('T2'));
    await old.tables.flush();

    // process-old never renewed a lease: another process adopts its tables.
    const adopter = await backend.open('process-new');
    const adopted = await adopter.leases.adoptExpired('process-new', Date.now());
    expect(adopted.map((stored) => stored.table.id).sort()).toEqual(['T1', 'T2']);
    expect(adopted.find((stored) => stored.table.id === 'T1')?.actions).toEqual([action(0)]);

    // The old owner wakes up: every write to an adopted table is refused; a new table of its
    // own, in the same batch, is written.
    old.tables.appendAction('T1', action(1));
    old.tables.saveSeats('T1', seats(['Mallory']));
    old.tables.saveTable(tableRow('T2', { tableName: 'stolen' }));
    old.tables.finish('T2', 'finished', Date.now());
    old.tables.saveTable(tableRow('T9'));
    const flushed = old.tables.flush();
    await expect(flushed).rejects.toBeInstanceOf(LeaseLostError);
    await expect(flushed).rejects.toMatchObject({ tableIds: ['T1', 'T2'] });

    const t1 = await adopter.tables.load('T1');
    expect(t1?.actions).toEqual([action(0)]);
    expect(t1?.seats).toEqual(seats(['Anne', 'Bob']));
    expect((await adopter.tables.load('T2'))?.table).toEqual(tableRow('T2'));
    expect((await adopter.tables.load('T9'))?.table).toEqual(tableRow('T9'));
    // Fenced writes are dropped, not retried.
    expect(old.tables.pending).toBe(false);

    // The new owner writes on.
    adopter.tables.appendAction('T1', action(1));
    await adopter.tables.flush();
    expectExactLog(await adopter.tables.load('T1'), 2);
    expect((await adopter.tables.ownedUnfinished('process-new')).map((stored) => stored.table.id).sort()).toEqual(['T1', 'T2']);
    expect((await adopter.tables.ownedUnfinished('process-old')).map((stored) => stored.table.id)).toEqual(['T9']);
  });

  it('writes a table it lost and then adopted back, and is fenced again once it loses it again', async () => {
    // A process remembers which tables it owns between batches (SQLite: until another process
    // commits); its own adoption must count as owning, and another's as losing, every time.
    const first = await backend.open('process-a');
    first.tables.saveTable(tableRow('T1'));
    first.tables.appendAction('T1', action(0));
    await first.tables.flush();

    const second = await backend.open('process-b');
    expect((await second.leases.adoptExpired('process-b', Date.now())).map((stored) => stored.table.id)).toEqual(['T1']);
    first.tables.appendAction('T1', action(1));
    await expect(first.tables.flush()).rejects.toMatchObject({ tableIds: ['T1'] });

    // process-b never renewed a lease either: process-a adopts the table back, on its own connection.
    expect((await first.leases.adoptExpired('process-a', Date.now())).map((stored) => stored.table.id)).toEqual(['T1']);
    first.tables.appendAction('T1', action(1));
    await first.tables.flush();
    expectExactLog(await second.tables.load('T1'), 2);

    // And loses it once more: its next write is refused, though it wrote the table a moment ago.
    expect((await second.leases.adoptExpired('process-b', Date.now())).map((stored) => stored.table.id)).toEqual(['T1']);
    first.tables.appendAction('T1', action(2));
    await expect(first.tables.flush()).rejects.toBeInstanceOf(LeaseLostError);
    expectExactLog(await second.tables.load('T1'), 2);
  });

  it('adopts each table of a dead process exactly once when two processes race for them', async () => {
    const dead = await backend.open('process-dead');
    const ids = Array.from({ length: 40 }, (_, n) => `T${n}`);
    for (const id of ids) {
      dead.tables.saveTable(tableRow(id));
      dead.tables.appendAction(id, action(0));
    }
    await dead.tables.flush();
    const b = await backend.open('process-b');
    const c = await backend.open('process-c');
    await b.leases.renew('process-b', Date.now(), 60_000, true);
    await c.leases.renew('process-c', Date.now(), 60_000, true);

    const rounds = await Promise.all([0, 1, 2].flatMap(() => [b.leases.adoptExpired('process-b', Date.now()), c.leases.adoptExpired('process-c', Date.now())]));
    const adoptedIds = rounds.flatMap((tables) => tables.map((stored) => stored.table.id));
    expect(adoptedIds.sort()).toEqual([...ids].sort());
    const byB = (await b.tables.ownedUnfinished('process-b')).map((stored) => stored.table.id);
    const byC = (await c.tables.ownedUnfinished('process-c')).map((stored) => stored.table.id);
    expect([...byB, ...byC].sort()).toEqual([...ids].sort());
    // Each adopter's own claims are exactly what it now owns.
    expect(rounds.filter((_, n) => n % 2 === 0).flatMap((tables) => tables.map((stored) => stored.table.id)).sort()).toEqual([...byB].sort());
  });

  it('commits many writes per batch: concurrent flushes share one, and all of it is there', async () => {
    const store = await backend.open('process-a');
    for (let table = 0; table < 5; table++) store.tables.saveTable(tableRow(`T${table}`));
    await store.tables.flush();
    for (let seq = 0; seq < 25; seq++) store.tables.appendAction(`T${seq % 5}`, { ...action(Math.floor(seq / 5)), seat: Math.floor(seq / 5) % 3 });
    const first = store.tables.flush();
    // Queued while the first batch is being written: the two callers after it share the next batch.
    store.tables.appendAction('T0', action(5, 2));
    const second = store.tables.flush();
    const third = store.tables.flush();
    expect(third).toBe(second);
    await Promise.all([first, second, third]);
    expectExactLog(await store.tables.load('T0'), 6);
    for (let table = 1; table < 5; table++) expectExactLog(await store.tables.load(`T${table}`), 5);
  });

  it('flushes what is queued when closed', async () => {
    const store: Store = await backend.open('process-a');
    store.tables.saveTable(tableRow('T1'));
    store.tables.appendAction('T1', action(0));
    await store.close();
    if (backend.name === 'memory') return;
    const reopened = await backend.open('process-a');
    expectExactLog(await reopened.tables.load('T1'), 1);
  });
});
