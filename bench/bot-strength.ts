/**
 * Port Royal bot strength: one heuristic bot against random bots, 1,000 seeded games per
 * player count (the heuristic seat rotates, the rules alternate). Prints the heuristic bot's
 * win rate (a shared first place counts as a fraction) against the 1/n baseline, and the mean
 * time per game.
 *
 *   npm run bench:bots [-- games per player count, default 1000]
 */
import type { Bot } from '../shared/core/engine';
import { createRng } from '../shared/core/rng';
import { portRoyal } from '../shared/games/port-royal';
import type { PortRoyalOutcomeDetail } from '../shared/games/port-royal/ending';
import type { PortRoyalAction, PortRoyalOptions, PortRoyalState, PortRoyalView } from '../shared/games/port-royal/types';

type PrBot = Bot<PortRoyalView, PortRoyalAction>;

function playGame(players: number, seed: string, options: PortRoyalOptions, bots: PrBot[]): PortRoyalState {
  const rng = createRng(`bots-${seed}`);
  let state = portRoyal.setup(players, seed, options);
  for (let step = 0; portRoyal.outcome(state) === null; step++) {
    if (step > 20_000) throw new Error(`no end: ${seed}`);
    const seat = portRoyal.toAct(state)[0]!;
    const legal = portRoyal.legalActions(state, seat);
    const action = bots[seat]!.choose(portRoyal.view(state, seat), seat, legal, rng);
    const result = portRoyal.apply(state, seat, action);
    if (!result.ok) throw new Error(`${seed}: ${result.error.message}`);
    state = result.value.state;
  }
  return state;
}

function run(players: number, games: number, hero: PrBot, villain: PrBot): void {
  let wins = 0;
  let turns = 0;
  const ends: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const heroSeat = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === heroSeat ? hero : villain));
    const options: PortRoyalOptions = { rules: i % 2 === 0 ? 'merchants' : 'port-royal-2014' };
    const state = playGame(players, `strength-${players}-${i}`, options, bots);
    const outcome = portRoyal.outcome(state)!;
    const first = outcome.ranking[0]!;
    if (first.includes(heroSeat)) wins += 1 / first.length;
    turns += state.turn;
    const reason = (outcome.detail as PortRoyalOutcomeDetail).reason;
    ends[reason] = (ends[reason] ?? 0) + 1;
  }
  const ms = (performance.now() - started) / games;
  console.log(
    `${players} players, ${hero.name} vs ${villain.name}: wins ${((100 * wins) / games).toFixed(1)}% ` +
      `(even chance ${(100 / players).toFixed(1)}%), ${(turns / games).toFixed(1)} turns per game, ` +
      `ends ${JSON.stringify(ends)}, ${ms.toFixed(2)} ms per game`,
  );
}

const games = Number(process.argv[2] ?? 1000);
for (let players = portRoyal.minPlayers; players <= portRoyal.maxPlayers; players++) {
  run(players, games, portRoyal.bots.heuristic, portRoyal.bots.random);
}
