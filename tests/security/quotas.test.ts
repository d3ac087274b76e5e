/**
 * One client must not fill the server: per client address, tables created per minute, tables
 * open at once and connections held are limited (each refusal says why), and the address is
 * the socket's unless the server is told it sits behind proxies (TRUST_PROXY). A table nobody
 * is at leaves the lobby at once and closes soon; a table of bots only is never listed.
 */
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { loadConfig, type ServerConfig } from '../../server/config';
import { addressKey, clientAddress } from '../../server/http/client-address';
import { bootTestServer, createTable, joinTable, waitFor, wrap, type Player, type TestServer } from '../helpers/server';

let server: TestServer | undefined;

async function boot(config: Partial<ServerConfig>): Promise<TestServer> {
  await server?.shutdown();
  server = await bootTestServer(config);
  return server;
}
afterEach(async () => {
  await server?.cleanup();
});
afterAll(async () => {
  await server?.shutdown();
});

/** A create request from `forwardedFor` (as a proxy would report it), connected at once. */
async function createFrom(target: TestServer, forwardedFor: string, name: string): Promise<{ status: number; error?: string; player?: Player }> {
  const response = await fetch(`http://127.0.0.1:${target.port}/matchmake/create/table`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ game: 'port-royal', seats: 2, name }),
  });
  const body = (await response.json()) as { error?: string };
  if (!response.ok) return { status: response.status, error: body.error };
  return { status: response.status, player: wrap(await target.sdk.consumeSeatReservation(body as never)) };
}

/** The lobby's listing, kept up to date. */
async function watchLobby(target: TestServer): Promise<Map<string, unknown>> {
  const lobby = await target.sdk.joinOrCreate('lobby');
  const listed = new Map<string, unknown>();
  lobby.onMessage('rooms', (rooms: { roomId: string }[]) => rooms.forEach((room) => listed.set(room.roomId, room)));
  lobby.onMessage('+', ([roomId, room]: [string, unknown]) => listed.set(roomId, room));
  lobby.onMessage('-', (roomId: string) => listed.delete(roomId));
  return listed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the client address', () => {
  const req = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

  it('is the socket peer, whatever X-Forwarded-For says, unless proxies are trusted', () => {
    expect(clientAddress(req('::ffff:10.0.0.7', '1.2.3.4'), 0)).toBe('10.0.0.7');
    // Behind one proxy, the entry it appended (the last); what the client wrote before is ignored.
    expect(clientAddress(req('172.18.0.5', '1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(req('172.18.0.5', '1.2.3.4, 203.0.113.9, 172.18.0.2'), 2)).toBe('203.0.113.9');
    expect(clientAddress(req('172.18.0.5', 'not-an-address'), 1)).toBe('172.18.0.5');
    expect(clientAddress(req('172.18.0.5'), 1)).toBe('172.18.0.5');
  });

  it('counts an IPv6 host by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads the quota settings from the environment, with defaults for a real site', () => {
    expect(loadConfig({})).toMatchObject({ tablesPerMinute: 10, openTablesPerAddress: 10, connectionsPerAddress: 40, trustProxy: 0, emptyTableSeconds: 120 });
    expect(loadConfig({ TABLES_PER_MINUTE: '3', OPEN_TABLES_PER_ADDRESS: '0', CONNECTIONS_PER_ADDRESS: '8', TRUST_PROXY: '1' })).toMatchObject({
      tablesPerMinute: 3,
      openTablesPerAddress: 0,
      connectionsPerAddress: 8,
      trustProxy: 1,
    });
    expect(() => loadConfig({ TRUST_PROXY: '1.5' })).toThrow(/whole number/);
  });
});

describe('per-address quotas', () => {
  it('limits the tables one address creates per minute', async () => {
    const target = await boot({ tablesPerMinute: 3, trustProxy: 1 });
    for (let i = 0; i < 3; i++) expect((await createFrom(target, '198.51.100.1', `Anne ${i}`)).status).toBe(200);
    const refused = await createFrom(target, '198.51.100.1', 'Anne 3');
    expect(refused.error).toBe('You have created 3 tables in the last minute: wait a minute before creating another.');
    // Another address is not affected.
    expect((await createFrom(target, '198.51.100.2', 'Ben')).status).toBe(200);
  });

  it('believes X-Forwarded-For only behind a trusted proxy', async () => {
    const target = await boot({ tablesPerMinute: 2 });
    // Without TRUST_PROXY every request is the socket's (127.0.0.1), whatever it claims.
    expect((await createFrom(target, '198.51.100.1', 'Anne')).status).toBe(200);
    expect((await createFrom(target, '198.51.100.2', 'Anne')).status).toBe(200);
    expect((await createFrom(target, '198.51.100.3', 'Anne')).error).toMatch(/created 2 tables in the last minute/);
  });

  it('limits the tables one address has open, and counts a closed table no more', async () => {
    const target = await boot({ openTablesPerAddress: 2 });
    const first = await createTable(target, { name: 'Anne' });
    await createTable(target, { name: 'Anne' });
    await expect(target.sdk.create('table', { game: 'port-royal', seats: 2, name: 'Anne' })).rejects.toThrow(
      'You already have 2 open tables: leave or finish one before creating another.',
    );
    // Quick play creates tables too.
    await expect(target.sdk.joinOrCreate('table', { game: 'port-royal', seats: 3, name: 'Anne', autoStart: true })).rejects.toThrow(/2 open tables/);
    const roomId = first.room.roomId;
    await first.leave();
    await waitFor(() => target.tableRoom(roomId) === undefined, 'the left table to close');
    await sleep(50);
    await createTable(target, { name: 'Anne' });
  });

  it('limits the connections of one address, at matchmaking and at the socket', async () => {
    const target = await boot({ connectionsPerAddress: 3 });
    const host = await createTable(target, { seats: 2, name: 'Anne' });
    const roomId = host.room.roomId;
    const watchers = [await joinTable(target, roomId, { name: 'W1', spectate: true }), await joinTable(target, roomId, { name: 'W2', spectate: true })];
    const message = 'Too many connections from your address (3): close some tables or tabs and try again.';
    await expect(target.sdk.joinById(roomId, { name: 'W3', spectate: true })).rejects.toThrow(message);
    await expect(target.sdk.joinOrCreate('lobby')).rejects.toThrow(message);

    // A socket that skips matchmaking is refused at the upgrade.
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${target.port}/anything`);
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => reject(new Error('the socket was accepted')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(429);

    // A connection given back is available again.
    await watchers[0]!.leave();
    await sleep(100);
    const again = await joinTable(target, roomId, { name: 'W3', spectate: true });
    expect(again.room.connection.isOpen).toBe(true);
  });
});

describe('tables nobody is at', () => {
  it('leave the lobby at once, and close after EMPTY_TABLE_SECONDS', async () => {
    const target = await boot({ emptyTableSeconds: 1, reconnectSeconds: 0 });
    const listed = await watchLobby(target);
    const anne = await createTable(target, { seats: 2, name: 'Anne', bots: [1] });
    const roomId = anne.room.roomId;
    await waitFor(() => listed.has(roomId), 'the table listed');
    anne.send('start');
    await waitFor(() => anne.state().phase === 'playing', 'the start');
    anne.room.reconnection.enabled = false;
    await anne.leave();
    await waitFor(() => !listed.has(roomId), 'the table gone from the lobby', 500);
    expect(target.tableRoom(roomId)).toBeDefined();
    await waitFor(() => target.tableRoom(roomId) === undefined, 'the empty table closed', 3000);
  });

  it('a table of bots only is never listed, and closes when its last watcher leaves', async () => {
    const target = await boot({});
    const listed = await watchLobby(target);
    const people = await createTable(target, { seats: 2, name: 'Anne', bots: [1] });
    const bots = await createTable(target, { seats: 2, name: 'Ben', bots: [0, 1] });
    await waitFor(() => listed.has(people.room.roomId), 'the table with a person listed');
    bots.send('start');
    await waitFor(() => bots.state().phase === 'playing', 'the bot table playing');
    await sleep(200);
    expect(listed.has(bots.room.roomId)).toBe(false);
    const roomId = bots.room.roomId;
    await bots.leave();
    await waitFor(() => target.tableRoom(roomId) === undefined, 'the bot table closed', 1000);
  });
});
