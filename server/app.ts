/**
 * Builds the server (Colyseus rooms + HTTP routes) without listening, so tests can boot it on
 * their own port and with their own store and games.
 */
import { LobbyRoom, Server, type matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { LOBBY_ROOM_NAME, ROOM_NAME } from '../shared/protocol';
import type { ServerConfig } from './config';
import { installFrontDoor } from './http/front-door';
import { SpreadHeartbeatTransport } from './http/spread-heartbeat';
import { Identities } from './identity';
import { LoginAttempts } from './identity/attempts';
import { installMatchmakingGate } from './http/matchmaking-gate';
import { AddressQuotas, quotaLimits } from './http/quotas';
import { mountRoutes } from './http/routes';
import { startProcessMetrics } from './metrics';
import { keepPm2AgentOff } from './pm2-agent-off';
import type { ServerGames } from './games';
import { tableRoomClass } from './rooms/table-room';
import type { Store } from './store';

export interface AppOptions {
  config: ServerConfig;
  /** The database (or the memory store of tests): finished matches and every table's log. */
  store: Store;
  /** Which games can be played: `loadSiteGames()` (server/games.ts), or test-only games. */
  games: ServerGames;
  /** Stop rooms cleanly on SIGINT/SIGTERM (default true; tests shut down themselves). */
  gracefulShutdown?: boolean;
  /**
   * In-process tests only: a fixed seed for the table `roomId` (undefined: the usual seed).
   * Deployments fix seeds, if ever, with TABLE_SEED_PREFIX; clients never can.
   */
  tableSeed?: (roomId: string) => string | undefined;
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

/**
 * Whether the process serves yet: false until its tables are back from the database (see
 * durability.ts), so a load balancer sends nobody to a process still restoring them.
 */
export interface Readiness {
  ready: boolean;
}

export interface App {
  config: ServerConfig;
  server: Server;
  store: Store;
  readiness: Readiness;
}

export function createServer(options: AppOptions): App {
  const { config, store } = options;
  // A memory store has nothing to bring back: ready at once.
  const readiness: Readiness = { ready: store.dialect === 'memory' };
  const { catalog, ids } = options.games;
  startProcessMetrics();

  const quotas = new AddressQuotas(quotaLimits(config));
  const transport = new SpreadHeartbeatTransport();
  if (!transport.server) throw new Error('the WebSocket transport has no HTTP server');
  installFrontDoor(transport.server, { trustProxy: config.trustProxy, quotas, connectionsPerAddress: config.connectionsPerAddress });
  const identities = new Identities(store.players, config.identitySecret);
  installMatchmakingGate(quotas, identities);

  keepPm2AgentOff();
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: options.gracefulShutdown ?? true,
    ...scaleOutOptions(config),
    express: (app) =>
      mountRoutes(app, {
        distDir: config.distDir,
        store: store.matches,
        ratings: { ratings: store.ratings, playerNames: async (ids) => new Map((await store.players.getMany(ids)).map((player) => [player.id, player.displayName])) },
        catalog,
        gameIds: ids,
        readiness,
        players: { identities, matches: store.matches, tables: store.tables, attempts: new LoginAttempts({ perAddress: config.loginAttemptsPerAddress, perUsername: config.loginAttemptsPerUsername, windowSeconds: 10 * 60 }), trustProxy: config.trustProxy },
      }),
  });
  server.define(LOBBY_ROOM_NAME, LobbyRoom);
  // Quick play joins a public table of the same game and size that is still seating.
  server
    .define(ROOM_NAME, tableRoomClass({ config, store, catalog, quotas, identities, tableSeed: options.tableSeed }))
    .filterBy(['game', 'seats', 'autoStart'])
    .enableRealtimeListing();
  return { config, server, store, readiness };
}
