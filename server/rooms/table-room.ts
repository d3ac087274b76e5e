/**
 * TableRoom: one Colyseus room class for every game (the game id is a create option). It
 * seats players and bots, routes messages into the engine through the Game contract, and
 * projects views into the synced state. It knows no rule of any game.
 *
 * This file is the lifecycle (create, auth, join, drop, reconnect, leave); the concepts live
 * beside it: joining (roles and seats), reconnection (held seats, stand-ins, reclaim),
 * table-messages (seating and play messages), table-flow (start, actions, bots, clock, end,
 * a broken engine), table-sync (state, views, lobby listing, per-client messages), stamp (how
 * the creator is known), bot-turns, turn-clock, seating.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Room, type Client, type Delayed } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import type { BotDriver } from '../bots/driver';
import type { ServerConfig } from '../config';
import type { AddressQuotas } from '../http/quotas';
import { actionSeconds } from '../metrics';
import type { MatchStore } from '../store';
import { tableStateClass, type TableState } from '../sync';
import { botSeats, type InviteInfo } from '../../shared/protocol';
import { BotTurns } from './bot-turns';
import { withinQuota } from './errors';
import type { GameSession } from './game-session';
import { admit, decideRole, type JoinRole } from './joining';
import { parseCreateOptions, type GameCatalog, type TableSettings } from './options';
import { TokenBucket } from './rate-limit';
import { Seating } from './seating';
import { readStamp, withoutStamp } from './stamp';
import { guarded, playBotTurn, playForExpiredSeats, scheduleBots, startGame } from './table-flow';
import { registerMessages } from './table-messages';
import { holdSeat, nextHost, releaseSeat, restoreSeat } from './reconnection';
import { fitViewToRole, greet, resendWelcomes, syncListing, syncSeats, type TableMetadata } from './table-sync';
import { TurnClock } from './turn-clock';
import { withBatchedWrites } from './write-batch';

export interface TableDeps {
  config: ServerConfig;
  store: MatchStore;
  catalog: GameCatalog;
  quotas: AddressQuotas;
  /**
   * Fixed seeds for in-process tests: the seed of the table `roomId`, or undefined for the
   * usual one. Never reachable by a client (see createServer's `tableSeed`).
   */
  tableSeed?: (roomId: string) => string | undefined;
}

/** A connected (or briefly dropped) client of the room. */
export interface Member {
  name: string;
  bucket: TokenBucket;
  /** The last `legal` sent, to send it again only when it changes. */
  lastLegal: string;
  /** The last `welcome` sent, to send it again only when the seat or role changes. */
  lastWelcome: string;
  /** Joined with a private table's watch secret: may watch, never sit. */
  watchOnly: boolean;
  /** The seat whose secret parts this client's StateView holds (null: none). */
  viewSeat: number | null;
  /** Those secret parts, to take them out of the view when the client's role changes. */
  shown: Set<Schema>;
}

export abstract class TableRoom extends Room<{ state: TableState; metadata: TableMetadata }> {
  protected abstract readonly deps: TableDeps;

  settings!: TableSettings;
  seating!: Seating;
  seed = '';
  /** A private table's secrets: one to play (and watch), one only to watch. */
  invite = '';
  watchInvite = '';
  session: GameSession | null = null;
  bots: BotDriver | null = null;
  botTurns!: BotTurns;
  turnClock!: TurnClock;
  readonly members = new Map<string, Member>();
  hostSession: string | null = null;
  startedAt = '';
  /** Why the table stopped when its game's engine failed ('' while it works). */
  broken = '';
  /** The ticket of the reservation that created the table (see stamp.ts), until it is used. */
  private creatorTicket: string | null = null;
  /** The address whose open-table quota this table counts against. */
  private creatorAddress: string | null = null;
  private emptyTimer: Delayed | undefined;
  private patchRequested = false;
  /** When the player action awaiting its patch arrived (see timeNextPatch), else null. */
  private actionArrivedAt: number | null = null;
  private disposed = false;

  get config(): ServerConfig {
    return this.deps.config;
  }

  get store(): MatchStore {
    return this.deps.store;
  }

  get phase(): TableState['phase'] {
    return this.state.phase;
  }

  override async onCreate(raw: unknown): Promise<void> {
    const stamp = readStamp(raw);
    this.settings = parseCreateOptions(withoutStamp(raw), this.deps.catalog);
    if (stamp) await this.countAgainstQuota(stamp.address);
    this.creatorTicket = stamp?.ticket ?? null;
    const { create, entry } = this.settings;
    const botKind = create.botKind ?? 'heuristic';
    this.seating = new Seating(create.seats, botKind);
    for (const { seat, kind } of botSeats(create.bots)) this.seating.sitBot(seat, kind ?? botKind);
    this.seed = this.drawSeed();
    if (create.private) {
      this.invite = randomBytes(12).toString('base64url');
      this.watchInvite = randomBytes(12).toString('base64url');
    }

    const State = tableStateClass(entry.sync);
    const state = new State();
    state.game = entry.game.id;
    state.tableName = create.tableName || `${create.name}'s table`;
    state.isPrivate = create.private === true;
    state.board = entry.sync.createBoard();
    this.setState(state);

    // A hard cap above the polite token bucket: a client flooding far beyond it is cut off.
    this.maxMessagesPerSecond = Math.max(100, this.config.rateLimitBurst * 5);
    this.botTurns = new BotTurns(this.clock, this.config.botDelayMs, (seat) => playBotTurn(this, seat));
    this.turnClock = new TurnClock(this.clock, create.turnSeconds ?? 0, () => playForExpiredSeats(this));
    registerMessages(this);
    // Unlisted until a person is at it (see syncListing); a private table never is.
    await this.setPrivate(true);
    syncSeats(this);
    // A creator whose reservation expired unused never comes: the host role goes on as when a
    // host leaves.
    this.clock.setTimeout(() => {
      if (this.creatorTicket === null) return;
      this.creatorTicket = null;
      this.hostSession = nextHost(this);
      this.seatsChanged();
    }, (this.seatReservationTimeout + 1) * 1000);
  }

  /**
   * The seed is the whole shuffle: kept secret until the end, when anyone can check it against
   * the hash published at the start. 128 bits from the CSPRNG, unless the server (never a
   * client) fixes seeds for tests or a tournament.
   */
  private drawSeed(): string {
    const fixed = this.deps.tableSeed?.(this.roomId);
    if (fixed !== undefined) return fixed;
    if (this.config.tableSeedPrefix) return `${this.config.tableSeedPrefix}${this.roomId}`;
    return randomBytes(16).toString('hex');
  }

  private async countAgainstQuota(address: string): Promise<void> {
    await withinQuota(() => this.deps.quotas.admitTable(address));
    this.creatorAddress = address;
  }

  override onAuth(_client: Client, raw: unknown): JoinRole {
    // The creator is whoever holds the reservation made by the request that created the table.
    const isCreator = this.creatorTicket !== null && readStamp(raw)?.ticket === this.creatorTicket;
    if (isCreator) this.creatorTicket = null;
    return decideRole(this, raw, isCreator);
  }

  override onJoin(client: Client, raw: unknown, auth: JoinRole): void {
    const name = admit(this, client, raw, auth);
    this.members.set(client.sessionId, {
      name,
      bucket: new TokenBucket(this.config.rateLimitPerSecond, this.config.rateLimitBurst, Date.now()),
      lastLegal: '',
      lastWelcome: '',
      watchOnly: auth.role === 'spectator' && auth.watchOnly,
      viewSeat: null,
      shown: new Set(),
    });
    fitViewToRole(this, client);
    greet(this, client);
    this.seatsChanged();
  }

  override onDrop(client: Client): void {
    holdSeat(this, client);
    this.seatsChanged();
  }

  override onReconnect(client: Client): void {
    restoreSeat(this, client);
    fitViewToRole(this, client, true);
    greet(this, client);
    this.seatsChanged();
  }

  override onLeave(client: Client): void {
    releaseSeat(this, client);
    this.seatsChanged();
  }

  override onDispose(): void {
    this.disposed = true;
    this.bots?.close(); // a strong bot still thinking: its answer is dropped
    this.botTurns?.cancelAll();
    this.turnClock?.stop();
    if (this.creatorAddress !== null) {
      this.deps.quotas.releaseTable(this.creatorAddress).catch((error: unknown) => console.error('releasing a table quota failed', error));
    }
  }

  /** After any change of seats or presence: views, sync, listing, auto start, bots, idle timer. */
  seatsChanged(): void {
    for (const client of this.clients) fitViewToRole(this, client);
    syncSeats(this);
    syncListing(this);
    resendWelcomes(this);
    this.requestPatch();
    if (this.phase === 'seating' && this.settings.create.autoStart && this.seating.isFull()) {
      guarded(this, () => startGame(this));
      return;
    }
    if (this.phase === 'playing') {
      scheduleBots(this);
      this.watchForEmptyTable();
    }
  }

  /** A table whose every seat is a bot's: nobody can come back to it. */
  get botsOnly(): boolean {
    return this.seating.slots.every((slot) => slot.kind === 'bot');
  }

  /**
   * A started table is kept while nobody is connected (players may come back to reclaim
   * their seats), but not for long; one that only bots play closes as soon as nobody watches.
   */
  private watchForEmptyTable(): void {
    if (this.clients.length > 0) {
      this.emptyTimer?.clear();
      this.emptyTimer = undefined;
    } else if (this.botsOnly) {
      void this.disconnect();
    } else if (!this.emptyTimer) {
      this.emptyTimer = this.clock.setTimeout(() => void this.disconnect(), this.config.emptyTableSeconds * 1000);
    }
  }

  /**
   * Sends the changes now rather than at the next patch interval: a turn-based table has
   * few changes and each should show at once. The patch goes out from a fresh turn of the
   * event loop, never from inside a room clock callback (broadcastPatch ticks the clock,
   * which would run due bot timers re-entrantly). Each client's frames leave in one write.
   */
  requestPatch(): void {
    if (this.patchRequested) return;
    this.patchRequested = true;
    setImmediate(() => {
      this.patchRequested = false;
      if (!this.disposed) withBatchedWrites(this.clients, () => this.broadcastPatch());
      if (this.actionArrivedAt !== null) {
        actionSeconds.observe({ game: this.state.game }, (performance.now() - this.actionArrivedAt) / 1000);
        this.actionArrivedAt = null;
      }
    });
  }

  /** Measures a player's action (from `arrived`) until the patch that carries it has left. */
  timeNextPatch(arrived: number): void {
    this.actionArrivedAt ??= arrived;
  }

  /**
   * What an invite link leads to, for the prompt shown before joining (`POST /api/invites`,
   * through Colyseus' remoteRoomCall from any process); null when the secret is not this table's.
   */
  describeInvite(secret: string): InviteInfo | null {
    const watchOnly = this.watchInvite !== '' && secret === this.watchInvite;
    if (!watchOnly && (this.invite === '' || secret !== this.invite)) return null;
    const host = this.hostSession === null ? '' : (this.members.get(this.hostSession)?.name ?? '');
    return { game: this.state.game, title: this.settings.entry.game.title, tableName: this.state.tableName, host, watchOnly };
  }

  /** sha256 of the seed, published at the start. */
  seedHash(): string {
    return createHash('sha256').update(this.seed).digest('hex');
  }
}

/** The concrete room class for a server: TableRoom bound to its configuration and store. */
export function tableRoomClass(deps: TableDeps): new () => TableRoom {
  return class BoundTableRoom extends TableRoom {
    protected override readonly deps = deps;
  };
}
