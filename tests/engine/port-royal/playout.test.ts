/**
 * Seeded playouts: 1,000 games per player count, heuristic and random bots mixed. Every game
 * must end without a throw, conserve the cards, replay exactly from its seed and actions, and
 * show every viewer the same view, with no deck order and no coin card in it.
 */
import type { Bot } from '../../../shared/core/engine';
import { portRoyal } from '../../../shared/games/port-royal';
import type { PortRoyalOutcomeDetail } from '../../../shared/games/port-royal/ending';
import { cardsInPlay } from '../../../shared/games/port-royal/setup';
import type { PortRoyalAction, PortRoyalState, PortRoyalView } from '../../../shared/games/port-royal/types';
import { playout, replay, seatBots } from '../../helpers/playout';
import { allCards } from './fixtures';

const GAMES = 1000;
/** Games of each count checked most closely (purity of apply, views at every step). */
const CLOSE = 25;

type PrBot = Bot<PortRoyalView, PortRoyalAction>;

function checkConservation(s: PortRoyalState): void {
  const cards = allCards(s);
  if (cards.length !== cardsInPlay(s.players)) throw new Error(`${cards.length} cards instead of ${cardsInPlay(s.players)}`);
}

function checkUnique(s: PortRoyalState): void {
  const cards = allCards(s);
  if (new Set(cards).size !== cards.length) throw new Error('a card is in two places');
}

/** Same view for everyone; no id of a deck card or a coin card anywhere in it. */
function checkViews(s: PortRoyalState): void {
  const spectator = portRoyal.view(s, null);
  const json = JSON.stringify(spectator);
  for (let seat = 0; seat < s.players; seat++) {
    if (JSON.stringify(portRoyal.view(s, seat)) !== json) throw new Error(`seat ${seat} sees another view`);
  }
  const shown = [
    ...spectator.discard,
    ...spectator.harbor,
    ...spectator.expeditionRow,
    ...spectator.seats.flatMap((st) => [...st.display, ...st.expeditions]),
    ...(spectator.phase.ship >= 0 ? [spectator.phase.ship] : []),
  ];
  const hidden = new Set([...s.deck, ...s.seats.flatMap((st) => st.coins)]);
  if (shown.some((id) => hidden.has(id))) throw new Error('the view shows a hidden card');
  if (/"deck"|"coins"|"rng"/.test(json)) throw new Error('the view carries hidden fields');
}

describe.each([2, 3, 4, 5])('%i players: 1,000 seeded games', (players) => {
  test('end, conserve the cards, replay exactly, and show nothing hidden', () => {
    const ends: Record<string, number> = {};
    let allHeuristicSafetyEnds = 0;
    for (let i = 0; i < GAMES; i++) {
      const seed = `playout-${players}-${i}`;
      const options = { rules: i % 3 === 2 ? ('port-royal-2014' as const) : ('merchants' as const) };
      // Seat j is heuristic when bit j of i is set: every mix appears, all-random and all-heuristic too.
      const bots = seatBots<PortRoyalView, PortRoyalAction>(players, (j): PrBot => ((i >> j) & 1 ? portRoyal.bots.heuristic : portRoyal.bots.random));
      const close = i < CLOSE;
      const { actions, state } = playout({
        game: portRoyal,
        players,
        seed,
        options,
        bots,
        maxSteps: 20_000,
        strict: close,
        check: close
          ? (s) => {
              checkConservation(s);
              checkUnique(s);
              checkViews(s);
            }
          : checkConservation,
      });
      checkUnique(state);
      checkViews(state);
      const replayed = replay(portRoyal, players, seed, options, actions);
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
      const outcome = portRoyal.outcome(state)!;
      expect(outcome.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, s) => s));
      const reason = (outcome.detail as PortRoyalOutcomeDetail).reason;
      ends[reason] = (ends[reason] ?? 0) + 1;
      const allHeuristic = bots.every((b) => b.name === 'heuristic');
      if (allHeuristic && reason !== 'influence') allHeuristicSafetyEnds++;
    }
    const safetyEnds = GAMES - (ends.influence ?? 0);
    console.info(`${players} players, ${GAMES} games: ends ${JSON.stringify(ends)}`);
    // The safety end is for stalled random play: rare overall, never among heuristic bots.
    expect(safetyEnds).toBeLessThan(GAMES * 0.02);
    expect(allHeuristicSafetyEnds).toBe(0);
  });
});
