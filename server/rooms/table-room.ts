/**
 * TableRoom: one Colyseus room class for every game (the game id is a create option). It
 * seats players and bots, routes messages into the engine through the Game contract, and
 * projects views into the synced state. It knows no rule of any game.
 *
 * This file is the lifecycle (create, auth, join, drop, reconnect, leave); the concepts live
 * beside it: joining (roles and seats), reconnection (held seats, stand-ins, reclaim),
 * table-messages (seating and play messages), table-flow (start, actions, bots, clock, end),
 * table-sync (state, lobby listing, per-client messages), bot-turns, turn-clock, seating.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Room, type Client, type Delayed } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { BotDriver } from '../bots/driver';
import type { ServerConfig } from '../config';
import { actionSeconds } from '../metrics';
import type { MatchStore } from '../store';
import { tableStateClass, type TableState } from '../sync';
import { BotTurns } from './bot-turns';
import type { GameSession } from './game-session';
import { admit, decideRole, type JoinRole } from './joining';
import { parseCreateOptions, type GameCatalog, type TableSettings } from './options';
import { TokenBucket } from './rate-limit';
import { Seating } from './seating';
import { playBotTurn, playForExpiredSeats, scheduleBots, startGame } from './table-flow';
import { registerMessages } from './table-messages';
import { holdSeat, releaseSeat, restoreSeat } from './reconnection';
import { greet, resendWelcomes, showPrivateParts, syncSeats, type TableMetadata } from './table-sync';
import { TurnClock } from './turn-clock';
import { withBatchedWrites } from './write-batch';

export interface TableDeps {
  config: ServerConfig;
  store: MatchStore;
  catalog: GameCatalog;
}

/** A connected (or briefly dropped) client of the room. */
export interface Member {
  name: string;
  bucket: TokenBucket;
  /** The last `legal` sent, to send it again only when it changes. */
  lastLegal: string;
  /** The last `welcome` sent, to send it again only when the seat or role changes. */
  lastWelcome: string;
}

export abstract class TableRoom extends Room<{ state: TableState; metadata: TableMetadata }> {
  protected abstract readonly deps: TableDeps;

  settings!: TableSettings;
  seating!: Seating;
  seed = '';
  invite = '';
  session: GameSession | null = null;
  bots: BotDriver | null = null;
  botTurns!: BotTurns;
  turnClock!: TurnClock;
  readonly members = new Map<string, Member>();
  hostSession: string | null = null;
  startedAt = '';
  private creatorPending = true;
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
    this.settings = parseCreateOptions(raw, this.deps.catalog);
    const { create, entry } = this.settings;
    const botKind = create.botKind ?? 'heuristic';
    this.seating = new Seating(create.seats, botKind);
    for (const seat of create.bots ?? []) this.seating.sitBot(seat, botKind);
    // The seed is the whole shuffle: kept secret until the end, when anyone can check it
    // against the hash published at the start.
    this.seed = create.seed ?? randomBytes(16).toString('hex');
    this.invite = create.private ? randomBytes(12).toString('base64url') : '';

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
    if (create.private) await this.setPrivate(true);
    syncSeats(this);
  }

  override onAuth(_client: Client, raw: unknown): JoinRole {
    // The first join of a new table is its creator's (the create options are their join
    // options); nobody else can know the room id of a private table before that.
    const isCreator = this.creatorPending && typeof raw === 'object' && raw !== null && 'game' in raw;
    this.creatorPending = false;
    return decideRole(this, raw, isCreator);
  }

  override onJoin(client: Client, raw: unknown, auth: JoinRole): void {
    const name = admit(this, client, raw, auth);
    this.members.set(client.sessionId, {
      name,
      bucket: new TokenBucket(this.config.rateLimitPerSecond, this.config.rateLimitBurst, Date.now()),
      lastLegal: '',
      lastWelcome: '',
    });
    if (this.settings.entry.sync.writePrivate) client.view = new StateView();
    if (auth.role === 'reclaim') showPrivateParts(this, client, auth.seat);
    greet(this, client);
    this.seatsChanged();
  }

  override onDrop(client: Client): void {
    holdSeat(this, client);
    this.seatsChanged();
  }

  override onReconnect(client: Client): void {
    restoreSeat(this, client);
    greet(this, client);
    this.seatsChanged();
  }

  override onLeave(client: Client): void {
    releaseSeat(this, client);
    this.seatsChanged();
  }

  override onDispose(): void {
    this.disposed = true;
    this.botTurns?.cancelAll();
    this.turnClock?.stop();
  }

  /** After any change of seats or presence: sync, listing, auto start, bots, idle timer. */
  seatsChanged(): void {
    syncSeats(this);
    resendWelcomes(this);
    this.requestPatch();
    if (this.phase === 'seating' && this.settings.create.autoStart && this.seating.isFull()) {
      startGame(this);
      return;
    }
    if (this.phase === 'playing') {
      scheduleBots(this);
      this.watchForEmptyTable();
    }
  }

  /**
   * A started table is kept while nobody is connected (players may come back to reclaim
   * their seats), but not forever.
   */
  private watchForEmptyTable(): void {
    if (this.clients.length > 0) {
      this.emptyTimer?.clear();
      this.emptyTimer = undefined;
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
