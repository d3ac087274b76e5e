/**
 * Libertalia bot strength: one heuristic bot against random bots, seeded games for 2 to 6
 * players (the heuristic seat rotates). Prints the heuristic bot's win rate (a shared first
 * place counts as a fraction) against the 1/n baseline, its mean score against the others',
 * and the mean time per game.
 *
 *   npx tsx bench/bot-strength-libertalia.ts [games per player count, default 500]
 */
import type { Bot } from '../shared/core/engine';
import { createRng } from '../shared/core/rng';
import { libertalia } from '../shared/games/libertalia';
import type { LibertaliaAction, LibertaliaState, LibertaliaView } from '../shared/games/libertalia/types';

type LibBot = Bot<LibertaliaView, LibertaliaAction>;

function playGame(players: number, seed: string, bots: LibBot[]): LibertaliaState {
  const rng = createRng(`bots-${seed}`);
  let state = libertalia.setup(players, seed, { lastCampaignTieBreak: false });
  for (let step = 0; libertalia.outcome(state) === null; step++) {
    if (step > 5_000) throw new Error(`no end: ${seed}`);
    const seat = libertalia.toAct(state)[0] ?? 0;
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const legal = libertalia.legalActions(state, seat);
    const result = libertalia.apply(state, seat, bot.choose(libertalia.view(state, seat), seat, legal, rng));
    if (!result.ok) throw new Error(`${seed}: ${result.error.message}`);
    state = result.value.state;
  }
  return state;
}

function run(players: number, games: number, hero: LibBot, villain: LibBot): void {
  let wins = 0;
  let heroScore = 0;
  let otherScore = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const heroSeat = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === heroSeat ? hero : villain));
    const state = playGame(players, `strength-${players}-${i}`, bots);
    const outcome = libertalia.outcome(state);
    if (!outcome) throw new Error('no outcome');
    const first = outcome.ranking[0] ?? [];
    if (first.includes(heroSeat)) wins += 1 / first.length;
    outcome.scores.forEach((score, seat) => {
      if (seat === heroSeat) heroScore += score;
      else otherScore += score / (players - 1);
    });
  }
  const ms = (performance.now() - started) / games;
  console.log(
    `${players} players, ${hero.name} vs ${villain.name}: wins ${((100 * wins) / games).toFixed(1)}% ` +
      `(even chance ${(100 / players).toFixed(1)}%), mean score ${(heroScore / games).toFixed(1)} ` +
      `vs ${(otherScore / games).toFixed(1)}, ${ms.toFixed(2)} ms per game`,
  );
}

const games = Number(process.argv[2] ?? 500);
for (let players = libertalia.minPlayers; players <= libertalia.maxPlayers; players++) {
  run(players, games, libertalia.bots.heuristic, libertalia.bots.random);
}
