/**
 * What the table's events mean on the wire (see table/table.ts): after every command the room
 * takes the table's events and, for each, updates the synced state, sends the messages that
 * follow it (after the patch that carries it), writes the journal, and plans bots and the clock.
 */
import type { Outcome } from '../../shared/core/engine';
import type { ServerMessages } from '../../shared/protocol';
import { LeaseLostError, type MatchRecord } from '../store';
import { syncList } from '../sync/arrays';
import type { TableEvent } from '../table/table';
import type { TableContext } from './table-context';
import { chatForMatch, revealSpectatorChat } from './table-chat';
import { fitViewToRole, resendWelcomes, sendLegalToAll, sendLog, syncBoard, syncListing, syncSeats, syncToAct } from './table-sync';

export function applyEvents(room: TableContext, events: TableEvent[]): void {
  let seatsChanged = false;
  for (const event of events) {
    switch (event.kind) {
      case 'seats':
        seatsChanged = true;
        break;
      case 'started':
        started(room);
        break;
      case 'played':
        room.journal.action(event.seq);
        afterChange(room, event.entries);
        break;
      case 'finished':
        finished(room, event.outcome);
        break;
      case 'broken':
        broken(room, event.error);
        break;
    }
  }
  if (seatsChanged) seatsMoved(room);
}

/** Seats or presence changed: views, sync, listing, journal, then what may follow (a start, bots). */
function seatsMoved(room: TableContext): void {
  const { table } = room;
  for (const client of room.clients) fitViewToRole(room, client);
  syncSeats(room);
  syncListing(room);
  resendWelcomes(room);
  room.journal.seats();
  room.journal.table();
  room.requestPatch();
  // The ratings of people who just sat down show once read.
  room.seatRatings.read(table.seating.slots, () => room.outsidePatch(() => showRatings(room)));
  if (table.phase === 'seating') {
    table.startIfFull();
    const more = table.takeEvents();
    if (more.length > 0) applyEvents(room, more);
  } else if (table.phase === 'playing') {
    scheduleBots(room);
  }
}

function started(room: TableContext): void {
  const { table, state } = room;
  state.phase = 'playing';
  state.seedHash = table.seedHash();
  // Players who drop out may come back for their seat: the table no longer closes by itself
  // when the last client leaves (see TableRoom.watchForEmptyTable).
  room.autoDispose = false;
  syncSeats(room);
  resendWelcomes(room);
  afterChange(room, []);
}

/**
 * Everything that follows a change of the game: the synced state, the clock, then the log and
 * the legal actions, sent after the next patch so clients read them against the state that
 * carries the change, which is requested at once.
 */
function afterChange(room: TableContext, entries: Parameters<typeof sendLog>[1]): void {
  const { table } = room;
  const session = table.session;
  if (!session) return;
  syncBoard(room);
  if (table.phase === 'playing') {
    syncToAct(room, session.toAct());
    room.state.deadline = room.turnClock.restart(table.humanAwaited());
  }
  // The table's row changes with the clock's deadline.
  room.journal.table();
  room.requestPatch();
  sendLog(room, entries);
  sendLegalToAll(room);
  scheduleBots(room);
}

/** Places from the ranking: tied seats share a place, the next place skips (1, 1, 3). */
function placesFrom(outcome: Outcome, seats: number): number[] {
  const places = new Array<number>(seats).fill(0);
  let place = 1;
  for (const group of outcome.ranking) {
    for (const seat of group) places[seat] = place;
    place += group.length;
  }
  return places;
}

function finished(room: TableContext, outcome: Outcome): void {
  const { table, state } = room;
  const session = table.session;
  if (!session) return;
  room.turnClock.stop();
  room.botTurns.cancelAll();
  syncToAct(room, []);
  state.phase = 'over';
  state.deadline = 0;
  state.seed = table.seed;
  syncList(state.scores, outcome.scores);
  syncList(state.places, placesFrom(outcome, table.seating.count));
  syncSeats(room);
  room.requestPatch();
  sendLegalToAll(room);
  const seedMessage: ServerMessages['seed'] = { seed: table.seed };
  room.broadcast('seed', seedMessage, { afterNextPatch: true });
  revealSpectatorChat(room);
  const record: MatchRecord = {
    id: room.roomId,
    game: state.game,
    tableName: state.tableName,
    options: table.settings.gameOptions,
    seed: table.seed,
    seedHash: state.seedHash,
    players: table.seating.slots.map((slot) => ({
      name: slot.name,
      isBot: slot.kind === 'bot',
      botStandIn: slot.standIn,
      ...(slot.kind === 'bot' ? { botKind: slot.botKind } : {}),
      // Who held the seat (ratings and players' pages read it), also when a bot finished the
      // game for them: leaving a game does not take it off their record (docs/ratings.md).
      ...(slot.kind === 'human' && slot.playerId !== '' ? { playerId: slot.playerId } : {}),
    })),
    actions: session.actions.map(({ seat, action }) => ({ seat, action })),
    scores: [...state.scores],
    places: [...state.places],
    startedAt: table.startedAt,
    endedAt: new Date().toISOString(),
    rated: state.rated,
    chat: chatForMatch(room),
  };
  recordMatch(room, record);
  // Nobody is sent away: the end screen stays up. The table closes when everyone has left,
  // or after a while.
  room.autoDispose = true;
  room.timers.setTimeout(() => void room.disconnect(), room.config.finishedTableSeconds * 1000);
}

/**
 * Writes the match record (and the ratings it moves) once the game's last action is stored, by
 * the process that stored it: never a result that no player was shown, nor one from a process
 * whose table another has adopted. The table is stored as finished only after its record
 * (table-journal.ts): a process that stops in between leaves the table playing at its end, and
 * restoring it ends the game again and writes the record then (a match is rated once, so a
 * record written twice moves no rating twice).
 */
function recordMatch(room: TableContext, record: MatchRecord): void {
  room
    .journalWritten()
    .then(() => room.matches.save(record))
    .then((changes) => {
      room.journal.recorded();
      // A failed write stays queued for the next flush; a table adopted meanwhile is recorded again there.
      room.journalWritten().catch(() => undefined);
      // The seats show the new ratings.
      if (changes.length === 0) return;
      room.seatRatings.update(changes);
      room.outsidePatch(() => showRatings(room));
    })
    .catch((error: unknown) => {
      // A table adopted elsewhere is recorded there (its patch closed the room here: loseTable).
      if (!(error instanceof LeaseLostError)) console.error(`saving match ${record.id} failed`, error);
    });
}

/** The seats' ratings changed (read, or moved by the match): the seats and the listing show them. */
function showRatings(room: TableContext): void {
  syncSeats(room);
  room.requestPatch();
}

/**
 * The engine failed: the fault stays at this table. It is logged with what replays it, the table
 * stops and tells its players, and nothing else is touched (every other table plays on).
 */
function broken(room: TableContext, error: unknown): void {
  const { table, state } = room;
  const replay = { game: state.game, options: table.settings.gameOptions, seed: table.seed, actions: table.session?.actions ?? [] };
  console.error(`table ${room.roomId} stopped: its game failed`, error, `\nreplay: ${JSON.stringify(replay)}`);
  room.botTurns.cancelAll();
  room.turnClock.stop();
  state.deadline = 0;
  syncToAct(room, []);
  sendLegalToAll(room);
  room.requestPatch();
  room.broadcast('error', table.brokenNotice(), { afterNextPatch: true });
  room.journal.broken();
  // Nobody can play on: the table closes when its people have left, or after a while.
  room.autoDispose = true;
  room.timers.setTimeout(() => void room.disconnect(), room.config.finishedTableSeconds * 1000);
}

/**
 * A restored table's game on the wire: the state its players saw, the clock resumed (never with
 * less than `graceMs` left, so a player whose server restarted has a moment to be back).
 */
export function resumed(room: TableContext, clockDeadline: number, graceMs: number): void {
  const { table, state } = room;
  const session = table.session;
  if (!session) return;
  state.phase = 'playing';
  state.seedHash = table.seedHash();
  room.autoDispose = false;
  syncBoard(room);
  syncToAct(room, session.toAct());
  state.deadline = room.turnClock.resume(clockDeadline, graceMs);
}

/** Plans the moves of the bots (and stand-ins) awaited now; nothing while nobody watches. */
export function scheduleBots(room: TableContext): void {
  if (room.clients.length === 0) {
    room.botTurns.cancelAll();
    return;
  }
  room.botTurns.schedule(room.table.botSeatsAwaited());
}
