/** Creating, joining, seating and starting a table, and a whole bot game through the room. */
import { bootTestServer, createTable, joinTable, waitFor, type TestServer } from '../helpers/server';

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

describe('seating', () => {
  it('seats the creator as host and a joiner in the next seat', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne' });
    await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
    expect(host.inbox.welcome[0]).toMatchObject({ seat: 0, spectator: false, host: true });
    expect(host.state()).toMatchObject({ game: 'port-royal', phase: 'seating', host: 0, tableName: "Anne's table" });

    const guest = await joinTable(server, host.room.roomId, { name: 'Mary' });
    await waitFor(() => guest.inbox.welcome.length > 0, 'welcome');
    expect(guest.inbox.welcome[0]).toMatchObject({ seat: 1, spectator: false, host: false });
    await waitFor(() => host.state().seats[1]?.name === 'Mary', 'Mary in seat 2');
    expect(host.state().seats.map((seat) => seat.name)).toEqual(['Anne', 'Mary', '']);
  });

  it('starts only when every seat is taken, by the host', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne', bots: [2] });
    const guest = await joinTable(server, host.room.roomId, { name: 'Mary' });
    expect(await guest.expectError('start')).toMatchObject({ code: 'not-host' });
    guest.send("stand");
    await waitFor(() => host.state().seats[1]?.name === '', 'seat 2 free again');
    expect(await host.expectError('start')).toMatchObject({ code: 'not-ready' });
    guest.send('sit', { seat: 1 });
    await waitFor(() => host.state().seats[1]?.name === 'Mary', 'Mary seated again');
    host.send('start');
    await waitFor(() => host.state().phase === 'playing', 'the game to start');
    expect(host.state().seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(host.state().seed).toBe('');
    expect(host.state().toAct).toEqual([0]);
    await waitFor(() => host.inbox.legal.some((legal) => legal.actions.length > 0), 'legal actions for the first player');
  });
});

describe('a bot game', () => {
  it('plays a seeded all-bot table to the end and saves the match', async () => {
    const host = await createTable(server, { seats: 4, name: 'Watcher', bots: [0, 1, 2, 3], seed: 'room-bots-1' });
    await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
    expect(host.inbox.welcome[0]).toMatchObject({ seat: null, spectator: true, host: true });
    host.send('start');
    await waitFor(() => host.state().phase === 'over', 'the end of the game', 60000);
    const state = host.state();
    expect(state.seed).toBe('room-bots-1');
    expect(state.scores).toHaveLength(4);
    expect([...state.places].sort()).toContain(1);
    await waitFor(() => host.inbox.seed.length > 0, 'the seed message');
    expect(host.inbox.seed[0]).toEqual({ seed: 'room-bots-1' });
    expect(host.inbox.log.flatMap((log) => log.lines).length).toBeGreaterThan(10);

    const record = await waitFor(() => server.store.get(host.room.roomId), 'the match record');
    const saved = await record;
    expect(saved).toMatchObject({ game: 'port-royal', seed: 'room-bots-1', scores: state.scores, places: state.places });
    expect(saved?.actions.length).toBeGreaterThan(20);
  }, 90000);
});
