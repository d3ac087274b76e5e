/**
 * The players' HTTP API (shared/players.ts): `/api/me` (who this browser is; issues the session
 * cookie of a new guest when it has none), the display name, accounts (claim, login, logout),
 * a player's page and "my tables". Bodies were read, capped, by the front door; they are
 * validated here, and a refused request changes nothing.
 */
import type { IncomingMessage } from 'node:http';
import { matchMaker } from '@colyseus/core';
import type { Application, Request, Response } from 'express';
import type { z } from 'zod';
import { ROOM_NAME } from '../../shared/protocol';
import { credentials, nameChange, type Me, type MyTable, type PlayerPage } from '../../shared/players';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import type { TableRoom } from '../rooms/table-room';
import type { MatchStore, TableStore } from '../store';
import { LoginAttempts, TooManyAttempts } from './attempts';
import type { Identities, Identity } from './identities';
import { hashPassword, verifyPassword } from './password';
import { clearedSessionCookie, PLAYER_ID, sessionCookie } from './session-cookie';

export interface IdentityRouteDeps {
  identities: Identities;
  matches: MatchStore;
  tables: TableStore;
  attempts: LoginAttempts;
  /** TRUST_PROXY: whether X-Forwarded-Proto may say the page was reached over HTTPS. */
  trustProxy: number;
}

/** Matches a player's page lists. */
const PAGE_MATCHES = 50;

/** A password hash nobody has, checked when a username does not exist: a login takes as long either way. */
let noAccount: Promise<string> | undefined;
const noAccountHash = () => (noAccount ??= hashPassword('no account has this password'));

type Body<T extends z.ZodType> = { ok: true; value: z.output<T> } | { ok: false; error: string };

function parseBody<T extends z.ZodType>(req: Request, schema: T): Body<T> {
  const raw = (req as Request & { body?: unknown }).body;
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    return { ok: false, error: 'The request body is not JSON.' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? 'Bad request.' };
}

function isHttps(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy > 0 && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

function asMe(identity: Identity): Me {
  return identity.username === undefined ? { playerId: identity.playerId, name: identity.name } : { ...identity };
}

export function mountIdentityRoutes(app: Application, deps: IdentityRouteDeps): void {
  const { identities } = deps;

  const setSession = async (req: Request, res: Response, playerId: string) => {
    res.append('Set-Cookie', sessionCookie(await identities.cookieValue(playerId), isHttps(req, deps.trustProxy)));
  };

  /** The identity of the request's session cookie; else answers 401 and returns null. */
  const signedIn = async (req: Request, res: Response): Promise<Identity | null> => {
    const identity = await identities.fromCookies(req.headers.cookie);
    if (!identity) res.status(401).json({ error: 'This browser has no identity yet: reload the page.' });
    return identity;
  };

  const address = (req: Request) => String(req.headers[CLIENT_ADDRESS_HEADER] ?? 'unknown');

  // Who this browser is. A browser without a valid session becomes a new guest; every visit
  // renews the cookie.
  app.get('/api/me', async (req: Request, res: Response) => {
    let identity = await identities.fromCookies(req.headers.cookie);
    if (!identity) {
      if (!(await limited(res, () => deps.attempts.admitGuest(address(req))))) return;
      identity = await identities.newGuest();
    }
    await identities.players.seen(identity.playerId, Date.now());
    await setSession(req, res, identity.playerId);
    res.set('Cache-Control', 'no-store').json(asMe(identity));
  });

  // The lobby's name box: the name the player is shown under at every table from now on.
  app.post('/api/me/name', async (req: Request, res: Response) => {
    const body = parseBody(req, nameChange);
    if (!body.ok) return void res.status(400).json({ error: body.error });
    const identity = await signedIn(req, res);
    if (!identity) return;
    await identities.players.rename(identity.playerId, body.value.name);
    res.json(asMe({ ...identity, name: body.value.name }));
  });

  // A guest claims an account: the same identity, from now on reachable by logging in.
  app.post('/api/accounts', async (req: Request, res: Response) => {
    const body = parseBody(req, credentials);
    if (!body.ok) return void res.status(400).json({ error: body.error });
    const identity = await signedIn(req, res);
    if (!identity) return;
    if (identity.username !== undefined) return void res.status(409).json({ error: 'You already have an account: log out to make another.' });
    if (!(await limited(res, () => deps.attempts.admit(address(req), body.value.username)))) return;
    const hash = await hashPassword(body.value.password);
    if (!(await identities.players.claim(identity.playerId, body.value.username, hash))) {
      return void res.status(409).json({ error: 'This username is taken: choose another.' });
    }
    res.json(asMe({ ...identity, username: body.value.username }));
  });

  // Logging in gives this browser the account's identity (its seats, its history).
  app.post('/api/login', async (req: Request, res: Response) => {
    const body = parseBody(req, credentials);
    if (!body.ok) return void res.status(400).json({ error: body.error });
    if (!(await limited(res, () => deps.attempts.admit(address(req), body.value.username)))) return;
    const account = await identities.players.byUsername(body.value.username);
    const matches = await verifyPassword(body.value.password, account?.passwordHash ?? (await noAccountHash()));
    if (!account || !matches) return void res.status(401).json({ error: 'Wrong username or password.' });
    await identities.players.seen(account.id, Date.now());
    await setSession(req, res, account.id);
    res.json(asMe({ playerId: account.id, name: account.displayName, username: account.username ?? undefined }));
  });

  // This browser forgets its identity; the next visit makes it a new guest.
  app.post('/api/logout', (req: Request, res: Response) => {
    res.append('Set-Cookie', clearedSessionCookie(isHttps(req, deps.trustProxy)));
    res.json({ ok: true });
  });

  app.get('/api/players/:id', async (req: Request, res: Response) => {
    const playerId = String(req.params.id);
    const identity = PLAYER_ID.test(playerId) ? await identities.get(playerId) : undefined;
    if (!identity) return void res.status(404).json({ error: 'No player with this id.' });
    const matches = await deps.matches.byPlayer(playerId, PAGE_MATCHES);
    const page: PlayerPage = {
      playerId,
      name: identity.name,
      hasAccount: identity.username !== undefined,
      matches: matches.map((match) => ({
        id: match.id,
        game: match.game,
        tableName: match.tableName,
        endedAt: match.endedAt,
        players: match.players.map(({ name, isBot, playerId: id }) => (id ? { name, isBot, playerId: id } : { name, isBot })),
        scores: match.scores,
        places: match.places,
        seat: match.players.findIndex((player) => player.playerId === playerId),
      })),
    };
    res.json(page);
  });

  // "My tables": unfinished tables where this browser's player sits, and where it is their turn.
  app.get('/api/me/tables', async (req: Request, res: Response) => {
    const identity = await signedIn(req, res);
    if (!identity) return;
    const seated = await deps.tables.seatedUnfinished(identity.playerId);
    const tables: MyTable[] = await Promise.all(
      seated.map(async ({ table, seats, seat }) => {
        const now = await seatNow(table.id, identity.playerId);
        return {
          id: table.id,
          game: table.game,
          tableName: table.tableName,
          phase: table.phase === 'seating' ? 'seating' : 'playing',
          seat,
          players: seats.map(({ name, isBot }) => ({ name, isBot })),
          yourTurn: now?.yourTurn ?? false,
          deadline: now?.deadline ?? 0,
        } satisfies MyTable;
      }),
    );
    tables.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn));
    res.set('Cache-Control', 'no-store').json(tables);
  });
}

/** Runs the attempt count; answers 429 and returns false beyond a limit. */
async function limited(res: Response, admit: () => Promise<void>): Promise<boolean> {
  try {
    await admit();
    return true;
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error;
    res.status(429).json({ error: error.message });
    return false;
  }
}

/** Asks the table's room, wherever it runs; null when it is not open (its process is restarting). */
async function seatNow(roomId: string, playerId: string): Promise<{ yourTurn: boolean; deadline: number } | null> {
  const [listed] = await matchMaker.query({ roomId });
  if (!listed || listed.name !== ROOM_NAME) return null;
  return matchMaker.remoteRoomCall<TableRoom, 'seatNow'>(roomId, 'seatNow', [playerId]).catch(() => null);
}
