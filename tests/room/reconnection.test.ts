/**
 * Players who drop keep their seat: the SDK reconnects by itself, a reloaded page reconnects
 * with its token, and after the window a bot stands in until the player reclaims the seat.
 * Also the turn clock, which lets a bot decide for a player who does not.
 */
import { createTable, joinTable, testServerPerFile, waitFor, wrap, type Player, type TestServer } from '../helpers/server';

const server = testServerPerFile({ reconnectSeconds: 1, botDelayMs: 20 });

/** Cuts the client's connection from the server side, like a network failure. */
function cutConnection(roomId: string, player: Player): void {
  const client = server.tableRoom(roomId).clients.get(player.room.sessionId);
  if (!client) throw new Error('no such client on the server');
  (client.ref as unknown as { terminate(): void }).terminate();
}

/** Anne in seat 0 against a bot, with a spectator keeping the table watched; started. */
async function startedGame(extra: Record<string, unknown> = {}): Promise<{ anne: Player; watcher: Player; roomId: string }> {
  const anne = await createTable(server, { seats: 2, name: 'Anne', bots: [1], ...extra }, 'reconnect');
  const roomId = anne.room.roomId;
  const watcher = await joinTable(server, roomId, { name: 'Jack', spectate: true });
  anne.send('start');
  await waitFor(() => anne.state().phase === 'playing', 'the start');
  await waitFor(() => (anne.inbox.legal.at(-1)?.actions.length ?? 0) > 0, 'Anne to be asked to play');
  return { anne, watcher, roomId };
}

describe('reconnection', () => {
  it('keeps the seat while the SDK reconnects by itself', async () => {
    const { anne, watcher, roomId } = await startedGame();
    Object.assign(anne.room.reconnection, { minUptime: 0, minDelay: 10, maxDelay: 50, delay: 10 });
    let reconnected = false;
    anne.room.onReconnect(() => {
      reconnected = true;
    });
    const welcomes = anne.inbox.welcome.length;
    cutConnection(roomId, anne);
    await waitFor(() => reconnected, 'the SDK to reconnect');
    await waitFor(() => anne.inbox.welcome.length > welcomes, 'a fresh welcome');
    expect(anne.inbox.welcome.at(-1)).toMatchObject({ seat: 0, spectator: false, host: true });
    await waitFor(() => watcher.state().seats[0]?.connected === true, 'seat 1 connected again');
    expect(watcher.state().seats[0]).toMatchObject({ name: 'Anne', connected: true, botStandIn: false });
    // Still Anne's turn, and she can play it.
    anne.send('action', { type: 'discover' });
    await waitFor(() => server.tableRoom(roomId).table.session?.actions.some((played) => played.seat === 0), 'Anne to play');
  });

  it('restores seat, view, log and actions after a page reload (reconnect with the token)', async () => {
    const { anne, watcher, roomId } = await startedGame();
    anne.room.reconnection.enabled = false;
    const token = anne.room.reconnectionToken;
    cutConnection(roomId, anne);
    await waitFor(() => watcher.state().seats[0]?.connected === false, 'seat 1 shown as away');

    const reloaded = wrap(await server.sdk.reconnect(token));
    await waitFor(() => reloaded.inbox.welcome.length > 0 && reloaded.inbox.legal.length > 0, 'welcome and legal');
    const table = server.tableRoom(roomId);
    expect(reloaded.inbox.welcome[0]).toMatchObject({ seat: 0, host: true });
    expect(reloaded.inbox.legal[0]?.actions).toEqual(table.table.session?.legal(0));
    const log = await waitFor(() => reloaded.inbox.log.find((message) => message.replace), 'the whole log');
    expect(log.lines.length).toBe(table.table.session?.log.length);
    await waitFor(() => reloaded.state().seats[0]?.connected === true, 'seat 1 back');
    expect(reloaded.state().board).toEqual(table.table.session?.view(0));
  });

  it('lets a bot stand in after the window, and gives the seat back on reclaim', async () => {
    const { anne, watcher, roomId } = await startedGame();
    const reclaim = anne.inbox.welcome.at(-1)?.reclaim;
    expect(reclaim).toEqual(expect.any(String));
    anne.room.reconnection.enabled = false;
    cutConnection(roomId, anne);
    await waitFor(() => watcher.state().seats[0]?.botStandIn === true, 'a bot standing in for Anne', 4000);
    expect(watcher.state().seats[0]).toMatchObject({ name: 'Anne', connected: false, isBot: false });
    const table = server.tableRoom(roomId);
    await waitFor(() => table.table.session?.actions.some((played) => played.seat === 0), 'the stand-in to play for Anne');

    await expect(server.sdk.joinById(roomId, { name: 'Anne', reclaim: 'not-the-secret' })).rejects.toThrow(/does not match/);
    const back = await joinTable(server, roomId, { name: 'Anne again', reclaim });
    await waitFor(() => back.inbox.welcome.length > 0, 'welcome');
    expect(back.inbox.welcome[0]).toMatchObject({ seat: 0, spectator: false, reclaim });
    await waitFor(() => watcher.state().seats[0]?.botStandIn === false, 'the stand-in gone');
    expect(watcher.state().seats[0]).toMatchObject({ name: 'Anne', connected: true });
  });
});

describe('turn clock', () => {
  it('publishes a deadline and lets a bot decide when it runs out', async () => {
    const { anne, watcher, roomId } = await startedGame({ turnSeconds: 1 });
    const deadline = watcher.state().deadline;
    expect(deadline).toBeGreaterThan(Date.now());
    expect(deadline).toBeLessThanOrEqual(Date.now() + 1000);
    const table = server.tableRoom(roomId);
    await waitFor(() => table.table.session?.actions.some((played) => played.seat === 0), 'a move played for Anne', 4000);
    // Anne keeps her seat: the clock only decided one move for her.
    expect(watcher.state().seats[0]).toMatchObject({ name: 'Anne', connected: true, botStandIn: false });
    expect(anne.room.connection.isOpen).toBe(true);
  });
});

