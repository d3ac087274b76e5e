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
import { createRng } from '../../shared/core/rng';
import { borneo } from '../../shared/games/borneo';
import { cardLabel } from '../../shared/games/borneo/cards';
import { SHIPMENT_CARDS } from '../../shared/games/borneo/data';
import type { BorneoAction, BorneoOptions, BorneoState, BorneoView, CardId } from '../../shared/games/borneo/types';
import { framesOf, type Player } from '../helpers/server';
import {
  expectEveryView,
  expectNoNeedle,
  findPattern,
  isStateFrame,
  offeredFromClient,
  openWatchedTable,
  playStep,
  rngAndSeedNeedles,
  runPatterns,
  useWireServer,
  type Needle,
  type Viewer,
} from '../helpers/wire';

const server = useWireServer();

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
  return rngAndSeedNeedles(state.rng, seed, over);
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

function linesOf(player: Player): string[] {
  return player.inbox.log.flatMap((message) => message.lines);
}

async function playWatchedGame(players: number, seed: string, options: BorneoOptions): Promise<{ steps: number; sightings: number[] }> {
  const { seated, watcher, viewers, table } = await openWatchedTable(server(), 'borneo', players, seed, options);
  // Times each seat's own hand was found in its own frames: the control that the search works.
  const ownHandSightings = viewers.map(() => 0);
  const botRng = createRng(`wire:${seed}`);
  let before: BorneoState | null = null;
  let lastAction: BorneoAction | null = null;

  for (;;) {
    const session = table.table.session;
    if (!session) throw new Error('no session');
    const state = session.state as BorneoState;
    const step = session.actions.length;
    const over = table.table.phase === 'over';
    await expectEveryView(table, viewers, step);

    viewers.forEach((viewer: Viewer, index) => {
      const frames = framesOf(viewer.player.room);
      const needles = secretNeedles(state, viewer.seat, seed, over);
      const own = viewer.seat === null ? [] : handNeedles(state.seats[viewer.seat]?.hand ?? [], 'own');
      for (const frame of frames.slice(viewer.framesChecked)) {
        const stateFrame = isStateFrame(frame);
        expectNoNeedle(viewer.label, [frame], stateFrame ? needles : alwaysSecret(state, seed, over), step);
        if (stateFrame && own.some((needle) => findPattern(frame, needle.pattern) !== -1)) ownHandSightings[index]!++;
      }
      viewer.framesChecked = frames.length;

      // A log line may name only cards its reader sees before or after the step, or that the step played openly.
      const seen = new Set([...visibleCards(borneo.view(before ?? state, viewer.seat)), ...visibleCards(borneo.view(state, viewer.seat)), ...playedOpenly(lastAction)]);
      const unseenLabels = SHIPMENT_CARDS.map((_, card) => card).filter((card) => !seen.has(card)).map(cardLabel);
      const lines = linesOf(viewer.player);
      for (const line of lines.slice(viewer.logsChecked)) {
        for (const label of unseenLabels) if (line.includes(label)) throw new Error(`${viewer.label} read "${line}" at step ${step}: it names ${label}`);
      }
      viewer.logsChecked = lines.length;

      if (viewer.seat !== null) {
        const visible = visibleCards(borneo.view(state, viewer.seat));
        for (const legal of viewer.player.inbox.legal.slice(viewer.legalChecked)) {
          const named = (legal.actions as BorneoAction[]).flatMap((action) => [...('card' in action ? [action.card] : []), ...('cards' in action ? action.cards : [])]);
          expect(named.filter((card) => !visible.has(card))).toEqual([]);
        }
        viewer.legalChecked = viewer.player.inbox.legal.length;
      }
    });
    if (over) break;

    // The seat to act decides from what its client received, like a player would.
    const seat = session.toAct()[0] as number;
    const player = seated[seat] as Player;
    const offered = await offeredFromClient<BorneoAction>(table, player, seat, step);
    const action = borneo.bots.heuristic.choose(player.state().board as BorneoView, seat, offered, botRng);
    before = state;
    lastAction = action;
    await playStep(table, player, action, step);
  }

  // The spectator never decoded a hand; each seat decoded its own only.
  expect((watcher.state().board as BorneoView).mine).toBeUndefined();
  seated.forEach((player, seat) => expect(Object.keys((player.state().board as BorneoView).mine ?? {})).toEqual([String(seat)]));
  return { steps: table.table.session?.actions.length ?? 0, sightings: ownHandSightings.filter((_, index) => viewers[index]?.seat !== null) };
}

it('offers Borneo with its option defaults', async () => {
  const { body } = await server().get('/api/games');
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
