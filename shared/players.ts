/**
 * The players' HTTP API between client and server: identity (`/api/me`), accounts, a player's
 * page and "my tables". The zod schemas are the server's validation of request bodies.
 */
import { z } from 'zod';
import { playerName } from './protocol';

/** Letters, digits, `.`, `_`, `-`; compared and stored in lower case. */
export const username = z
  .string()
  .trim()
  .min(3, 'A username has at least 3 characters.')
  .max(24, 'A username has at most 24 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'A username has only letters, digits, ".", "_" and "-".')
  .transform((name) => name.toLowerCase());

export const password = z.string().min(8, 'A password has at least 8 characters.').max(200, 'A password has at most 200 characters.');

/** `POST /api/accounts` (claim the guest's account) and `POST /api/login`. */
export const credentials = z.object({ username, password }).strict();
/** `POST /api/me/name`. */
export const nameChange = z.object({ name: playerName }).strict();

/** `GET /api/me`: who this browser is. */
export interface Me {
  playerId: string;
  /** '' until the guest chooses one. */
  name: string;
  /** Set once the guest has claimed an account. */
  username?: string;
}

export interface PlayerMatch {
  /** The match id: `GET /api/matches/<id>`, and the replay at `/replay/<id>`. */
  id: string;
  game: string;
  tableName: string;
  endedAt: string;
  players: { name: string; isBot: boolean; playerId?: string }[];
  scores: number[];
  places: number[];
  /** The player's seat in it. */
  seat: number;
}

/** `GET /api/players/:id`: a player's page. */
export interface PlayerPage {
  playerId: string;
  name: string;
  /** Whether the player has an account (the username itself is not shown: it is a login). */
  hasAccount: boolean;
  matches: PlayerMatch[];
}

/** `GET /api/me/tables`: an unfinished table where this browser's player sits. */
export interface MyTable {
  id: string;
  game: string;
  tableName: string;
  phase: 'seating' | 'playing';
  seat: number;
  players: { name: string; isBot: boolean }[];
  /** The table awaits this player's move now. */
  yourTurn: boolean;
  /** When the move awaited runs out (epoch ms), 0 for none. */
  deadline: number;
}

/** A row of `GET /api/leaderboard/:game`: the game's rated players, best first. */
export interface LeaderboardRow {
  place: number;
  playerId: string;
  name: string;
  /** Rounded; `provisional` while the rating is still uncertain. */
  rating: number;
  provisional: boolean;
  rd: number;
  games: number;
}
