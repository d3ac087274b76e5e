/// <reference types="vite/client" />
/**
 * Each game's renderer, found by the game's id: client/games/<id>/renderer.ts exports it as
 * `createRenderer`. Loaded on demand (one chunk per game), so the lobby stays light.
 */
import type { RendererFactory } from './renderer';

const modules = import.meta.glob<{ createRenderer: RendererFactory }>('../games/*/renderer.ts');

export async function loadRenderer(game: string): Promise<RendererFactory | null> {
  const load = modules[`../games/${game}/renderer.ts`];
  return load ? (await load()).createRenderer : null;
}
