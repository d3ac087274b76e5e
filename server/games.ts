/**
 * The games this server plays: every registered game (shared/core/registry.ts) with its engine
 * and its wire projection, both found by the game's id, and, for tests, test-only games, each
 * under its own id (a test game cannot stand in for a registered one).
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

/** A server's games from their entries (engine and projection of each), one entry per id. */
export function gamesOf(entries: readonly CatalogEntry[]): ServerGames {
  const byId = new Map<string, CatalogEntry>();
  for (const entry of entries) {
    const id = entry.game.id;
    if (byId.has(id)) throw new Error(`Two games are registered as "${id}": every game has its own id.`);
    if (entry.sync.gameId !== id) throw new Error(`The game "${id}" comes with the projection of "${entry.sync.gameId}".`);
    byId.set(id, entry);
  }
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

/** Every registered game, then the test-only games given (listed after the site's). */
export async function loadSiteGames(testGames: readonly CatalogEntry[] = []): Promise<ServerGames> {
  return gamesOf([...(await loadSiteEntries()), ...testGames]);
}
