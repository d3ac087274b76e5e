/** Quick play, the lobby's realtime listing, and the HTTP endpoints. */
import type { Room as ClientRoom } from '@colyseus/sdk';
import { createTable, testServerPerFile, waitFor, wrap, type TestServer } from '../helpers/server';

const server = testServerPerFile();

describe('quick play', () => {
  it('joins the open quick table of the same game and size, then starts it when full', async () => {
    const quick = { game: 'port-royal', seats: 2, autoStart: true };
    const anne = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Anne' }));
    const other = wrap(await server.sdk.joinOrCreate('table', { ...quick, seats: 3, name: 'Jack' }));
    expect(other.room.roomId).not.toBe(anne.room.roomId);
    const mary = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Mary' }));
    expect(mary.room.roomId).toBe(anne.room.roomId);
    await waitFor(() => anne.state().phase === 'playing', 'the quick table to start by itself');
    expect(anne.state().seats.map((seat) => seat.name)).toEqual(['Anne', 'Mary']);

    // A started quick table is no longer offered: the next player gets a new one.
    const late = wrap(await server.sdk.joinOrCreate('table', { ...quick, name: 'Grace' }));
    expect(late.room.roomId).not.toBe(anne.room.roomId);
    await waitFor(() => late.state().phase === 'seating', 'a fresh table');
  });
});

describe('lobby', () => {
  it('lists public tables with their metadata, live, and never private ones', async () => {
    const lobby = await server.sdk.joinOrCreate('lobby');
    let rooms: { roomId: string; metadata: Record<string, unknown> }[] = [];
    lobby.onMessage('rooms', (list: typeof rooms) => {
      rooms = list;
    });
    lobby.onMessage('+', ([roomId, room]: [string, (typeof rooms)[number]]) => {
      rooms = [...rooms.filter((r) => r.roomId !== roomId), room];
    });
    lobby.onMessage('-', (roomId: string) => {
      rooms = rooms.filter((r) => r.roomId !== roomId);
    });

    const open = await createTable(server, { seats: 3, name: 'Anne', tableName: 'The Black Pearl', bots: [2] });
    const hidden = await createTable(server, { seats: 2, name: 'Mary', private: true });
    const listed = await waitFor(() => rooms.find((room) => room.roomId === open.room.roomId), 'the public table listed');
    expect(listed.metadata).toMatchObject({ game: 'port-royal', tableName: 'The Black Pearl', seats: 3, taken: 2, free: 1, status: 'seating' });

    const guest: ClientRoom = await server.sdk.joinById(open.room.roomId, { name: 'Jack' });
    await waitFor(() => rooms.find((room) => room.roomId === open.room.roomId)?.metadata.free === 0, 'the listing to show the table full');
    open.send('start');
    await waitFor(() => rooms.find((room) => room.roomId === open.room.roomId)?.metadata.status === 'playing', 'the listing to show it playing');
    expect(rooms.some((room) => room.roomId === hidden.room.roomId)).toBe(false);
    await guest.leave();
    await lobby.leave();
  });
});

describe('http', () => {
  it('lists the games with their option defaults', async () => {
    const { status, body } = await server.get('/api/games');
    expect(status).toBe(200);
    expect(body).toContainEqual({ id: 'port-royal', title: 'Port Royal', minPlayers: 2, maxPlayers: 5, options: { rules: 'merchants' } });
    expect(body).toContainEqual({ id: 'libertalia', title: 'Libertalia', minPlayers: 2, maxPlayers: 6, options: { lastCampaignTieBreak: false } });
  });

  it('reports health', async () => {
    const { status, body } = await server.get('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, rooms: expect.any(Number), uptime: expect.any(Number) });
  });

  it('exposes metrics: connections, rooms, process figures and the time per player action', async () => {
    const metric = (text: string, name: string): number => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line ? Number(line.slice(name.length + 1)) : NaN;
    };
    const scrape = async (): Promise<string> => String((await server.get('/metrics')).body);
    const counted = 'table_action_seconds_count{game="port-royal"}';
    const anne = await createTable(server, { seats: 2, name: 'Anne', bots: [1] });
    anne.send('start');
    await waitFor(() => anne.state().phase === 'playing' && anne.inbox.legal.at(-1)?.actions.length, 'Anne to be asked to act');
    const played = metric(await scrape(), counted) || 0;
    anne.send('action', anne.inbox.legal.at(-1)!.actions[0]);
    let text = await scrape();
    for (let tries = 0; metric(text, counted) !== played + 1 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      text = await scrape();
    }
    expect(metric(text, counted)).toBe(played + 1);
    expect(metric(text, 'table_connections')).toBeGreaterThanOrEqual(1);
    expect(metric(text, 'table_rooms')).toBeGreaterThanOrEqual(1);
    const p99 = metric(text, 'table_action_seconds{quantile="0.99",game="port-royal"}');
    expect(p99).toBeGreaterThan(0);
    expect(p99).toBeLessThan(60);
    // The same action in its stages: each counted once more, none longer than the whole.
    for (const stage of ['handle', 'turn', 'journal', 'send']) {
      expect(metric(text, `table_action_stage_seconds_count{stage="${stage}"}`)).toBeGreaterThanOrEqual(1);
      const stageP99 = metric(text, `table_action_stage_seconds{quantile="0.99",stage="${stage}"}`);
      expect(stageP99).toBeGreaterThanOrEqual(0);
      expect(stageP99).toBeLessThanOrEqual(p99 * 1.01);
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // A kind of collection is listed once one has happened: the test makes young garbage until
    // one has (the server alone may not have needed one yet).
    const minorListed = /^nodejs_gc_duration_seconds_count\{kind="minor"\} /m;
    for (let tries = 0; !minorListed.test(text) && tries < 50; tries++) {
      let garbage: number[][] = [];
      for (let i = 0; i < 20_000; i++) garbage.push(new Array<number>(64).fill(i));
      garbage = [];
      await new Promise((resolve) => setTimeout(resolve, 20));
      text = await scrape();
    }
    expect(text).toMatch(minorListed);
  });

  it('answers 404 for an unknown match or API path', async () => {
    expect((await server.get('/api/matches/nothing-here')).status).toBe(404);
    expect((await server.get('/api/matches/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.get('/api/nope')).status).toBe(404);
  });
});
