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
import { $refId, type Schema } from '@colyseus/schema';
import { createRng, randomInt } from '../../shared/core/rng';
import { libertalia } from '../../shared/games/libertalia';
import type { LibertaliaAction, LibertaliaState, LibertaliaView } from '../../shared/games/libertalia/types';
import type { LibertaliaBoard } from '../../server/sync/libertalia';
import type { TableRoom } from '../../server/rooms/table-room';
import { framesOf, type Player } from '../helpers/server';
import {
  bothOrders,
  expectNoNeedle,
  expectEveryView,
  expectSeedRevealed,
  findPattern,
  numberBytes,
  offeredFromClient,
  openWatchedTable,
  playStep,
  rngAndSeedNeedles,
  useWireServer,
  type Needle,
} from '../helpers/wire';

const server = useWireServer();

/** Byte sequences that must never travel. */
function tableNeedles(state: LibertaliaState, seed: string, over: boolean): Needle[] {
  // The next rank dealt is the END of rankDeck.
  const deck = state.rankDeck.length >= 4 ? bothOrders('the next 4 ranks to be dealt', state.rankDeck.slice(-4)) : [];
  return [...deck, ...rngAndSeedNeedles(state.rng, seed, over)];
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
  return [0, 128].map((op) => ({ what: `seat ${seat}'s secret pick (${pick})`, pattern: [...head, op, ...numberBytes(pick)] }));
}

/** The seat's move, decided by the heuristic bot from what its client received. */
async function decide(table: TableRoom, player: Player, seat: number, step: number, rng: ReturnType<typeof createRng>): Promise<LibertaliaAction> {
  const offered = await offeredFromClient<LibertaliaAction>(table, player, seat, step);
  return libertalia.bots.heuristic.choose(player.state().board as LibertaliaView, seat, offered, rng);
}

async function playWatchedGame(players: number, seed: string): Promise<{ steps: number; picksProbed: number }> {
  const { host, seated, viewers, table } = await openWatchedTable(server(), 'libertalia', players, seed);
  const botRng = createRng(`wire:${seed}`);
  let lastPick: { seat: number; rank: number; completed: boolean } | null = null;
  let picksProbed = 0;

  for (;;) {
    const session = table.table.session;
    if (!session) throw new Error('no session');
    const state = session.state as LibertaliaState;
    const step = session.actions.length;
    const over = table.table.phase === 'over';
    await expectEveryView(table, viewers, step);

    const board = table.state.board as LibertaliaBoard;
    const needles = tableNeedles(state, seed, over);
    // Picks made and not yet revealed: their bytes may reach their owner only.
    const secretPicks = state.phase === 'sunrise' ? state.seats.flatMap((st, seat) => (st.pick >= 0 ? [{ seat, needles: pickNeedles(board, seat, st.pick) }] : [])) : [];
    const quietPick = lastPick !== null && !lastPick.completed;
    for (const viewer of viewers) {
      const frames = framesOf(viewer.player.room).slice(viewer.framesChecked);
      const forbidden = [...needles, ...secretPicks.filter((p) => p.seat !== viewer.seat).flatMap((p) => p.needles)];
      expectNoNeedle(viewer.label, frames, forbidden, step);
      // The control: the owner's frames do carry its pick in exactly those bytes.
      if (quietPick && lastPick?.seat === viewer.seat) {
        const own = secretPicks.find((p) => p.seat === viewer.seat);
        expect(own).toBeDefined();
        expect(frames.some((frame) => own?.needles.some((needle) => findPattern(frame, needle.pattern) !== -1))).toBe(true);
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
    await playStep(table, seated[seat] as Player, action, step);
    // The last pick of a sunrise reveals them all (and play may run on to the next sunrise).
    const after = table.table.session?.state as LibertaliaState;
    lastPick = action.type === 'pick' ? { seat, rank: action.rank, completed: (after.seats[seat]?.pick ?? -1) < 0 } : null;
  }

  expectSeedRevealed(host, seed);
  return { steps: table.table.session?.actions.length ?? 0, picksProbed };
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
    const { seated, viewers, table } = await openWatchedTable(server(), 'libertalia', players, 'wire-counterfactual');
    await expectEveryView(table, viewers, 0);
    const start = viewers.map((viewer) => framesOf(viewer.player.room).length);
    const state = table.table.session?.state as LibertaliaState;
    const firstPick = state.seats[0]?.hand[choice] as number;
    await playStep(table, seated[0] as Player, { type: 'pick', rank: firstPick }, 0);
    await expectEveryView(table, viewers, 1);
    const secondPick = state.seats[1]?.hand[0] as number;
    await playStep(table, seated[1] as Player, { type: 'pick', rank: secondPick }, 1);
    await expectEveryView(table, viewers, 2);
    expect(table.table.session?.toAct()).toEqual([2]);
    const frames = viewers.map((viewer, i) => framesOf(viewer.player.room).slice(start[i]));
    await server().cleanup();
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
