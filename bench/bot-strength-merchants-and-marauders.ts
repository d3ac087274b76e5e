/**
 * Merchants & Marauders bot strength: one heuristic bot against random bots, seeded games per
 * player count (the heuristic seat rotates). Prints the heuristic bot's win rate (a shared first
 * place counts as a fraction) against the 1/n baseline, its mean glory, how games ended, and the
 * mean time per game. A second line pits heuristic bots against each other, splits their glory
 * and wins by plan (merchant or pirate), to show that both ways score, and says how often a game
 * reaches the glory target rather than running out of events.
 *
 * Every figure is printed twice: with the base game, and with every Seas of Glory module and
 * variant this table plays switched on.
 *
 * A third set keeps the eleven modules on and the five variants off.
 *
 *   npm run bench:bots -- merchants-and-marauders [games per player count, default 300]
 *   npx tsx bench/bot-strength-merchants-and-marauders.ts [games per player count, default 100] [set: base | every | every module]
 */
import type { Bot } from '../shared/core/engine';
import { createRng } from '../shared/core/rng';
import { merchantsAndMarauders as game } from '../shared/games/merchants-and-marauders';
import { planFor } from '../shared/games/merchants-and-marauders/heuristic';
import { modulesOn } from '../shared/games/merchants-and-marauders/view';
import type { MmAction, MmOptions, MmState, MmView } from '../shared/games/merchants-and-marauders/types';
import { ALL_MODULES, BASE, MODULES_ONLY } from './mm-option-sets';

type MmBot = Bot<MmView, MmAction>;

let options: MmOptions = BASE;

/** Plays a game; records each seat's first captain's plan. */
function playGame(players: number, seed: string, bots: MmBot[]): { state: MmState; plans: string[] } {
  const rng = createRng(`bots-${seed}`);
  let state = game.setup(players, seed, options);
  let plans: string[] = [];
  for (let step = 0; game.outcome(state) === null; step++) {
    if (step > 50_000) throw new Error(`no end: ${seed}`);
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const result = game.apply(state, seat, bots[seat]!.choose(game.view(state, seat), seat, legal, rng));
    if (!result.ok) throw new Error(`${seed}: ${result.error.message}`);
    state = result.value.state;
    if (plans.length === 0 && state.phase === 'play') plans = state.seats.map((p) => planFor(p.captain, modulesOn(state.options)));
  }
  return { state, plans };
}

function run(players: number, games: number): void {
  let wins = 0;
  let glory = 0;
  const ends: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const hero = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === hero ? game.bots.heuristic : game.bots.random));
    const { state } = playGame(players, `strength-${players}-${i}`, bots);
    const outcome = game.outcome(state)!;
    const first = outcome.ranking[0]!;
    if (first.includes(hero)) wins += 1 / first.length;
    glory += outcome.scores[hero]!;
    ends[state.endReason] = (ends[state.endReason] ?? 0) + 1;
  }
  const ms = (performance.now() - started) / games;
  console.log(
    `${players} players, heuristic vs random: wins ${((100 * wins) / games).toFixed(1)}% (even chance ${(100 / players).toFixed(1)}%), ` +
      `mean glory ${(glory / games).toFixed(2)}, ends ${JSON.stringify(ends)}, ${ms.toFixed(0)} ms per game`,
  );
  const byPlan: Record<string, { glory: number; seats: number; wins: number }> = {};
  const endsH: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const { state, plans } = playGame(players, `plans-${players}-${i}`, Array.from({ length: players }, () => game.bots.heuristic));
    const outcome = game.outcome(state)!;
    endsH[state.endReason] = (endsH[state.endReason] ?? 0) + 1;
    for (const [seat, plan] of plans.entries()) {
      const b = (byPlan[plan] ??= { glory: 0, seats: 0, wins: 0 });
      b.glory += outcome.scores[seat]!;
      b.seats += 1;
      if (outcome.ranking[0]!.includes(seat)) b.wins += 1 / outcome.ranking[0]!.length;
    }
  }
  const plans = Object.entries(byPlan)
    .map(([plan, b]) => `${plan}: ${b.seats} seats, mean glory ${(b.glory / b.seats).toFixed(2)}, win share ${((100 * b.wins) / b.seats).toFixed(1)}%`)
    .join('; ');
  const reached = ((100 * (endsH.glory ?? 0)) / games).toFixed(0);
  console.log(`${players} players, heuristic vs heuristic: ${plans}; glory target reached in ${reached}% of games, ends ${JSON.stringify(endsH)}`);
}

/** Every set (or those whose label starts with `only`), every player count: what `npm run bench:bots -- merchants-and-marauders` prints. */
export function merchantsAndMaraudersStrength(games: number, only?: string): void {
  const sets = [['base game', BASE], ['every Seas of Glory module on', ALL_MODULES], ['every module on, no variant', MODULES_ONLY]] as const;
  for (const [label, set] of sets.filter(([label]) => !only || label.startsWith(only))) {
    options = set;
    console.log(`${label}, ${games} games per player count:`);
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) run(players, games);
  }
}

if (require.main === module) merchantsAndMaraudersStrength(Number(process.argv[2] ?? 100), process.argv[3]);
