/**
 * Borneo bot strength: one heuristic bot against random bots, over seeded games for 3, 4 and 5
 * players (the heuristic seat rotates). Prints the heuristic bot's win rate (a shared first
 * place counts as a fraction), its average score against the others', and the time per game.
 *
 *   npx tsx bench/bot-strength-borneo.ts [games per player count, default 200]
 */
import type { Bot } from '../shared/core/engine';
import { createRng } from '../shared/core/rng';
import { borneo } from '../shared/games/borneo';
import type { BorneoAction, BorneoOptions, BorneoState, BorneoView } from '../shared/games/borneo/types';

type BorneoBot = Bot<BorneoView, BorneoAction>;

function playGame(players: number, seed: string, options: BorneoOptions, bots: BorneoBot[]): BorneoState {
  const rng = createRng(`bots-${seed}`);
  let state = borneo.setup(players, seed, options);
  for (let step = 0; borneo.outcome(state) === null; step++) {
    if (step > 20_000) throw new Error(`no end: ${seed}`);
    const seat = borneo.toAct(state)[0]!;
    const legal = borneo.legalActions(state, seat);
    const action = bots[seat]!.choose(borneo.view(state, seat), seat, legal, rng);
    const result = borneo.apply(state, seat, action);
    if (!result.ok) throw new Error(`${seed}: ${result.error.message}`);
    state = result.value.state;
  }
  return state;
}

function run(players: number, games: number, hero: BorneoBot, villain: BorneoBot): void {
  let wins = 0;
  let heroScore = 0;
  let otherScore = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const heroSeat = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === heroSeat ? hero : villain));
    const options: BorneoOptions = { threePlayerVariant: players === 3 && i % 2 === 1, blackbeard: i % 3 === 0 };
    const outcome = borneo.outcome(playGame(players, `strength-${players}-${i}`, options, bots))!;
    const first = outcome.ranking[0]!;
    if (first.includes(heroSeat)) wins += 1 / first.length;
    heroScore += outcome.scores[heroSeat]!;
    otherScore += outcome.scores.reduce((a, b) => a + b, 0) - outcome.scores[heroSeat]!;
  }
  const ms = (performance.now() - started) / games;
  console.log(
    `${players} players, ${hero.name} vs ${villain.name}: wins ${((100 * wins) / games).toFixed(1)}% ` +
      `(even chance ${(100 / players).toFixed(1)}%), average score ${(heroScore / games).toFixed(1)} ` +
      `vs ${(otherScore / games / (players - 1)).toFixed(1)}, ${ms.toFixed(1)} ms per game`,
  );
}

const games = Number(process.argv[2] ?? 200);
for (const players of [3, 4, 5]) run(players, games, borneo.bots.heuristic, borneo.bots.random);
