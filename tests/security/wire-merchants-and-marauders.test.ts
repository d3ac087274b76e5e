/**
 * Merchants & Marauders' hidden information on the wire (keep in CI). Seeded short games (a low
 * glory target) played through the room by real SDK clients, one per seat, each deciding with
 * the heuristic bot from its OWN decoded state and legal actions, and watched by a spectator.
 * After every step:
 * - each client's decoded `board` deep-equals `view(state, thatViewer)`: its own secrets under
 *   its seat in `mine`, nobody else's, and no `mine` at all for the spectator;
 * - no state frame a client received touches another seat's secret part (the bytes that switch
 *   the decoder to it or to one of its lists) or carries a run of another seat's cargo or glory
 *   cards; no state frame carries the next cards of a deck; no frame at all an RNG state word or
 *   (before the end) the seed;
 * - no `log` line tells one seat another's rumor, stash amount or discarded glory card, and no
 *   `legal` message names a card its reader cannot see.
 * As a control, each seat's own secret part and cards are found in its own frames by the same
 * search, so the search does look for the bytes the encoder writes.
 */
import { isDeepStrictEqual } from 'node:util';
import { $refId, encode, type Schema } from '@colyseus/schema';
import { createRng, randomInt } from '../../shared/core/rng';
import { merchantsAndMarauders as game } from '../../shared/games/merchants-and-marauders';
import { GLORY, RUMORS } from '../../shared/games/merchants-and-marauders/glory';
import type { MmAction, MmOptions, MmState, MmView } from '../../shared/games/merchants-and-marauders/types';
import { mineOf } from '../../shared/games/merchants-and-marauders/view';
import type { MmBoard } from '../../server/sync/merchants-and-marauders';
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

/** A byte pattern; `null` matches any byte (the operation byte between array items). */
type Pattern = (number | null)[];
interface Needle {
  what: string;
  pattern: Pattern;
}

function numberBytes(value: number): number[] {
  const bytes = new Uint8Array(16);
  const it = { offset: 0 };
  encode.number(bytes as unknown as Parameters<typeof encode.number>[0], value, it);
  return [...bytes.slice(0, it.offset)];
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

/**
 * The bytes that switch the decoder to seat `seat`'s secret part or to one of its lists: every
 * change to them starts so, and a client that is not their owner must never read it.
 */
function secretSwitches(board: MmBoard, seat: number): Needle[] {
  const secret = board.mine.get(String(seat));
  if (!secret) return [];
  const parts: [string, Schema | object][] = [
    ['secret part', secret], ['offer', secret.offer], ['cargo', secret.cargo], ['glory hand', secret.gloryHand],
    ['goods drawn', secret.buyCards], ['prices', secret.buyPrices], ['rumor choice', secret.rumorChoice],
  ];
  return parts.map(([what, ref]) => {
    const id = (ref as { [$refId]?: number })[$refId];
    if (id === undefined) throw new Error(`seat ${seat}'s ${what} has no refId`);
    return { what: `seat ${seat}'s ${what} (refId ${id})`, pattern: [255, ...numberBytes(id)] };
  });
}

/**
 * Two neighbouring cards of a list as the encoder writes array items: [operation, index, card]
 * each. Only cards numbered 16 and above: smaller numbers are also seats, zones and counts.
 */
function runNeedles(cards: readonly number[], what: string, shown: Set<number>): Needle[] {
  const needles: Needle[] = [];
  for (let i = 0; i + 1 < cards.length; i++) {
    const [a, b] = [cards[i]!, cards[i + 1]!];
    if (a >= 16 && b >= 16 && !shown.has(a) && !shown.has(b)) needles.push({ what: `${what} ${i}..${i + 1} (${a}, ${b})`, pattern: [i, a, null, i + 1, b] });
  }
  return needles;
}

/** Seat `seat`'s cargo and glory cards in `state`, less those `shown` openly now (sold, plundered, played, hired). */
function handNeedles(state: MmState, seat: number, shown: { cargo: Set<number>; glory: Set<number> }): Needle[] {
  const p = state.seats[seat]!;
  return [...runNeedles(p.cargo, `seat ${seat}'s cargo`, shown.cargo), ...runNeedles(p.gloryHand, `seat ${seat}'s glory hand`, shown.glory)];
}

/** The cargo and glory cards everyone sees in `view`. */
function shownOpenly(view: MmView): { cargo: Set<number>; glory: Set<number> } {
  const sides = [view.combat.attacker, view.combat.defender];
  return {
    cargo: new Set([...view.cargoDiscard, ...view.raid.cards, ...view.combat.plunderCards]),
    glory: new Set([...view.seats.flatMap((seat) => seat.specialists), ...sides.flatMap((side) => side.played)]),
  };
}

function deckNeedles(state: MmState): Needle[] {
  const needles: Needle[] = [];
  const decks: [string, number[]][] = [
    ['cargo', state.cargoDeck], ['glory', state.gloryDeck], ['event', state.eventDeck], ['rumor', state.rumorDeck],
    ['mission', state.missionDeck], ['captain', state.captainDeck],
  ];
  for (const [name, deck] of decks) {
    if (deck.length < 4) continue;
    // The top of a deck is the END of its array.
    const top = deck.slice(-4).reverse();
    for (const [order, run] of [['', top], [' (reversed)', [...top].reverse()]] as const) {
      needles.push({ what: `the next 4 ${name} cards${order}`, pattern: [...run] });
      // As array items only where the numbers are too large to be seats, zones and counts.
      if (run.every((card) => card >= 16)) {
        needles.push({ what: `the next 4 ${name} cards${order} as array items`, pattern: run.flatMap((v, i) => (i === 0 ? [v] : [null, null, v])) });
      }
    }
  }
  return needles;
}

function alwaysSecret(state: MmState, seed: string, over: boolean): Needle[] {
  const needles: Needle[] = [];
  for (const word of state.rng) {
    const le = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
    needles.push({ what: `an RNG word (${word})`, pattern: le }, { what: `an RNG word (${word}) reversed`, pattern: [...le].reverse() });
    needles.push({ what: `an RNG word in decimal (${word})`, pattern: [...Buffer.from(String(word))] });
  }
  if (!over) needles.push({ what: 'the seed', pattern: [...Buffer.from(seed)] });
  return needles;
}

/** The card ids of each kind a seat's view shows it (its own secrets included). */
function visibleIds(view: MmView, seat: number): Record<'cargo' | 'glory' | 'captain' | 'rumor' | 'mission', Set<number>> {
  const mine = mineOf(view, seat);
  return {
    cargo: new Set([...(mine?.cargo ?? []), ...(mine?.buyCards ?? []), ...view.raid.cards, ...view.combat.plunderCards]),
    glory: new Set(mine?.gloryHand ?? []),
    captain: new Set(mine?.offer ?? []),
    rumor: new Set(mine?.rumorChoice ?? []),
    mission: new Set(view.missionsOnBoard),
  };
}

/** The cards an action names, by kind. */
function namedIds(action: MmAction): ['cargo' | 'glory' | 'captain' | 'rumor' | 'mission', number][] {
  switch (action.type) {
    case 'sell':
      return action.cards.map((card) => ['cargo', card]);
    case 'discard-cargo':
    case 'buy-card':
    case 'raid-discard':
    case 'raid-exchange':
    case 'take-card':
      return [['cargo', action.card]];
    case 'play-glory':
    case 'hire':
    case 'announce':
    case 'discard-glory':
      return [['glory', action.card]];
    case 'choose-captain':
      return [['captain', action.captain]];
    case 'keep-rumor':
      return [['rumor', action.card]];
    case 'claim-mission':
      return [['mission', action.mission]];
    default:
      return [];
  }
}

/** Log lines that carry a seat's secret (its own version of an entry): only that seat may read them. */
const GLORY_TITLES = [...new Set(GLORY.map((card) => card.title))].join('|');
const SECRET_LINES = [
  /^(.+) hears a rumor: /, /^(.+) drew the glory card /, /^(.+) stashes \d+ gold/, /^(.+) takes \d+ gold from the stash/, new RegExp(`^(.+) discards (${GLORY_TITLES})\\.`),
];

interface Viewer {
  label: string;
  name: string;
  player: Player;
  seat: number | null;
  framesChecked: number;
  linesChecked: number;
  legalChecked: number;
  sightings: number;
}

function linesOf(player: Player): string[] {
  return player.inbox.log.flatMap((message) => message.lines);
}

async function playWatchedGame(players: number, seed: string, options: MmOptions): Promise<{ steps: number; viewers: Viewer[]; endReason: string }> {
  const host = await createTable(server, { game: 'merchants-and-marauders', seats: players, name: 'Seat 0', seed, options });
  const roomId = host.room.roomId;
  const seated = [host];
  for (let seat = 1; seat < players; seat++) seated.push(await joinTable(server, roomId, { name: `Seat ${seat}` }));
  const watcher = await joinTable(server, roomId, { name: 'Watcher', spectate: true });
  const viewers: Viewer[] = [
    ...seated.map((player, seat) => ({ label: `seat ${seat}`, name: `Seat ${seat}`, player, seat: seat as number | null })),
    { label: 'the spectator', name: 'Watcher', player: watcher, seat: null },
  ].map((v) => ({ ...v, framesChecked: 0, linesChecked: 0, legalChecked: 0, sightings: 0 }));
  const table = server.tableRoom(roomId);
  host.send('start');
  await waitFor(() => table.session, 'the start');
  const botRng = createRng(`wire:${seed}`);
  let before: MmState | null = null;

  for (;;) {
    const session = table.session;
    if (!session) throw new Error('no session');
    const state = session.state as MmState;
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

    const board = table.state.board as MmBoard;
    const decks = deckNeedles(state);
    const always = alwaysSecret(state, seed, over);
    // Cards and secret parts before this step too: a card that just left a hand was secret until now.
    const shown = shownOpenly(session.view(null) as MmView);
    const handsOf = (seat: number) => [...handNeedles(state, seat, shown), ...(before ? handNeedles(before, seat, shown) : [])];
    const heldRumors = (seat: number) => (state.seats[seat]!.rumor >= 0 ? [RUMORS[state.seats[seat]!.rumor]!.title] : []);
    for (const viewer of viewers) {
      const others = state.seats.map((_, seat) => seat).filter((seat) => seat !== viewer.seat);
      const forbidden = [...decks, ...others.flatMap((seat) => [...secretSwitches(board, seat), ...handsOf(seat)])];
      const own = viewer.seat === null ? [] : [...secretSwitches(board, viewer.seat), ...handsOf(viewer.seat)];
      const frames = framesOf(viewer.player.room);
      for (const frame of frames.slice(viewer.framesChecked)) {
        const stateFrame = isStateFrame(frame);
        for (const needle of stateFrame ? [...forbidden, ...always] : always) {
          const at = find(frame, needle.pattern);
          if (at !== -1) throw new Error(`${viewer.label} received ${needle.what} at step ${step} (byte ${at} of a ${frame.length}-byte frame)`);
        }
        if (stateFrame && own.some((needle) => find(frame, needle.pattern) !== -1)) viewer.sightings++;
      }
      viewer.framesChecked = frames.length;

      const unseenRumors = others.flatMap(heldRumors);
      const lines = linesOf(viewer.player);
      for (const line of lines.slice(viewer.linesChecked)) {
        for (const secretLine of SECRET_LINES) {
          const owner = secretLine.exec(line)?.[1];
          if (owner !== undefined && owner !== viewer.name) throw new Error(`${viewer.label} read "${line}" at step ${step}`);
        }
        for (const title of unseenRumors) if (line.includes(title)) throw new Error(`${viewer.label} read "${line}" at step ${step}: it names another seat's rumor`);
      }
      viewer.linesChecked = lines.length;

      const legals = viewer.player.inbox.legal.slice(viewer.legalChecked);
      if (viewer.seat === null) {
        expect(legals.flatMap((legal) => legal.actions)).toEqual([]);
      } else {
        const visible = visibleIds(game.view(state, viewer.seat), viewer.seat);
        const named = legals.flatMap((legal) => (legal.actions as MmAction[]).flatMap(namedIds));
        expect(named.filter(([kind, id]) => !visible[kind].has(id))).toEqual([]);
      }
      viewer.legalChecked = viewer.player.inbox.legal.length;
    }
    if (over) break;

    // The captains are chosen at once: any seat still choosing may be the next, as with people.
    const toAct = session.toAct();
    const seat = toAct[randomInt(botRng, toAct.length)]!;
    const player = seated[seat]!;
    const legalNow = session.legal(seat);
    const legal = await waitFor(() => {
      const last = player.inbox.legal.at(-1);
      return last && isDeepStrictEqual(last.actions, legalNow) ? last : undefined;
    }, `seat ${seat}'s legal actions at step ${step}`);
    const action = game.bots.heuristic.choose(player.state().board as MmView, seat, legal.actions as MmAction[], botRng);
    before = state;
    player.send('action', action);
    await waitFor(() => (table.session?.actions.length ?? 0) > step, `step ${step + 1} to be played`);
  }

  expect((watcher.state().board as MmView).mine).toBeUndefined();
  seated.forEach((player, seat) => expect(Object.keys((player.state().board as MmView).mine ?? {})).toEqual([String(seat)]));
  const endReason = (table.session?.state as MmState).endReason;
  return { steps: table.session?.actions.length ?? 0, viewers, endReason };
}

it('offers Merchants & Marauders with its option defaults', async () => {
  const { body } = await server.get('/api/games');
  expect(body).toContainEqual({
    id: 'merchants-and-marauders', title: 'Merchants & Marauders', minPlayers: 2, maxPlayers: 4, options: { gloryTarget: 10, captainsDealt: 2 },
  });
});

describe('what Merchants & Marauders clients receive', () => {
  const cases: [number, string, MmOptions][] = [
    [2, 'wire-mm-2-4', { gloryTarget: 3, captainsDealt: 2 }],
    [3, 'wire-mm-3-0', { gloryTarget: 3, captainsDealt: 1 }],
    [4, 'wire-mm-4-3', { gloryTarget: 3, captainsDealt: 2 }],
  ];
  it.each(cases)('%i players, seed %s: every client gets exactly its view, and nothing secret', async (players, seed, options) => {
    const { steps, viewers, endReason } = await playWatchedGame(players, seed, options);
    expect(steps).toBeGreaterThan(60);
    expect(endReason).not.toBe('limit');
    // The control: each seat's own secret part is found in its own frames by the same search.
    for (const viewer of viewers) if (viewer.seat !== null) expect(viewer.sightings).toBeGreaterThan(0);
  }, 60000);
});
