/**
 * Builds the server (Colyseus rooms + HTTP routes) without listening, so tests can boot it on
 * their own port and with their own store and games.
 */
import { LobbyRoom, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { gameIds, getGame } from '../shared/core/registry';
import { LOBBY_ROOM_NAME, ROOM_NAME } from '../shared/protocol';
import type { ServerConfig } from './config';
import { mountRoutes } from './http/routes';
import type { GameCatalog } from './rooms/options';
import { tableRoomClass } from './rooms/table-room';
import { createMatchStore, type MatchStore } from './store';
import { gameSyncs } from './sync';

/** Games from the registry that have a schema projection, i.e. that can be played. */
export const defaultCatalog: GameCatalog = (id) => {
  const game = getGame(id);
  const sync = Object.prototype.hasOwnProperty.call(gameSyncs, id) ? gameSyncs[id] : undefined;
  return game && sync ? { game, sync } : undefined;
};

export interface AppOptions {
  config: ServerConfig;
  store?: MatchStore;
  /** Which games can be played (tests add test-only games); the registry by default. */
  catalog?: GameCatalog;
  catalogIds?: readonly string[];
  /** Stop rooms cleanly on SIGINT/SIGTERM (default true; tests shut down themselves). */
  gracefulShutdown?: boolean;
}

export function createServer(options: AppOptions): { server: Server; store: MatchStore } {
  const { config } = options;
  const store = options.store ?? createMatchStore(config);
  const catalog = options.catalog ?? defaultCatalog;
  const ids = options.catalogIds ?? gameIds();

  const server = new Server({
    transport: new WebSocketTransport(),
    greet: false,
    gracefullyShutdown: options.gracefulShutdown ?? true,
    express: (app) => mountRoutes(app, { distDir: config.distDir, store, catalog, gameIds: ids }),
  });
  server.define(LOBBY_ROOM_NAME, LobbyRoom);
  // Quick play joins a public table of the same game and size that is still seating.
  server
    .define(ROOM_NAME, tableRoomClass({ config, store, catalog }))
    .filterBy(['game', 'seats', 'autoStart'])
    .enableRealtimeListing();
  return { server, store };
}
