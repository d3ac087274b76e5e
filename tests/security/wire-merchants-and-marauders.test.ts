/**
 * Merchants & Marauders' hidden information on the wire (keep in CI). Seeded short games (a low
 * glory target; one with every Seas of Glory module on) played through the room by real SDK clients, one per seat, each deciding with
 * the heuristic bot from its OWN decoded state and legal actions, and watched by a spectator.
 * After every step:
 * - each client's decoded `board` deep-equals `view(state, thatViewer)`: its own secrets under
 *   its seat in `mine`, nobody else's, and no `mine` at all for the spectator;
 * - no state frame a client received touches another seat's secret part (the bytes that switch
 *   the decoder to it or to one of its lists) or carries a run of another seat's cargo or glory
 *   cards; no state frame carries the next cards of a deck; no frame at all an RNG state word or
 *   (before the end) the seed;
 * - no `log` line tells one seat another's rumor, stash amount or the glory cards it drew or
 *   discarded; no `legal` message names a card its reader cannot see, and the spectator gets none;
 * - at the end the seed is revealed, and it is the one whose hash was published at the start.
 * As a control, each seat's own secret part and cards are found in its own frames by the same
 * search, so the search does look for the bytes the encoder writes.
 */
import { $refId, type Schema } from '@colyseus/schema';
import { createRng, randomInt } from '../../shared/core/rng';
import { ALL_SEAS_ON } from '../../shared/games/merchants-and-marauders/manifest';
import { merchantsAndMarauders as game } from '../../shared/games/merchants-and-marauders';
import { GLORY, RUMORS } from '../../shared/games/merchants-and-marauders/glory';
import type { MmAction, MmOptions, MmState, MmView } from '../../shared/games/merchants-and-marauders/types';
import { mineOf } from '../../shared/games/merchants-and-marauders/view';
import type { MmBoard } from '../../server/sync/merchants-and-marauders';
import { framesOf } from '../helpers/server';
import {
  expectEveryView,
  expectNoNeedle,
  expectSeedRevealed,
  findPattern,
  isStateFrame,
  numberBytes,
  offeredFromClient,
  openWatchedTable,
  playStep,
  rngAndSeedNeedles,
  useWireServer,
  type Needle,
  type Viewer,
} from '../helpers/wire';

const server = useWireServer();

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
    // Module 7: which cargo cards lie on the contraband space.
    ...(secret.contraband ? [['contraband space', secret.contraband] as [string, Schema | object]] : []),
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
  return [
    ...runNeedles(p.cargo, `seat ${seat}'s cargo`, shown.cargo), ...runNeedles(p.gloryHand, `seat ${seat}'s glory hand`, shown.glory),
    ...runNeedles(p.contraband ?? [], `seat ${seat}'s contraband space`, shown.cargo),
  ];
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
    case 'buy-contraband':
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
  /^(.+) hears a rumor: /, /^(.+) drew the glory card /, /^(.+) stashes \d+ gold/, /^(.+) takes \d+ gold from the stash/, /^(.+) earns a favor for .+ \(\d now\)/, new RegExp(`^(.+) discards (${GLORY_TITLES})\\.`),
];

/**
 * Whether a log line names this rumor. A rumor that shares its title with a glory card (Hidden
 * cove) counts only on a line that speaks of a rumor: every line that names a rumor does, and a
 * seat's own glory card draw or a card played openly must not read as a leak.
 */
const GLORY_TITLE_SET = new Set(GLORY.map((card) => card.title));
const namesRumor = (line: string, title: string): boolean => line.includes(title) && (!GLORY_TITLE_SET.has(title) || line.includes('rumor'));

const nameOf = (viewer: Viewer): string => (viewer.seat === null ? 'Watcher' : `Seat ${viewer.seat}`);

async function playWatchedGame(players: number, seed: string, options: MmOptions): Promise<{ steps: number; sightings: number[]; endReason: string; smuggling: number }> {
  const { seated, watcher, viewers, table } = await openWatchedTable(server(), 'merchants-and-marauders', players, seed, options);
  const sightings = viewers.map(() => 0);
  // Module 7: the steps at which some hold carried contraband (the secret the search above must not find).
  let smuggling = 0;
  const botRng = createRng(`wire:${seed}`);
  let before: MmState | null = null;

  for (;;) {
    const session = table.table.session;
    if (!session) throw new Error('no session');
    const state = session.state as MmState;
    const step = session.actions.length;
    const over = table.table.phase === 'over';
    await expectEveryView(table, viewers, step);

    const board = table.state.board as MmBoard;
    if (state.seats.some((p) => (p.contraband ?? []).length > 0)) smuggling += 1;
    const decks = deckNeedles(state);
    const always = rngAndSeedNeedles(state.rng, seed, over);
    // Cards before this step too: a card that just left a hand was secret until now.
    const shown = shownOpenly(session.view(null) as MmView);
    const handsOf = (seat: number) => [...handNeedles(state, seat, shown), ...(before ? handNeedles(before, seat, shown) : [])];
    const heldRumors = (seat: number) => (state.seats[seat]!.rumor >= 0 ? [RUMORS[state.seats[seat]!.rumor]!.title] : []);
    viewers.forEach((viewer, v) => {
      const others = state.seats.map((_, seat) => seat).filter((seat) => seat !== viewer.seat);
      const forbidden = [...decks, ...others.flatMap((seat) => [...secretSwitches(board, seat), ...handsOf(seat)])];
      const own = viewer.seat === null ? [] : [...secretSwitches(board, viewer.seat), ...handsOf(viewer.seat)];
      const frames = framesOf(viewer.player.room).slice(viewer.framesChecked);
      expectNoNeedle(viewer.label, frames, always, step);
      const stateFrames = frames.filter(isStateFrame);
      expectNoNeedle(viewer.label, stateFrames, forbidden, step);
      sightings[v]! += stateFrames.filter((frame) => own.some((needle) => findPattern(frame, needle.pattern) !== -1)).length;
      viewer.framesChecked += frames.length;

      const unseenRumors = others.flatMap(heldRumors);
      const lines = viewer.player.inbox.log.slice(viewer.logsChecked).flatMap((log) => log.lines);
      for (const line of lines) {
        for (const secretLine of SECRET_LINES) {
          const owner = secretLine.exec(line)?.[1];
          if (owner !== undefined && owner !== nameOf(viewer)) throw new Error(`${viewer.label} read "${line}" at step ${step}`);
        }
        for (const title of unseenRumors) if (namesRumor(line, title)) throw new Error(`${viewer.label} read "${line}" at step ${step}: it names another seat's rumor`);
      }
      viewer.logsChecked = viewer.player.inbox.log.length;

      const legals = viewer.player.inbox.legal.slice(viewer.legalChecked);
      if (viewer.seat === null) {
        expect(legals).toEqual([]);
      } else {
        const visible = visibleIds(game.view(state, viewer.seat), viewer.seat);
        const named = legals.flatMap((legal) => (legal.actions as MmAction[]).flatMap(namedIds));
        expect(named.filter(([kind, id]) => !visible[kind].has(id))).toEqual([]);
      }
      viewer.legalChecked = viewer.player.inbox.legal.length;
    });
    if (over) break;

    // The captains are chosen at once: any seat still choosing may be the next, as with people.
    const toAct = session.toAct();
    const seat = toAct[randomInt(botRng, toAct.length)]!;
    const player = seated[seat]!;
    const offered = await offeredFromClient<MmAction>(table, player, seat, step);
    const action = game.bots.heuristic.choose(player.state().board as MmView, seat, offered, botRng);
    before = state;
    await playStep(table, player, action, step);
  }

  expect((watcher.state().board as MmView).mine).toBeUndefined();
  seated.forEach((player, seat) => expect(Object.keys((player.state().board as MmView).mine ?? {})).toEqual([String(seat)]));
  expectSeedRevealed(seated[0]!, seed);
  const endReason = (table.table.session?.state as MmState).endReason;
  return { steps: table.table.session?.actions.length ?? 0, sightings: viewers.flatMap((viewer, v) => (viewer.seat === null ? [] : [sightings[v]!])), endReason, smuggling };
}

it('offers Merchants & Marauders with its option defaults', async () => {
  const { body } = await server().get('/api/games');
  expect(body).toContainEqual({
    id: 'merchants-and-marauders',
    title: 'Merchants & Marauders',
    minPlayers: 2,
    maxPlayers: 4,
    options: {
      gloryTarget: 10, captainsDealt: 2, newCards: 'off', flexibleTurns: false, newWeapons: false, brig: false, treasureGalleon: false, wind: false, storm: false,
      gloryOrDeath: false, hardLife: false, locations: false, newMods: false, modMarket: false, loyalty: false, captainsForGold: false, cutthroat: false, favors: false, npcUpgrades: false,
      contraband: false, smugglersHold: false,
    },
  });
});

it("refuses at table creation It'll cost ya! with two captains dealt, saying why", async () => {
  await expect(
    server().sdk.create('table', { game: 'merchants-and-marauders', seats: 2, name: 'Anne', options: { captainsForGold: true } }),
  ).rejects.toThrow(/It'll cost ya! starts from one captain dealt/);
});

it('refuses at table creation a storm token without the wind, saying why', async () => {
  await expect(
    server().sdk.create('table', { game: 'merchants-and-marauders', seats: 2, name: 'Anne', options: { storm: true } }),
  ).rejects.toThrow(/storm token drifts with the wind: turn on "Module 8: Wind"/);
});

it("refuses at table creation the smuggler's hold without contraband, saying why", async () => {
  await expect(
    server().sdk.create('table', { game: 'merchants-and-marauders', seats: 2, name: 'Anne', options: { smugglersHold: true } }),
  ).rejects.toThrow(/smuggler's hold carries contraband: turn on "Module 7: Contraband"/);
});

describe('what Merchants & Marauders clients receive', () => {
  const cases: [number, string, MmOptions][] = [
    [2, 'wire-mm-2-4', { gloryTarget: 3, captainsDealt: 2 }],
    [3, 'wire-mm-3-0', { gloryTarget: 3, captainsDealt: 1 }],
    [4, 'wire-mm-4-3', { gloryTarget: 3, captainsDealt: 2 }],
    // Every Seas of Glory module and variant this table plays.
    [3, 'wire-mm-3-seas', { gloryTarget: 3, captainsDealt: 1, ...ALL_SEAS_ON }],
  ];
  it.each(cases)('%i players, seed %s: every client gets exactly its view, and nothing secret', async (players, seed, options) => {
    const { steps, sightings, endReason, smuggling } = await playWatchedGame(players, seed, options);
    expect(steps).toBeGreaterThan(60);
    // With every module on, contraband was carried (and stayed its owner's) for part of the game.
    if (options.contraband) expect(smuggling).toBeGreaterThan(0);
    expect(endReason).not.toBe('limit');
    // The control: each seat's own secret part is found in its own frames by the same search.
    for (const seen of sightings) expect(seen).toBeGreaterThan(0);
  }, 60000);
});
