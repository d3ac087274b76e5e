/**
 * Every game's projection, found by the game's id: server/sync/<id>.ts declares the game's board
 * schema (its wire contract) and exports `projection(...)` of it as `sync` (a game without one
 * cannot be played). The path names the file (`.ts`) so that the server's bundler
 * (tools/build-server.ts) finds every game's projection.
 */
import type { GameSync } from './types';

export type { GameSync } from './types';
export { tableStateClass, SeatState, type TableState } from './table-state';

/** The projection of the game `id` (server/sync/<id>.ts, its export `sync`). */
export async function loadSync(id: string): Promise<GameSync> {
  const module = (await import(`./${id}.ts`)) as { sync?: GameSync };
  const sync = module.sync;
  if (!sync || sync.gameId !== id) throw new Error(`server/sync/${id}.ts must export the projection of "${id}" as \`sync\`.`);
  return sync;
}
