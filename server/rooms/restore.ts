/**
 * Bringing tables back from the database: after a restart (every unfinished table this process
 * owned) or when this process adopts the tables of one that died (server/durable). Each comes
 * back as a room with its old id, so links, reclaim secrets and spectators find it again.
 *
 * Colyseus creates a room from create options; a restored table's options are a ticket to its
 * stored rows, kept here in the process (never from a client: a ticket is 128 random bits and
 * lives only until its room is created).
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '../../shared/protocol';
import type { StoredTable } from '../store';
import { isRecord } from './stamp';

const RESTORE_KEY = '$restore';
const desk = new Map<string, StoredTable>();


/** The stored table a room is being created for, taken off the desk (once). */
export function takeRestoreTicket(options: unknown): StoredTable | undefined {
  const ticket = isRecord(options) ? options[RESTORE_KEY] : undefined;
  if (typeof ticket !== 'string') return undefined;
  const stored = desk.get(ticket);
  desk.delete(ticket);
  return stored;
}

/**
 * Creates the room of each stored table under its old id. A table that cannot come back (its
 * game is gone, its log no longer replays) is reported and skipped: the others still return.
 */
export async function restoreTables(tables: StoredTable[]): Promise<string[]> {
  const restored: string[] = [];
  for (const stored of tables) {
    const id = stored.table.id;
    const ticket = randomBytes(16).toString('base64url');
    desk.set(ticket, stored);
    try {
      // The listing of a dead process may still name this id (Redis): it is ours now.
      await matchMaker.driver.remove(id);
      const settings = isRecord(stored.table.settings) ? stored.table.settings : {};
      // Quick play finds tables by these listing fields, taken from the create options.
      const listing = { game: stored.table.game, seats: stored.seats.length, autoStart: settings.autoStart === true };
      await matchMaker.handleCreateRoom(ROOM_NAME, { ...listing, [RESTORE_KEY]: ticket }, undefined, id);
      restored.push(id);
    } catch (error) {
      console.error(`table ${id} could not be restored`, error);
    } finally {
      desk.delete(ticket);
    }
  }
  return restored;
}
