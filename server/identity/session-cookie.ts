/**
 * The session cookie: who a browser is. Its value is `<player id>.<issued at>.<signature>`, the
 * signature an HMAC-SHA256 (node:crypto) of the id and time under the server's signing key
 * (signing-key.ts). A value whose signature does not match, whose id was changed, or that is
 * older than COOKIE_MAX_AGE_SECONDS names nobody. HTTP-only (no script reads it) and
 * SameSite=Lax (another site's requests do not carry it, except a top-level link).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'caribbean_session';
/** About 400 days, the longest a browser keeps a cookie; each visit renews it. */
export const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A player id: 16 random bytes, base64url (players.ts makes them). */
export const PLAYER_ID = /^[A-Za-z0-9_-]{22}$/;

export class SessionSigner {
  constructor(private readonly key: Buffer) {}

  /** The cookie's value for this player, issued at `nowMs`. */
  sign(playerId: string, nowMs: number): string {
    const issued = Math.floor(nowMs / 1000).toString(36);
    return `${playerId}.${issued}.${this.mac(playerId, issued)}`;
  }

  /** The player the value names, or null when it is forged, altered or too old. */
  verify(value: string, nowMs: number): string | null {
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [playerId, issued, signature] = parts;
    if (!PLAYER_ID.test(playerId) || !/^[0-9a-z]{1,10}$/.test(issued)) return null;
    const expected = Buffer.from(this.mac(playerId, issued));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const age = nowMs / 1000 - parseInt(issued, 36);
    return age <= COOKIE_MAX_AGE_SECONDS ? playerId : null;
  }

  private mac(playerId: string, issued: string): string {
    return createHmac('sha256', this.key).update(`session|${playerId}|${issued}`).digest('base64url');
  }
}

/** The named cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** `Secure` when the page was reached over HTTPS: a browser then never sends it in clear. */
export function sessionCookie(value: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
