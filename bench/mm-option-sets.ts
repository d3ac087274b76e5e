/**
 * The Merchants & Marauders option sets the bot benches measure (bot strength, endings, glory
 * pace), written once so every bench plays the same three tables, and the seeded heuristic game
 * the endings and glory-pace benches walk through.
 */
import type { Seat } from '../shared/core/engine';
import type { LogEntry } from '../shared/core/log';
import type { GameOption } from '../shared/core/manifest';
import { createRng } from '../shared/core/rng';
import { merchantsAndMarauders as game } from '../shared/games/merchants-and-marauders';
import { ALL_SEAS_ON, manifest } from '../shared/games/merchants-and-marauders/manifest';
import type { MmAction, MmOptions, MmState } from '../shared/games/merchants-and-marauders/types';

/** The base game. */
export const BASE: MmOptions = { gloryTarget: 10, captainsDealt: 2 };

/** Every on/off option of the manifest's Seas of Glory group, so a module added there is measured too (one captain dealt: "It'll cost ya!" starts from one). */
export const ALL_MODULES: MmOptions = { ...BASE, captainsDealt: 1, ...ALL_SEAS_ON };

/**
 * The eleven modules without the five variants (the variants change the game's terms: dearer
 * stash points, NPCs at sea from the start, off-turn scouting...), with one captain dealt as the
 * rulebook deals. A variant is an option whose label says so.
 */
export const MODULES_ONLY: MmOptions = {
  ...ALL_MODULES,
  ...Object.fromEntries(
    Object.entries(manifest.options as Record<string, GameOption>)
      .filter(([key, option]) => option.label.startsWith('Variant') && key in ALL_SEAS_ON)
      .map(([key]) => [key, false]),
  ),
};

/** One step of a heuristic game: the state before, who played what, and what `apply` returned. */
export interface HeuristicStep {
  seed: string;
  state: MmState;
  seat: Seat;
  action: MmAction;
  next: MmState;
  log: LogEntry[];
}

/**
 * Plays the `index`-th seeded heuristic-only game of `players` under `options`, calling `step`
 * after each action; returns the final state. The seeds are the endings and glory-pace benches'
 * own, so their figures describe the same games.
 */
export function playHeuristicGame(players: number, index: number, options: MmOptions, step: (s: HeuristicStep) => void): MmState {
  const seed = `plans-${players}-${index}`;
  const rng = createRng(`bots-${seed}`);
  let state = game.setup(players, seed, options);
  for (let count = 0; game.outcome(state) === null; count++) {
    if (count > 50_000) throw new Error(`no end: ${seed}`);
    const seat = game.toAct(state)[0]!;
    const action = game.bots.heuristic.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${seed}: ${result.error.message}`);
    step({ seed, state, seat, action, next: result.value.state, log: result.value.log });
    state = result.value.state;
  }
  return state;
}
