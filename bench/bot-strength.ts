/**
 * Bot strength, for every game in the registry (or the one named) and every player count,
 * over seeded games with the games' default options:
 * - one heuristic bot against random bots (its seat rotates): its win rate (a shared first
 *   place counts as a fraction) against the 1/n baseline, its mean score against the others'
 *   mean, and the time per game;
 * - heuristic bots only: the share of wins by seat (a seat is also a colour and a place in
 *   the turn order), which the rules and our own content should keep even;
 * - how the games ended (the outcome's end reason), so that a house-rule end is seen.
 * A game whose manifest groups on/off options (an expansion's modules) is measured twice: with
 * the default options, and with every grouped switch on (Merchants & Marauders: by its own
 * report, bench/bot-strength-merchants-and-marauders.ts, which adds the win shares by plan).
 *
 *   npm run bench:bots [-- game id or "all", default all] [-- games per player count, default 300]
 *   npm run bench:bots -- strong [game id or "all"] [games] [iterations] [think ms] [pool] [clock=cpu] [jobs=N]:
 *   the strong bot against heuristic bots (bench/strong-vs-heuristic.ts; `pool`: through the
 *   worker threads; `clock=cpu`: think time in CPU time; `jobs=N`: N processes share the games)
 */
import type { AnyGame, Bot, Outcome } from '../shared/core/engine';
import { loadGames } from '../shared/core/engines';
import { optionNeeds } from '../shared/core/manifest';
import { getManifest } from '../shared/core/registry';
import { createRng } from '../shared/core/rng';
import { merchantsAndMaraudersStrength } from './bot-strength-merchants-and-marauders';
import { strongVsHeuristic } from './strong-vs-heuristic';

type AnyBot = Bot<unknown, { type: string }>;

/** End reasons of every game played, by count (the outcome detail's `reason` or `endReason`). */
const ends: Record<string, number> = {};

function countEnd(outcome: Outcome): void {
  const detail = (outcome.detail ?? {}) as { reason?: unknown; endReason?: unknown };
  const why = String(detail.reason ?? detail.endReason ?? 'end');
  ends[why] = (ends[why] ?? 0) + 1;
}

/** The options the games are played with (the defaults, or a game's modules all on). */
let options: unknown = {};

function playGame(game: AnyGame, players: number, seed: string, bots: AnyBot[]): Outcome {
  const rng = createRng(`bots-${seed}`);
  let state = game.setup(players, seed, game.optionsSchema.parse(options));
  for (let step = 0; ; step++) {
    const outcome = game.outcome(state);
    if (outcome) {
      countEnd(outcome);
      return outcome;
    }
    if (step > 100_000) throw new Error(`${game.id} ${seed}: no end`);
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const result = game.apply(state, seat, bots[seat]!.choose(game.view(state, seat), seat, legal, rng));
    if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
    state = result.value.state;
  }
}

/** Each seat's share of the first place (1, or 1/k when k seats share it). */
function firstPlaces(outcome: Outcome, players: number): number[] {
  const first = outcome.ranking[0] ?? [];
  return Array.from({ length: players }, (_, seat) => (first.includes(seat) ? 1 / first.length : 0));
}

function strength(game: AnyGame, players: number, count: number): string {
  let wins = 0;
  let heroScore = 0;
  let otherScore = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const hero = i % players;
    const bots = Array.from({ length: players }, (_, seat) => (seat === hero ? game.bots.heuristic : game.bots.random));
    const outcome = playGame(game, players, `strength-${players}-${i}`, bots);
    wins += firstPlaces(outcome, players)[hero]!;
    outcome.scores.forEach((score, seat) => {
      if (seat === hero) heroScore += score;
      else otherScore += score / (players - 1);
    });
  }
  const ms = (performance.now() - started) / count;
  return (
    `heuristic vs random: wins ${((100 * wins) / count).toFixed(1)}% (even chance ${(100 / players).toFixed(1)}%), ` +
    `mean score ${(heroScore / count).toFixed(1)} vs ${(otherScore / count).toFixed(1)}, ${ms.toFixed(1)} ms per game`
  );
}

function seatFairness(game: AnyGame, players: number, count: number): string {
  const shares = Array.from({ length: players }, () => 0);
  for (let i = 0; i < count; i++) {
    const outcome = playGame(game, players, `fair-${players}-${i}`, Array.from({ length: players }, () => game.bots.heuristic));
    firstPlaces(outcome, players).forEach((share, seat) => {
      shares[seat] = shares[seat]! + share;
    });
  }
  return `heuristic only, wins by seat: ${shares.map((share, seat) => `${seat + 1}: ${((100 * share) / count).toFixed(1)}%`).join(', ')}`;
}

async function main(): Promise<void> {
  if (process.argv[2] === 'strong') {
    await strongVsHeuristic(process.argv.slice(3));
    return;
  }
  const which = process.argv[2] ?? 'all';
  const count = Number(process.argv[3] ?? 300);
  const games = await loadGames();
  const chosen = games.filter((game) => which === 'all' || game.id === which);
  if (chosen.length === 0) {
    console.error(`No game "${which}"; the games: ${games.map((game) => game.id).join(', ')}.`);
    process.exitCode = 1;
  }
  for (const game of chosen) {
    // Merchants & Marauders has its own report: the win shares by plan (merchant or pirate) and
    // the eleven modules without the five variants, beside the base game and everything on.
    if (game.id === 'merchants-and-marauders') {
      merchantsAndMaraudersStrength(count);
      continue;
    }
    const modules = groupedSwitches(game.id);
    const sets: [string, unknown][] = [['default options', {}]];
    // Each switch with what it needs (e.g. a variant that starts from another option's value).
    const manifest = getManifest(game.id)!;
    const allOn = Object.assign({}, ...modules.map((key) => ({ [key]: true, ...optionNeeds(manifest, key) }))) as Record<string, unknown>;
    if (modules.length) sets.push([`every module on (${modules.join(', ')})`, allOn]);
    for (const [label, set] of sets) {
      options = set;
      console.log(`${game.title}, ${label}, ${count} games per player count:`);
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        for (const key of Object.keys(ends)) delete ends[key];
        console.log(`  ${players} players: ${strength(game, players, count)}`);
        console.log(`  ${players} players: ${seatFairness(game, players, count)}`);
        console.log(`  ${players} players: game ends: ${Object.entries(ends).map(([why, n]) => `${why} ${n}`).join(', ')}`);
      }
    }
  }
}

/** The on/off options a game's manifest shows in a group (an expansion's modules). */
function groupedSwitches(id: string): string[] {
  const declared = getManifest(id)?.options ?? {};
  return Object.entries(declared)
    .filter(([, option]) => option.group !== undefined && option.choices.length === 2 && option.choices.every((c) => typeof c.value === 'boolean'))
    .map(([key]) => key);
}

void main();
