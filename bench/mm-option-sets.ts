/**
 * The Merchants & Marauders option sets the bot benches measure (bot strength, endings, glory
 * pace), written once so every bench plays the same three tables.
 */
import type { GameOption } from '../shared/core/manifest';
import { ALL_SEAS_ON, manifest } from '../shared/games/merchants-and-marauders/manifest';
import type { MmOptions } from '../shared/games/merchants-and-marauders/types';

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
