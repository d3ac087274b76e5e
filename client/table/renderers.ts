/** Each game's renderer, loaded on demand so the lobby stays light. */
import type { RendererFactory } from './renderer';

const LOADERS: Record<string, () => Promise<RendererFactory>> = {
  'port-royal': async () => (await import('../games/port-royal/renderer')).createPortRoyalRenderer,
  borneo: async () => (await import('../games/borneo/renderer')).createBorneoRenderer,
  libertalia: async () => (await import('../games/libertalia/renderer')).createLibertaliaRenderer,
  caribbean: async () => (await import('../games/caribbean/renderer')).createCaribbeanRenderer,
  'merchants-and-marauders': async () => (await import('../games/merchants-and-marauders/renderer')).createMerchantsAndMaraudersRenderer,
};

export async function loadRenderer(game: string): Promise<RendererFactory | null> {
  const load = LOADERS[game];
  return load ? load() : null;
}
