/**
 * The identity migration on every backend: players (guests, accounts, names), the identity at
 * each table seat, finished matches by player, unfinished tables by player, and the facts every
 * process shares (the cookie signing key). SQLite, a real PostgreSQL and memory.
 */
import { sql } from 'kysely';
import type { PlayerRow } from '../../server/store';
import { backends } from './backends';
import { matchRecord, seats, tableRow } from './fixtures';

function player(id: string, changes: Partial<PlayerRow> = {}): PlayerRow {
  return { id, displayName: `Name of ${id}`, username: null, passwordHash: null, createdAt: 1_767_225_600_000, lastSeenAt: 1_767_225_600_000, ...changes };
}

describe.each(backends)('players and identities on $name', (backend) => {
  beforeAll(() => backend.start(), 120_000);
  afterAll(() => backend.stop(), 60_000);
  beforeEach(() => backend.fresh());
  afterEach(() => backend.cleanup());

  it('keeps guests, renames them, and finds them one by one or many at once', async () => {
    const store = await backend.open('process-a');
    await store.players.create(player('p1'));
    await store.players.create(player('p2', { displayName: '' }));
    await expect(store.players.create(player('p1'))).rejects.toThrow();
    await store.players.rename('p2', 'Grace');
    await store.players.seen('p2', 1_767_300_000_000);
    expect(await store.players.get('p2')).toEqual(player('p2', { displayName: 'Grace', lastSeenAt: 1_767_300_000_000 }));
    expect(await store.players.get('nobody')).toBeUndefined();
    const many = await store.players.getMany(['p1', 'p2', 'p1', 'nobody']);
    expect(many.map((row) => row.id).sort()).toEqual(['p1', 'p2']);
  });

  it('gives a username to one guest only, and an account only once', async () => {
    const store = await backend.open('process-a');
    await store.players.create(player('p1'));
    await store.players.create(player('p2'));
    expect(await store.players.claim('p1', 'anne', 'scrypt$hash-1')).toBe(true);
    expect(await store.players.claim('p2', 'anne', 'scrypt$hash-2')).toBe(false);
    expect(await store.players.claim('p1', 'other', 'scrypt$hash-3')).toBe(false);
    expect(await store.players.claim('nobody', 'ghost', 'scrypt$hash-4')).toBe(false);
    expect(await store.players.byUsername('anne')).toEqual(player('p1', { username: 'anne', passwordHash: 'scrypt$hash-1' }));
    expect(await store.players.byUsername('other')).toBeUndefined();
    expect((await store.players.get('p2'))?.username).toBeNull();
  });

  it('agrees on a shared fact: the first value stored stays, also for another process', async () => {
    const first = await backend.open('process-a');
    expect(await first.players.sharedFact('identity-signing-key', 'key-one')).toBe('key-one');
    const second = await backend.open('process-b');
    expect(await second.players.sharedFact('identity-signing-key', 'key-two')).toBe('key-one');
    expect(await first.players.sharedFact('identity-signing-key', 'key-three')).toBe('key-one');
  });

  it("stores each seat's identity and finds a player's unfinished tables", async () => {
    const store = await backend.open('process-a');
    store.tables.saveTable(tableRow('T1'));
    store.tables.saveSeats('T1', seats(['Anne', 'Mary (bot)', 'Bob']));
    store.tables.saveTable(tableRow('T2', { phase: 'seating' }));
    store.tables.saveSeats('T2', seats(['Bob', 'Cy']));
    store.tables.saveTable(tableRow('T3', { phase: 'finished' }));
    store.tables.saveSeats('T3', seats(['Bob']));
    await store.tables.flush();
    expect((await store.tables.load('T1'))?.seats.map((seat) => seat.playerId)).toEqual(['player-Anne', null, 'player-Bob']);
    const bobs = await store.tables.seatedUnfinished('player-Bob');
    expect(bobs.map((entry) => [entry.table.id, entry.seat]).sort()).toEqual([['T1', 2], ['T2', 0]]);
    expect(bobs.find((entry) => entry.table.id === 'T1')?.seats.map((seat) => seat.name)).toEqual(['Anne', 'Mary (bot)', 'Bob']);
    expect(await store.tables.seatedUnfinished('player-Nobody')).toEqual([]);
  });

  it("lists a player's finished matches, the latest first, without their actions", async () => {
    const store = await backend.open('process-a');
    const played = (id: string, endedAt: string, playerIds: (string | undefined)[]) => ({
      ...matchRecord,
      id,
      endedAt,
      players: playerIds.map((playerId, seat) => ({ name: `P${seat}`, isBot: playerId === undefined, botStandIn: false, ...(playerId ? { playerId } : {}) })),
      scores: playerIds.map(() => 1),
      places: playerIds.map(() => 1),
    });
    await store.matches.save(played('M1', '2026-01-01T10:00:00.000Z', ['anne', undefined]));
    await store.matches.save(played('M2', '2026-01-02T10:00:00.000Z', ['bob', 'anne']));
    await store.matches.save(played('M3', '2026-01-03T10:00:00.000Z', ['bob', undefined]));
    // Saved again (the same match): listed once, under its latest players.
    await store.matches.save(played('M3', '2026-01-03T10:00:00.000Z', ['bob', 'cy']));
    expect((await store.matches.byPlayer('anne', 10)).map((match) => match.id)).toEqual(['M2', 'M1']);
    expect((await store.matches.byPlayer('bob', 1)).map((match) => match.id)).toEqual(['M3']);
    expect((await store.matches.byPlayer('cy', 10)).map((match) => match.id)).toEqual(['M3']);
    const [latest] = await store.matches.byPlayer('anne', 10);
    expect(latest).toEqual({
      id: 'M2',
      game: matchRecord.game,
      tableName: matchRecord.tableName,
      players: [{ name: 'P0', isBot: false, botStandIn: false, playerId: 'bob' }, { name: 'P1', isBot: false, botStandIn: false, playerId: 'anne' }],
      scores: [1, 1],
      places: [1, 1],
      startedAt: matchRecord.startedAt,
      endedAt: '2026-01-02T10:00:00.000Z',
    });
    expect(latest).not.toHaveProperty('actions');
    expect(await store.matches.get('M2')).toMatchObject({ actions: matchRecord.actions });
  });

  if (backend.name !== 'memory') {
    it('runs both migrations, and a seat stored without an identity comes back without one', async () => {
      const store = await backend.open('process-a');
      store.tables.saveTable(tableRow('T1'));
      store.tables.saveSeats('T1', seats(['Anne']));
      await store.close();
      const raw = await backend.raw();
      await raw.db.updateTable('table_seats').set({ player_id: null }).execute();
      const names = await raw.db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).orderBy(sql`name`).execute();
      expect(names.map((row) => row.name).slice(0, 2)).toEqual(['001-tables', '002-identity']);
      const reopened = await backend.open('process-a');
      expect((await reopened.tables.load('T1'))?.seats[0].playerId).toBeNull();
    });
  }
});
