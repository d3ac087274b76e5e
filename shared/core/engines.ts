/**
 * Loads the engines of registered games. A game's engine is found by its id: the module
 * shared/games/<id>/index.ts exports it as `game`. Kept apart from the registry so that the
 * client, which imports the registry for manifests, never bundles an engine. The paths name the
 * file (`.ts`): the server's bundler (tools/build-server.ts) then finds every game's module.
 */
import type { AnyGame } from './engine';
import { registrations, type GameId } from './registry';
import type { Reveal } from './reveal';
import type { SearchHooks } from './search';

/** The engine of a registered game. */
export async function loadGame(id: GameId): Promise<AnyGame> {
  const module = (await import(`../games/${id}/index.ts`)) as { game?: AnyGame };
  const game = module.game;
  if (!game || game.id !== id) throw new Error(`shared/games/${id}/index.ts must export the engine of "${id}" as \`game\`.`);
  return game;
}

/** Every registered game's engine, in the registry's order. */
export async function loadGames(): Promise<AnyGame[]> {
  return Promise.all(registrations.map((manifest) => loadGame(manifest.id)));
}

/** The search bot's parts of a registered game: shared/games/<id>/determinize.ts exports them as `searchHooks`. */
export async function loadSearchHooks(id: GameId): Promise<SearchHooks> {
  const module = (await import(`../games/${id}/determinize.ts`)) as { searchHooks?: SearchHooks };
  if (!module.searchHooks) throw new Error(`shared/games/${id}/determinize.ts must export \`searchHooks\`.`);
  return module.searchHooks;
}

/** What a registered game hid during play, for replays: shared/games/<id>/reveal.ts exports it as `reveal`. */
export async function loadReveal(id: GameId): Promise<Reveal<unknown>> {
  const module = (await import(`../games/${id}/reveal.ts`)) as { reveal?: Reveal<unknown> };
  if (!module.reveal) throw new Error(`shared/games/${id}/reveal.ts must export \`reveal\`.`);
  return module.reveal;
}
