/**
 * What a table is made of and what it says: its phase, its participants and how they join, the
 * events its commands record, and what it opens or comes back from (the database's seats).
 */
import type { Outcome } from '../../shared/core/engine';
import type { LogEntry } from '../../shared/core/log';
import type { TableSettings } from './settings';

export type TablePhase = 'seating' | 'playing' | 'over';

export interface Participant {
  name: string;
  /** The participant's identity (server/identity); '' when the room gave none (the table's own tests). */
  playerId: string;
  /** Came in with a private table's watch secret: may watch, never sit. */
  watchOnly: boolean;
}

export type JoinRole =
  | { role: 'player' }
  | { role: 'spectator'; watchOnly: boolean }
  | { role: 'creator'; spectate: boolean }
  | { role: 'reclaim'; seat: number; secret: string }
  /** The joiner's identity holds this seat: the same player, from another window or device. */
  | { role: 'return'; seat: number };

/** Who joins, as the room resolved it from the session cookie (never from the join options). */
export interface Joiner {
  playerId: string;
  /** The identity's name; null: the name the join options give. */
  name: string | null;
}

export type TableEvent =
  /** Seats, presence or the host changed. */
  | { kind: 'seats' }
  | { kind: 'started' }
  /** The action numbered `seq` (from 0, in the order played) was applied; `entries` are its log lines. */
  | { kind: 'played'; seq: number; entries: LogEntry[] }
  | { kind: 'finished'; outcome: Outcome }
  /** The game's engine failed: the table stops, the moves so far are kept. */
  | { kind: 'broken'; error: unknown };

/** A seat as the database keeps it (the store's SeatRow). */
export interface SavedSeat {
  seat: number;
  name: string;
  isBot: boolean;
  botKind: string | null;
  reclaimHash: string | null;
  standIn: boolean;
  /** The seat's identity (absent: none, as tables stored before identities). */
  playerId?: string | null;
}

/** What a table is made of when it opens (new) or comes back (from the database). */
export interface TableInit {
  id: string;
  settings: TableSettings;
  seed: string;
  invite: string;
  watchInvite: string;
  createdAtMs: number;
}
