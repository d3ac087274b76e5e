/** Quick play, the lobby's realtime listing, and the HTTP endpoints. */
import type { Room as ClientRoom } from '@colyseus/sdk';
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

describe('quick play', () => {
  it('joins the open quick table of the same game and size, then starts it when full', async () => {
    const quick = { game: 'port-royal', seats: 2, autoStart: true };
    const anne = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Anne' }));
    const other = wrap(await server.sdk.joinOrCreate('table', { ...quick, seats: 3, name: 'Jack' }));
    expect(other.room.roomId).not.toBe(anne.room.roomId);
    const mary = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Mary' }));
    expect(mary.room.roomId).toBe(anne.room.roomId);
    await waitFor(() => anne.state().phase === 'playing', 'the quick table to start by itself');
    expect(anne.state().seats.map((seat) => seat.name)).toEqual(['Anne', 'Mary']);

    // A started quick table is no longer offered: the next player gets a new one.
    const late = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Grace' }));
    expect(late.room.roomId).not.toBe(anne.room.roomId);
    await waitFor(() => late.state().phase === 'seating', 'a fresh table');
  });
});

describe('lobby', () => {
  it('lists public tables with their metadata, live, and never private ones', async () => {
    const lobby = await server.sdk.joinOrCreate('lobby');
    let rooms: { roomId: string; metadata: Record<string, unknown> }[] = [];
    lobby.onMessage('rooms', (list: typeof rooms) => {
      rooms = list;
    });
    lobby.onMessage('+', ([roomId, room]: [string, (typeof rooms)[number]]) => {
      rooms = [...rooms.filter((r) => r.roomId !== roomId), room];
    });
    lobby.onMessage('-', (roomId: string) => {
      rooms = rooms.filter((r) => r.roomId !== roomId);
    });

    const open = await createTable(server, { seats: 3, name: 'Anne', tableName: 'The Black Pearl', bots: [2] });
    const hidden = await createTable(server, { seats: 2, name: 'Mary', private: true });
    const listed = await waitFor(() => rooms.find((room) => room.roomId === open.room.roomId), 'the public table listed');
    expect(listed.metadata).toMatchObject({ game: 'port-royal', tableName: 'The Black Pearl', seats: 3, taken: 2, free: 1, status: 'seating' });

    const guest: ClientRoom = await server.sdk.joinById(open.room.roomId, { name: 'Jack' });
    await waitFor(() => rooms.find((room) => room.roomId === open.room.roomId)?.metadata.free === 0, 'the listing to show the table full');
    open.send('start');
    await waitFor(() => rooms.find((room) => room.roomId === open.room.roomId)?.metadata.status === 'playing', 'the listing to show it playing');
    expect(rooms.some((room) => room.roomId === hidden.room.roomId)).toBe(false);
    await guest.leave();
    await lobby.leave();
  });
});

describe('http', () => {
  it('lists the games with their option defaults', async () => {
    const { status, body } = await server.get('/api/games');
    expect(status).toBe(200);
    expect(body).toContainEqual({ id: 'port-royal', title: 'Port Royal', minPlayers: 2, maxPlayers: 5, options: { rules: 'merchants' } });
    expect(body).toContainEqual({ id: 'libertalia', title: 'Libertalia', minPlayers: 2, maxPlayers: 6, options: { lastCampaignTieBreak: false } });
  });

  it('reports health', async () => {
    const { status, body } = await server.get('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, rooms: expect.any(Number), uptime: expect.any(Number) });
  });

  it('answers 404 for an unknown match or API path', async () => {
    expect((await server.get('/api/matches/nothing-here')).status).toBe(404);
    expect((await server.get('/api/matches/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.get('/api/nope')).status).toBe(404);
  });
});
