/**
 * Hidden information on the wire, Caribbean (keep in CI). Seeded games played through the room
 * by real SDK clients (one per seat, each deciding with the game's bot from its OWN decoded
 * state) and watched by a spectator. After every step:
 * - each client's decoded `board` deep-equals `view(state, thatViewer)` of the room's engine;
 * - no raw frame any client received contains another seat's unrevealed cards on the ships or
 *   its tie-breaker (the bytes that set them in its private part, which the owner's own frames
 *   are checked to contain), the order of the face-down chests, the RNG state words, or
 *   (before the end) the seed;
 * - a bid or a tie answer that does not complete the round of decisions sends everybody else
 *   just "X has decided" in the log and no `legal` list.
 * And a bid changes not one byte of what the other clients receive, whichever cards it is.
 */
import { $refId, type Schema } from '@colyseus/schema';
import { createRng, randomInt } from '../../shared/core/rng';
import { caribbean } from '../../shared/games/caribbean';
import type { CaribbeanAction, CaribbeanState, CaribbeanView } from '../../shared/games/caribbean/types';
import type { CaribbeanBoard } from '../../server/sync/caribbean';
import type { TableRoom } from '../../server/rooms/table-room';
import { framesOf, type Player } from '../helpers/server';
import {
  bothOrders,
  expectEveryView,
  expectNoNeedle,
  expectSeedRevealed,
  findPattern,
  numberBytes,
  openWatchedTable,
  playStep,
  rngAndSeedNeedles,
  useWireServer,
  type Needle,
} from '../helpers/wire';

const server = useWireServer();

/** Byte sequences that must never travel. */
function tableNeedles(state: CaribbeanState, seed: string, over: boolean): Needle[] {
  const faceDown = state.supply.flatMap((pile) => pile.chests);
  const chests = faceDown.length >= 6 ? bothOrders('the order of the face-down chests', faceDown.slice(0, 6)) : [];
  return [...chests, ...rngAndSeedNeedles(state.rng, seed, over)];
}

type Ref = Schema & { [$refId]?: number };

function refIdOf(ref: unknown, what: string): number {
  const id = (ref as Ref | undefined)?.[$refId];
  if (id === undefined) throw new Error(`${what} is not on the server`);
  return id;
}

/**
 * The bytes that set seat `seat`'s secrets in its private part: its cards pushed onto its
 * `bids` list (switch to the list, then add index 0 and 1), and its tie-breaker (switch to the
 * part, then field 1 added or replaced, then the card).
 */
function secretNeedles(board: CaribbeanBoard, seat: number, st: CaribbeanState['seats'][number]): Needle[] {
  const part = board.mine.get(String(seat));
  const bids = [255, ...numberBytes(refIdOf(part?.bids, `seat ${seat}'s bids`))];
  const own = [255, ...numberBytes(refIdOf(part, `seat ${seat}'s private part`))];
  const [first, second] = st.bids as [number, number];
  return [
    { what: `seat ${seat}'s secret bids (${st.bids.join(',')})`, pattern: [...bids, 128, 0, ...numberBytes(first), 128, 1, ...numberBytes(second)] },
    ...[1, 129].map((op) => ({ what: `seat ${seat}'s secret tie-breaker (${st.tieBreaker})`, pattern: [...own, op, ...numberBytes(st.tieBreaker)] })),
  ];
}

/**
 * The seat's move, decided by the heuristic bot from what its client received. A bidding seat
 * is offered no arrangements (the client composes its bid); the bot chooses among all of them.
 */
function decide(table: TableRoom, player: Player, seat: number, rng: ReturnType<typeof createRng>): CaribbeanAction {
  const legal = (table.table.session?.legal(seat) ?? []) as CaribbeanAction[];
  return caribbean.bots.heuristic.choose(player.state().board as CaribbeanView, seat, legal, rng);
}

/**
 * Seats holding cards this round. The needles name their private part itself, so they may
 * reach their owner only, even after a ship's cards are revealed in the public part.
 */
function secretHolders(state: CaribbeanState): number[] {
  return state.seats.flatMap((st, seat) => (st.bids.length > 0 ? [seat] : []));
}

async function playWatchedGame(players: number, seed: string): Promise<{ steps: number; probed: number; rounds: number }> {
  const { host, seated, viewers, table } = await openWatchedTable(server(), 'caribbean', players, seed);
  const botRng = createRng(`wire:${seed}`);
  let lastQuiet: { seat: number } | null = null;
  let probed = 0;

  for (;;) {
    const session = table.table.session;
    if (!session) throw new Error('no session');
    const state = session.state as CaribbeanState;
    const step = session.actions.length;
    const over = table.table.phase === 'over';
    await expectEveryView(table, viewers, step);

    const board = table.state.board as CaribbeanBoard;
    const needles = tableNeedles(state, seed, over);
    // Every seat's private part this round: its bytes may reach its owner only.
    const secrets = secretHolders(state).map((seat) => ({ seat, needles: secretNeedles(board, seat, state.seats[seat]!) }));
    for (const viewer of viewers) {
      const frames = framesOf(viewer.player.room).slice(viewer.framesChecked);
      const forbidden = [...needles, ...secrets.filter((p) => p.seat !== viewer.seat).flatMap((p) => p.needles)];
      expectNoNeedle(viewer.label, frames, forbidden, step);
      // The control: the owner's frames after its quiet bid do carry its cards in exactly those bytes.
      if (lastQuiet && lastQuiet.seat === viewer.seat && state.phase === 'bidding') {
        const own = secrets.find((p) => p.seat === viewer.seat);
        expect(own).toBeDefined();
        const bidNeedle = own?.needles[0] as Needle;
        const tieNeedles = own?.needles.slice(1) ?? [];
        expect(frames.some((frame) => findPattern(frame, bidNeedle.pattern) !== -1)).toBe(true);
        expect(frames.some((frame) => tieNeedles.some((needle) => findPattern(frame, needle.pattern) !== -1))).toBe(true);
        probed++;
      }
      viewer.framesChecked += frames.length;

      const logs = viewer.player.inbox.log.slice(viewer.logsChecked);
      const legals = viewer.player.inbox.legal.slice(viewer.legalChecked);
      if (lastQuiet && lastQuiet.seat !== viewer.seat) {
        const lines = logs.flatMap((log) => log.lines);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^Seat \d has (bribed the ships|decided on the tie-breaker)\.$/);
        expect(legals).toEqual([]);
      }
      viewer.logsChecked += logs.length;
      viewer.legalChecked += legals.length;
    }
    if (over) break;

    // Several seats bid at once: any of them may be the next, as with people.
    const toAct = session.toAct();
    const seat = toAct[randomInt(botRng, toAct.length)] as number;
    const action = decide(table, seated[seat] as Player, seat, botRng);
    await playStep(table, seated[seat] as Player, action, step);
    // The decision is quiet when others still have to decide after it.
    const after = table.table.session?.state as CaribbeanState;
    const stillDeciding = (after.phase === 'bidding' || after.phase === 'tie') && after.phase === state.phase && after.round === state.round && after.current === state.current && (table.table.session?.toAct().length ?? 0) > 0;
    lastQuiet = (action.type === 'bid' || action.type === 'tie') && stillDeciding ? { seat } : null;
  }

  expectSeedRevealed(host, seed);
  const state = table.table.session?.state as CaribbeanState;
  return { steps: table.table.session?.actions.length ?? 0, probed, rounds: state.round };
}

describe('what Caribbean clients receive', () => {
  it('is a game the site offers', async () => {
    const { body } = await server().get('/api/games');
    expect(body).toContainEqual({ id: 'caribbean', title: 'Caribbean', minPlayers: 2, maxPlayers: 4, options: {} });
  });

  const cases: [number, string][] = [
    [2, 'wire-2-a'],
    [3, 'wire-3-a'],
    [4, 'wire-4-a'],
  ];
  it.each(cases)('%i players, seed %s: every client gets exactly its view, and nothing secret', async (players, seed) => {
    const { steps, probed, rounds } = await playWatchedGame(players, seed);
    // Every round, every seat bids once, and all but the last bid quietly.
    expect(steps).toBeGreaterThanOrEqual(rounds * players);
    expect(probed).toBeGreaterThanOrEqual(rounds * (players - 1));
  }, 60000);
});

describe('a secret bid', () => {
  /** Seat 0 bids `ships`, then seat 1 bids, with seat 2 still to bid: everything the others received. */
  async function framesBeforeReveal(ships: number[]): Promise<Uint8Array[][]> {
    const players = 3;
    const { seated, viewers, table } = await openWatchedTable(server(), 'caribbean', players, 'wire-counterfactual');
    await expectEveryView(table, viewers, 0);
    const start = viewers.map((viewer) => framesOf(viewer.player.room).length);
    await playStep(table, seated[0] as Player, { type: 'bid', ships }, 0);
    await expectEveryView(table, viewers, 1);
    await playStep(table, seated[1] as Player, { type: 'bid', ships: [5, 4, 3, 2, 1, 0] }, 1);
    await expectEveryView(table, viewers, 2);
    expect(table.table.session?.toAct()).toEqual([2]);
    const frames = viewers.map((viewer, i) => framesOf(viewer.player.room).slice(start[i]));
    await server().cleanup();
    // Seat 0's own frames are left out: they carry its cards.
    return frames.slice(1);
  }

  it('changes not one byte that the other seats and the spectator receive, whichever cards it is', async () => {
    const a = await framesBeforeReveal([0, 1, 2, 3, 4, 5]);
    const b = await framesBeforeReveal([6, 5, 1, 4, 0, 2]);
    expect(a.every((frames) => frames.length > 0)).toBe(true);
    expect(b.map((frames) => frames.map((frame) => Buffer.from(frame).toString('hex')))).toEqual(
      a.map((frames) => frames.map((frame) => Buffer.from(frame).toString('hex'))),
    );
  }, 30000);
});
