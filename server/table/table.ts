/**
 * A table and its own rules, with no server in it: who sits where, who hosts, the phase, the
 * invite and watch secrets, dropped connections and reclaimed seats, the start, and every move
 * (a player's, a bot's, the clock's). Its people are participants known by an id (the room uses
 * the connection's session id).
 *
 * Commands either refuse (a RuleError returned, or a TableRefusal thrown for a join) and change
 * nothing, or change the table and record what happened as events; the room (rooms/table-room.ts)
 * takes the events after each command and does what they mean for the wire: the synced state,
 * the messages, the database journal, bot turns and the clock.
 */
import { createHash } from 'node:crypto';
import type { Seat } from '../../shared/core/engine';
import type { RuleError } from '../../shared/core/result';
import { botSeats, ERROR_CODES, isCorrespondence, type BotKind, type InviteInfo } from '../../shared/protocol';
import { BotDriver } from '../bots/driver';
import type { BotPool } from '../bots/pool';
import { GameSession } from './game-session';
import { refusal, TableRefusal } from './refusal';
import { Seating } from './seating';
import { parseJoinOptions, type TableSettings } from './settings';
import type { TablePhase, Participant, JoinRole, Joiner, TableEvent, SavedSeat, TableInit } from './table-types';

export type { TablePhase, Participant, JoinRole, Joiner, TableEvent, SavedSeat, TableInit };

const ALREADY_PLAYED = 'Your seat is already being played from another window.';
const NO_SEAT = 'This table has no free seat. You can still watch it as a spectator.';
const BROKEN = 'This table stopped: the game hit an error on the server. The moves played so far are kept; every other table plays on.';

export class Table {
  readonly id: string;
  readonly settings: TableSettings;
  readonly seed: string;
  /** A private table's secrets: one to play (and watch), one only to watch. */
  readonly invite: string;
  readonly watchInvite: string;
  readonly createdAtMs: number;
  readonly seating: Seating;
  readonly participants = new Map<string, Participant>();
  phase: TablePhase = 'seating';
  session: GameSession | null = null;
  bots: BotDriver | null = null;
  hostId: string | null = null;
  /**
   * A restored table's host seat, until its player comes back (the host is a participant, and
   * none survived the restart).
   */
  awaitedHostSeat: number | null = null;
  startedAt = '';
  /** Why the table stopped when its game's engine failed ('' while it works). */
  broken = '';
  private events: TableEvent[] = [];
  /** The worker pool of the strong bots (set by the room before the game starts; none: they play heuristic). */
  strongBots: (() => BotPool) | undefined;
  /** Called after a strong bot's move, which arrives after its command (the room acts on the events). */
  onLateMove: () => void = () => undefined;

  constructor(init: TableInit) {
    this.id = init.id;
    this.settings = init.settings;
    this.seed = init.seed;
    this.invite = init.invite;
    this.watchInvite = init.watchInvite;
    this.createdAtMs = init.createdAtMs;
    const { create } = init.settings;
    this.seating = new Seating(create.seats, create.botKind ?? 'heuristic');
  }

  /** A new table: the bots its creator asked for are seated. */
  static open(init: TableInit): Table {
    const table = new Table(init);
    const kind = init.settings.create.botKind ?? 'heuristic';
    for (const entry of botSeats(init.settings.create.bots)) table.seating.sitBot(entry.seat, entry.kind ?? kind);
    return table;
  }

  /**
   * A table as the database kept it: its seats (every human away until they present their
   * seat's secret, which only its hash can check) and the seat of its host, awaited.
   */
  static restore(init: TableInit, seats: readonly SavedSeat[], hostSeat: number | null): Table {
    const table = new Table(init);
    for (const saved of seats) {
      const kind = saved.isBot ? 'bot' : saved.name !== '' ? 'human' : 'free';
      if (kind === 'free') continue;
      table.seating.restore(saved.seat, {
        kind,
        name: saved.name,
        botKind: (saved.botKind as BotKind | null) ?? table.seating.slot(saved.seat).botKind,
        reclaimHash: saved.reclaimHash ?? '',
        standIn: saved.standIn,
        playerId: saved.playerId ?? '',
      });
    }
    table.awaitedHostSeat = hostSeat;
    return table;
  }

  /** What happened since the last call, in order. */
  takeEvents(): TableEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  private emit(event: TableEvent): void {
    this.events.push(event);
  }

  // ---- who comes in, and as what ----

  /**
   * Decides the role of a joiner (`isCreator`: holds the creation's reservation; `playerId`: the
   * joiner's identity). Throws TableRefusal.
   */
  authorize(raw: unknown, isCreator: boolean, playerId = ''): JoinRole {
    const options = parseJoinOptions(raw);
    if (isCreator) return { role: 'creator', spectate: options.spectate === true };
    // A seat held by the joiner's identity is theirs again, as its secret would make it, even at
    // a private table. Only a session cookie the server signed names an identity.
    const held = options.spectate ? null : this.seating.seatOfPlayer(playerId);
    if (held !== null && !options.reclaim) {
      if (this.seating.slot(held).connected) throw new TableRefusal(ERROR_CODES.badReclaim, ALREADY_PLAYED);
      return { role: 'return', seat: held };
    }
    // The seat's secret is proof enough, even at a private table.
    if (options.reclaim) {
      const seat = this.seating.seatForReclaim(options.reclaim);
      if (seat === null) throw new TableRefusal(ERROR_CODES.badReclaim, 'That seat secret does not match a seat at this table.');
      if (this.seating.slot(seat).connected) throw new TableRefusal(ERROR_CODES.badReclaim, ALREADY_PLAYED);
      return { role: 'reclaim', seat, secret: options.reclaim };
    }
    // Spectators of a private table need an invite too: what they see is not public. The watch
    // secret lets its holder watch, whatever they ask for, and never play.
    if (this.settings.create.private) {
      if (options.invite !== undefined && options.invite === this.watchInvite) return { role: 'spectator', watchOnly: true };
      if (options.invite !== this.invite) {
        throw new TableRefusal(
          ERROR_CODES.badInvite,
          options.invite ? 'This invite link is not valid for this table.' : 'This table is private: you need its invite link.',
        );
      }
    }
    if (options.spectate) return { role: 'spectator', watchOnly: false };
    // A player asking to play at a full or started table is refused rather than quietly made a
    // spectator: the client can offer to watch instead.
    if (this.phase !== 'seating' || this.seating.isFull()) throw new TableRefusal(ERROR_CODES.tableFull, NO_SEAT);
    return { role: 'player' };
  }

  /**
   * Seats the joiner as its role says; returns the name it plays under. The name is the
   * identity's when it has one, else the join options'. Throws TableRefusal.
   */
  admit(id: string, raw: unknown, auth: JoinRole, joiner: Joiner = { playerId: '', name: null }): string {
    const options = parseJoinOptions(raw);
    const others = [...this.participants.values()].map((participant) => participant.name);
    let name = this.seating.uniqueName(joiner.name ?? options.name, others);
    const { playerId } = joiner;
    switch (auth.role) {
      case 'player': {
        // Several players may have passed authorize for the last seat; the first gets it.
        const seat = this.seating.firstFree();
        if (seat === -1 || this.phase !== 'seating') throw new TableRefusal(ERROR_CODES.tableFull, NO_SEAT);
        if (this.seating.seatOfPlayer(playerId) !== null) throw new TableRefusal(ERROR_CODES.badReclaim, ALREADY_PLAYED);
        this.seating.sitHuman(seat, id, name, playerId);
        break;
      }
      case 'creator': {
        this.hostId = id;
        // The creator sits in the first free seat, or hosts as a spectator (an all-bot table).
        const seat = auth.spectate ? -1 : this.seating.firstFree();
        if (seat !== -1) this.seating.sitHuman(seat, id, name, playerId);
        break;
      }
      case 'reclaim':
        name = this.reclaim(id, auth.seat, auth.secret);
        break;
      case 'return':
        name = this.reclaim(id, auth.seat, null);
        break;
      case 'spectator':
        break;
    }
    this.participants.set(id, { name, playerId, watchOnly: auth.role === 'spectator' && auth.watchOnly });
    this.emit({ kind: 'seats' });
    return name;
  }

  /**
   * A player presents their seat's secret, or comes with the seat's identity (`secret` null):
   * the stand-in steps back. (If their old connection is still within its window, it will come
   * back as a spectator.)
   */
  private reclaim(id: string, seat: number, secret: string | null): string {
    const slot = this.seating.slot(seat);
    if (slot.connected) throw new TableRefusal(ERROR_CODES.badReclaim, ALREADY_PLAYED);
    // After a restart only the secret's hash was known: the secret presented is the seat's again.
    // A player back by identity alone gets the seat's secret anew when it was not known here.
    Object.assign(slot, { sessionId: id, connected: true, standIn: false });
    if (secret !== null) slot.reclaim = secret;
    else if (slot.reclaim === '') this.seating.newSecret(seat);
    if (this.hostId === null && (this.awaitedHostSeat === seat || this.awaitedHostSeat === null)) {
      this.hostId = id;
      this.awaitedHostSeat = null;
    }
    return slot.name;
  }

  /** A connection dropped: its seat waits for it, shown as away. */
  drop(id: string): void {
    const seat = this.seating.seatOf(id);
    if (seat === null) return;
    this.seating.slot(seat).connected = false;
    this.emit({ kind: 'seats' });
  }

  /** The same connection is back: same seat. */
  reconnect(id: string): void {
    const seat = this.seating.seatOf(id);
    if (seat !== null) this.seating.slot(seat).connected = true;
    this.emit({ kind: 'seats' });
  }

  /**
   * Gone for good: a seat is freed while seating; later a bot stands in until they reclaim it
   * (at a correspondence table the seat waits for them, and only its clock plays for them).
   */
  leave(id: string): void {
    this.participants.delete(id);
    const seat = this.seating.seatOf(id);
    if (seat !== null) {
      if (this.phase === 'seating') {
        this.seating.free(seat);
      } else {
        Object.assign(this.seating.slot(seat), { sessionId: null, connected: false, standIn: this.phase === 'playing' && !this.correspondence });
      }
    }
    if (this.hostId === id) this.hostId = this.nextHost();
    this.emit({ kind: 'seats' });
  }

  /** The creator's reservation expired unused: the host role goes on as when a host leaves. */
  creatorNeverCame(): void {
    if (this.hostId !== null) return;
    this.hostId = this.nextHost();
    this.emit({ kind: 'seats' });
  }

  /** Players of a restored table who did not come back in time get bot stand-ins (not at a correspondence table). */
  standInForAbsent(): void {
    if (this.phase !== 'playing' || this.correspondence) return;
    let changed = false;
    for (const slot of this.seating.slots) {
      if (slot.kind === 'human' && slot.sessionId === null && !slot.standIn) {
        slot.standIn = true;
        changed = true;
      }
    }
    if (changed) this.emit({ kind: 'seats' });
  }

  /** Who takes over as host: the first seated human still here. */
  private nextHost(): string | null {
    const next = this.seating.slots.find((slot) => slot.kind === 'human' && slot.sessionId !== null && slot.connected);
    return next?.sessionId ?? null;
  }

  // ---- seating, while the table fills ----

  sit(id: string, wanted: number | undefined): RuleError | undefined {
    const refused = this.whileSeating() ?? (wanted === undefined ? undefined : this.noSuchSeat(wanted));
    if (refused) return refused;
    const participant = this.participants.get(id);
    if (!participant) return refusal(ERROR_CODES.notSeated, 'You are not at this table.');
    if (participant.watchOnly) return refusal(ERROR_CODES.watchOnly, 'You came with a link to watch this table: you can watch, not play.');
    const current = this.seating.seatOf(id);
    const target = wanted ?? current ?? this.seating.firstFree();
    if (target === current) return undefined;
    if (target === -1) return refusal(ERROR_CODES.tableFull, 'Every seat is taken.');
    if (this.seating.slot(target).kind !== 'free') return refusal(ERROR_CODES.seatTaken, `Seat ${target + 1} is taken.`);
    const held = this.seating.seatOfPlayer(participant.playerId);
    if (held !== null && held !== current) return refusal(ERROR_CODES.seatTaken, `You already sit in seat ${held + 1} from another window.`);
    if (current !== null) this.seating.free(current);
    this.seating.sitHuman(target, id, participant.name, participant.playerId);
    this.emit({ kind: 'seats' });
    return undefined;
  }

  stand(id: string): RuleError | undefined {
    const refused = this.whileSeating();
    if (refused) return refused;
    const current = this.seating.seatOf(id);
    if (current === null) return refusal(ERROR_CODES.notSeated, 'You are not seated.');
    this.seating.free(current);
    this.emit({ kind: 'seats' });
    return undefined;
  }

  setBot(id: string, seat: number, wanted: boolean, kind: BotKind | undefined): RuleError | undefined {
    const refused = this.hostOnly(id) ?? this.whileSeating() ?? this.noSuchSeat(seat);
    if (refused) return refused;
    const slot = this.seating.slot(seat);
    if (slot.kind === 'human') return refusal(ERROR_CODES.seatTaken, `${slot.name} sits in seat ${seat + 1}.`);
    if (wanted) {
      this.seating.sitBot(seat, kind ?? slot.botKind);
    } else if (slot.kind === 'bot') {
      this.seating.free(seat);
    } else {
      return refusal(ERROR_CODES.badMessage, `There is no bot in seat ${seat + 1}.`);
    }
    this.emit({ kind: 'seats' });
    return undefined;
  }

  /** The host starts the game once every seat is taken. */
  start(id: string): RuleError | undefined {
    const refused = this.hostOnly(id) ?? this.whileSeating();
    if (refused) return refused;
    const free = this.seating.freeCount();
    if (free > 0) {
      return refusal(ERROR_CODES.notReady, `${free === 1 ? 'A seat is' : `${free} seats are`} still free: wait for players or put bots in.`);
    }
    return this.begin() ? undefined : this.brokenNotice();
  }

  /** A quick-play table starts by itself as soon as it is full. */
  startIfFull(): void {
    if (this.phase === 'seating' && this.settings.create.autoStart && this.seating.isFull()) this.begin();
  }

  private begin(): boolean {
    return this.guarded(() => {
      const { entry, gameOptions } = this.settings;
      this.session = new GameSession(entry.game, this.seating.count, this.seed, gameOptions);
      this.bots = new BotDriver(entry.game, this.seed, this.strongBots);
      this.startedAt = new Date().toISOString();
      this.phase = 'playing';
      this.emit({ kind: 'started' });
      this.endIfOver();
    });
  }

  /**
   * A restored table's game: replayed from its seed and stored actions (the engines are
   * deterministic, so this is the state its players saw). Throws when the log no longer replays.
   */
  resume(startedAtMs: number, actions: readonly { seq: number; seat: Seat; action: unknown }[]): void {
    const { entry, gameOptions } = this.settings;
    const session = new GameSession(entry.game, this.seating.count, this.seed, gameOptions);
    for (const { seq, seat, action } of actions) {
      const result = session.play(seat, action);
      if (!result.ok) throw new Error(`action ${seq} of table ${this.id} no longer replays: ${result.error.message}`);
    }
    this.session = session;
    this.bots = new BotDriver(entry.game, this.seed, this.strongBots);
    this.startedAt = new Date(startedAtMs).toISOString();
    this.phase = 'playing';
    // Stored with its last action but not its record (the process stopped between the two): it ends again.
    this.endIfOver();
  }

  // ---- play ----

  /** A participant's move: only from its seat, in its turn. */
  play(id: string, input: unknown): RuleError | undefined {
    if (this.broken) return this.brokenNotice();
    if (this.phase !== 'playing') {
      return refusal(ERROR_CODES.wrongPhase, this.phase === 'seating' ? 'The game has not started yet.' : 'The game is over.');
    }
    const seat = this.seating.seatOf(id);
    if (seat === null) return refusal(ERROR_CODES.notSeated, 'Spectators cannot play.');
    if (!this.session?.toAct().includes(seat)) return refusal(ERROR_CODES.notYourTurn, 'It is not your turn.');
    return this.playFor(seat, input);
  }

  /** Plays `input` for `seat` (a player, a bot, the clock); a refusal changes nothing. */
  playFor(seat: Seat, input: unknown): RuleError | undefined {
    const session = this.session;
    if (!session) return refusal(ERROR_CODES.wrongPhase, 'The game has not started yet.');
    let refused: RuleError | undefined;
    const ran = this.guarded(() => {
      const result = session.play(seat, input);
      if (!result.ok) {
        refused = result.error;
        return;
      }
      this.emit({ kind: 'played', seq: session.actions.length - 1, entries: result.value });
      this.endIfOver();
    });
    return ran ? refused : this.brokenNotice();
  }

  private endIfOver(): void {
    const outcome = this.session?.outcome();
    if (!outcome) return;
    this.phase = 'over';
    this.emit({ kind: 'finished', outcome });
  }

  /** A bot's move for `seat`, when a bot plays it and it is awaited. */
  playBotTurn(seat: Seat): void {
    this.guarded(() => {
      const { session, bots } = this;
      if (!session || !bots || this.phase !== 'playing') return;
      if (!this.seating.playedByBot(seat) || !session.toAct().includes(seat)) return;
      const kind = this.seating.slot(seat).botKind;
      if (kind === 'strong') return this.askStrongBot(seat);
      const action = bots.choose(session.state, seat, kind, session.legal(seat));
      if (!action) return;
      const refused = this.playFor(seat, action);
      if (refused && !this.broken) console.warn(`${session.game.id}: the engine refused the bot's move ${JSON.stringify(action)} at seat ${seat}: ${refused.message}`);
    });
  }

  /**
   * The strong bot thinks in a worker thread (server/bots/pool.ts), so its move arrives later. It
   * is played like any other action (recorded, replayed) only if the table still waits for exactly
   * it: the same game, no action played since, the seat still a bot's and awaited. Otherwise the
   * answer is dropped (the bot turns scheduled after the change ask again); a closed table's
   * driver drops it itself.
   */
  private askStrongBot(seat: Seat): void {
    const { session, bots } = this;
    if (!session || !bots) return;
    const moment = session.actions.length;
    const stillAwaited = (): boolean =>
      this.session === session && this.phase === 'playing' && !this.broken && session.actions.length === moment &&
      this.seating.playedByBot(seat) && session.toAct().includes(seat);
    void bots.think(session.state, seat, session.legal(seat), String(moment)).then((action) => {
      if (!action || !stillAwaited()) return;
      this.guarded(() => {
        const refused = this.playFor(seat, action);
        if (refused && !this.broken) console.warn(`${session.game.id}: the engine refused the strong bot's move ${JSON.stringify(action)} at seat ${seat}: ${refused.message}`);
      });
      this.onLateMove();
    });
  }

  /** The turn clock ran out: a bot decides for every human still awaited. */
  playForExpiredSeats(): void {
    this.guarded(() => {
      const { session, bots } = this;
      if (!session || !bots || this.phase !== 'playing') return;
      // The heuristic bot, whatever the table's bots are: it answers at once, in this thread.
      const kind = 'heuristic';
      for (const seat of session.toAct()) {
        if (this.phase !== 'playing' || this.broken) return;
        if (this.seating.playedByBot(seat) || !session.toAct().includes(seat)) continue;
        const action = bots.choose(session.state, seat, kind, session.legal(seat));
        if (!action) continue;
        const refused = this.playFor(seat, action);
        if (refused && !this.broken) console.error(`table ${this.id}: clock move refused at seat ${seat}: ${refused.message}`);
      }
    });
  }

  /**
   * Runs `step` (anything that calls into the game's engine); if it throws, the fault stays at
   * this table: it stops with the moves so far kept, and the exception goes no further. Returns
   * false when the table is, or just became, broken.
   */
  guarded(step: () => void): boolean {
    if (this.broken) return false;
    try {
      step();
      return true;
    } catch (error) {
      this.broken = BROKEN;
      this.emit({ kind: 'broken', error });
      return false;
    }
  }

  // ---- what the table is ----

  seatOf(id: string): Seat | null {
    return this.seating.seatOf(id);
  }

  isHost(id: string): boolean {
    return this.hostId === id;
  }

  /** The host's seat (for the state and the journal), or a restored table's awaited host seat. */
  hostSeat(): number | null {
    if (this.hostId === null) return this.awaitedHostSeat;
    return this.seating.seatOf(this.hostId);
  }

  nameOf(id: string): string {
    return this.participants.get(id)?.name ?? '';
  }

  /** Played over days: seats wait for their players between moves (see isCorrespondence). */
  get correspondence(): boolean {
    return isCorrespondence(this.settings.create.turnSeconds);
  }

  /** A table whose every seat is a bot's: nobody can come back to it. */
  get botsOnly(): boolean {
    return this.seating.slots.every((slot) => slot.kind === 'bot');
  }

  /** Seats a bot plays that the game awaits now. */
  botSeatsAwaited(): Seat[] {
    if (!this.session || this.phase !== 'playing' || this.broken) return [];
    return this.session.toAct().filter((seat) => this.seating.playedByBot(seat));
  }

  /** Whether the game awaits this seat's move now. */
  awaits(seat: Seat): boolean {
    return this.session !== null && this.phase === 'playing' && !this.broken && this.session.toAct().includes(seat);
  }

  /** Whether a human (not a bot standing in) is awaited: the turn clock runs for them only. */
  humanAwaited(): boolean {
    if (!this.session || this.phase !== 'playing') return false;
    return this.session.toAct().some((seat) => !this.seating.playedByBot(seat));
  }

  /** What an invite link leads to, for the prompt shown before joining; null when not this table's. */
  describeInvite(secret: string): InviteInfo | null {
    const watchOnly = this.watchInvite !== '' && secret === this.watchInvite;
    if (!watchOnly && (this.invite === '' || secret !== this.invite)) return null;
    const host = this.hostId === null ? '' : this.nameOf(this.hostId);
    const { game } = this.settings.entry;
    return { game: game.id, title: game.title, tableName: this.tableName(), host, watchOnly };
  }

  tableName(): string {
    const { create } = this.settings;
    return create.tableName || `${create.name}'s table`;
  }

  /** sha256 of the seed, published at the start. */
  seedHash(): string {
    return createHash('sha256').update(this.seed).digest('hex');
  }

  brokenNotice(): RuleError {
    return { code: ERROR_CODES.tableBroken, message: this.broken };
  }

  // ---- refusals ----

  private whileSeating(): RuleError | undefined {
    if (this.phase === 'seating') return undefined;
    return refusal(ERROR_CODES.wrongPhase, this.phase === 'playing' ? 'The game has already started.' : 'The game is over.');
  }

  private hostOnly(id: string): RuleError | undefined {
    return this.hostId === id ? undefined : refusal(ERROR_CODES.notHost, 'Only the host can do that.');
  }

  private noSuchSeat(seat: number): RuleError | undefined {
    return seat < this.seating.count ? undefined : refusal(ERROR_CODES.badMessage, `There is no seat ${seat + 1} at this table.`);
  }
}
