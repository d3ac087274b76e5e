/**
 * The games this server plays: every registered game (shared/core/registry.ts) with its engine
 * and its wire projection, both found by the game's id. Tests add test-only games with
 * `gamesOf`, each under its own id.
 */
import type { AnyGame } from '../shared/core/engine';
import { loadGame } from '../shared/core/engines';
import { registrations } from '../shared/core/registry';
import type { CatalogEntry, GameCatalog } from './table/settings';
import { loadSync } from './sync';

export interface ServerGames {
  catalog: GameCatalog;
  /** In the order `GET /api/games` lists them. */
  ids: readonly string[];
}

/** A server's games from their entries (engine and projection of each). */
export function gamesOf(entries: readonly CatalogEntry[]): ServerGames {
  const byId = new Map(entries.map((entry) => [entry.game.id, entry]));
  return { catalog: (id) => byId.get(id), ids: [...byId.keys()] };
}

async function siteEntry(id: (typeof registrations)[number]['id']): Promise<CatalogEntry> {
  const [game, sync] = await Promise.all([loadGame(id), loadSync(id)]);
  return { game: game as AnyGame, sync };
}

/** Every registered game, loaded. */
export async function loadSiteEntries(): Promise<CatalogEntry[]> {
  return Promise.all(registrations.map((manifest) => siteEntry(manifest.id)));
}

export async function loadSiteGames(): Promise<ServerGames> {
  return gamesOf(await loadSiteEntries());
}
