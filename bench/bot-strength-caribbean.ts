/**
 * Caribbean bot strength and colour fairness, seeded games for 2 to 4 players:
 * - one heuristic bot against random bots (its seat rotates): its win rate (a shared first
 *   place counts as a fraction) against the 1/n baseline, rounds per game, time per game;
 * - heuristic bots only: the share of wins by colour, which our own map should keep even.
 *
 *   npx tsx bench/bot-strength-caribbean.ts [games per player count, default 300]
 */
import type { Bot } from '../shared/core/engine';
import { createRng } from '../shared/core/rng';
import { caribbean } from '../shared/games/caribbean';
import { PLAYER_COLOURS } from '../shared/games/caribbean/data';
import type { CaribbeanAction, CaribbeanState, CaribbeanView } from '../shared/games/caribbean/types';

type CaribBot = Bot<CaribbeanView, CaribbeanAction>;

function playGame(players: number, seed: string, bots: CaribBot[]): CaribbeanState {
  const rng = createRng(`bots-${seed}`);
  let state = caribbean.setup(players, seed, {});
  for (let step = 0; caribbean.outcome(state) === null; step++) {
    if (step > 20_000) throw new Error(`no end: ${seed}`);
    const seat = caribbean.toAct(state)[0] ?? 0;
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const result = caribbean.apply(state, seat, bot.choose(caribbean.view(state, seat), seat, caribbean.legalActions(state, seat), rng));
    if (!result.ok) throw new Error(`${seed}: ${result.error.message}`);
    state = result.value.state;
  }
  return state;
}

/** Win shares per seat (shared first places split). */
function firstPlaces(state: CaribbeanState): number[] {
  const first = caribbean.outcome(state)?.ranking[0] ?? [];
  return state.seats.map((_, seat) => (first.includes(seat) ? 1 / first.length : 0));
}

function strength(players: number, games: number): void {
  const hero = caribbean.bots.heuristic;
  let wins = 0;
  let rounds = 0;
  const ends: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const heroSeat = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === heroSeat ? hero : caribbean.bots.random));
    const state = playGame(players, `strength-${players}-${i}`, bots);
    wins += firstPlaces(state)[heroSeat] ?? 0;
    rounds += state.round;
    ends[state.endReason] = (ends[state.endReason] ?? 0) + 1;
  }
  const ms = (performance.now() - started) / games;
  console.log(
    `${players} players, heuristic vs random: wins ${((100 * wins) / games).toFixed(1)}% (even chance ${(100 / players).toFixed(1)}%), ` +
      `${(rounds / games).toFixed(1)} rounds per game, ends ${JSON.stringify(ends)}, ${ms.toFixed(1)} ms per game`,
  );
}

function fairness(players: number, games: number): void {
  const shares = Array.from({ length: players }, () => 0);
  let rounds = 0;
  for (let i = 0; i < games; i++) {
    const state = playGame(players, `fair-${players}-${i}`, Array.from({ length: players }, () => caribbean.bots.heuristic));
    firstPlaces(state).forEach((share, seat) => {
      shares[seat] = (shares[seat] ?? 0) + share;
    });
    rounds += state.round;
  }
  const byColour = shares.map((share, seat) => `${PLAYER_COLOURS[seat]} ${((100 * share) / games).toFixed(1)}%`).join(', ');
  console.log(`${players} players, heuristic only: wins by colour ${byColour}; ${(rounds / games).toFixed(1)} rounds per game`);
}

const games = Number(process.argv[2] ?? 300);
for (let players = caribbean.minPlayers; players <= caribbean.maxPlayers; players++) {
  strength(players, games);
  fairness(players, games);
}
