/**
 * Scale-out on Redis: three game-server processes share one Redis (presence + driver), each
 * with its own PUBLIC_ADDRESS. A table lives on one process and everything else reaches it
 * through another: the lobby listing, quick play, an invite link, spectating and a reconnect.
 * Each process is asked through its own SDK client; where a room lives is read from the address
 * its seat reservation sends the client to.
 */
import { Client, type Room } from '@colyseus/sdk';
import { LOBBY_ROOM_NAME, ROOM_NAME, type ServerMessages } from '../../shared/protocol';
import { waitFor, wrap, type Player } from '../helpers/server';
import { startGameServer, startRedis, stop, whenHealthy, type GameServer, type RedisProcess } from './cluster';

jest.setTimeout(60_000);

let redis: RedisProcess;
let servers: GameServer[] = [];
/** Which process (its public address) each room's clients were sent to. */
const hostOfRoom = new Map<string, string>();
const sdks = new Map<GameServer, Client>();

function sdkOf(server: GameServer): Client {
  let sdk = sdks.get(server);
  if (!sdk) {
    sdk = new Client(server.base, {
      urlBuilder: (url: URL) => {
        // /<processId>/<roomId>: the seat reservation's address is the hosting process.
        const roomId = url.pathname.split('/').filter(Boolean).at(-1);
        if (roomId) hostOfRoom.set(roomId, url.host);
        return url.toString();
      },
    });
    sdks.set(server, sdk);
  }
  return sdk;
}

function addressOf(server: GameServer): string {
  return `127.0.0.1:${server.port}`;
}

/** A process other than the one hosting the room: every test goes through "another". */
function otherThanHost(roomId: string, skip: GameServer[] = []): GameServer {
  const host = hostOfRoom.get(roomId);
  const other = servers.find((server) => addressOf(server) !== host && !skip.includes(server));
  if (!other) throw new Error(`no process other than ${host}`);
  return other;
}

const rooms: Room[] = [];
function keep(room: Room): Player {
  rooms.push(room);
  return wrap(room);
}

async function joined(player: Player): Promise<Player> {
  await waitFor(() => Object.keys(player.state()).length > 0 && player.inbox.welcome.length > 0, 'the state and welcome');
  return player;
}

beforeAll(async () => {
  const started = performance.now();
  redis = await startRedis();
  servers = await Promise.all(
    ['game-a', 'game-b', 'game-c'].map((name) => startGameServer(name, redis.url, { RECONNECT_SECONDS: '30', BOT_DELAY_MS: '50' })),
  );
  await Promise.all(servers.map((server) => whenHealthy(server)));
  console.log(`cluster up in ${Math.round(performance.now() - started)} ms`);
}, 55_000);

/** Leaves, but never waits long for a room whose process may already be gone. */
async function leaveQuickly(room: Room): Promise<void> {
  if (!room.connection?.isOpen) return;
  await Promise.race([room.leave(true).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
}

afterAll(async () => {
  await Promise.all(rooms.map(leaveQuickly));
  await Promise.all(servers.map((server) => stop(server)));
  if (redis) await stop(redis);
});

interface ListedRoom {
  roomId: string;
  metadata?: { game?: string; tableName?: string };
}

describe('scale-out on Redis', () => {
  let publicTableId = '';

  it('lists tables created through every process in the lobby joined through another', async () => {
    const lobbyRoom = await sdkOf(servers[1] as GameServer).joinOrCreate(LOBBY_ROOM_NAME);
    rooms.push(lobbyRoom);
    const listed = new Map<string, ListedRoom>();
    lobbyRoom.onMessage('rooms', (all: ListedRoom[]) => all.forEach((room) => listed.set(room.roomId, room)));
    lobbyRoom.onMessage('+', ([roomId, room]: [string, ListedRoom]) => listed.set(roomId, room));
    lobbyRoom.onMessage('-', (roomId: string) => listed.delete(roomId));

    const tableIds: string[] = [];
    for (const [i, server] of servers.entries()) {
      const options = { game: 'port-royal', seats: 3, name: `Anne ${i}`, tableName: `Across ${i}` };
      const anne = await joined(keep(await sdkOf(server).create(ROOM_NAME, options)));
      // The creator hosts, wherever the table was created (bound to its create reservation).
      expect(anne.inbox.welcome[0]).toMatchObject({ seat: 0, host: true });
      tableIds.push(anne.room.roomId);
    }
    publicTableId = tableIds[0] as string;
    for (const [i, roomId] of tableIds.entries()) {
      const entry = await waitFor(() => listed.get(roomId), `table ${i} in the lobby`);
      expect(entry.metadata).toMatchObject({ game: 'port-royal', tableName: `Across ${i}` });
    }
    // Some of them live on another process than the lobby: their listing crossed Redis.
    const lobbyHost = hostOfRoom.get(lobbyRoom.roomId);
    expect(lobbyHost).toBeDefined();
    expect(tableIds.some((roomId) => hostOfRoom.get(roomId) !== lobbyHost)).toBe(true);
  });

  it('joins by quick play through another process and starts when full', async () => {
    const first = servers[0] as GameServer;
    const quick = { game: 'port-royal', seats: 2, autoStart: true } as const;
    const ben = await joined(keep(await sdkOf(first).joinOrCreate(ROOM_NAME, { ...quick, name: 'Ben' })));
    const roomId = ben.room.roomId;
    const through = otherThanHost(roomId);
    const cleo = await joined(keep(await sdkOf(through).joinOrCreate(ROOM_NAME, { ...quick, name: 'Cleo' })));
    expect(cleo.room.roomId).toBe(roomId);
    expect(cleo.inbox.welcome[0]).toMatchObject({ seat: 1, spectator: false });
    await waitFor(() => ben.state().phase === 'playing' && cleo.state().phase === 'playing', 'the quick table to start');
  });

  it('joins a private table by invite through another process, and not without it', async () => {
    const first = servers[0] as GameServer;
    const host = await joined(keep(await sdkOf(first).create(ROOM_NAME, { game: 'port-royal', seats: 2, name: 'Dora', private: true })));
    const invite = host.inbox.welcome[0]?.invite;
    expect(invite).toEqual(expect.any(String));
    const roomId = host.room.roomId;
    const through = otherThanHost(roomId);

    await expect(sdkOf(through).joinById(roomId, { name: 'Eve' })).rejects.toThrow(/private/i);
    const eve = await joined(keep(await sdkOf(through).joinById(roomId, { name: 'Eve', invite })));
    expect(eve.inbox.welcome[0]).toMatchObject({ seat: 1, spectator: false });
    await waitFor(() => host.state().seats[1]?.name === 'Eve', 'the host to see Eve seated');
  });

  it('spectates a table through another process', async () => {
    const through = otherThanHost(publicTableId);
    const watcher = await joined(keep(await sdkOf(through).joinById(publicTableId, { name: 'Finn', spectate: true })));
    expect(watcher.inbox.welcome[0]).toMatchObject({ seat: null, spectator: true });
    expect(watcher.state()).toMatchObject({ game: 'port-royal', tableName: 'Across 0', phase: 'seating' });
    await waitFor(() => watcher.state().spectators === 1, 'the spectator counted');
  });

  it('reconnects a dropped player through another process to the same seat', async () => {
    const first = servers[0] as GameServer;
    const gus = await joined(keep(await sdkOf(first).create(ROOM_NAME, { game: 'port-royal', seats: 2, name: 'Gus', bots: [1] })));
    const roomId = gus.room.roomId;
    gus.send('start');
    await waitFor(() => gus.state().phase === 'playing', 'the start');
    const watcher = await joined(keep(await sdkOf(otherThanHost(roomId)).joinById(roomId, { name: 'Hal', spectate: true })));

    gus.room.reconnection.enabled = false;
    const token = gus.room.reconnectionToken;
    await gus.room.leave(false);
    await waitFor(() => watcher.state().seats[0]?.connected === false, 'the seat shown as away');

    const through = otherThanHost(roomId, [first]);
    const back = await joined(keep(await sdkOf(through).reconnect(token)));
    expect(back.inbox.welcome[0]).toMatchObject({ seat: 0, spectator: false, host: true } satisfies Partial<ServerMessages['welcome']>);
    await waitFor(() => watcher.state().seats[0]?.connected === true, 'the seat connected again');
    await waitFor(() => (back.inbox.legal.at(-1)?.actions.length ?? 0) > 0, 'the legal actions again');
  });

  it('keeps the creator host when someone joins through another process before the creator connects', async () => {
    const first = servers[0] as GameServer;
    const create = { game: 'port-royal', seats: 2, name: 'Ida' };
    const response = await fetch(`${first.base}/matchmake/create/${ROOM_NAME}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(create),
    });
    const reservation = (await response.json()) as { roomId: string; publicAddress: string };
    hostOfRoom.set(reservation.roomId, reservation.publicAddress);
    const through = otherThanHost(reservation.roomId, [first]);
    const early = await joined(keep(await sdkOf(through).joinById(reservation.roomId, { ...create, name: 'Jo', spectate: true })));
    expect(early.inbox.welcome[0]).toMatchObject({ spectator: true, host: false });
    const ida = await joined(keep(await sdkOf(first).consumeSeatReservation(reservation as never)));
    expect(ida.inbox.welcome[0]).toMatchObject({ seat: 0, host: true });
  });

  it('spread the tables over more than one process', () => {
    expect(new Set(hostOfRoom.values()).size).toBeGreaterThan(1);
  });
});
