/**
 * What the room's parts (sync, messages, outbox, journal) need of the room: its table, its
 * synced state, its clients and their bookkeeping, and the few room services they call. The
 * room (table-room.ts) implements it; the parts depend on this, never on the room's module, so
 * the room's files import each other in one direction only.
 */
import type { Client, ClientArray } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import type { ServerConfig } from '../config';
import type { MatchStore } from '../store';
import type { TableState } from '../sync';
import type { TableChat } from '../table/chat';
import type { Table } from '../table/table';
import type { BotTurns } from './bot-turns';
import type { SeatRatings } from './seat-ratings';
import type { TokenBucket } from './rate-limit';
import type { RoomTimers } from './room-timers';
import type { TableJournal } from './table-journal';
import type { TurnClock } from './turn-clock';

/** A connected (or briefly dropped) client's bookkeeping on the wire side. */
export interface Member {
  bucket: TokenBucket;
  /** Chat has its own, slower bucket (CHAT_RATE). */
  chatBucket: TokenBucket;
  /** The name the client joined with (a spectator's name in the chat; a seat's is the seat's). */
  name: string;
  /** The last `legal` sent, to send it again only when it changes. */
  lastLegal: string;
  /** The last `welcome` sent, to send it again only when the seat or role changes. */
  lastWelcome: string;
  /** The seat whose secret parts this client's StateView holds (null: none). */
  viewSeat: number | null;
  /** Those secret parts, to take them out of the view when the client's role changes. */
  shown: Set<Schema>;
}

/** What the lobby lists for a public table. `autoStart` stays true only while a quick-play
 * table is still seating, so quick play (filtered on it) never lands at a started table. */
export interface TableMetadata {
  game: string;
  tableName: string;
  seats: number;
  taken: number;
  free: number;
  status: 'seating' | 'playing' | 'over';
  autoStart: boolean;
  /** The match will move its players' ratings. */
  rated: boolean;
  /** Who sits there, with the rating each seat shows (rating 0: not known yet). */
  players: { name: string; rating: number; provisional: boolean; isBot: boolean }[];
}

export interface TableContext {
  readonly roomId: string;
  readonly table: Table;
  readonly state: TableState;
  readonly clients: ClientArray<Client>;
  readonly members: Map<string, Member>;
  readonly config: ServerConfig;
  readonly matches: MatchStore;
  /** The ratings the seats show. */
  readonly seatRatings: SeatRatings;
  readonly journal: TableJournal;
  readonly chat: TableChat;
  readonly botTurns: BotTurns;
  readonly turnClock: TurnClock;
  readonly timers: RoomTimers;
  readonly metadata: unknown;
  autoDispose: boolean;
  setMetadata(metadata: TableMetadata): Promise<unknown>;
  setPrivate(value: boolean): Promise<unknown>;
  broadcast(type: string, message: unknown, options?: { afterNextPatch?: boolean }): void;
  disconnect(): Promise<unknown>;
  /** Sends the changes (after the journal stored them). */
  requestPatch(): void;
  /** Resolves once every write queued so far is stored (see TableRoom.journalWritten). */
  journalWritten(): Promise<void>;
  /** Runs a change that settles outside the room's messages and timers (see TableRoom). */
  outsidePatch(step: () => void): void;
}
