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
import { createRng } from '../../shared/core/rng';
import { portRoyal } from '../../shared/games/port-royal';
import { cardLabel } from '../../shared/games/port-royal/data';
import type { CardId, PortRoyalAction, PortRoyalState, PortRoyalView } from '../../shared/games/port-royal/types';
import { framesOf, type Player } from '../helpers/server';
import {
  bothOrders,
  expectEveryView,
  expectNoNeedle,
  expectSeedRevealed,
  offeredFromClient,
  openWatchedTable,
  playStep,
  rngAndSeedNeedles,
  useWireServer,
  type Needle,
} from '../helpers/wire';

const server = useWireServer();

/** Byte sequences that must never travel. */
function secretNeedles(state: PortRoyalState, seed: string, over: boolean): Needle[] {
  const needles: Needle[] = [];
  if (state.deck.length >= 4) needles.push(...bothOrders('the next 4 deck cards', state.deck.slice(-4)));
  state.seats.forEach((seat, n) => {
    for (let i = 0; i + 3 <= seat.coins.length; i++) needles.push(...bothOrders(`seat ${n}'s coin cards ${i}..${i + 2}`, seat.coins.slice(i, i + 3)));
  });
  return [...needles, ...rngAndSeedNeedles(state.rng, seed, over)];
}

/** Labels of cards anyone can see (a coin's label may appear when an identical card is public). */
function publicLabels(view: PortRoyalView): Set<string> {
  const cards: CardId[] = [...view.discard, ...view.harbor, ...view.expeditionRow, ...view.seats.flatMap((seat) => [...seat.display, ...seat.expeditions])];
  return new Set(cards.map(cardLabel));
}

async function playWatchedGame(players: number, seed: string): Promise<number> {
  const { host, seated, viewers, table } = await openWatchedTable(server(), 'port-royal', players, seed);
  const botRng = createRng(`wire:${seed}`);
  let coinsBefore = new Set<CardId>();

  for (;;) {
    const session = table.table.session;
    if (!session) throw new Error('no session');
    const state = session.state as PortRoyalState;
    const step = session.actions.length;
    const over = table.table.phase === 'over';

    await expectEveryView(table, viewers, step);

    const coins = new Set(state.seats.flatMap((seat) => seat.coins));
    const newCoins = [...coins].filter((card) => !coinsBefore.has(card));
    const allowed = publicLabels(session.view(null) as PortRoyalView);
    const forbiddenLabels = newCoins.map(cardLabel).filter((label) => !allowed.has(label));
    const needles = secretNeedles(state, seed, over);
    for (const viewer of viewers) {
      const frames = framesOf(viewer.player.room);
      expectNoNeedle(viewer.label, frames.slice(viewer.framesChecked), needles, step);
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
    const offered = await offeredFromClient<PortRoyalAction>(table, player, seat, step);
    const action = portRoyal.bots.heuristic.choose(player.state().board as PortRoyalView, seat, offered, botRng);
    await playStep(table, player, action, step);
  }

  expectSeedRevealed(host, seed);
  return table.table.session?.actions.length ?? 0;
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
