/**
 * Hidden information on the wire (keep in CI). Seeded Port Royal games for 2 to 5 players,
 * played through the room by real SDK clients (one per seat, each deciding with the game's
 * bot from its OWN decoded state and legal actions) and watched by a spectator. After every
 * step:
 * - each client's decoded `board` deep-equals `view(state, thatViewer)` of the room's engine;
 * - no raw frame any client received contains the deck order (the next 4 cards), a run of a
 *   seat's face-down coin cards, the RNG state words, or (before the end) the seed;
 * - no `legal` message offers, and no `log` line names, a face-down coin card.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createRng } from '../../shared/core/rng';
import { portRoyal } from '../../shared/games/port-royal';
import { cardLabel } from '../../shared/games/port-royal/data';
import type { CardId, PortRoyalState, PortRoyalView } from '../../shared/games/port-royal/types';
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

/** Byte sequences that must never travel: each as it would sit in a frame, in both orders. */
function secretNeedles(state: PortRoyalState, seed: string, over: boolean): { what: string; bytes: number[] }[] {
  const needles: { what: string; bytes: number[] }[] = [];
  const both = (what: string, bytes: number[]) => {
    needles.push({ what, bytes }, { what: `${what} (reversed)`, bytes: [...bytes].reverse() });
  };
  if (state.deck.length >= 4) both('the next 4 deck cards', state.deck.slice(-4));
  state.seats.forEach((seat, n) => {
    for (let i = 0; i + 3 <= seat.coins.length; i++) both(`seat ${n}'s coin cards ${i}..${i + 2}`, seat.coins.slice(i, i + 3));
  });
  for (const word of state.rng) {
    const le = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
    both(`an RNG word (${word})`, le);
    needles.push({ what: `an RNG word in decimal (${word})`, bytes: [...Buffer.from(String(word))] });
  }
  if (!over) needles.push({ what: 'the seed', bytes: [...Buffer.from(seed)] });
  return needles;
}

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Labels of cards anyone can see (a coin's label may appear when an identical card is public). */
function publicLabels(view: PortRoyalView): Set<string> {
  const cards: CardId[] = [...view.discard, ...view.harbor, ...view.expeditionRow, ...view.seats.flatMap((seat) => [...seat.display, ...seat.expeditions])];
  return new Set(cards.map(cardLabel));
}

interface Viewer {
  label: string;
  player: Player;
  seat: number | null;
  framesChecked: number;
  logsChecked: number;
  legalChecked: number;
}

async function playWatchedGame(players: number, seed: string): Promise<number> {
  const host = await createTable(server, { seats: players, name: 'Seat 0', seed });
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
  const botRng = createRng(`wire:${seed}`);
  let coinsBefore = new Set<CardId>();

  for (;;) {
    const session = table.session;
    if (!session) throw new Error('no session');
    const state = session.state as PortRoyalState;
    const step = session.actions.length;
    const over = table.phase === 'over';

    for (const viewer of viewers) {
      const expected = session.view(viewer.seat);
      await waitFor(() => isDeepStrictEqual(viewer.player.state().board, expected), `${viewer.label}'s board at step ${step}`, 3000).catch(() => undefined);
      expect(viewer.player.state().board).toEqual(expected);
      expect(viewer.player.state().toAct).toEqual(over ? [] : session.toAct());
    }

    const coins = new Set(state.seats.flatMap((seat) => seat.coins));
    const newCoins = [...coins].filter((card) => !coinsBefore.has(card));
    const allowed = publicLabels(session.view(null) as PortRoyalView);
    const forbiddenLabels = newCoins.map(cardLabel).filter((label) => !allowed.has(label));
    const needles = secretNeedles(state, seed, over);
    for (const viewer of viewers) {
      const frames = framesOf(viewer.player.room);
      for (const frame of frames.slice(viewer.framesChecked)) {
        for (const needle of needles) {
          const at = indexOf(frame, needle.bytes);
          if (at !== -1) throw new Error(`${viewer.label} received ${needle.what} at step ${step} (byte ${at} of a ${frame.length}-byte frame)`);
        }
      }
      viewer.framesChecked = frames.length;
      for (const log of viewer.player.inbox.log.slice(viewer.logsChecked)) {
        for (const line of log.lines) for (const label of forbiddenLabels) expect(line).not.toContain(label);
      }
      viewer.logsChecked = viewer.player.inbox.log.length;
      for (const legal of viewer.player.inbox.legal.slice(viewer.legalChecked)) {
        const values: unknown[] = legal.actions.flatMap((action) => Object.values(action).flat());
        const cards = values.filter((value): value is number => typeof value === 'number');
        expect(cards.filter((card) => coins.has(card))).toEqual([]);
      }
      viewer.legalChecked = viewer.player.inbox.legal.length;
    }
    coinsBefore = coins;
    if (over) break;

    // The seat to act decides from what its client received, like a player would.
    const seat = session.toAct()[0] as number;
    const player = seated[seat] as Player;
    const legalNow = session.legal(seat);
    const legal = await waitFor(() => {
      const last = player.inbox.legal.at(-1);
      return last && isDeepStrictEqual(last.actions, legalNow) ? last : undefined;
    }, `seat ${seat}'s legal actions at step ${step}`);
    const board = player.state().board as PortRoyalView;
    const action = portRoyal.bots.heuristic.choose(board, seat, legal.actions as Parameters<typeof portRoyal.bots.heuristic.choose>[2], botRng);
    player.send('action', action);
    await waitFor(() => (table.session?.actions.length ?? 0) > step, `step ${step + 1} to be played`);
  }

  const final = host.state();
  expect(final.seed).toBe(seed);
  expect(createHash('sha256').update(final.seed).digest('hex')).toBe(final.seedHash);
  return table.session?.actions.length ?? 0;
}

describe('what clients receive', () => {
  const cases: [number, string][] = [
    [2, 'wire-2-a'],
    [2, 'wire-2-b'],
    [3, 'wire-3-a'],
    [4, 'wire-4-a'],
    [5, 'wire-5-a'],
  ];
  it.each(cases)('%i players, seed %s: every client gets exactly its view, and nothing secret', async (players, seed) => {
    const steps = await playWatchedGame(players, seed);
    expect(steps).toBeGreaterThan(20);
  }, 120000);
});
