/**
 * The game at the table: start, every applied action and what follows it (sync, log, legal,
 * bots, clock), and the end (scores, seed reveal, match record).
 */
import type { Outcome, Seat } from '../../shared/core/engine';
import type { LogEntry } from '../../shared/core/log';
import type { RuleError } from '../../shared/core/result';
import { ERROR_CODES, type ServerMessages } from '../../shared/protocol';
import { BotDriver } from '../bots/driver';
import { botPool } from '../bots/pool';
import type { MatchRecord } from '../store';
import { syncList } from '../sync/arrays';
import { GameSession } from './game-session';
import type { TableRoom } from './table-room';
import { brokenNotice, resendWelcomes, sendLegalToAll, sendLog, syncBoard, syncSeats, syncToAct } from './table-sync';

/**
 * Runs `step` (anything that calls into the game's engine); if it throws, the fault stays at
 * this table: it is logged with what replays it, the table stops and tells its players, and the
 * exception goes no further (from a timer it would reach the process's handler, which closes
 * every table). Returns false when the table is, or just became, broken.
 */
export function guarded(room: TableRoom, step: () => void): boolean {
  if (room.broken) return false;
  try {
    step();
    return true;
  } catch (error) {
    breakTable(room, error);
    return false;
  }
}

function breakTable(room: TableRoom, error: unknown): void {
  const session = room.session;
  const replay = { game: room.state.game, options: room.settings.gameOptions, seed: room.seed, actions: session?.actions ?? [] };
  console.error(`table ${room.roomId} stopped: its game failed`, error, `\nreplay: ${JSON.stringify(replay)}`);
  room.broken = 'This table stopped: the game hit an error on the server. The moves played so far are kept; every other table plays on.';
  room.botTurns.cancelAll();
  room.turnClock.stop();
  room.state.deadline = 0;
  syncToAct(room, []);
  sendLegalToAll(room);
  room.requestPatch();
  room.broadcast('error', brokenNotice(room), { afterNextPatch: true });
  // Nobody can play on: the table closes when its people have left, or after a while.
  room.autoDispose = true;
  room.clock.setTimeout(() => void room.disconnect(), room.config.finishedTableSeconds * 1000);
}

export function startGame(room: TableRoom): void {
  const { entry, gameOptions } = room.settings;
  room.session = new GameSession(entry.game, room.seating.count, room.seed, gameOptions);
  room.bots = new BotDriver(entry.game, room.seed, () => botPool(room.config.botThreads, room.config.botThinkMs));
  room.startedAt = new Date().toISOString();
  room.state.phase = 'playing';
  room.state.seedHash = room.seedHash();
  // Players who drop out may come back for their seat: the table no longer closes by itself
  // when the last client leaves (see watchForEmptyTable).
  room.autoDispose = false;
  syncSeats(room);
  resendWelcomes(room);
  afterChange(room, []);
}

/** Plays `input` for `seat`; a refusal is returned and changes nothing. */
export function playAction(room: TableRoom, seat: Seat, input: unknown): RuleError | undefined {
  const session = room.session;
  if (!session) return { code: ERROR_CODES.wrongPhase, message: 'The game has not started yet.' };
  let refused: RuleError | undefined;
  const ran = guarded(room, () => {
    const result = session.play(seat, input);
    if (result.ok) afterChange(room, result.value);
    else refused = result.error;
  });
  return ran ? refused : brokenNotice(room);
}

/**
 * Everything that follows a change of the game: the synced state, then the log and the
 * legal actions, sent after the next patch so clients read them against the state that
 * carries the change, which is requested at once (see TableRoom.requestPatch).
 */
function afterChange(room: TableRoom, entries: LogEntry[]): void {
  const session = room.session;
  if (!session) return;
  syncBoard(room);
  const outcome = session.outcome();
  if (outcome) {
    room.turnClock.stop();
    room.botTurns.cancelAll();
    syncToAct(room, []);
    writeOutcome(room, outcome);
  } else {
    const toAct = session.toAct();
    syncToAct(room, toAct);
    const humanAwaited = toAct.some((seat) => !room.seating.playedByBot(seat));
    room.state.deadline = room.turnClock.restart(humanAwaited);
  }
  room.requestPatch();
  sendLog(room, entries);
  sendLegalToAll(room);
  if (outcome) {
    finishGame(room);
  } else {
    scheduleBots(room);
  }
}

/** Places from the ranking: tied seats share a place, the next place skips (1, 1, 3). */
export function placesFrom(outcome: Outcome, seats: number): number[] {
  const places = new Array<number>(seats).fill(0);
  let place = 1;
  for (const group of outcome.ranking) {
    for (const seat of group) places[seat] = place;
    place += group.length;
  }
  return places;
}

function writeOutcome(room: TableRoom, outcome: Outcome): void {
  const { state } = room;
  state.phase = 'over';
  state.deadline = 0;
  state.seed = room.seed;
  syncList(state.scores, outcome.scores);
  syncList(state.places, placesFrom(outcome, room.seating.count));
  syncSeats(room);
}

function finishGame(room: TableRoom): void {
  const session = room.session;
  if (!session) return;
  const seedMessage: ServerMessages['seed'] = { seed: room.seed };
  room.broadcast('seed', seedMessage, { afterNextPatch: true });
  const record: MatchRecord = {
    id: room.roomId,
    game: room.state.game,
    tableName: room.state.tableName,
    options: room.settings.gameOptions,
    seed: room.seed,
    seedHash: room.state.seedHash,
    players: room.seating.slots.map((slot) => ({ name: slot.name, isBot: slot.kind === 'bot', botStandIn: slot.standIn })),
    actions: session.actions.map(({ seat, action }) => ({ seat, action })),
    scores: [...room.state.scores],
    places: [...room.state.places],
    startedAt: room.startedAt,
    endedAt: new Date().toISOString(),
  };
  room.store.save(record).catch((error: unknown) => console.error(`saving match ${record.id} failed`, error));
  // Nobody is sent away: the end screen stays up. The table closes when everyone has left,
  // or after a while.
  room.autoDispose = true;
  room.clock.setTimeout(() => void room.disconnect(), room.config.finishedTableSeconds * 1000);
}

/** Plans the moves of the bots (and stand-ins) awaited now; nothing while nobody watches. */
export function scheduleBots(room: TableRoom): void {
  const session = room.session;
  if (!session || room.phase !== 'playing' || room.broken) return;
  if (room.clients.length === 0) {
    room.botTurns.cancelAll();
    return;
  }
  room.botTurns.schedule(session.toAct().filter((seat) => room.seating.playedByBot(seat)));
}

/** A bot's move (run by the room clock: see guarded). */
export function playBotTurn(room: TableRoom, seat: Seat): void {
  guarded(room, () => {
    const { session, bots } = room;
    if (!session || !bots || room.phase !== 'playing') return;
    if (!room.seating.playedByBot(seat) || !session.toAct().includes(seat)) return;
    const kind = room.seating.slot(seat).botKind;
    if (kind === 'strong') return askStrongBot(room, seat);
    const action = bots.choose(session.state, seat, kind, session.legal(seat));
    if (!action) return;
    const refused = playAction(room, seat, action);
    if (refused && !room.broken) console.error(`bot move refused at seat ${seat}: ${refused.message}`);
  });
}

/**
 * The strong bot thinks in a worker thread (server/bots/pool.ts), so its move arrives later. It
 * is played like any other action (recorded, replayed) only if the table still waits for exactly
 * it: the same game, no action played since, the seat still a bot's and awaited. Otherwise the
 * answer is dropped (the bot turns scheduled after the change ask again); a closed table's
 * driver drops it itself.
 */
function askStrongBot(room: TableRoom, seat: Seat): void {
  const { session, bots } = room;
  if (!session || !bots) return;
  const moment = session.actions.length;
  const stillAwaited = (): boolean =>
    room.session === session && room.phase === 'playing' && !room.broken && session.actions.length === moment &&
    room.seating.playedByBot(seat) && session.toAct().includes(seat);
  void bots.think(session.state, seat, session.legal(seat), String(moment)).then((action) => {
    if (!action || !stillAwaited()) return;
    guarded(room, () => {
      const refused = playAction(room, seat, action);
      if (refused && !room.broken) console.error(`strong bot move refused at seat ${seat}: ${refused.message}`);
    });
  });
}

/** The turn clock ran out: a bot decides for every human still awaited (run by the room clock). */
export function playForExpiredSeats(room: TableRoom): void {
  guarded(room, () => {
    const { session, bots } = room;
    if (!session || !bots || room.phase !== 'playing') return;
    // The heuristic bot, whatever the table's bots are: it answers at once, in this thread.
    const kind = 'heuristic';
    for (const seat of session.toAct()) {
      if (room.phase !== 'playing' || room.broken) return;
      if (room.seating.playedByBot(seat) || !session.toAct().includes(seat)) continue;
      const action = bots.choose(session.state, seat, kind, session.legal(seat));
      if (!action) continue;
      const refused = playAction(room, seat, action);
      if (refused && !room.broken) console.error(`clock move refused at seat ${seat}: ${refused.message}`);
    }
  });
}
