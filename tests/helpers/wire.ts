/**
 * What the wire tests (tests/security/wire-*.test.ts) share: a table of real SDK clients (one
 * per seat and a spectator) whose every frame is kept, the check that each client decoded
 * exactly its own view, byte patterns of secrets and the search for them in raw frames.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { encode } from '@colyseus/schema';
import type { TableRoom } from '../../server/rooms/table-room';
import { createTable, joinTable, testServerPerFile, waitFor, type Player, type TestServer } from './server';

/**
 * The file's server (see testServerPerFile), as a getter. Seats here decide instantly, far
 * faster than people: no rate limit gets in the way.
 */
export function useWireServer(): () => TestServer {
  const server = testServerPerFile({ rateLimitPerSecond: 10000, rateLimitBurst: 10000 });
  return () => server;
}

/** A byte pattern; `null` matches any byte (e.g. the operation and index bytes between array items). */
export type Pattern = (number | null)[];

export interface Needle {
  what: string;
  pattern: Pattern;
}

/** The bytes as they would sit in a frame, in both orders. */
export function bothOrders(what: string, bytes: readonly number[]): Needle[] {
  return [
    { what, pattern: [...bytes] },
    { what: `${what} (reversed)`, pattern: [...bytes].reverse() },
  ];
}

/**
 * A run of small numbers side by side, or as schema array items, each written as [operation,
 * index, value] (every third byte), in both orders.
 */
export function runPatterns(what: string, values: readonly number[]): Needle[] {
  const needles: Needle[] = [];
  const orders: [string, number[]][] = [['', [...values]], [' (reversed)', [...values].reverse()]];
  for (const [order, run] of orders) {
    needles.push({ what: `${what}${order}`, pattern: run });
    needles.push({ what: `${what}${order} as array items`, pattern: run.flatMap((v, i) => (i === 0 ? [v] : [null, null, v])) });
  }
  return needles;
}

/** The RNG state words (little-endian, both orders, and in decimal) and, before the end, the seed. */
export function rngAndSeedNeedles(rng: readonly number[], seed: string, over: boolean): Needle[] {
  const needles: Needle[] = [];
  for (const word of rng) {
    const le = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
    needles.push(...bothOrders(`an RNG word (${word})`, le));
    needles.push({ what: `an RNG word in decimal (${word})`, pattern: [...Buffer.from(String(word))] });
  }
  if (!over) needles.push({ what: 'the seed', pattern: [...Buffer.from(seed)] });
  return needles;
}

/** How @colyseus/schema writes a number. */
export function numberBytes(value: number): number[] {
  const bytes = new Uint8Array(16);
  const it = { offset: 0 };
  encode.number(bytes as unknown as Parameters<typeof encode.number>[0], value, it);
  return [...bytes.slice(0, it.offset)];
}

/** Where `pattern` starts in `haystack`, or -1. */
export function findPattern(haystack: Uint8Array, pattern: Pattern): number {
  outer: for (let i = 0; i + pattern.length <= haystack.length; i++) {
    for (let j = 0; j < pattern.length; j++) {
      const want = pattern[j];
      if (want !== null && haystack[i + j] !== want) continue outer;
    }
    return i;
  }
  return -1;
}

/** Throws, naming the step and the place, when a frame holds one of the needles. */
export function expectNoNeedle(label: string, frames: readonly Uint8Array[], needles: readonly Needle[], step: number): void {
  for (const frame of frames) {
    for (const needle of needles) {
      const at = findPattern(frame, needle.pattern);
      if (at !== -1) throw new Error(`${label} received ${needle.what} at step ${step} (byte ${at} of a ${frame.length}-byte frame)`);
    }
  }
}

/** Schema state and patch frames (protocol codes 14 and 15, modifier bits stripped). */
export function isStateFrame(frame: Uint8Array): boolean {
  const code = (frame[0] ?? 0) & 0x1f;
  return code === 14 || code === 15;
}

/** One client of the table and how far its frames and messages have been checked. */
export interface Viewer {
  label: string;
  player: Player;
  seat: number | null;
  framesChecked: number;
  logsChecked: number;
  legalChecked: number;
}

export interface WatchedTable {
  host: Player;
  seated: Player[];
  watcher: Player;
  viewers: Viewer[];
  table: TableRoom;
}

/** A started table with a client per seat and a spectator. */
export async function openWatchedTable(server: TestServer, game: string, players: number, seed: string, options?: unknown): Promise<WatchedTable> {
  const host = await createTable(server, { game, seats: players, name: 'Seat 0', ...(options === undefined ? {} : { options }) }, seed);
  const roomId = host.room.roomId;
  const seated = [host];
  for (let seat = 1; seat < players; seat++) seated.push(await joinTable(server, roomId, { name: `Seat ${seat}` }));
  const watcher = await joinTable(server, roomId, { name: 'Watcher', spectate: true });
  const viewers: Viewer[] = [
    ...seated.map((player, seat): Viewer => ({ label: `seat ${seat}`, player, seat, framesChecked: 0, logsChecked: 0, legalChecked: 0 })),
    { label: 'the spectator', player: watcher, seat: null, framesChecked: 0, logsChecked: 0, legalChecked: 0 },
  ];
  const table = server.tableRoom(roomId);
  host.send('start');
  await waitFor(() => table.table.session, 'the start');
  return { host, seated, watcher, viewers, table };
}

/**
 * The actions a client would offer now: the server's last `legal` list while the synced state
 * says the seat is awaited, else none (the client clears its list itself; see client/table/session.ts).
 */
export function offeredTo(player: Player, seat: number): unknown[] {
  const state = player.state();
  if (state.phase !== 'playing' || !state.toAct.includes(seat)) return [];
  return player.inbox.legal.at(-1)?.actions ?? [];
}

function logLines(player: Player): number {
  return player.inbox.log.reduce((n, log) => n + log.lines.length, 0);
}

/**
 * Waits until every client decoded exactly its view of the current state (and checks it), and
 * received every log line and the actions it would offer, so each step's messages are counted
 * with that step.
 */
export async function expectEveryView(table: TableRoom, viewers: readonly Viewer[], step: number): Promise<void> {
  const session = table.table.session;
  if (!session) throw new Error('no session');
  const over = table.table.phase === 'over';
  for (const viewer of viewers) {
    const expected = session.view(viewer.seat);
    await waitFor(() => isDeepStrictEqual(viewer.player.state().board, expected), `${viewer.label}'s board at step ${step}`, 3000).catch(() => undefined);
    expect(viewer.player.state().board).toEqual(expected);
    expect(viewer.player.state().toAct).toEqual(over ? [] : session.toAct());
    await waitFor(() => logLines(viewer.player) === session.log.length, `${viewer.label}'s log at step ${step}`);
    const seat = viewer.seat;
    if (seat !== null) {
      const offered = over ? [] : session.offered(seat);
      await waitFor(() => isDeepStrictEqual(offeredTo(viewer.player, seat), offered), `${viewer.label}'s offered actions at step ${step}`);
    }
  }
}

/** The seat's offered actions once its client has them (equal to what the server offers now). */
export async function offeredFromClient<A>(table: TableRoom, player: Player, seat: number, step: number): Promise<A[]> {
  const now = table.table.session?.offered(seat) ?? [];
  await waitFor(() => isDeepStrictEqual(offeredTo(player, seat), now), `seat ${seat}'s offered actions at step ${step}`);
  return offeredTo(player, seat) as A[];
}

/** Sends the action and waits until the table has played it. */
export async function playStep(table: TableRoom, player: Player, action: unknown, step: number): Promise<void> {
  player.send('action', action);
  await waitFor(() => (table.table.session?.actions.length ?? 0) > step, `step ${step + 1} to be played`);
}

/** At the end the seed is revealed, and it is the one whose hash was published at the start. */
export function expectSeedRevealed(player: Player, seed: string): void {
  const final = player.state();
  expect(final.seed).toBe(seed);
  expect(createHash('sha256').update(final.seed).digest('hex')).toBe(final.seedHash);
}
