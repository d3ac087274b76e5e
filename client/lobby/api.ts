/** The server's HTTP API as the lobby uses it. */
import type { InviteInfo } from '../../shared/protocol';

export interface GameInfo {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** The game's option defaults (`optionsSchema.parse({})`). */
  options: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one entry of GET /api/games, tolerating the defaults under `options` or `defaults`. */
function parseGame(raw: unknown): GameInfo | null {
  if (!isRecord(raw) || typeof raw.id !== 'string') return null;
  const defaults = [raw.options, raw.defaults, raw.optionDefaults].find(isRecord) ?? {};
  return {
    id: raw.id,
    title: typeof raw.title === 'string' ? raw.title : raw.id,
    minPlayers: typeof raw.minPlayers === 'number' ? raw.minPlayers : 2,
    maxPlayers: typeof raw.maxPlayers === 'number' ? raw.maxPlayers : 4,
    options: defaults,
  };
}

export async function fetchGames(): Promise<GameInfo[]> {
  const response = await fetch('/api/games', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server could not list its games (${response.status}).`);
  const body: unknown = await response.json();
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.games) ? body.games : [];
  return list.map(parseGame).filter((g): g is GameInfo => g !== null);
}

/** What an invite link leads to (game, table, host, to play or to watch); null when it is not valid. */
export async function describeInvite(room: string, invite: string): Promise<InviteInfo | null> {
  const response = await fetch('/api/invites', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ room, invite }),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The server could not read the invite (${response.status}).`);
  const body: unknown = await response.json();
  if (!isRecord(body) || typeof body.title !== 'string' || typeof body.host !== 'string' || typeof body.tableName !== 'string') return null;
  return { game: String(body.game), title: body.title, tableName: body.tableName, host: body.host, watchOnly: body.watchOnly === true };
}

/** The invite prompt's words: who invites you to what. */
export function invitationText(info: InviteInfo): string {
  const who = info.host || 'Someone';
  const what = info.watchOnly ? `to watch ${info.title}` : `to play ${info.title}`;
  const table = info.tableName ? ` at “${info.tableName}”` : '';
  return `${who} invites you ${what}${table}. Tell the table who you are.`;
}
