/**
 * Coming back to a table after the connection was lost, however it was lost: a network blip
 * (the server still holds the seat: the reconnection token works), a server restart (the
 * table comes back under the same id and the seat's secret takes the seat again; a spectator
 * simply watches again), or the table is gone for good. Retries with a backoff capped at a
 * few seconds for as long as the server cannot be reached; the caller may stop it.
 */
import type { Room } from '@colyseus/sdk';
import type { JoinOptions } from '../../shared/protocol';
import { errorText } from '../ui/toast';
import { savedReclaim } from '../ui/storage';
import { client } from './connection';

/** What the page knows about the table it lost. */
export interface LostTable {
  roomId: string;
  /** `roomId:token` of the last connection. */
  reconnectionToken: string;
  /** Whether I had a seat (else I was watching). */
  seated: boolean;
  name: string;
  /** The secret that let me in: a player's invite, or a spectator's watch secret. */
  invite?: string;
}

export type RejoinOutcome =
  | { kind: 'back'; room: Room }
  /** The server is up and the table is not there any more. */
  | { kind: 'gone' }
  /** The server is up and refused to let me back in (the message says why). */
  | { kind: 'refused'; message: string }
  | { kind: 'stopped' };

export interface RejoinHooks {
  /** Called before each attempt (1, 2, …). */
  attempt(n: number): void;
  /** True once the page no longer wants this table (the player went to the lobby). */
  stopped(): boolean;
}

/** The longest pause between two attempts. */
export const MAX_BACKOFF_MS = 5000;

export function backoff(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.max(0, attempt - 1));
}

/** The matchmaker's answer for a room id it does not know (ErrorCode.MATCHMAKE_INVALID_ROOM_ID). */
const INVALID_ROOM_ID = 522;

function isUnknownRoom(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === INVALID_ROOM_ID || /not found|has been disposed/i.test(errorText(error));
}

async function serverIsUp(): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Joins the table again by its id: with the seat's secret, or as a spectator. */
function joinAgain(lost: LostTable): Promise<Room> {
  const options: JoinOptions = { name: lost.name };
  if (lost.invite) options.invite = lost.invite;
  const reclaim = lost.seated ? savedReclaim(lost.roomId) : undefined;
  if (reclaim) options.reclaim = reclaim;
  else options.spectate = true;
  return client.joinById(lost.roomId, options);
}

export async function rejoin(lost: LostTable, hooks: RejoinHooks): Promise<RejoinOutcome> {
  // A table just restored may take a moment to be listed: "not found" must be said twice. A
  // refusal may be the server not yet seeing my old connection as gone: it must be said thrice.
  let notFound = 0;
  let refusals = 0;
  for (let attempt = 1; ; attempt++) {
    if (hooks.stopped()) return { kind: 'stopped' };
    hooks.attempt(attempt);
    try {
      return { kind: 'back', room: await client.reconnect(lost.reconnectionToken) };
    } catch {
      // The seat's hold expired or the process restarted: try by the table's id below.
    }
    if (hooks.stopped()) return { kind: 'stopped' };
    if (await serverIsUp()) {
      try {
        return { kind: 'back', room: await joinAgain(lost) };
      } catch (error) {
        if (isUnknownRoom(error)) {
          if (++notFound >= 2) return { kind: 'gone' };
        } else if ((await serverIsUp()) && ++refusals >= 3) {
          // Up and answering, but not letting me in (my seat is played from another window…).
          return { kind: 'refused', message: errorText(error) };
        }
      }
    }
    await new Promise((resolve) => window.setTimeout(resolve, notFound + refusals > 0 ? 1000 : backoff(attempt)));
  }
}
