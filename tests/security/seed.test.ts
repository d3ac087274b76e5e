/**
 * The seed is the whole shuffle, so no client may choose it: every table's seed is 128 random
 * bits drawn by the server, fixed seeds exist only through the server's own configuration, and
 * quick play (where strangers sit down at a table someone else opened) takes nothing from the
 * caller but the game, the number of seats and the name.
 */
import { createHash } from 'node:crypto';
import { loadConfig } from '../../server/config';
import { bootTestServer, createTable, waitFor, wrap, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await bootTestServer();
});
afterEach(async () => {
  await server.cleanup();
});
afterAll(async () => {
  await server.shutdown();
});

/** A table of 2 bots watched by its creator, played to the end: its revealed seed. */
async function revealedSeed(target: TestServer): Promise<string> {
  const host = await createTable(target, { seats: 2, name: 'Anne', bots: [0, 1] });
  host.send('start');
  await waitFor(() => host.state().phase === 'over', 'the end of a bot game', 20_000);
  const { seed, seedHash } = host.state();
  expect(createHash('sha256').update(seed).digest('hex')).toBe(seedHash);
  return seed;
}

describe('the seed', () => {
  it('cannot be chosen by a client: a create with a seed is refused', async () => {
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name: 'Anne', seed: 'my-seed' })).rejects.toThrow(
      /not valid \(Unrecognized key: "seed"\)/,
    );
    // Nor smuggled in as the join options of a quick play.
    await expect(server.sdk.joinOrCreate('table', { game: 'port-royal', seats: 2, name: 'Anne', autoStart: true, seed: 'x' })).rejects.toThrow(/seed/);
  });

  it('is 128 random bits from the server, a different one at every table', async () => {
    const seeds = [await revealedSeed(server), await revealedSeed(server)];
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it('is fixed only by the server configuration (TABLE_SEED_PREFIX): prefix + table id', async () => {
    expect(loadConfig({ TABLE_SEED_PREFIX: 'cup-2026-' }).tableSeedPrefix).toBe('cup-2026-');
    expect(loadConfig({}).tableSeedPrefix).toBe('');
    expect(() => loadConfig({ TABLE_SEED_PREFIX: 'two words' })).toThrow(/TABLE_SEED_PREFIX/);
    await server.shutdown();
    server = await bootTestServer({ tableSeedPrefix: 'cup-2026-' });
    const host = await createTable(server, { seats: 2, name: 'Anne', bots: [0, 1] });
    const roomId = host.room.roomId;
    host.send('start');
    await waitFor(() => host.state().phase === 'over', 'the end of a bot game', 20_000);
    expect(host.state().seed).toBe(`cup-2026-${roomId}`);
    await server.shutdown();
    server = await bootTestServer();
  });
});

describe('quick play', () => {
  it.each([
    ['bots', { bots: [1] }],
    ['a 1-second clock', { turnSeconds: 1 }],
    ['rules', { options: { rules: 'pegasus' } }],
    ['a private table', { private: true }],
    ['a table name', { tableName: 'Free gold' }],
  ])('refuses a caller who asks for %s', async (_what, extra) => {
    const options = { game: 'port-royal', seats: 2, name: 'Anne', autoStart: true, ...extra };
    await expect(server.sdk.joinOrCreate('table', options)).rejects.toThrow(/Quick play takes only the game, the number of seats and your name/);
    await expect(server.sdk.create('table', options)).rejects.toThrow(/Quick play takes only/);
  });

  it("seats strangers at a table with the server's default settings", async () => {
    const quick = { game: 'port-royal', seats: 2, autoStart: true };
    const anne = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Anne' }));
    const ben = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Ben' }));
    expect(ben.room.roomId).toBe(anne.room.roomId);
    await waitFor(() => ben.state().phase === 'playing', 'the quick table to start');
    const table = server.tableRoom(anne.room.roomId);
    expect(table.table.settings.create).toEqual({ game: 'port-royal', seats: 2, name: 'Anne', autoStart: true });
    expect(table.table.settings.gameOptions).toEqual({ rules: 'merchants' });
    expect(ben.state()).toMatchObject({ deadline: 0, isPrivate: false, tableName: "Anne's table" });
    expect(ben.state().seats.map((seat) => seat.isBot)).toEqual([false, false]);
  });
});
