/**
 * When a finished game's match record is written, against the table's own log: only once the
 * last action is stored, by the process that stored it, and before the table is stored as
 * finished. A process that stops between the end and its record leaves the table playing at its
 * end, which restoring ends again, writing the same record; a process whose table was adopted
 * elsewhere writes none (its result was never stored as its own).
 */
import { restoreTables } from '../../server/rooms/restore';
import { gamesOf } from '../../server/games';
import { savedRecord, storedAs, testServerPerFile, waitFor, type Player } from '../helpers/server';
import { playHandsTurns, startedHandsTable } from './fixtures/hands-table';
import { hiddenHandsEntry, TURNS } from './fixtures/hidden-hands';

const server = testServerPerFile({ reconnectSeconds: 30, botDelayMs: 20 }, gamesOf([hiddenHandsEntry]));

it('is written once the last action is stored, and the table is stored as finished after it', async () => {
  const { seats, roomId } = await startedHandsTable(server, 'record-order');
  const saves: { actionsStored: number; phaseStored: string }[] = [];
  const save = server.store.matches.save.bind(server.store.matches);
  const spy = jest.spyOn(server.store.matches, 'save').mockImplementation(async (record) => {
    // What the table's log holds as the record is written (the memory store copies it at once).
    const stored = await server.store.tables.load(record.id);
    saves.push({ actionsStored: stored?.actions.length ?? 0, phaseStored: stored?.table.phase ?? 'none' });
    return save(record);
  });
  try {
    await playHandsTurns(server, seats, roomId, TURNS);
    const record = await savedRecord(server.store, roomId);
    expect(record.actions).toHaveLength(TURNS);
    expect(saves).toEqual([{ actionsStored: TURNS, phaseStored: 'playing' }]);
    await storedAs(server.store, roomId, 'finished');
  } finally {
    spy.mockRestore();
  }
});

it('a table stored at its end without its record ends again when restored, with the same result', async () => {
  const { seats, roomId } = await startedHandsTable(server, 'record-restart');
  await playHandsTurns(server, seats, roomId, TURNS);
  const first = await savedRecord(server.store, roomId);
  const stored = await storedAs(server.store, roomId, 'finished');

  // The same rows as a process that stopped between storing the last action and the record
  // leaves them: every action, and the table still playing.
  const copyId = `${roomId}-again`;
  const copy = { ...stored, table: { ...stored.table, id: copyId, phase: 'playing' as const } };
  server.store.tables.saveTable(copy.table);
  await server.store.tables.flush();
  expect(await server.store.matches.get(copyId)).toBeUndefined();
  await restoreTables([copy]);

  const again = await savedRecord(server.store, copyId);
  expect(again.actions).toEqual(first.actions);
  expect(again.scores).toEqual(first.scores);
  expect(again.places).toEqual(first.places);
  expect(again.players.map((player) => player.name)).toEqual(['Anne', 'Mary']);
  expect(server.tableRoom(copyId).state.phase).toBe('over');
  await storedAs(server.store, copyId, 'finished');
});

it('is not written by a process whose table another adopted before its last action', async () => {
  const { seats, roomId } = await startedHandsTable(server, 'record-fenced');
  await playHandsTurns(server, seats, roomId, TURNS - 1);
  await server.store.tables.flush();
  // Another process takes every unfinished table of this one, as when its lease ran out.
  const adopted = await server.store.leases.adoptExpired('another-process', Date.now() + 3_600_000);
  expect(adopted.map((table) => table.table.id)).toContain(roomId);

  const room = server.tableRoom(roomId);
  const closed = new Promise((resolve) => (seats[0] as Player).room.onLeave(resolve));
  const seat = room.table.session?.toAct()[0] as number;
  (seats[seat] as Player).send('action', room.table.session?.legal(seat)[0]);
  await waitFor(() => room.table.phase === 'over' || undefined, 'the last turn played here');
  // Its writes are refused: the room closes, and no record of its end is written.
  await closed;
  expect(await server.store.matches.get(roomId)).toBeUndefined();
  expect((await server.store.tables.load(roomId))?.actions).toHaveLength(TURNS - 1);
});
