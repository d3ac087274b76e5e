/**
 * Who sits where. A seat is free, a human's, or a bot's. A human who has gone for good keeps
 * the seat (`sessionId` null) while a bot stands in, until they reclaim it with the seat's
 * secret. No Colyseus here: the room copies this into the synced state.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Seat } from '../../shared/core/engine';
import type { BotKind } from '../../shared/protocol';

export interface SeatSlot {
  kind: 'free' | 'human' | 'bot';
  name: string;
  /** The human's current session; null when they left and a bot stands in. */
  sessionId: string | null;
  /** A human seat whose player is online (bots count as connected). */
  connected: boolean;
  /** A bot plays this human seat until its player comes back. */
  standIn: boolean;
  /** Which bot plays the seat (a bot seat, or a stand-in). */
  botKind: BotKind;
  /**
   * The seat's secret, given to its human only: presenting it reclaims the seat. Known only
   * in the process that drew it or saw it presented again: a restored table has only its hash.
   */
  reclaim: string;
  /** sha256 of `reclaim`: what the database keeps, and what a presented secret is checked against. */
  reclaimHash: string;
  /**
   * The identity (server/identity) of the human who sits here, '' for bots and free seats. It
   * takes the seat back as the secret does: the same player on another device.
   */
  playerId: string;
}

/** How a seat's secret is kept: a hash, so the database never holds anything that takes a seat. */
export function reclaimHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Bots are named like the crews of the period, so a log reads like a story. */
const BOT_NAMES = ['Anne', 'Calico Jack', 'Mary', 'Henry', 'Grace', 'Bartholomew'];

function freeSlot(botKind: BotKind): SeatSlot {
  return { kind: 'free', name: '', sessionId: null, connected: false, standIn: false, botKind, reclaim: '', reclaimHash: '', playerId: '' };
}

export class Seating {
  readonly slots: SeatSlot[];

  constructor(count: number, private readonly defaultBotKind: BotKind) {
    this.slots = Array.from({ length: count }, () => freeSlot(defaultBotKind));
  }

  get count(): number {
    return this.slots.length;
  }

  slot(seat: Seat): SeatSlot {
    const slot = this.slots[seat];
    if (!slot) throw new RangeError(`No seat ${seat}`);
    return slot;
  }

  /** The first free seat, or -1. */
  firstFree(): number {
    return this.slots.findIndex((slot) => slot.kind === 'free');
  }

  freeCount(): number {
    return this.slots.filter((slot) => slot.kind === 'free').length;
  }

  isFull(): boolean {
    return this.freeCount() === 0;
  }

  /** The seat held by this session, or null. */
  seatOf(sessionId: string): Seat | null {
    const seat = this.slots.findIndex((slot) => slot.kind === 'human' && slot.sessionId === sessionId);
    return seat === -1 ? null : seat;
  }

  /** The seat whose secret this is, if its player is not at the table right now. */
  seatForReclaim(secret: string): Seat | null {
    const hash = reclaimHash(secret);
    const seat = this.slots.findIndex((slot) => slot.kind === 'human' && slot.reclaimHash !== '' && slot.reclaimHash === hash);
    return seat === -1 ? null : seat;
  }

  /** The seat held by this identity (connected or not), or null. */
  seatOfPlayer(playerId: string): Seat | null {
    if (playerId === '') return null;
    const seat = this.slots.findIndex((slot) => slot.kind === 'human' && slot.playerId === playerId);
    return seat === -1 ? null : seat;
  }

  sitHuman(seat: Seat, sessionId: string, name: string, playerId: string): void {
    Object.assign(this.slot(seat), {
      kind: 'human',
      name,
      playerId,
      sessionId,
      connected: true,
      standIn: false,
    } satisfies Partial<SeatSlot>);
    this.newSecret(seat);
  }

  /** Draws the seat's secret (a secret given out before no longer takes it). */
  newSecret(seat: Seat): void {
    const reclaim = randomBytes(18).toString('base64url');
    Object.assign(this.slot(seat), { reclaim, reclaimHash: reclaimHash(reclaim) });
  }

  /**
   * A seat as the database kept it (a restored table): its human is away until they present
   * the seat's secret, which this process has never seen (only its hash).
   */
  restore(seat: Seat, saved: Pick<SeatSlot, 'kind' | 'name' | 'botKind' | 'reclaimHash' | 'standIn' | 'playerId'>): void {
    Object.assign(this.slot(seat), {
      ...saved,
      sessionId: null,
      connected: saved.kind === 'bot',
      reclaim: '',
    } satisfies Partial<SeatSlot>);
  }

  sitBot(seat: Seat, kind: BotKind): void {
    Object.assign(this.slot(seat), {
      kind: 'bot',
      name: `${BOT_NAMES[seat] ?? `Bot ${seat + 1}`} (bot)`,
      sessionId: null,
      connected: true,
      standIn: false,
      botKind: kind,
      reclaim: '',
      reclaimHash: '',
      playerId: '',
    } satisfies Partial<SeatSlot>);
  }

  free(seat: Seat): void {
    this.slots[seat] = freeSlot(this.defaultBotKind);
  }

  /** A bot plays for this seat now (a bot seat, or a stand-in for an absent human). */
  playedByBot(seat: Seat): boolean {
    const slot = this.slot(seat);
    return slot.kind === 'bot' || slot.standIn;
  }

  /** The name a log line gives the seat. */
  nameOf(seat: Seat): string {
    return this.slots[seat]?.name || `Seat ${seat + 1}`;
  }

  /** `name`, or `name (2)`, `name (3)`… when someone at the table already has it. */
  uniqueName(name: string, others: Iterable<string>): string {
    const taken = new Set([...others, ...this.slots.map((slot) => slot.name)]);
    if (!taken.has(name)) return name;
    for (let n = 2; ; n++) {
      const candidate = `${name} (${n})`;
      if (!taken.has(candidate)) return candidate;
    }
  }
}
