/**
 * Every game the site offers: one registration each, its manifest. A sixth game adds its line
 * to `registrations`; everything else finds its parts by the game's id (the engine in
 * shared/games/<id>/, its wire schema in server/sync/<id>.ts, its renderer in client/games/<id>/).
 *
 * Manifests are light (no engine code), so the lobby and the protocol import this file; the
 * engines are loaded by `loadGame` (shared/core/engines.ts), which only the server and tools use.
 */
import type { GameManifest } from './manifest';
import { manifest as portRoyal } from '../games/port-royal/manifest';
import { manifest as caribbean } from '../games/caribbean/manifest';
import { manifest as borneo } from '../games/borneo/manifest';
import { manifest as libertalia } from '../games/libertalia/manifest';
import { manifest as merchantsAndMarauders } from '../games/merchants-and-marauders/manifest';

/** In the order the lobby lists them. */
export const registrations = [portRoyal, caribbean, borneo, libertalia, merchantsAndMarauders] as const;

export type GameId = (typeof registrations)[number]['id'];

export const GAME_IDS = registrations.map((manifest) => manifest.id) as [GameId, ...GameId[]];

/** The most seats any game has: the protocol's cap on seat numbers. */
export const MAX_SEATS = Math.max(...registrations.map((manifest) => manifest.maxPlayers));

/** The manifest of the game with this id, or undefined when the site does not offer it. */
export function getManifest(id: string): GameManifest | undefined {
  return registrations.find((manifest) => manifest.id === id);
}

export function isGameId(id: string): id is GameId {
  return getManifest(id) !== undefined;
}
