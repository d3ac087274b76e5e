/**
 * The HTTP side, on the same port as Colyseus: the API, the health check, and the built
 * client with an SPA fallback (matchmaking routes are answered by Colyseus before these).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchMaker } from '@colyseus/core';
import express, { type Application, type Request, type Response } from 'express';
import { inviteQuery, ROOM_NAME, type InviteInfo } from '../../shared/protocol';
import { mountIdentityRoutes, type IdentityRouteDeps } from '../identity/routes';
import { metricsRegistry } from '../metrics';
import { mountRatingRoutes, type RatingRoutesDeps } from './rating-routes';
import type { GameCatalog } from '../table/settings';
import type { TableRoom } from '../rooms/table-room';
import type { MatchStore } from '../store';

export interface HttpDeps {
  distDir: string;
  store: MatchStore;
  /** The ratings, and the names the leaderboard shows. */
  ratings: Omit<RatingRoutesDeps, 'gameIds'>;
  catalog: GameCatalog;
  gameIds: readonly string[];
  readiness: { ready: boolean };
  /** Players: identity, accounts, players' pages, "my tables". */
  players: IdentityRouteDeps;
}

export interface GameListing {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** The game's options with their defaults (`optionsSchema.parse({})`). */
  options: unknown;
}

export function listGames(catalog: GameCatalog, ids: readonly string[]): GameListing[] {
  return ids.flatMap((id) => {
    const entry = catalog(id);
    if (!entry) return [];
    const { game } = entry;
    return [{ id: game.id, title: game.title, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, options: game.optionsSchema.parse({}) }];
  });
}

export function mountRoutes(app: Application, deps: HttpDeps): void {
  const games = listGames(deps.catalog, deps.gameIds);

  app.get('/healthz', async (_req: Request, res: Response) => {
    // Not ready while the tables of the database are coming back (server/durability.ts).
    if (!deps.readiness.ready) {
      res.status(503).json({ ok: false, restoring: true });
      return;
    }
    const rooms = await matchMaker.query({});
    res.json({ ok: true, rooms: rooms.length, uptime: Math.round(process.uptime()) });
  });

  app.get('/metrics', async (_req: Request, res: Response) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });

  app.get('/api/games', (_req: Request, res: Response) => {
    res.json(games);
  });

  // A finished match: seed, game, options, players and actions, enough to replay it.
  app.get('/api/matches/:id', async (req: Request, res: Response) => {
    const record = await deps.store.get(String(req.params.id));
    if (!record) {
      res.status(404).json({ error: 'No finished match with this id.' });
      return;
    }
    res.json(record);
  });

  // What an invite link leads to (game, table, host; to play or only to watch), so the page
  // can say who invited you before you join. POST: the secret stays out of URLs and logs.
  app.post('/api/invites', async (req: Request, res: Response) => {
    const info = await describeInvite((req as Request & { body?: unknown }).body);
    if (!info) {
      res.status(404).json({ error: 'This invite link is not valid: the table may have closed.' });
      return;
    }
    res.json(info);
  });

  mountIdentityRoutes(app, deps.players);
  mountRatingRoutes(app, { ...deps.ratings, gameIds: deps.gameIds });

  app.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found.' });
  });

  const dist = resolve(deps.distDir);
  const index = resolve(dist, 'index.html');
  if (existsSync(index)) {
    app.use(express.static(dist, { index: false }));
    // Client-side routes (a table link, a deep link) all load the same page.
    app.use((req: Request, res: Response, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.sendFile(index);
    });
  } else {
    app.get('/', (_req: Request, res: Response) => {
      res.type('text').send('The Caribbean table server is running; the client is not built (npm run build).');
    });
  }
}

/** The body was read (capped) by the front door as text. */
async function describeInvite(body: unknown): Promise<InviteInfo | null> {
  let json: unknown;
  try {
    json = typeof body === 'string' ? JSON.parse(body) : undefined;
  } catch {
    return null;
  }
  const query = inviteQuery.safeParse(json);
  if (!query.success) return null;
  // Asking a room that does not exist would wait for an answer from no process.
  const [listed] = await matchMaker.query({ roomId: query.data.room });
  if (!listed || listed.name !== ROOM_NAME) return null;
  return matchMaker
    .remoteRoomCall<TableRoom, 'describeInvite'>(query.data.room, 'describeInvite', [query.data.invite])
    .catch(() => null);
}
