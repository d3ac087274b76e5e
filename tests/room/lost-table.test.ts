/**
 * A table whose writes the database refused (another process adopted it: this one's lease ran
 * out) closes here and shows nothing more, whichever room's wait for the process's write queue
 * met the refusal: the queue is shared, so a room can find that another table's writes were
 * refused, and that table's own wait would then find nothing left to write.
 */
import { gamesOf } from '../../server/games';
import { testServerPerFile, waitFor, type Player } from '../helpers/server';
import { startedHandsTable } from './fixtures/hands-table';
import { hiddenHandsEntry } from './fixtures/hidden-hands';

const server = testServerPerFile({ reconnectSeconds: 30 }, gamesOf([hiddenHandsEntry]));

/** Whether the player's connection was closed by the server, asked at any moment. */
function watchLeave(player: Player): () => boolean {
  let left = false;
  player.room.onLeave(() => (left = true));
  return () => left;
}

it('closes a table whose refused write another room found, and shows its players nothing more', async () => {
  const first = await startedHandsTable(server, 'lost-first');
  const second = await startedHandsTable(server, 'lost-second');
  await server.store.tables.flush();
  const adopted = await server.store.leases.adoptExpired('another-process', Date.now() + 3_600_000);
  expect(adopted.map((stored) => stored.table.id).sort()).toEqual([first.roomId, second.roomId].sort());

  const firstRoom = server.tableRoom(first.roomId);
  const firstLeft = watchLeave(first.seats[0] as Player);
  const boardBefore = (first.seats[0] as Player).state().board;
  // A move at the first table is applied and queued; before its own patch runs, the second
  // table's wait flushes the process's queue. The database refuses the first table's write; the
  // second had none queued, so its wait ends well.
  const seat = firstRoom.table.session?.toAct()[0] as number;
  firstRoom.table.playFor(seat, firstRoom.table.session?.legal(seat)[0]);
  firstRoom.afterCommand();
  await server.tableRoom(second.roomId).journalWritten();

  await waitFor(() => firstLeft() || undefined, 'the first table to close');
  // The move was never stored here; its players left without seeing it.
  expect((first.seats[0] as Player).state().board).toEqual(boardBefore);
  expect((await server.store.tables.load(first.roomId))?.actions).toHaveLength(0);
});
