/**
 * Borneo's hidden information on the wire (keep in CI). Seeded games for 3 to 5 players played
 * through the room by real SDK clients (one per seat, each deciding with the heuristic bot from
 * its OWN decoded state and legal actions) and watched by a spectator. After every step:
 * - each client's decoded `board` deep-equals `view(state, thatViewer)`: its own hand under
 *   its seat in `mine`, nobody else's, and no `mine` at all for the spectator;
 * - no state frame a client received contains a run of another seat's hand, the next cards of
 *   the deck, and no frame an RNG state word or (before the end) the seed;
 * - no `log` line names, and no `legal` message offers, a card its reader cannot see.
 * As a control, each seat's own hand is found in its own frames by the same search, so the
 * search does look for the bytes the encoder writes.
 */
import { isDeepStrictEqual } from 'node:util';
import { createRng } from '../../shared/core/rng';
import { borneo } from '../../shared/games/borneo';
import { cardLabel } from '../../shared/games/borneo/cards';
import { SHIPMENT_CARDS } from '../../shared/games/borneo/data';
import type { BorneoAction, BorneoOptions, BorneoState, BorneoView, CardId } from '../../shared/games/borneo/types';
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

/** A byte pattern; `null` matches any byte (the operation and index bytes between array items). */
type Pattern = (number | null)[];

interface Needle {
  what: string;
  pattern: Pattern;
}

/**
 * How a run of small numbers sits in a frame: side by side, or as array items, each written
 * as [operation, index, value] (so every third byte).
 */
function runPatterns(what: string, values: readonly number[]): Needle[] {
  const needles: Needle[] = [];
  for (const [order, run] of [['', values], [' (reversed)', [...values].reverse()]] as const) {
    needles.push({ what: `${what}${order}`, pattern: [...run] });
    needles.push({ what: `${what}${order} as array items`, pattern: run.flatMap((v, i) => (i === 0 ? [v] : [null, null, v])) });
  }
  return needles;
}

/**
 * Runs of three cards of a hand. Only runs of cards numbered 16 and above: smaller numbers are
 * also ranks, seats, flag counts and mission numbers, which sit in arrays of their own.
 */
function handNeedles(hand: readonly CardId[], whose: string): Needle[] {
  const needles: Needle[] = [];
  for (let i = 0; i + 3 <= hand.length; i++) {
    const run = hand.slice(i, i + 3);
    if (run.every((card) => card >= 16)) needles.push(...runPatterns(`${whose} hand cards ${i}..${i + 2}`, run));
  }
  return needles;
}

function secretNeedles(state: BorneoState, viewer: number | null, seed: string, over: boolean): Needle[] {
  const needles: Needle[] = [];
  if (state.deck.length >= 4) needles.push(...runPatterns('the next 4 deck cards', state.deck.slice(-4)));
  state.seats.forEach((seat, n) => {
    if (n !== viewer) needles.push(...handNeedles(seat.hand, `seat ${n}'s`));
  });
  return [...needles, ...alwaysSecret(state, seed, over)];
}

function alwaysSecret(state: BorneoState, seed: string, over: boolean): Needle[] {
  const needles: Needle[] = [];
  for (const word of state.rng) {
    const le = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
    needles.push({ what: `an RNG word (${word})`, pattern: le }, { what: `an RNG word (${word}) reversed`, pattern: [...le].reverse() });
    needles.push({ what: `an RNG word in decimal (${word})`, pattern: [...Buffer.from(String(word))] });
  }
  if (!over) needles.push({ what: 'the seed', pattern: [...Buffer.from(seed)] });
  return needles;
}

function find(haystack: Uint8Array, pattern: Pattern): number {
  outer: for (let i = 0; i + pattern.length <= haystack.length; i++) {
    for (let j = 0; j < pattern.length; j++) {
      const want = pattern[j];
      if (want !== null && haystack[i + j] !== want) continue outer;
    }
    return i;
  }
  return -1;
}

/** Schema state and patch frames (protocol codes 14 and 15, modifier bits stripped). */
function isStateFrame(frame: Uint8Array): boolean {
  const code = (frame[0] ?? 0) & 0x1f;
  return code === 14 || code === 15;
}

/** Every shipment card a view shows: harbors, warehouses, the fight, the distribution, its own hand. */
function visibleCards(view: BorneoView): Set<CardId> {
  return new Set([
    ...view.harborRow.flatMap((slot) => slot.cards),
    ...view.seats.flatMap((seat) => seat.cards),
    ...view.fight.attackCards,
    ...view.fight.defendCards,
    ...view.distribution.cards,
    ...Object.values(view.mine ?? {}).flatMap((part) => part.hand),
  ]);
}

/** Cards an action shows to everyone as it is played (a discarded card stays face down). */
function playedOpenly(action: BorneoAction | null): CardId[] {
  if (!action) return [];
  switch (action.type) {
    case 'attack':
    case 'defend':
    case 'mission':
      return action.cards;
    case 'ship':
    case 'keep':
    case 'pick':
      return [action.card];
    default:
      return [];
  }
}

interface Viewer {
  label: string;
  player: Player;
  seat: number | null;
  framesChecked: number;
  logLinesChecked: number;
  legalChecked: number;
  ownHandSightings: number;
}

function linesOf(player: Player): string[] {
  return player.inbox.log.flatMap((message) => message.lines);
}

async function playWatchedGame(players: number, seed: string, options: BorneoOptions): Promise<{ steps: number; sightings: number[] }> {
  const host = await createTable(server, { game: 'borneo', seats: players, name: 'Seat 0', seed, options });
  const roomId = host.room.roomId;
  const seated = [host];
  for (let seat = 1; seat < players; seat++) seated.push(await joinTable(server, roomId, { name: `Seat ${seat}` }));
  const watcher = await joinTable(server, roomId, { name: 'Watcher', spectate: true });
  const viewers: Viewer[] = [
    ...seated.map((player, seat) => ({ label: `seat ${seat}`, player, seat: seat as number | null })),
    { label: 'the spectator', player: watcher, seat: null },
  ].map((v) => ({ ...v, framesChecked: 0, logLinesChecked: 0, legalChecked: 0, ownHandSightings: 0 }));
  const table = server.tableRoom(roomId);
  host.send('start');
  await waitFor(() => table.session, 'the start');
  const botRng = createRng(`wire:${seed}`);
  let before: BorneoState | null = null;
  let lastAction: BorneoAction | null = null;

  for (;;) {
    const session = table.session;
    if (!session) throw new Error('no session');
    const state = session.state as BorneoState;
    const step = session.actions.length;
    const over = table.phase === 'over';
    const logLength = session.log.length;

    for (const viewer of viewers) {
      const expected = session.view(viewer.seat);
      await waitFor(() => isDeepStrictEqual(viewer.player.state().board, expected), `${viewer.label}'s board at step ${step}`, 3000).catch(() => undefined);
      expect(viewer.player.state().board).toEqual(expected);
      expect(viewer.player.state().toAct).toEqual(over ? [] : session.toAct());
      await waitFor(() => linesOf(viewer.player).length >= logLength, `${viewer.label}'s log at step ${step}`);
    }

    for (const viewer of viewers) {
      const frames = framesOf(viewer.player.room);
      const needles = secretNeedles(state, viewer.seat, seed, over);
      const own = viewer.seat === null ? [] : handNeedles(state.seats[viewer.seat]?.hand ?? [], 'own');
      for (const frame of frames.slice(viewer.framesChecked)) {
        const stateFrame = isStateFrame(frame);
        for (const needle of stateFrame ? needles : alwaysSecret(state, seed, over)) {
          const at = find(frame, needle.pattern);
          if (at !== -1) throw new Error(`${viewer.label} received ${needle.what} at step ${step} (byte ${at} of a ${frame.length}-byte frame)`);
        }
        if (stateFrame && own.some((needle) => find(frame, needle.pattern) !== -1)) viewer.ownHandSightings++;
      }
      viewer.framesChecked = frames.length;

      // A log line may name only cards its reader sees before or after the step, or that the step played openly.
      const seen = new Set([...visibleCards(borneo.view(before ?? state, viewer.seat)), ...visibleCards(borneo.view(state, viewer.seat)), ...playedOpenly(lastAction)]);
      const unseenLabels = SHIPMENT_CARDS.map((_, card) => card).filter((card) => !seen.has(card)).map(cardLabel);
      const lines = linesOf(viewer.player);
      for (const line of lines.slice(viewer.logLinesChecked)) {
        for (const label of unseenLabels) if (line.includes(label)) throw new Error(`${viewer.label} read "${line}" at step ${step}: it names ${label}`);
      }
      viewer.logLinesChecked = lines.length;

      if (viewer.seat !== null) {
        const visible = visibleCards(borneo.view(state, viewer.seat));
        for (const legal of viewer.player.inbox.legal.slice(viewer.legalChecked)) {
          const named = (legal.actions as BorneoAction[]).flatMap((action) => [...('card' in action ? [action.card] : []), ...('cards' in action ? action.cards : [])]);
          expect(named.filter((card) => !visible.has(card))).toEqual([]);
        }
        viewer.legalChecked = viewer.player.inbox.legal.length;
      }
    }
    if (over) break;

    // The seat to act decides from what its client received, like a player would.
    const seat = session.toAct()[0] as number;
    const player = seated[seat] as Player;
    const legalNow = session.legal(seat);
    const legal = await waitFor(() => {
      const last = player.inbox.legal.at(-1);
      return last && isDeepStrictEqual(last.actions, legalNow) ? last : undefined;
    }, `seat ${seat}'s legal actions at step ${step}`);
    const board = player.state().board as BorneoView;
    const action = borneo.bots.heuristic.choose(board, seat, legal.actions as BorneoAction[], botRng);
    before = state;
    lastAction = action;
    player.send('action', action);
    await waitFor(() => (table.session?.actions.length ?? 0) > step, `step ${step + 1} to be played`);
  }

  // The spectator never decoded a hand; each seat decoded its own only.
  expect((watcher.state().board as BorneoView).mine).toBeUndefined();
  seated.forEach((player, seat) => expect(Object.keys((player.state().board as BorneoView).mine ?? {})).toEqual([String(seat)]));
  return { steps: table.session?.actions.length ?? 0, sightings: viewers.filter((v) => v.seat !== null).map((v) => v.ownHandSightings) };
}

it('offers Borneo with its option defaults', async () => {
  const { body } = await server.get('/api/games');
  expect(body).toContainEqual({ id: 'borneo', title: 'Borneo', minPlayers: 3, maxPlayers: 5, options: { threePlayerVariant: false, blackbeard: false } });
});

describe('what Borneo clients receive', () => {
  const cases: [number, string, BorneoOptions][] = [
    [3, 'wire-borneo-3', { threePlayerVariant: true, blackbeard: true }],
    [4, 'wire-borneo-4', { threePlayerVariant: false, blackbeard: false }],
    [5, 'wire-borneo-5', { threePlayerVariant: false, blackbeard: true }],
  ];
  it.each(cases)('%i players, seed %s: every client gets exactly its view, and nothing secret', async (players, seed, options) => {
    const { steps, sightings } = await playWatchedGame(players, seed, options);
    expect(steps).toBeGreaterThan(60);
    // The control: the search finds hands where they are allowed to be.
    expect(sightings.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
  }, 120000);
});
