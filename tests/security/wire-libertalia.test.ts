/**
 * Hidden information on the wire, Libertalia (keep in CI). Seeded games played through the
 * room by real SDK clients (one per seat, each deciding with the game's bot from its OWN
 * decoded state and legal actions) and watched by a spectator. After every step:
 * - each client's decoded `board` deep-equals `view(state, thatViewer)` of the room's engine;
 * - no raw frame any client received contains another seat's unrevealed pick (the bytes that
 *   set it, which the owner's own frames are checked to contain), the order of the ranks still
 *   to be dealt, the RNG state words, or (before the end) the seed;
 * - a pick that does not complete the sunrise sends nobody else a `log` line or a `legal` list.
 * And a pick changes not one byte of what the other clients receive, whichever card it is.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { $refId, encode, type Schema } from '@colyseus/schema';
import { createRng, randomInt } from '../../shared/core/rng';
import { libertalia } from '../../shared/games/libertalia';
import type { LibertaliaAction, LibertaliaState, LibertaliaView } from '../../shared/games/libertalia/types';
import type { LibertaliaBoard } from '../../server/sync/libertalia';
import type { TableRoom } from '../../server/rooms/table-room';
import { bootTestServer, createTable, framesOf, joinTable, waitFor, type Player, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  // The seats here decide instantly, far faster than people: no rate limit gets in the way.
  server = await bootTestServer({ rateLimitPerSecond: 10000, rateLimitBurst: 10000 });
});
afterEach(async () => {
  await server.cleanup();
});
afterAll(async () => {
  await server.shutdown();
});

interface Needle {
  what: string;
  bytes: number[];
}

function numberBytes(value: number): number[] {
  const bytes = new Uint8Array(16);
  const it = { offset: 0 };
  encode.number(bytes as unknown as Parameters<typeof encode.number>[0], value, it);
  return [...bytes.slice(0, it.offset)];
}

/** Byte sequences that must never travel: each as it would sit in a frame, in both orders. */
function tableNeedles(state: LibertaliaState, seed: string, over: boolean): Needle[] {
  const needles: Needle[] = [];
  const both = (what: string, bytes: number[]) => {
    needles.push({ what, bytes }, { what: `${what} (reversed)`, bytes: [...bytes].reverse() });
  };
  // The next rank dealt is the END of rankDeck.
  if (state.rankDeck.length >= 4) both('the next 4 ranks to be dealt', state.rankDeck.slice(-4));
  for (const word of state.rng) {
    const le = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
    both(`an RNG word (${word})`, le);
    needles.push({ what: `an RNG word in decimal (${word})`, bytes: [...Buffer.from(String(word))] });
  }
  if (!over) needles.push({ what: 'the seed', bytes: [...Buffer.from(seed)] });
  return needles;
}

/**
 * The bytes that set seat `seat`'s pick in its private schema object: switch to that object,
 * then field 0 (`pick`) added or replaced, then the rank.
 */
function pickNeedles(board: LibertaliaBoard, seat: number, pick: number): Needle[] {
  const secret = board.mine.get(String(seat)) as (Schema & { [$refId]?: number }) | undefined;
  const refId = secret?.[$refId];
  if (refId === undefined) throw new Error(`seat ${seat} has no private part on the server`);
  const head = [255, ...numberBytes(refId)];
  return [0, 128].map((op) => ({ what: `seat ${seat}'s secret pick (${pick})`, bytes: [...head, op, ...numberBytes(pick)] }));
}

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

interface Viewer {
  label: string;
  player: Player;
  seat: number | null;
  framesChecked: number;
  logsChecked: number;
  legalChecked: number;
}

async function openTable(players: number, seed: string): Promise<{ seated: Player[]; viewers: Viewer[]; table: TableRoom }> {
  const host = await createTable(server, { game: 'libertalia', seats: players, name: 'Seat 0', seed });
  const roomId = host.room.roomId;
  const seated = [host];
  for (let seat = 1; seat < players; seat++) seated.push(await joinTable(server, roomId, { name: `Seat ${seat}` }));
  const watcher = await joinTable(server, roomId, { name: 'Watcher', spectate: true });
  const viewers: Viewer[] = [
    ...seated.map((player, seat) => ({ label: `seat ${seat}`, player, seat, framesChecked: 0, logsChecked: 0, legalChecked: 0 })),
    { label: 'the spectator', player: watcher, seat: null, framesChecked: 0, logsChecked: 0, legalChecked: 0 },
  ];
  const table = server.tableRoom(roomId);
  host.send('start');
  await waitFor(() => table.session, 'the start');
  return { seated, viewers, table };
}

/**
 * Waits until every client decoded exactly its view of the current state (and checks it), and
 * received every log line and its latest legal actions, so each step's messages are counted
 * with that step.
 */
async function expectBoards(table: TableRoom, viewers: Viewer[], step: number): Promise<void> {
  const session = table.session;
  if (!session) throw new Error('no session');
  const over = table.phase === 'over';
  for (const viewer of viewers) {
    const expected = session.view(viewer.seat);
    await waitFor(() => isDeepStrictEqual(viewer.player.state().board, expected), `${viewer.label}'s board at step ${step}`, 3000).catch(() => undefined);
    expect(viewer.player.state().board).toEqual(expected);
    expect(viewer.player.state().toAct).toEqual(over ? [] : session.toAct());
    const lines = () => viewer.player.inbox.log.reduce((n, log) => n + log.lines.length, 0);
    await waitFor(() => lines() === session.log.length, `${viewer.label}'s log at step ${step}`);
    const seat = viewer.seat;
    if (seat !== null) {
      const legal = over ? [] : session.legal(seat);
      await waitFor(() => isDeepStrictEqual(viewer.player.inbox.legal.at(-1)?.actions, legal), `${viewer.label}'s legal actions at step ${step}`);
    }
  }
}

/** The seat's move, decided by the heuristic bot from what its client received. */
async function decide(table: TableRoom, player: Player, seat: number, step: number, rng: ReturnType<typeof createRng>): Promise<LibertaliaAction> {
  const legalNow = table.session?.legal(seat) ?? [];
  const legal = await waitFor(() => {
    const last = player.inbox.legal.at(-1);
    return last && isDeepStrictEqual(last.actions, legalNow) ? last : undefined;
  }, `seat ${seat}'s legal actions at step ${step}`);
  return libertalia.bots.heuristic.choose(player.state().board as LibertaliaView, seat, legal.actions as LibertaliaAction[], rng);
}

async function play(table: TableRoom, player: Player, action: LibertaliaAction, step: number): Promise<void> {
  player.send('action', action);
  await waitFor(() => (table.session?.actions.length ?? 0) > step, `step ${step + 1} to be played`);
}

async function playWatchedGame(players: number, seed: string): Promise<{ steps: number; picksProbed: number }> {
  const { seated, viewers, table } = await openTable(players, seed);
  const botRng = createRng(`wire:${seed}`);
  let lastPick: { seat: number; rank: number; completed: boolean } | null = null;
  let picksProbed = 0;

  for (;;) {
    const session = table.session;
    if (!session) throw new Error('no session');
    const state = session.state as LibertaliaState;
    const step = session.actions.length;
    const over = table.phase === 'over';
    await expectBoards(table, viewers, step);

    const board = table.state.board as LibertaliaBoard;
    const needles = tableNeedles(state, seed, over);
    // Picks made and not yet revealed: their bytes may reach their owner only.
    const secretPicks = state.phase === 'sunrise' ? state.seats.flatMap((st, seat) => (st.pick >= 0 ? [{ seat, needles: pickNeedles(board, seat, st.pick) }] : [])) : [];
    const quietPick = lastPick !== null && !lastPick.completed;
    for (const viewer of viewers) {
      const frames = framesOf(viewer.player.room).slice(viewer.framesChecked);
      const forbidden = [...needles, ...secretPicks.filter((p) => p.seat !== viewer.seat).flatMap((p) => p.needles)];
      for (const frame of frames) {
        for (const needle of forbidden) {
          const at = indexOf(frame, needle.bytes);
          if (at !== -1) throw new Error(`${viewer.label} received ${needle.what} at step ${step} (byte ${at} of a ${frame.length}-byte frame)`);
        }
      }
      // The control: the owner's frames do carry its pick in exactly those bytes.
      if (quietPick && lastPick?.seat === viewer.seat) {
        const own = secretPicks.find((p) => p.seat === viewer.seat);
        expect(own).toBeDefined();
        expect(frames.some((frame) => own?.needles.some((needle) => indexOf(frame, needle.bytes) !== -1))).toBe(true);
        picksProbed++;
      }
      viewer.framesChecked += frames.length;

      const logs = viewer.player.inbox.log.slice(viewer.logsChecked);
      const legals = viewer.player.inbox.legal.slice(viewer.legalChecked);
      if (quietPick && lastPick?.seat !== viewer.seat) {
        expect(logs.flatMap((log) => log.lines)).toEqual([]);
        expect(legals).toEqual([]);
      }
      viewer.logsChecked += logs.length;
      viewer.legalChecked += legals.length;
    }
    if (over) break;

    // Several seats pick at once at sunrise: any of them may be the next, as with people.
    const toAct = session.toAct();
    const seat = toAct[randomInt(botRng, toAct.length)] as number;
    const action = await decide(table, seated[seat] as Player, seat, step, botRng);
    await play(table, seated[seat] as Player, action, step);
    // The last pick of a sunrise reveals them all (and play may run on to the next sunrise).
    const after = table.session?.state as LibertaliaState;
    lastPick = action.type === 'pick' ? { seat, rank: action.rank, completed: (after.seats[seat]?.pick ?? -1) < 0 } : null;
  }

  const final = seated[0]?.state();
  expect(final?.seed).toBe(seed);
  expect(createHash('sha256').update(final?.seed ?? '').digest('hex')).toBe(final?.seedHash);
  return { steps: table.session?.actions.length ?? 0, picksProbed };
}

describe('what Libertalia clients receive', () => {
  const cases: [number, string][] = [
    [2, 'wire-2-a'],
    [3, 'wire-3-a'],
    [4, 'wire-4-a'],
    [6, 'wire-6-a'],
  ];
  it.each(cases)('%i players, seed %s: every client gets exactly its view, and nothing secret', async (players, seed) => {
    const { steps, picksProbed } = await playWatchedGame(players, seed);
    // Three campaigns of six days: at least one pick per seat per day.
    expect(steps).toBeGreaterThanOrEqual(18 * players);
    expect(picksProbed).toBeGreaterThanOrEqual(18 * (players - 1));
  }, 60000);
});

describe('a secret pick', () => {
  /** Plays the first sunrise up to its last pick, with seat 0 picking the `choice`-th card first. */
  async function framesBeforeReveal(choice: number): Promise<Uint8Array[][]> {
    const players = 3;
    const { seated, viewers, table } = await openTable(players, 'wire-counterfactual');
    await expectBoards(table, viewers, 0);
    const start = viewers.map((viewer) => framesOf(viewer.player.room).length);
    const state = table.session?.state as LibertaliaState;
    const firstPick = state.seats[0]?.hand[choice] as number;
    await play(table, seated[0] as Player, { type: 'pick', rank: firstPick }, 0);
    await expectBoards(table, viewers, 1);
    const secondPick = state.seats[1]?.hand[0] as number;
    await play(table, seated[1] as Player, { type: 'pick', rank: secondPick }, 1);
    await expectBoards(table, viewers, 2);
    expect(table.session?.toAct()).toEqual([2]);
    const frames = viewers.map((viewer, i) => framesOf(viewer.player.room).slice(start[i]));
    await server.cleanup();
    // Seat 0's own frames are left out: they carry its pick.
    return frames.slice(1);
  }

  it('changes not one byte that the other seats and the spectator receive, whichever card it is', async () => {
    const a = await framesBeforeReveal(0);
    const b = await framesBeforeReveal(4);
    expect(a.every((frames) => frames.length > 0)).toBe(true);
    expect(b.map((frames) => frames.map((frame) => Buffer.from(frame).toString('hex')))).toEqual(
      a.map((frames) => frames.map((frame) => Buffer.from(frame).toString('hex'))),
    );
  }, 30000);
});
