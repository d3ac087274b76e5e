/**
 * A restored table's seats and game: the seats as stored (every human away until they present
 * their seat's secret), and for a started table the game replayed from its seed and actions
 * (the engines are deterministic, so this IS the state the players saw), its clock resumed.
 */
import type { StoredTable } from '../store';
import { BotDriver } from '../bots/driver';
import { GameSession } from './game-session';
import { placesFrom } from './table-flow';
import type { TableRoom } from './table-room';
import { syncBoard, syncToAct } from './table-sync';
import { syncList } from '../sync/arrays';

/** The least time a restored turn clock gives its player, so they can reconnect first. */
const RESTORED_CLOCK_GRACE_MS = 15_000;

export function restoreGame(room: TableRoom, { table, seats, actions }: StoredTable): void {
  for (const row of seats) {
    const kind = row.isBot ? 'bot' : row.name !== '' ? 'human' : 'free';
    if (kind === 'free') continue;
    room.seating.restore(row.seat, {
      kind,
      name: row.name,
      botKind: (row.botKind as 'random' | 'heuristic' | null) ?? room.seating.slot(row.seat).botKind,
      reclaimHash: row.reclaimHash ?? '',
      standIn: row.standIn,
    });
  }
  if (table.phase !== 'playing') return;

  const { entry, gameOptions } = room.settings;
  const session = new GameSession(entry.game, room.seating.count, room.seed, gameOptions);
  for (const { seq, seat, action } of actions) {
    const result = session.play(seat, action);
    if (!result.ok) throw new Error(`action ${seq} of table ${table.id} no longer replays: ${result.error.message}`);
  }
  room.session = session;
  room.bots = new BotDriver(entry.game, room.seed);
  room.startedAt = new Date(table.startedAt ?? table.createdAt).toISOString();
  room.state.phase = 'playing';
  room.state.seedHash = room.seedHash();
  // Players come back for their seats: the table does not close when nobody is connected yet.
  room.autoDispose = false;
  syncBoard(room);
  const outcome = session.outcome();
  syncToAct(room, outcome ? [] : session.toAct());
  if (outcome) {
    // Stored between its last action and its end: it ends again, as it did.
    syncList(room.state.scores, outcome.scores);
    syncList(room.state.places, placesFrom(outcome, room.seating.count));
  }
  const clock = table.clock as { deadline?: number } | null;
  room.state.deadline = room.turnClock.resume(clock?.deadline ?? 0, RESTORED_CLOCK_GRACE_MS);
  standInForAbsentPlayers(room);
}

/**
 * A player who does not come back within the reconnection window gets a bot stand-in, as when
 * a connection drops for good (reconnection.ts).
 */
function standInForAbsentPlayers(room: TableRoom): void {
  room.clock.setTimeout(() => room.outsidePatch(() => {
    if (room.phase !== 'playing') return;
    let changed = false;
    for (const slot of room.seating.slots) {
      if (slot.kind === 'human' && slot.sessionId === null && !slot.standIn) {
        slot.standIn = true;
        changed = true;
      }
    }
    if (changed) room.seatsChanged();
  }), room.config.reconnectSeconds * 1000);
}
