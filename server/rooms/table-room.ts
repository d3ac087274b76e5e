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
import { matchMaker, Room, type Client, type Delayed } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import type { BotDriver } from '../bots/driver';
import type { ServerConfig } from '../config';
import type { AddressQuotas } from '../http/quotas';
import { actionSeconds } from '../metrics';
import type { MatchStore, Store, StoredTable } from '../store';
import { tableStateClass, type TableState } from '../sync';
import type { InviteInfo } from '../../shared/protocol';
import { BotTurns } from './bot-turns';
import { withinQuota } from './errors';
import type { GameSession } from './game-session';
import { admit, decideRole, type JoinRole } from './joining';
import { parseCreateOptions, type GameCatalog, type TableSettings } from './options';
import { TokenBucket } from './rate-limit';
import { Seating } from './seating';
import { readStamp, withoutStamp } from './stamp';
import { restoreGame } from './restore-game';
import { takeRestoreTicket } from './restore';
import { guarded, playBotTurn, playForExpiredSeats, scheduleBots, startGame } from './table-flow';
import { TableJournal } from './table-journal';
import { registerMessages } from './table-messages';
import { holdSeat, nextHost, releaseSeat, restoreSeat } from './reconnection';
import { fitViewToRole, greet, resendWelcomes, syncListing, syncSeats, type TableMetadata } from './table-sync';
import { TurnClock } from './turn-clock';
import { withBatchedWrites } from './write-batch';

export interface TableDeps {
  config: ServerConfig;
  /** Finished matches, and every open table's write-ahead log (table-journal.ts). */
  store: Store;
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
  createdAtMs = 0;
  journal!: TableJournal;
  /**
   * A restored table's host seat, until its player comes back (the host is a connection, and
   * no connection survived the restart).
   */
  awaitedHostSeat: number | null = null;
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
  /** Another process owns this table now (see loseTable): nothing more is written for it. */
  private lost = false;

  get config(): ServerConfig {
    return this.deps.config;
  }

  get matches(): MatchStore {
    return this.deps.store.matches;
  }

  get phase(): TableState['phase'] {
    return this.state.phase;
  }

  override async onCreate(raw: unknown): Promise<void> {
    const stored = takeRestoreTicket(raw);
    if (stored) {
      await this.restoreFrom(stored);
      return;
    }
    const stamp = readStamp(raw);
    this.settings = parseCreateOptions(withoutStamp(raw), this.deps.catalog);
    if (stamp) await this.countAgainstQuota(stamp.address);
    this.creatorTicket = stamp?.ticket ?? null;
    const { create } = this.settings;
    const botKind = create.botKind ?? 'heuristic';
    this.seating = new Seating(create.seats, botKind);
    for (const seat of create.bots ?? []) this.seating.sitBot(seat, botKind);
    this.seed = this.drawSeed();
    if (create.private) {
      this.invite = randomBytes(12).toString('base64url');
      this.watchInvite = randomBytes(12).toString('base64url');
    }
    this.createdAtMs = Date.now();
    await this.setUp(create.tableName || `${create.name}'s table`);
    this.journal.table();
    this.journal.seats();
    // A creator whose reservation expired unused never comes: the host role goes on as when a
    // host leaves.
    this.clock.setTimeout(() => this.outsidePatch(() => {
      if (this.creatorTicket === null) return;
      this.creatorTicket = null;
      this.hostSession = nextHost(this);
      this.seatsChanged();
    }), (this.seatReservationTimeout + 1) * 1000);
  }

  /** The synced state, timers and message handlers: the same for a new and a restored table. */
  private async setUp(tableName: string): Promise<void> {
    const { create, entry } = this.settings;
    const State = tableStateClass(entry.sync);
    const state = new State();
    state.game = entry.game.id;
    state.tableName = tableName;
    state.isPrivate = create.private === true;
    state.board = entry.sync.createBoard();
    this.setState(state);
    // Patches leave when the table asks (requestPatch), after its writes are stored; the room
    // clock still ticks on its own.
    this.patchRate = 0;
    this.journal = new TableJournal(this.deps.store.tables, this);

    // A hard cap above the polite token bucket: a client flooding far beyond it is cut off.
    this.maxMessagesPerSecond = Math.max(100, this.config.rateLimitBurst * 5);
    this.botTurns = new BotTurns(this.clock, this.config.botDelayMs, (seat) => this.outsidePatch(() => playBotTurn(this, seat)));
    this.turnClock = new TurnClock(this.clock, create.turnSeconds ?? 0, () => this.outsidePatch(() => playForExpiredSeats(this)));
    registerMessages(this);
    // Unlisted until a person is at it (see syncListing); a private table never is.
    await this.setPrivate(true);
    syncSeats(this);
  }

  /** A table from the database (see restore.ts): same id, seats, secrets, log and clock. */
  private async restoreFrom(stored: StoredTable): Promise<void> {
    const { table } = stored;
    this.settings = parseCreateOptions(table.settings, this.deps.catalog);
    this.seating = new Seating(this.settings.create.seats, this.settings.create.botKind ?? 'heuristic');
    this.seed = table.seed;
    this.invite = table.invite ?? '';
    this.watchInvite = table.watchInvite ?? '';
    this.createdAtMs = table.createdAt;
    this.awaitedHostSeat = table.hostSeat;
    await this.setUp(table.tableName);
    restoreGame(this, stored);
    this.journal.markWritten();
    this.seatsChanged();
  }

  /**
   * Runs a room-clock callback that changes the game from a fresh turn of the event loop: the
   * clock also ticks inside broadcastPatch, and a change made there would leave in that patch
   * before the journal has stored it.
   */
  outsidePatch(step: () => void): void {
    setImmediate(() => {
      if (!this.disposed) step();
    });
  }

  /** Waits until every queued write of the database is stored (see table-journal.ts). */
  async journalWritten(): Promise<void> {
    const tables = this.deps.store.tables;
    while (tables.pending) await tables.flush();
  }

  /**
   * The database refused this table's writes: another process has adopted it (this one lost its
   * lease), or the database failed. Its players reconnect to wherever it lives now.
   */
  loseTable(error: unknown): void {
    if (this.lost) return;
    this.lost = true;
    console.error(`table ${this.roomId} closes here: its writes were refused`, error);
    void this.disconnect();
  }

  /** The seat of the host now (for the journal), or a restored table's awaited host seat. */
  hostSeatNow(): number | null {
    if (this.hostSession === null) return this.awaitedHostSeat;
    return this.seating.seatOf(this.hostSession);
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

  override async onJoin(client: Client, raw: unknown, auth: JoinRole): Promise<void> {
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
    // The whole state leaves when onJoin returns: everything it shows is stored first.
    await this.journalWritten();
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
    // A shutdown keeps the table for the next start; a table that closed for good is removed
    // (a finished one lives on as its match record; a broken one keeps its log to be studied).
    const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
    if (this.journal && !this.lost && !shuttingDown && !this.broken) this.journal.closed();
    this.journalWritten().catch((error: unknown) => console.error(`table ${this.roomId}: last writes failed`, error));
    this.botTurns?.cancelAll();
    this.turnClock?.stop();
    if (this.creatorAddress !== null) {
      this.deps.quotas.releaseTable(this.creatorAddress).catch((error: unknown) => console.error('releasing a table quota failed', error));
    }
  }

  /** After any change of seats or presence: views, sync, listing, auto start, bots, idle timer. */
  seatsChanged(): void {
    for (const client of this.clients) fitViewToRole(this, client);
    this.journal.seats();
    this.journal.table();
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
    setImmediate(() => void this.sendPatch());
  }

  /** The patch, once the writes it shows are stored (what makes a seen action durable). */
  private async sendPatch(): Promise<void> {
    try {
      await this.journalWritten();
    } catch (error) {
      this.patchRequested = false;
      this.loseTable(error);
      return;
    }
    this.patchRequested = false;
    if (!this.disposed) withBatchedWrites(this.clients, () => this.broadcastPatch());
    if (this.actionArrivedAt !== null) {
      actionSeconds.observe({ game: this.state.game }, (performance.now() - this.actionArrivedAt) / 1000);
      this.actionArrivedAt = null;
    }
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
