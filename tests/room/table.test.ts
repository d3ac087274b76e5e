/** Creating, joining, seating and starting a table, and a whole bot game through the room. */
import { portRoyal } from '../../shared/games/port-royal';
import { createTable, joinTable, savedRecord, testServerPerFile, waitFor, type TestServer } from '../helpers/server';

const server = testServerPerFile();

describe('seating', () => {
  it('seats the creator as host and a joiner in the next seat', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne' });
    await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
    expect(host.inbox.welcome[0]).toMatchObject({ seat: 0, spectator: false, host: true });
    expect(host.state()).toMatchObject({ game: 'port-royal', phase: 'seating', host: 0, tableName: "Anne's table" });

    const guest = await joinTable(server, host.room.roomId, { name: 'Mary' });
    await waitFor(() => guest.inbox.welcome.length > 0, 'welcome');
    expect(guest.inbox.welcome[0]).toMatchObject({ seat: 1, spectator: false, host: false });
    await waitFor(() => host.state().seats[1]?.name === 'Mary', 'Mary in seat 2');
    expect(host.state().seats.map((seat) => seat.name)).toEqual(['Anne', 'Mary', '']);
  });

  it('starts only when every seat is taken, by the host', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne', bots: [2] });
    const guest = await joinTable(server, host.room.roomId, { name: 'Mary' });
    expect(await guest.expectError('start')).toMatchObject({ code: 'not-host' });
    guest.send("stand");
    await waitFor(() => host.state().seats[1]?.name === '', 'seat 2 free again');
    expect(await host.expectError('start')).toMatchObject({ code: 'not-ready' });
    guest.send('sit', { seat: 1 });
    await waitFor(() => host.state().seats[1]?.name === 'Mary', 'Mary seated again');
    host.send('start');
    await waitFor(() => host.state().phase === 'playing', 'the game to start');
    expect(host.state().seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(host.state().seed).toBe('');
    expect(host.state().toAct).toEqual([0]);
    await waitFor(() => host.inbox.legal.some((legal) => legal.actions.length > 0), 'legal actions for the first player');
  });

  it('lets the host put bots in free seats and take them out', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne' });
    host.send('bot', { seat: 2, on: true, kind: 'random' });
    await waitFor(() => host.state().seats[2]?.isBot === true, 'a bot in seat 3');
    expect(host.state().seats[2]).toMatchObject({ isBot: true, connected: true, botStandIn: false });
    expect(host.state().seats[2]?.name).toMatch(/\(bot\)$/);
    host.send('bot', { seat: 2, on: false });
    await waitFor(() => host.state().seats[2]?.isBot === false, 'the bot gone');
    expect(host.state().seats[2]?.name).toBe('');
  });

  it('gives a duplicate name a number, and the host role to the next player when the host leaves', async () => {
    const host = await createTable(server, { seats: 3, name: 'Anne' });
    const second = await joinTable(server, host.room.roomId, { name: 'Anne' });
    await waitFor(() => host.state().seats[1]?.name === 'Anne (2)', 'the second Anne numbered');
    await host.leave();
    await waitFor(() => second.inbox.welcome.at(-1)?.host === true, 'the host role passed on');
    await waitFor(() => second.state().host === 1 && second.state().seats[0]?.name === '', 'the first seat freed');
    second.send('bot', { seat: 0, on: true });
    await waitFor(() => second.state().seats[0]?.isBot === true, 'the new host seats a bot');
  });
});

describe('a bot game', () => {
  it('plays a seeded all-bot table to the end and saves the match', async () => {
    const host = await createTable(server, { seats: 4, name: 'Watcher', bots: [0, 1, 2, 3] }, 'room-bots-1');
    await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
    expect(host.inbox.welcome[0]).toMatchObject({ seat: null, spectator: true, host: true });
    host.send('start');
    await waitFor(() => host.state().phase === 'over', 'the end of the game', 60000);
    const state = host.state();
    expect(state.seed).toBe('room-bots-1');
    expect(state.scores).toHaveLength(4);
    expect([...state.places].sort()).toContain(1);
    await waitFor(() => host.inbox.seed.length > 0, 'the seed message');
    expect(host.inbox.seed[0]).toEqual({ seed: 'room-bots-1' });
    expect(host.inbox.log.flatMap((log) => log.lines).length).toBeGreaterThan(10);

    const roomId = host.room.roomId;
    const session = server.tableRoom(roomId).table.session;
    const saved = await savedRecord(server.store, roomId);
    expect(saved).toMatchObject({ id: roomId, game: 'port-royal', seed: 'room-bots-1', options: { rules: 'merchants' }, scores: state.scores, places: state.places });
    expect((saved as { actions: unknown[] }).actions).toEqual(session?.actions);
    expect((saved as { players: unknown[] }).players).toHaveLength(4);

    // The record is served as a replay, and replaying it gives the same result.
    const { status, body } = await server.get(`/api/matches/${roomId}`);
    expect(status).toBe(200);
    expect(body).toEqual(saved);
    const replay = body as { seed: string; options: unknown; actions: { seat: number; action: { type: string } }[] };
    let replayed = portRoyal.setup(4, replay.seed, replay.options as { rules: 'merchants' });
    for (const { seat, action } of replay.actions) {
      const result = portRoyal.apply(replayed, seat, action as Parameters<typeof portRoyal.apply>[2]);
      if (!result.ok) throw new Error(result.error.message);
      replayed = result.value.state;
    }
    expect(portRoyal.outcome(replayed)?.scores).toEqual(state.scores);
  }, 90000);
});
