/**
 * What the server itself writes into a matchmaking request's options, where no client can
 * write it: a fresh random ticket and the client's address (as the front door resolved it).
 *
 * Colyseus hands one and the same options object to the room class's static `onAuth` (first,
 * for every create and join request), to `onCreate` when the request creates the room, and to
 * the seat reservation it then makes for the requester, whose join options they become. So the
 * ticket that `onCreate` reads is exactly the one the creator's connection later presents from
 * its reservation, which lives on the server: the creator is recognised by the reservation of
 * the request that created the table, never by anything a joiner can send. This holds across
 * processes too (the options travel as JSON over Redis with the create and reserve calls).
 * Whatever a client puts under the same key is overwritten before anyone reads it.
 *
 * The stamp also carries the identity the request's session cookie names (server/identity): the
 * matchmaking request is made to the site's own address, which the cookie belongs to, whatever
 * process the seat reservation then sends the client to.
 */
import { randomBytes } from 'node:crypto';

const STAMP_KEY = '$server';

export interface ServerStamp {
  ticket: string;
  address: string;
  /** The identity the request's session cookie names ('' when it has no valid one). */
  playerId: string;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Called for every matchmaking request (http/matchmaking-gate.ts). */
export function stampRequest(options: unknown, address: string, playerId: string): void {
  if (!isRecord(options)) return;
  const stamp: ServerStamp = { ticket: randomBytes(16).toString('base64url'), address, playerId };
  options[STAMP_KEY] = stamp;
}

export function readStamp(options: unknown): ServerStamp | undefined {
  const stamp = isRecord(options) ? options[STAMP_KEY] : undefined;
  if (!isRecord(stamp) || typeof stamp.ticket !== 'string' || typeof stamp.address !== 'string') return undefined;
  return { ticket: stamp.ticket, address: stamp.address, playerId: typeof stamp.playerId === 'string' ? stamp.playerId : '' };
}

/** The client's own options, for their schema (which refuses unknown keys). */
export function withoutStamp(options: unknown): unknown {
  if (!isRecord(options) || !(STAMP_KEY in options)) return options;
  const { [STAMP_KEY]: _stamp, ...own } = options;
  return own;
}
