/**
 * Builds the server (Colyseus rooms + HTTP routes) without listening, so tests can boot it on
 * their own port and with their own store and games.
 */
import { LobbyRoom, Server, type matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LOBBY_ROOM_NAME, ROOM_NAME } from '../shared/protocol';
import type { ServerConfig } from './config';
import { mountRoutes } from './http/routes';
import { startProcessMetrics } from './metrics';
import type { ServerGames } from './games';
import { tableRoomClass } from './rooms/table-room';
import { createMatchStore, type MatchStore } from './store';

export interface AppOptions {
  config: ServerConfig;
  store?: MatchStore;
  /** Which games can be played: `loadSiteGames()` (server/games.ts), or test-only games. */
  games: ServerGames;
  /** Stop rooms cleanly on SIGINT/SIGTERM (default true; tests shut down themselves). */
  gracefulShutdown?: boolean;
}

/**
 * With REDIS_URL, rooms, seat reservations and the lobby listing are shared by every process
 * through Redis; PUBLIC_ADDRESS sends a client whose room lives here to this process (without
 * it, cross-process joins fail with "seat reservation expired"). Without REDIS_URL, Colyseus'
 * embedded presence and driver serve one process.
 */
export function scaleOutOptions(config: ServerConfig): {
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  publicAddress?: string;
} {
  const publicAddress = config.publicAddress || undefined;
  if (!config.redisUrl) return { publicAddress };
  if (!publicAddress) console.warn('REDIS_URL is set without PUBLIC_ADDRESS: clients sent to a room on another process cannot reach it.');
  return { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl), publicAddress };
}

export function createServer(options: AppOptions): { server: Server; store: MatchStore } {
  const { config } = options;
  const store = options.store ?? createMatchStore(config);
  const { catalog, ids } = options.games;
  startProcessMetrics();

  const server = new Server({
    transport: new WebSocketTransport(),
    greet: false,
    gracefullyShutdown: options.gracefulShutdown ?? true,
    ...scaleOutOptions(config),
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
