/**
 * A strong bot at a table: its search runs in the worker pool and its move is played like any
 * other (recorded in the table's actions); a table that closes while it thinks drops the answer.
 */
import { closeBotPool } from '../../server/bots/pool';
import { bootTestServer, createTable, waitFor, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await bootTestServer({ botThreads: 1, botThinkMs: 150 });
});
afterEach(async () => {
  await server.cleanup();
});
afterAll(async () => {
  await server.shutdown();
  await closeBotPool();
});

it('plays the strong bot from the pool and records its moves like any other', async () => {
  const host = await createTable(server, { game: 'libertalia', seats: 2, name: 'Watcher', bots: [0, 1], botKind: 'strong' }, 'strong-1');
  await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
  host.send('start');
  const table = () => server.tableRoom(host.room.roomId).table;
  // Each sunrise both strong bots pick; the day goes on only once both moves were played.
  await waitFor(() => (table().session?.actions.length ?? 0) >= 6, 'six strong-bot moves', 60000);
  const actions = table().session!.actions;
  expect(actions.slice(0, 2).map((played) => played.action.type)).toEqual(['pick', 'pick']);
  expect(host.state().seats[0]?.isBot).toBe(true);
});

it('drops the answer of a bot still thinking when its table closes', async () => {
  const host = await createTable(server, { game: 'libertalia', seats: 2, name: 'Watcher', bots: [0, 1], botKind: 'strong' }, 'strong-2');
  await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
  host.send('start');
  const room = server.tableRoom(host.room.roomId);
  await waitFor(() => room.table.phase === 'playing', 'the start');
  const session = room.table.session!;
  await host.room.leave();
  await waitFor(() => (room as unknown as { disposed: boolean }).disposed, 'the table closed');
  const played = session.actions.length;
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(session.actions.length).toBe(played);
});

it('seats bots at their own levels, and still takes seat numbers with one level for all', async () => {
  const host = await createTable(server, { seats: 4, name: 'Anne', bots: [{ seat: 1, kind: 'strong' }, 2, { seat: 3, kind: 'heuristic' }], botKind: 'random' });
  await waitFor(() => host.state().seats[3]?.isBot === true, 'the bots seated');
  expect(host.state().seats.map((seat) => seat.botKind)).toEqual(['', 'strong', 'random', 'heuristic']);
  const old = await createTable(server, { seats: 3, name: 'Mary', bots: [1, 2] });
  await waitFor(() => old.state().seats[2]?.isBot === true, 'the bots seated');
  expect(old.state().seats.map((seat) => seat.botKind)).toEqual(['', 'heuristic', 'heuristic']);
  await expect(createTable(server, { seats: 3, name: 'Ned', bots: [{ seat: 1, kind: 'genius' }] })).rejects.toThrow();
});
