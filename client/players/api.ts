/**
 * The players' HTTP API as the page uses it (shared/players.ts): who this browser is, its name,
 * its account, a player's page and "my tables". The session cookie itself is HTTP-only: the page
 * never sees it, the browser sends it.
 */
import type { Me, MyTable, PlayerPage } from '../../shared/players';

let me: Me | null = null;

/** Who this browser is, as last known (null before `loadMe`). */
export function currentMe(): Me | null {
  return me;
}

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(json.error ?? `The server answered ${response.status}.`);
  return json as T;
}

/** At boot: the server issues a guest's session cookie when the browser has none. */
export async function loadMe(): Promise<Me> {
  me = await send<Me>('GET', '/api/me');
  return me;
}

/** The name this player is shown under at every table from now on. */
export async function changeName(name: string): Promise<void> {
  if (me?.name === name) return;
  me = await send<Me>('POST', '/api/me/name', { name });
}

export async function claimAccount(username: string, password: string): Promise<Me> {
  me = await send<Me>('POST', '/api/accounts', { username, password });
  return me;
}

export async function logIn(username: string, password: string): Promise<Me> {
  me = await send<Me>('POST', '/api/login', { username, password });
  return me;
}

/** This browser forgets its identity and becomes a new guest. */
export async function logOut(): Promise<Me> {
  await send('POST', '/api/logout');
  return loadMe();
}

export function fetchPlayer(playerId: string): Promise<PlayerPage> {
  return send<PlayerPage>('GET', `/api/players/${encodeURIComponent(playerId)}`);
}

export function fetchMyTables(): Promise<MyTable[]> {
  return send<MyTable[]>('GET', '/api/me/tables');
}

/** A player's page. */
export function playerPath(playerId: string): string {
  return `/players/${encodeURIComponent(playerId)}`;
}

/** The player id of a `/players/<id>` address, or null. */
export function parsePlayerPath(pathname: string): string | null {
  const match = /^\/players\/([A-Za-z0-9_-]{22})\/?$/.exec(pathname);
  return match ? match[1] : null;
}
