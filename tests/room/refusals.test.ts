/**
 * Every bad input gets an answer and changes nothing: malformed and unknown messages, moves
 * out of turn, spectators acting, bad create and join options, full and private tables, and
 * clients that send too much.
 */
import { createTable, joinTable, testServerPerFile, waitFor, type Player, type TestServer } from '../helpers/server';

const server = testServerPerFile({ rateLimitPerSecond: 20, rateLimitBurst: 40 });

/** A started 2-player table: `first` is to act, `second` waits, `watcher` spectates. */
async function startedTable(): Promise<{ first: Player; second: Player; watcher: Player; roomId: string }> {
  const first = await createTable(server, { seats: 2, name: 'Anne' }, 'refusals');
  const roomId = first.room.roomId;
  const second = await joinTable(server, roomId, { name: 'Mary' });
  const watcher = await joinTable(server, roomId, { name: 'Jack', spectate: true });
  first.send('start');
  await waitFor(() => first.state().phase === 'playing' && watcher.state().phase === 'playing', 'the start');
  return { first, second, watcher, roomId };
}

/** The engine's action count and the synced state, to check that a refusal changed nothing. */
function snapshot(roomId: string, player: Player): string {
  return JSON.stringify({ actions: server.tableRoom(roomId).table.session?.actions.length ?? -1, state: player.state() });
}

describe('refused messages', () => {
  it('answers malformed payloads, unknown types and wrong phases with an error', async () => {
    const { first, second, watcher, roomId } = await startedTable();
    const before = snapshot(roomId, first);

    expect(await first.expectError('action', { nope: true })).toMatchObject({ code: 'bad-message' });
    expect(await first.expectError('action', 'discover')).toMatchObject({ code: 'bad-message' });
    expect(await first.expectError('action', { type: 'fly-away' })).toMatchObject({ code: 'bad-action' });
    expect(await first.expectError('action', { type: 'take', card: 'the best one' })).toMatchObject({ code: 'bad-action' });
    expect(await first.expectError('teleport', { to: 'Tortuga' })).toMatchObject({ code: 'bad-message' });
    expect(await first.expectError('sit', { seat: 'first' })).toMatchObject({ code: 'bad-message' });
    expect(await first.expectError('legal', { extra: 1 })).toMatchObject({ code: 'bad-message' });
    expect(await first.expectError('sit', {})).toMatchObject({ code: 'wrong-phase' });
    expect(await first.expectError('start')).toMatchObject({ code: 'wrong-phase' });
    expect(await first.expectError('bot', { seat: 1, on: true })).toMatchObject({ code: 'wrong-phase' });
    expect(await second.expectError('start')).toMatchObject({ code: 'not-host' });

    // Out of turn: seat 1 plays while seat 0 is to act.
    expect(await second.expectError('action', { type: 'discover' })).toMatchObject({ code: 'not-your-turn' });
    // A rule refusal comes from the engine with its own code and a readable message.
    const refused = await first.expectError('action', { type: 'stop' });
    expect(refused.code).not.toBe('bad-message');
    expect(refused.message.length).toBeGreaterThan(10);

    // Spectators can neither play nor ask for actions.
    expect(await watcher.expectError('action', { type: 'discover' })).toMatchObject({ code: 'not-seated' });
    expect(await watcher.expectError('legal')).toMatchObject({ code: 'not-seated' });
    expect(await watcher.expectError('sit', {})).toMatchObject({ code: 'wrong-phase' });

    expect(snapshot(roomId, first)).toBe(before);
    expect(first.room.connection.isOpen && second.room.connection.isOpen && watcher.room.connection.isOpen).toBe(true);
  });

  it('refuses seating changes that are not allowed', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne', bots: [2] });
    const guest = await joinTable(server, host.room.roomId, { name: 'Mary' });
    const watcher = await joinTable(server, host.room.roomId, { name: 'Jack', spectate: true });
    expect(await guest.expectError('sit', { seat: 0 })).toMatchObject({ code: 'seat-taken' });
    expect(await guest.expectError('sit', { seat: 2 })).toMatchObject({ code: 'seat-taken' });
    expect(await guest.expectError('sit', { seat: 5 })).toMatchObject({ code: 'bad-message' });
    expect(await guest.expectError('bot', { seat: 2, on: false })).toMatchObject({ code: 'not-host' });
    expect(await host.expectError('bot', { seat: 1, on: true })).toMatchObject({ code: 'seat-taken' });
    expect(await watcher.expectError('stand')).toMatchObject({ code: 'not-seated' });
    expect(await watcher.expectError('sit', {})).toMatchObject({ code: 'table-full' });
    const seats = host.state().seats;
    expect(seats.map((seat) => seat.name).slice(0, 2)).toEqual(['Anne', 'Mary']);
    expect(seats.map((seat) => seat.isBot)).toEqual([false, false, true]);
  });

  it('limits the message rate of a client', async () => {
    const { first, roomId } = await startedTable();
    const before = server.tableRoom(roomId).table.session?.actions.length;
    // A burst of 100 against a bucket of 40 refilled at 20 a second.
    for (let i = 0; i < 100; i++) first.send('legal');
    await waitFor(() => first.inbox.error.some((error) => error.code === 'rate-limited'), 'a rate-limited answer');
    const answered = () => first.inbox.legal.length + first.inbox.error.length;
    await waitFor(() => answered() >= 100, 'an answer to every message');
    expect(first.inbox.error.filter((error) => error.code === 'rate-limited').length).toBeGreaterThanOrEqual(40);
    expect(server.tableRoom(roomId).table.session?.actions.length).toBe(before);
  });
});

describe('refused creates and joins', () => {
  it('refuses an unknown game and bad options with a clear message', async () => {
    await expect(server.sdk.create('table', { game: 'chess', seats: 2, name: 'Anne' })).rejects.toThrow(/no game "chess"/);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 9, name: 'Anne' })).rejects.toThrow(/not valid|2 to 5/);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 1, name: 'Anne' })).rejects.toThrow(/2 to 5 players/);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name: '' })).rejects.toThrow(/name/i);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name: 'A', bots: [3] })).rejects.toThrow(/outside the table/);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name: 'A', options: { rules: 'house' } })).rejects.toThrow(/options are not valid/);
  });

  it('refuses a player at a full table but lets them watch', async () => {
    const host = await createTable(server, { seats: 2, name: 'Anne', bots: [1] });
    await expect(server.sdk.joinById(host.room.roomId, { name: 'Mary' })).rejects.toThrow(/no free seat/);
    const watcher = await joinTable(server, host.room.roomId, { name: 'Mary', spectate: true });
    await waitFor(() => watcher.inbox.welcome.length > 0, 'welcome');
    expect(watcher.inbox.welcome[0]).toMatchObject({ seat: null, spectator: true, host: false });
    await waitFor(() => host.state().spectators === 1, 'one spectator');
  });

  it('lets into a private table only those with its invite, players and spectators alike', async () => {
    const host = await createTable(server, { seats: 2, name: 'Anne', private: true });
    await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
    const invite = host.inbox.welcome[0]?.invite;
    expect(invite).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(host.state().isPrivate).toBe(true);
    const roomId = host.room.roomId;
    await expect(server.sdk.joinById(roomId, { name: 'Mary' })).rejects.toThrow(/private: you need its invite link/);
    await expect(server.sdk.joinById(roomId, { name: 'Mary', spectate: true })).rejects.toThrow(/invite link/);
    await expect(server.sdk.joinById(roomId, { name: 'Mary', invite: 'guessed' })).rejects.toThrow(/not valid for this table/);
    const guest = await joinTable(server, roomId, { name: 'Mary', invite });
    const watcher = await joinTable(server, roomId, { name: 'Jack', invite, spectate: true });
    await waitFor(() => host.state().seats[1]?.name === 'Mary' && host.state().spectators === 1, 'Mary seated, Jack watching');
    expect(guest.inbox.welcome[0]).toMatchObject({ seat: 1, invite });
    expect(watcher.inbox.welcome.at(-1)?.invite).toBeUndefined();
  });
});
