/**
 * Boots the real server for room tests and wraps SDK clients so tests can read what each
 * client received. The server listens on a free port chosen by the system; the matchmaker is
 * one per process, so room suites run in band (`npm test` does).
 */
import type { AddressInfo } from 'node:net';
import { matchMaker, type Server } from '@colyseus/core';
import { Client, Room as ClientRoom } from '@colyseus/sdk';
import { createServer } from '../../server/app';
import { DEFAULT_CONFIG, type ServerConfig } from '../../server/config';
import { loadSiteGames, type ServerGames } from '../../server/games';
import type { TableRoom } from '../../server/rooms/table-room';
import { openStore, type MatchRecord, type Store, type StoredTable } from '../../server/store';
import type { LogLine } from '../../shared/core/log';
import { readLogLine } from '../../shared/core/log-words';
import type { ServerMessages, TableStateJSON } from '../../shared/protocol';

export const TEST_CONFIG: ServerConfig = {
  ...DEFAULT_CONFIG,
  distDir: '/nonexistent-dist',
  store: 'memory',
  botDelayMs: 2,
  reconnectSeconds: 1,
  // Every test client comes from 127.0.0.1: the per-address quotas have their own tests.
  tablesPerMinute: 0,
  openTablesPerAddress: 0,
  connectionsPerAddress: 0,
};

export interface TestServer {
  server: Server;
  sdk: Client;
  port: number;
  /** The memory store: finished matches and the tables' logs. */
  store: Store;
  /** Closes every room (between tests). */
  cleanup(): Promise<void>;
  /** The server-side room (same process), to compare against the engine state. */
  tableRoom(roomId: string): TableRoom;
  /** The seed of the next table created (through the server's own hook, as no client can). */
  seedNextTable(seed: string): void;
  get(path: string): Promise<{ status: number; body: unknown }>;
  shutdown(): Promise<void>;
}

export async function bootTestServer(
  config: Partial<ServerConfig> = {},
  /** The site's games when absent. */
  games?: ServerGames,
): Promise<TestServer> {
  const store = await openStore({ ...TEST_CONFIG, ...config, store: 'memory' }, 'test');
  let nextSeed: string | undefined;
  const { server } = createServer({
    config: { ...TEST_CONFIG, ...config },
    store,
    games: games ?? (await loadSiteGames()),
    gracefulShutdown: false,
    tableSeed: () => {
      const seed = nextSeed;
      nextSeed = undefined;
      return seed;
    },
  });
  await server.listen(0, '127.0.0.1');
  const port = (server.transport.server?.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const cleanup = async () => {
    await Promise.all(matchMaker.disconnectAll());
  };
  return {
    server,
    sdk: new Client(`ws://127.0.0.1:${port}`),
    port,
    store,
    cleanup,
    tableRoom: (roomId) => matchMaker.getLocalRoomById(roomId) as unknown as TableRoom,
    seedNextTable: (seed) => {
      nextSeed = seed;
    },
    async get(path) {
      const response = await fetch(`${base}${path}`);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body };
    },
    async shutdown() {
      await cleanup();
      await server.gracefullyShutdown(false);
    },
  };
}

/**
 * The test server of a whole test file: booted before its first test, its rooms closed after
 * each test, shut down after the last. The object answers for the booted server, so a file
 * writes `const server = testServerPerFile()` and uses it as it would `bootTestServer`'s.
 */
export function testServerPerFile(config: Partial<ServerConfig> = {}, games?: ServerGames): TestServer {
  let booted: TestServer | undefined;
  const current = (): TestServer => {
    if (!booted) throw new Error('The test server boots in beforeAll: use it inside a test or a hook.');
    return booted;
  };
  beforeAll(async () => {
    booted = await bootTestServer(config, games);
  });
  afterEach(async () => {
    await booted?.cleanup();
  });
  afterAll(async () => {
    await booted?.shutdown();
  });
  return {
    get server() {
      return current().server;
    },
    get sdk() {
      return current().sdk;
    },
    get port() {
      return current().port;
    },
    get store() {
      return current().store;
    },
    cleanup: () => current().cleanup(),
    tableRoom: (roomId) => current().tableRoom(roomId),
    seedNextTable: (seed) => current().seedNextTable(seed),
    get: (path) => current().get(path),
    shutdown: () => current().shutdown(),
  };
}

/** Polls until `check` returns (or resolves to) a truthy value (the expected value, not the next patch). */
export async function waitFor<T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, label: string, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
}

/**
 * A finished table's match record, once it is saved. The record is written after the game's last
 * action is stored (server/rooms/table-outbox.ts, recordMatch), so it lands a moment after the end
 * shows: a test waits for it rather than reading it at once.
 */
export function savedRecord(store: Store, id: string, timeoutMs = 5000): Promise<MatchRecord> {
  return waitFor(() => store.matches.get(id), `the match record of table ${id}`, timeoutMs);
}

/** A table's stored rows once they read `phase` (a finished table is stored as such a moment after its record). */
export function storedAs(store: Store, id: string, phase: StoredTable['table']['phase'], timeoutMs = 5000): Promise<StoredTable> {
  return waitFor(async () => {
    const stored = await store.tables.load(id);
    return stored?.table.phase === phase ? stored : undefined;
  }, `table ${id} stored as ${phase}`, timeoutMs);
}

/** The log as a player reads it: each `log` or `history` message worded (see readLogLine). */
export interface LogMessage {
  lines: string[];
  /** A `history` message: the whole log, replacing what came before. */
  replace?: boolean;
}

type Inbox = { [K in Exclude<keyof ServerMessages, 'log' | 'history'>]: ServerMessages[K][] } & { log: LogMessage[] };

/**
 * Every raw frame each SDK room received, from its very first byte: the SDK's frame handler
 * is wrapped once, before any connection, so the wire tests can look at exact bytes.
 */
const framesByRoom = new WeakMap<object, Uint8Array[]>();
const sdkRoom = ClientRoom.prototype as unknown as { onMessageCallback(this: object, event: { data: ArrayBuffer }): void };
const dispatchFrame = sdkRoom.onMessageCallback;
sdkRoom.onMessageCallback = function (this: object, event: { data: ArrayBuffer }) {
  let frames = framesByRoom.get(this);
  if (!frames) framesByRoom.set(this, (frames = []));
  frames.push(new Uint8Array(event.data.slice(0)));
  dispatchFrame.call(this, event);
};

export function framesOf(room: ClientRoom): Uint8Array[] {
  let frames = framesByRoom.get(room);
  if (!frames) framesByRoom.set(room, (frames = []));
  return frames;
}

/** An SDK room with everything it received, message by message. */
export interface Player {
  room: ClientRoom;
  inbox: Inbox;
  /** The decoded state as plain JSON. */
  state(): TableStateJSON;
  send(type: string, payload?: unknown): void;
  /** Sends and waits for the next `error` answer. */
  expectError(type: string, payload?: unknown): Promise<ServerMessages['error']>;
  leave(): Promise<void>;
}

export function wrap(room: ClientRoom): Player {
  const inbox: Inbox = { welcome: [], legal: [], log: [], error: [], seed: [], chat: [] };
  for (const type of ['welcome', 'legal', 'error', 'seed', 'chat'] as const) {
    room.onMessage(type, (payload: never) => (inbox[type] as unknown[]).push(payload));
  }
  // Worded as the client words them, with the names in the state the message follows.
  const read = (lines: LogLine[]): string[] => {
    const state = (room.state as { toJSON(): TableStateJSON }).toJSON();
    return lines.map((line) => readLogLine(state.game, line, (seat) => state.seats[seat]?.name || `Seat ${seat + 1}`));
  };
  room.onMessage('log', (lines: ServerMessages['log']) => inbox.log.push({ lines: read(lines) }));
  room.onMessage('history', (lines: ServerMessages['history']) => inbox.log.push({ lines: read(lines), replace: true }));
  return {
    room,
    inbox,
    state: () => (room.state as { toJSON(): TableStateJSON }).toJSON(),
    send: (type, payload) => room.send(type, payload),
    async expectError(type, payload) {
      const before = inbox.error.length;
      room.send(type, payload);
      await waitFor(() => inbox.error.length > before, `an error answer to "${type}"`);
      return inbox.error[before] as ServerMessages['error'];
    },
    async leave() {
      await room.leave(true);
    },
  };
}

/** Creates a table (Port Royal for 2 unless `options` say otherwise); `seed` fixes its seed server-side. */
export async function createTable(server: TestServer, options: Record<string, unknown>, seed?: string): Promise<Player> {
  if (seed !== undefined) server.seedNextTable(seed);
  const room = await server.sdk.create('table', { game: 'port-royal', seats: 2, name: 'Host', ...options });
  // Listen before the first frames arrive: `welcome` follows the initial state at once.
  const player = wrap(room);
  await waitFor(() => Object.keys(player.state()).length > 0, 'the initial state');
  return player;
}

export async function joinTable(server: TestServer, roomId: string, options: Record<string, unknown>): Promise<Player> {
  const room = await server.sdk.joinById(roomId, options);
  const player = wrap(room);
  await waitFor(() => Object.keys(player.state()).length > 0, 'the initial state');
  return player;
}
