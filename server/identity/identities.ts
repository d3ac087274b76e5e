/**
 * Who a player is. Every browser is a guest from its first visit: a server-made random id, kept
 * in a signed session cookie (session-cookie.ts). A guest may claim an account (a username and
 * password, accounts.ts), and logging in on another device gives that device the same id. The
 * identity is never taken from anything a client says: only from a cookie the server signed.
 */
import { randomBytes } from 'node:crypto';
import type { PlayerRow, PlayerStore } from '../store';
import { readCookie, SESSION_COOKIE, SessionSigner } from './session-cookie';
import { loadSigningKey } from './signing-key';

export interface Identity {
  playerId: string;
  /** The display name; '' for a guest that has not chosen one yet. */
  name: string;
  /** Set once the guest has claimed an account. */
  username?: string;
}

export function identityOf(row: PlayerRow): Identity {
  return row.username === null ? { playerId: row.id, name: row.displayName } : { playerId: row.id, name: row.displayName, username: row.username };
}

/** 16 random bytes: ids cannot be guessed, and a cookie for one cannot be made without the key. */
export function newPlayerId(): string {
  return randomBytes(16).toString('base64url');
}

export class Identities {
  private signer: Promise<SessionSigner> | undefined;

  constructor(
    readonly players: PlayerStore,
    /** IDENTITY_SECRET ('' = the key kept in the database). */
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The signer, its key read (or made) once; a failed read is tried again next time. */
  sessions(): Promise<SessionSigner> {
    this.signer ??= loadSigningKey(this.players, this.secret).then(
      (key) => new SessionSigner(key),
      (error: unknown) => {
        this.signer = undefined;
        throw error;
      },
    );
    return this.signer;
  }

  /** The player a Cookie header's session names, or null (none, forged, altered, expired). */
  async playerIdFrom(cookieHeader: string | null | undefined): Promise<string | null> {
    const value = readCookie(cookieHeader, SESSION_COOKIE);
    if (!value) return null;
    return (await this.sessions()).verify(value, this.now());
  }

  /** The identity a Cookie header names, if it exists. */
  async fromCookies(cookieHeader: string | null | undefined): Promise<Identity | null> {
    const playerId = await this.playerIdFrom(cookieHeader);
    return playerId === null ? null : ((await this.get(playerId)) ?? null);
  }

  /** A session cookie's value for this player, issued now. */
  async cookieValue(playerId: string): Promise<string> {
    return (await this.sessions()).sign(playerId, this.now());
  }

  async get(playerId: string): Promise<Identity | undefined> {
    const row = await this.players.get(playerId);
    return row && identityOf(row);
  }

  async getMany(playerIds: readonly string[]): Promise<Identity[]> {
    return (await this.players.getMany(playerIds)).map(identityOf);
  }

  /** A new guest, stored before it is returned. */
  async newGuest(name = ''): Promise<Identity> {
    const now = this.now();
    const row: PlayerRow = { id: newPlayerId(), displayName: name, username: null, passwordHash: null, createdAt: now, lastSeenAt: now };
    await this.players.create(row);
    return identityOf(row);
  }

  /** The name an identity plays under: its own, or (the first time) the one it joins with, kept. */
  async nameFor(identity: Identity, requested: string): Promise<string> {
    if (identity.name !== '') return identity.name;
    await this.players.rename(identity.playerId, requested);
    return requested;
  }
}
