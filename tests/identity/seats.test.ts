/**
 * Seats bound to identity, at the wire: the name at a seat is the identity's (the join's name
 * option is ignored once the identity has one); the seat's identity is journaled; the same
 * player comes back to their seat from another "device" with their session cookie alone; and
 * nobody else can take it: not a forged cookie, not another player's valid cookie, not a join
 * with the seated player's name. A finished match records each seat's identity, and the
 * player's page lists it.
 */
import { Client } from '@colyseus/sdk';
import { gamesOf } from '../../server/games';
import { SESSION_COOKIE } from '../../server/identity';
import type { Me, MyTable, PlayerPage } from '../../shared/players';
import { hiddenHandsEntry } from '../room/fixtures/hidden-hands';
import { savedRecord, testServerPerFile, waitFor, wrap, type Player } from '../helpers/server';

const server = testServerPerFile({ reconnectSeconds: 1, botDelayMs: 5, rateLimitPerSecond: 10000, rateLimitBurst: 10000 }, gamesOf([hiddenHandsEntry]));

interface Browser {
  cookie: string;
  me: Me;
  /** An SDK client whose matchmaking requests carry this browser's cookie: one "device". */
  device(): Client;
}

async function api(path: string, cookie: string, body?: unknown): Promise<{ status: number; body: unknown; setCookie: string }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), setCookie: response.headers.get('set-cookie') ?? '' };
}

function deviceWith(cookie: string): Client {
  return new Client(`ws://127.0.0.1:${server.port}`, cookie ? { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } } : undefined);
}

async function newBrowser(name?: string): Promise<Browser> {
  const first = await api('/api/me', '');
  const cookie = /caribbean_session=([^;]*)/.exec(first.setCookie)?.[1] as string;
  if (name) await api('/api/me/name', cookie, { name });
  const me = (await api('/api/me', cookie)).body as Me;
  return { cookie, me, device: () => deviceWith(cookie) };
}

async function ready(room: Awaited<ReturnType<Client['joinById']>>): Promise<Player> {
  const player = wrap(room);
  await waitFor(() => Object.keys(player.state()).length > 0, 'the initial state');
  return player;
}

async function refusal(join: Promise<unknown>): Promise<string> {
  try {
    const room = await join;
    await (room as { leave(consented?: boolean): Promise<unknown> }).leave(true);
    return 'joined';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Plays the table to its end: every awaited seat draws while it can, else plays a card. */
async function playToTheEnd(roomId: string, players: Map<number, Player>): Promise<void> {
  const room = server.tableRoom(roomId);
  for (let step = 0; step < 200 && room.table.phase === 'playing'; step++) {
    const session = room.table.session!;
    const seat = session.toAct()[0];
    const before = session.actions.length;
    players.get(seat)!.send('action', session.legal(seat)[0]);
    await waitFor(() => room.table.phase !== 'playing' || session.actions.length > before, 'the move to be played');
  }
  expect(room.table.phase).toBe('over');
}

describe('seats bound to identity', () => {
  it('names come from the identity, and the seat keeps its identity in the journal', async () => {
    const anne = await newBrowser('Anne Bonny');
    const newcomer = await newBrowser();
    const host = await ready(await anne.device().create('table', { game: 'hidden-hands', seats: 2, name: 'Someone Else' }));
    const roomId = host.room.roomId;
    // A guest without a name yet plays under the one it joins with, and keeps it.
    const guest = await ready(await newcomer.device().joinById(roomId, { name: 'Mary' }));
    await waitFor(() => host.state().seats[1]?.name === 'Mary', 'the second seat');
    expect(host.state().seats.map((seat) => seat.name)).toEqual(['Anne Bonny', 'Mary']);
    expect(((await api('/api/me', newcomer.cookie)).body as Me).name).toBe('Mary');
    await server.store.tables.flush();
    const stored = await server.store.tables.load(roomId);
    expect(stored?.seats.map((seat) => seat.playerId)).toEqual([anne.me.playerId, newcomer.me.playerId]);
    await guest.leave();
    await host.leave();
  });

  it('a player comes back to their seat from another device; nobody else can take it', async () => {
    const anne = await newBrowser('Anne');
    const mary = await newBrowser('Mary');
    const laptop = await ready(await anne.device().create('table', { game: 'hidden-hands', seats: 2, name: 'Anne' }));
    const roomId = laptop.room.roomId;
    const maryRoom = await ready(await mary.device().joinById(roomId, { name: 'Mary' }));
    laptop.send('start', {});
    await waitFor(() => laptop.state().phase === 'playing', 'the start');

    // While Anne's seat is played, a second window of hers is refused, not given another seat.
    expect(await refusal(anne.device().joinById(roomId, { name: 'Anne' }))).toMatch(/already being played/);

    // Anne's laptop leaves for good: a bot stands in for her.
    await laptop.leave();
    await waitFor(() => maryRoom.state().seats[0]?.botStandIn === true, 'the stand-in');

    // Nobody else takes her seat: a forged cookie (her id, another's signature), another
    // player's valid cookie, a join without a cookie under her name.
    const [, issued, signature] = mary.cookie.split('.');
    const forged = `${anne.me.playerId}.${issued}.${signature}`;
    expect(await refusal(deviceWith(forged).joinById(roomId, { name: 'Anne' }))).toMatch(/no free seat/);
    expect(await refusal(mary.device().joinById(roomId, { name: 'Anne' }))).toMatch(/already being played/);
    expect(await refusal(deviceWith('').joinById(roomId, { name: 'Anne' }))).toMatch(/no free seat/);
    const outsider = await newBrowser('Anne');
    expect(await refusal(outsider.device().joinById(roomId, { name: 'Anne' }))).toMatch(/no free seat/);
    expect(maryRoom.state().seats[0]).toMatchObject({ name: 'Anne', botStandIn: true, connected: false });

    // "My tables" shows the table to Anne, with whether it is her turn.
    const mine = (await api('/api/me/tables', anne.cookie)).body as MyTable[];
    const awaited = server.tableRoom(roomId).table.session!.toAct().includes(0);
    expect(mine).toEqual([expect.objectContaining({ id: roomId, game: 'hidden-hands', seat: 0, phase: 'playing', yourTurn: awaited })]);
    expect(((await api('/api/me/tables', outsider.cookie)).body as MyTable[])).toEqual([]);

    // Her phone, with her cookie alone (no seat secret), gets the seat back.
    const phone = await ready(await anne.device().joinById(roomId, { name: 'Whoever' }));
    await waitFor(() => phone.inbox.welcome.at(-1)?.seat === 0, 'the welcome to seat 0');
    await waitFor(() => maryRoom.state().seats[0]?.connected === true, 'her seat connected');
    expect(maryRoom.state().seats[0]).toMatchObject({ name: 'Anne', botStandIn: false });
    expect(phone.inbox.welcome.at(-1)?.reclaim).toMatch(/.{20,}/);

    // The game ends: the match record names each seat's identity, and her page lists it.
    await playToTheEnd(roomId, new Map([[0, phone], [1, maryRoom]]));
    // The record is saved once the end is stored; the table's seats leave "my tables" with it.
    const saved = await savedRecord(server.store, roomId);
    expect(saved.players.map((player) => player.playerId)).toEqual([anne.me.playerId, mary.me.playerId]);
    const page = (await api(`/api/players/${anne.me.playerId}`, '')).body as PlayerPage;
    expect(page.matches).toEqual([expect.objectContaining({ id: roomId, game: 'hidden-hands', seat: 0 })]);
    expect(page.matches[0].players.map((player) => player.name)).toEqual(['Anne', 'Mary']);
    await server.store.tables.flush();
    expect(((await api('/api/me/tables', anne.cookie)).body as MyTable[])).toEqual([]);
    await phone.leave();
    await maryRoom.leave();
  });
});
