/**
 * TableRoom: one Colyseus room class for every game (the game id is a create option), and a
 * thin one: the table's own rules live in its Table (table/table.ts, no Colyseus there). The
 * room turns Colyseus' hooks and messages into the table's commands, then acts on the table's
 * events (table-outbox.ts): the synced state and views (table-sync.ts), the messages, the
 * database journal (table-journal.ts), bot turns and the turn clock. It also sends the patches:
 * each once the journal has stored what it shows.
 */
import { randomBytes } from 'node:crypto';
import { matchMaker, Room, type Client } from '@colyseus/core';
import { DEFAULT_SPECTATOR_CHAT } from '../../shared/protocol';
import type { ServerConfig } from '../config';
import type { AddressQuotas } from '../http/quotas';
import type { Identities, Identity } from '../identity';
import { actionSeconds, actionStageSeconds } from '../metrics';
import { LeaseLostError, type MatchStore, type Store, type StoredTable } from '../store';
import { tableStateClass, type TableState } from '../sync';
import { parseCreateOptions, parseJoinOptions, type GameCatalog, type TableSettings } from '../table/settings';
import { TableChat } from '../table/chat';
import { Table, type Joiner, type JoinRole } from '../table/table';
import { botPool } from '../bots/pool';
import { botDelayFor, BotTurns } from './bot-turns';
import { asJoinError, withinQuota } from './errors';
import { TokenBucket } from './rate-limit';
import { takeRestoreTicket } from './restore';
import { RoomTimers, type Timer } from './room-timers';
import { readStamp, withoutStamp } from './stamp';
import type { Member, TableContext, TableMetadata } from './table-context';
import { SeatRatings } from './seat-ratings';
import { CHAT_RATE, joinedName } from './table-chat';
import { TableJournal } from './table-journal';
import { registerMessages, type MessageContext } from './table-messages';
import { applyEvents, resumed } from './table-outbox';
import { fitViewToRole, greet, syncSeats } from './table-sync';
import { TurnClock } from './turn-clock';
import { withBatchedWrites } from './write-batch';

export interface TableDeps {
  config: ServerConfig;
  /** Finished matches, and every open table's write-ahead log (table-journal.ts). */
  store: Store;
  catalog: GameCatalog;
  quotas: AddressQuotas;
  /** Who joins: the identity a join's session cookie names (server/identity). */
  identities: Identities;
  /**
   * Fixed seeds for in-process tests: the seed of the table `roomId`, or undefined for the
   * usual one. Never reachable by a client (see createServer's `tableSeed`).
   */
  tableSeed?: (roomId: string) => string | undefined;
}

/** What onAuth decided about a join, handed to onJoin. */
interface Admission {
  role: JoinRole;
  joiner: Joiner;
}

/** The least time a restored turn clock gives its player, so they can reconnect first. */
const RESTORED_CLOCK_GRACE_MS = 15_000;

export abstract class TableRoom extends Room<{ state: TableState; metadata: TableMetadata }> implements TableContext, MessageContext {
  protected abstract readonly deps: TableDeps;

  table!: Table;
  journal!: TableJournal;
  chat!: TableChat;
  botTurns!: BotTurns;
  turnClock!: TurnClock;
  readonly timers = new RoomTimers(() => `table ${this.roomId}`);
  readonly members = new Map<string, Member>();
  /** The ticket of the reservation that created the table (see stamp.ts), until it is used. */
  private creatorTicket: string | null = null;
  /** The address whose open-table quota this table counts against. */
  private creatorAddress: string | null = null;
  seatRatings!: SeatRatings;
  private emptyTimer: Timer | undefined;
  private patchRequested = false;
  /** When the player action awaiting its patch arrived (see timeNextPatch), else null. */
  private actionArrivedAt: number | null = null;
  /** When its handler was done with it. */
  private actionHandledAt = 0;
  private disposed = false;
  /** Another process owns this table now (see loseTable): nothing more is written for it. */
  private lost = false;

  get config(): ServerConfig {
    return this.deps.config;
  }

  get matches(): MatchStore {
    return this.deps.store.matches;
  }

  override async onCreate(raw: unknown): Promise<void> {
    const stored = takeRestoreTicket(raw);
    if (stored) {
      await this.restoreFrom(stored);
      return;
    }
    const stamp = readStamp(raw);
    let settings: TableSettings;
    try {
      settings = parseCreateOptions(withoutStamp(raw), this.deps.catalog);
    } catch (error) {
      throw asJoinError(error);
    }
    if (stamp) await this.countAgainstQuota(stamp.address);
    this.creatorTicket = stamp?.ticket ?? null;
    const secret = () => (settings.create.private ? randomBytes(12).toString('base64url') : '');
    this.table = Table.open({
      id: this.roomId,
      settings,
      seed: this.drawSeed(),
      invite: secret(),
      watchInvite: secret(),
      createdAtMs: Date.now(),
    });
    await this.setUp();
    this.journal.table();
    this.journal.seats();
    // A creator whose reservation expired unused never comes: the host role goes on as when a
    // host leaves.
    this.timers.setTimeout(() => {
      if (this.creatorTicket === null) return;
      this.creatorTicket = null;
      this.table.creatorNeverCame();
      this.afterCommand();
    }, (this.seatReservationTimeout + 1) * 1000);
  }

  /** The synced state, timers and message handlers: the same for a new and a restored table. */
  private async setUp(): Promise<void> {
    const { table } = this;
    const { create, entry } = table.settings;
    const State = tableStateClass(entry.sync);
    const state = new State();
    state.game = entry.game.id;
    state.tableName = table.tableName();
    state.isPrivate = create.private === true;
    state.rated = create.unrated !== true;
    this.seatRatings = new SeatRatings(this.deps.store.ratings, entry.game.id);
    state.board = entry.sync.createBoard();
    this.setState(state);
    // Patches leave when the table asks (requestPatch), after its writes are stored. Without a
    // patch interval Colyseus would tick the room's clock 60 times a second; the table's timers
    // do not use that clock (room-timers.ts), only Colyseus' flood guard reads it (messages per
    // clock second, maxMessagesPerSecond below), for which a tick a second is enough.
    this.setTimestep(() => undefined, 1000);
    this.patchRate = 0;
    this.journal = new TableJournal(this.deps.store.tables, this);
    this.chat = new TableChat(create.spectatorChat ?? DEFAULT_SPECTATOR_CHAT);
    // A hard cap above the polite token bucket: a client flooding far beyond it is cut off.
    this.maxMessagesPerSecond = Math.max(100, this.config.rateLimitBurst * 5);
    // Strong bots think in the process's worker pool; their moves arrive after their command.
    table.strongBots = () => botPool(this.config.botThreads, this.config.botThinkMs, { nice: this.config.botThreadNice, idleClass: this.config.botThreadIdle, cpus: this.config.botThreadCpus });
    table.onLateMove = () => {
      if (!this.disposed) this.outsidePatch(() => this.afterCommand());
    };
    this.botTurns = new BotTurns(this.timers, botDelayFor(this.config.botDelayMs, entry.game.id), (seat) => {
      this.table.playBotTurn(seat);
      this.afterCommand();
    });
    this.turnClock = new TurnClock(this.timers, create.turnSeconds ?? 0, () => {
      this.table.playForExpiredSeats();
      this.afterCommand();
    });
    registerMessages(this);
    // Unlisted until a person is at it (see syncListing); a private table never is.
    await this.setPrivate(true);
    syncSeats(this);
  }

  /** A table from the database (see restore.ts): same id, seats, secrets, log and clock. */
  private async restoreFrom({ table: row, seats, actions, chat }: StoredTable): Promise<void> {
    const settings = parseCreateOptions(row.settings, this.deps.catalog);
    const init = { id: this.roomId, settings, seed: row.seed, invite: row.invite ?? '', watchInvite: row.watchInvite ?? '', createdAtMs: row.createdAt };
    this.table = Table.restore(init, seats, row.hostSeat);
    await this.setUp();
    this.chat.restore(chat);
    if (row.phase === 'playing') {
      this.table.resume(row.startedAt ?? row.createdAt, actions);
      const clock = row.clock as { deadline?: number } | null;
      resumed(this, clock?.deadline ?? 0, RESTORED_CLOCK_GRACE_MS);
      // A player who does not come back within the reconnection window gets a bot stand-in, as
      // when a connection drops for good.
      this.timers.setTimeout(() => {
        this.table.standInForAbsent();
        this.afterCommand();
      }, this.config.reconnectSeconds * 1000);
    }
    this.journal.markWritten();
    syncSeats(this);
    this.watchForEmptyTable();
    // A game stored at its end without its record ends here again (table-journal.ts).
    if (this.table.phase === 'over') this.afterCommand();
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

  override async onAuth(_client: Client, raw: unknown): Promise<Admission> {
    const stamp = readStamp(raw);
    // The creator is whoever holds the reservation made by the request that created the table.
    const isCreator = this.creatorTicket !== null && stamp?.ticket === this.creatorTicket;
    try {
      const options = parseJoinOptions(raw);
      const identity = await this.joinerIdentity(stamp?.playerId ?? '', options.name);
      const role = this.table.authorize(raw, isCreator, identity.playerId);
      if (isCreator) this.creatorTicket = null;
      const name = identity.name === '' ? null : identity.name;
      return { role, joiner: { playerId: identity.playerId, name } };
    } catch (error) {
      throw asJoinError(error);
    }
  }

  /**
   * The identity the join's session cookie named (stamped by the matchmaking gate), playing
   * under its own name; a join without one (a program, not a browser) gets a new guest identity
   * under the name it gave.
   */
  private async joinerIdentity(playerId: string, requested: string): Promise<Identity> {
    const { identities } = this.deps;
    const known = playerId === '' ? undefined : await identities.get(playerId);
    if (!known) return identities.newGuest(requested);
    return { ...known, name: await identities.nameFor(known, requested) };
  }

  override async onJoin(client: Client, raw: unknown, auth: Admission): Promise<void> {
    try {
      this.table.admit(client.sessionId, raw, auth.role, auth.joiner);
    } catch (error) {
      throw asJoinError(error);
    }
    this.members.set(client.sessionId, {
      bucket: new TokenBucket(this.config.rateLimitPerSecond, this.config.rateLimitBurst, Date.now()),
      chatBucket: new TokenBucket(CHAT_RATE.perSecond, CHAT_RATE.burst, Date.now()),
      name: joinedName(raw),
      lastLegal: '',
      lastWelcome: '',
      viewSeat: null,
      shown: new Set(),
    });
    fitViewToRole(this, client);
    greet(this, client);
    this.afterCommand();
    // The whole state leaves when onJoin returns: everything it shows is stored first.
    await this.journalWritten();
  }

  override onDrop(client: Client): void {
    // A client refused during onJoin never became a member: nothing to hold for it.
    if (!this.members.has(client.sessionId)) return;
    this.table.drop(client.sessionId);
    this.afterCommand();
    // When the window closes without them, onLeave follows.
    this.allowReconnection(client, this.config.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    this.table.reconnect(client.sessionId);
    const member = this.members.get(client.sessionId);
    if (member) {
      member.lastLegal = '';
      member.lastWelcome = '';
    }
    fitViewToRole(this, client, true);
    greet(this, client);
    this.afterCommand();
  }

  override onLeave(client: Client): void {
    this.members.delete(client.sessionId);
    this.table.leave(client.sessionId);
    this.afterCommand();
  }

  override onDispose(): void {
    this.disposed = true;
    this.table?.bots?.close(); // a strong bot still thinking: its answer is dropped
    this.botTurns?.cancelAll();
    this.turnClock?.stop();
    this.timers.clearAll();
    if (this.journal) {
      // A shutdown keeps an unfinished table for the next start; a table that closed for good is
      // removed, and so is a finished one at a shutdown, which no start brings back (it lives on
      // as its match record). A broken one keeps its log to be studied.
      const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
      const closedForGood = !shuttingDown || this.table.phase === 'over';
      if (!this.lost && closedForGood && !this.table.broken) this.journal.closed();
      this.journalWritten().catch((error: unknown) => console.error(`table ${this.roomId}: last writes failed`, error));
    }
    if (this.creatorAddress !== null) {
      this.deps.quotas.releaseTable(this.creatorAddress).catch((error: unknown) => console.error('releasing a table quota failed', error));
    }
  }

  /** After every command: acts on the table's events (table-outbox.ts), then on presence. */
  afterCommand(): void {
    const events = this.table.takeEvents();
    if (events.length > 0) applyEvents(this, events);
    if (this.table.phase === 'playing') this.watchForEmptyTable();
    this.table.session?.forgetAnswers();
  }

  /**
   * A started table is kept while nobody is connected (players may come back to reclaim
   * their seats), but not for long; one that only bots play closes as soon as nobody watches.
   * A correspondence table stays open for its players, who come back between moves.
   */
  private watchForEmptyTable(): void {
    if (this.clients.length > 0 || (this.table.correspondence && !this.table.botsOnly)) {
      this.emptyTimer?.clear();
      this.emptyTimer = undefined;
    } else if (this.table.botsOnly) {
      void this.disconnect();
    } else if (!this.emptyTimer) {
      this.emptyTimer = this.timers.setTimeout(() => void this.disconnect(), this.config.emptyTableSeconds * 1000);
    }
  }

  /**
   * Runs a change that settles outside the room's messages and timers (a database read, a bot's
   * move from its thread) on a fresh turn of the event loop, and only while the room is open:
   * such a callback may come at any moment, even from inside the code that asked for it.
   */
  outsidePatch(step: () => void): void {
    setImmediate(() => {
      if (!this.disposed) step();
    });
  }

  /**
   * Waits until every queued write of the database is stored (see table-journal.ts). The queue
   * is the process's: a flush that refused another table's writes (adopted elsewhere) stored
   * this table's. Rejects with LeaseLostError when this table's writes were refused; while the
   * database cannot be reached, keeps trying (the patch waits: nothing unstored is shown).
   */
  async journalWritten(): Promise<void> {
    const tables = this.deps.store.tables;
    while (tables.pending) {
      try {
        await tables.flush();
      } catch (error) {
        if (error instanceof LeaseLostError) {
          // The flush is the process's: the refused writes may be another table's, whose room
          // would otherwise never hear of it (its own wait finds nothing left to write).
          loseTables(error);
          if (error.tableIds.includes(this.roomId)) throw error;
          continue;
        }
        console.error(`table ${this.roomId}: storing its moves failed; trying again`, error);
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (this.disposed) throw error;
      }
    }
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

  /**
   * Sends the changes now rather than at a patch interval: a turn-based table has few changes
   * and each should show at once. The patch goes out from a fresh turn of the event loop, once
   * the journal has stored what it shows (an action any client has seen is never lost). Each
   * client's frames leave in one write.
   */
  requestPatch(): void {
    if (this.patchRequested) return;
    this.patchRequested = true;
    setImmediate(() => void this.sendPatch());
  }

  private async sendPatch(): Promise<void> {
    const turn = performance.now();
    try {
      await this.journalWritten();
    } catch (error) {
      this.patchRequested = false;
      this.loseTable(error);
      return;
    }
    const written = performance.now();
    this.patchRequested = false;
    // A lost table shows nothing more: what it would show was not stored.
    if (!this.disposed && !this.lost) withBatchedWrites(this.clients, () => this.broadcastPatch());
    if (this.actionArrivedAt !== null) {
      const sent = performance.now();
      actionSeconds.observe(this.state.game, (sent - this.actionArrivedAt) / 1000);
      actionStageSeconds.observe('handle', (this.actionHandledAt - this.actionArrivedAt) / 1000);
      actionStageSeconds.observe('turn', (turn - this.actionHandledAt) / 1000);
      actionStageSeconds.observe('journal', (written - turn) / 1000);
      actionStageSeconds.observe('send', (sent - written) / 1000);
      this.actionArrivedAt = null;
    }
  }

  /** Measures a player's action (from `arrived`, handled by now) until the patch that carries it has left. */
  timeNextPatch(arrived: number): void {
    if (this.actionArrivedAt !== null) return;
    this.actionArrivedAt = arrived;
    this.actionHandledAt = performance.now();
  }

  /**
   * What an invite link leads to, for the prompt shown before joining (`POST /api/invites`,
   * through Colyseus' remoteRoomCall from any process); null when the secret is not this table's.
   */
  describeInvite(secret: string): ReturnType<Table['describeInvite']> {
    return this.table.describeInvite(secret);
  }

  /**
   * Whether the table awaits the seat of this identity now, and until when ("my tables",
   * through remoteRoomCall from any process); null when the identity holds no seat here.
   */
  seatNow(playerId: string): { yourTurn: boolean; deadline: number } | null {
    const seat = this.table.seating.seatOfPlayer(playerId);
    if (seat === null) return null;
    const yourTurn = this.table.awaits(seat);
    return { yourTurn, deadline: yourTurn ? this.state.deadline : 0 };
  }
}

/** The concrete room class for a server: TableRoom bound to its configuration and store. */
export function tableRoomClass(deps: TableDeps): new () => TableRoom {
  return class BoundTableRoom extends TableRoom {
    protected override readonly deps = deps;
  };
}

/** Closes here every table of this process whose writes the database refused (see TableRoom.loseTable). */
function loseTables(error: LeaseLostError): void {
  for (const id of error.tableIds) {
    const room = matchMaker.getLocalRoomById(id) as unknown as TableRoom | undefined;
    room?.loseTable(error);
  }
}
