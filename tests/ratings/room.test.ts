/**
 * Ratings through the room: two identities play a short game to the end; the match moves
 * their ratings (the winner up, the loser down), the seats show the new ones and the next
 * table shows them as the players sit down; the leaderboard names them. An unrated table
 * and a table of one person against a bot move nobody. (The test-only game hidden-hands.)
 */
import { matchMaker } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { gamesOf } from '../../server/games';
import { SESSION_COOKIE } from '../../server/identity';
import { BOT_RATINGS } from '../../server/ratings/bots';
import type { Me } from '../../shared/players';
import type { CreateOptions } from '../../shared/protocol';
import { hiddenHandsEntry } from '../room/fixtures/hidden-hands';
import { savedRecord, testServerPerFile, waitFor, wrap, type Player } from '../helpers/server';

const server = testServerPerFile({ botDelayMs: 2, rateLimitPerSecond: 10000, rateLimitBurst: 10000 }, gamesOf([hiddenHandsEntry]));

async function api(path: string, cookie: string, body?: unknown): Promise<{ status: number; body: unknown; setCookie: string }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), setCookie: response.headers.get('set-cookie') ?? '' };
}

/** A browser with its own identity (session cookie), named. */
async function newBrowser(name: string): Promise<{ me: Me; device(): Client }> {
  const first = await api('/api/me', '');
  const cookie = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(first.setCookie)?.[1] as string;
  await api('/api/me/name', cookie, { name });
  const me = (await api('/api/me', cookie)).body as Me;
  return { me, device: () => new Client(`ws://127.0.0.1:${server.port}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }) };
}

async function ready(room: Awaited<ReturnType<Client['joinById']>>): Promise<Player> {
  const player = wrap(room);
  await waitFor(() => Object.keys(player.state()).length > 0, 'the initial state');
  return player;
}

/**
 * The seat's first legal move that does not end the game in a tie (the first legal one if every
 * move does). Two new players who tie both stay at 1500, so otherwise the deal would decide (8
 * deals in 2,000 tie when every move is the first legal one) whether the test sees a rating move.
 */
function moveFor(session: { state: unknown; legal(seat: number): { type: string }[] }, seat: number): { type: string } | undefined {
  const { game } = hiddenHandsEntry;
  const legal = session.legal(seat);
  for (const action of legal) {
    const result = game.apply(session.state, seat, action);
    const outcome = result.ok ? game.outcome(result.value.state) : null;
    if (!outcome || outcome.ranking.every((group) => group.length === 1)) return action;
  }
  return legal[0];
}

/** Plays the table to its end, each awaited seat playing `moveFor`'s move. */
async function playToTheEnd(roomId: string, players: Map<number, Player>): Promise<void> {
  const room = server.tableRoom(roomId);
  for (let step = 0; step < 200 && room.table.phase === 'playing'; step++) {
    const session = room.table.session!;
    const seat = session.toAct()[0]!;
    const before = session.actions.length;
    const player = players.get(seat);
    if (player) player.send('action', moveFor(session, seat));
    await waitFor(() => room.table.phase !== 'playing' || session.actions.length > before, 'the move to be played');
  }
  expect(room.table.phase).toBe('over');
}

/** Anne creates a two-seat table (with these options), Mary joins, Anne starts, both play it out. */
async function playMatch(anne: Awaited<ReturnType<typeof newBrowser>>, mary: Awaited<ReturnType<typeof newBrowser>>, options: Partial<CreateOptions> = {}) {
  const host = await ready(await anne.device().create('table', { game: 'hidden-hands', seats: 2, name: 'Anne', ...options }));
  const guest = await ready(await mary.device().joinById(host.room.roomId, { name: 'Mary' }));
  await waitFor(() => host.state().seats[1]?.name !== '', 'the second seat');
  host.send('start', {});
  await waitFor(() => host.state().phase === 'playing', 'the start');
  await playToTheEnd(host.room.roomId, new Map([[0, host], [1, guest]]));
  await waitFor(() => host.state().phase === 'over', 'the end');
  return { host, guest, roomId: host.room.roomId };
}

describe('ratings through the room', () => {
  it('a rated match between two identities moves their ratings; the seats and the leaderboard show them', async () => {
    const anne = await newBrowser('Anne');
    const mary = await newBrowser('Mary');
    const { host, guest, roomId } = await playMatch(anne, mary);
    const places = host.state().places;
    expect(host.state().rated).toBe(true);
    // The seats showed a new player's rating, then show the rated match's outcome.
    await waitFor(() => host.state().seats.every((seat) => seat.rating !== 1500), 'the new ratings on the seats');
    const winner = places[0] === 1 && places[1] === 2 ? 0 : places[1] === 1 && places[0] === 2 ? 1 : -1;
    expect(winner).not.toBe(-1);
    const seats = host.state().seats;
    expect(seats[winner]!.rating).toBeGreaterThan(1500);
    expect(seats[1 - winner]!.rating).toBeLessThan(1500);
    expect(seats.every((seat) => seat.provisional)).toBe(true);
    expect((await savedRecord(server.store, roomId)).rated).toBe(true);
    // The lobby lists the table's players with their ratings.
    const listing = async () => {
      const [listed] = await matchMaker.query({ roomId });
      return (listed?.metadata as { players?: { name: string; rating: number }[] } | undefined)?.players ?? [];
    };
    for (let tries = 0; tries < 100 && (await listing()).some((player, seat) => player.rating !== seats[seat]!.rating); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await listing()).map((player) => [player.name, player.rating])).toEqual(seats.map((seat) => [seat.name, seat.rating]));

    const board = await server.get('/api/leaderboard/hidden-hands');
    const rows = (board.body as { players: { name: string; rating: number; games: number }[] }).players;
    const names = winner === 0 ? ['Anne', 'Mary'] : ['Mary', 'Anne'];
    expect(rows.map((row) => [row.name, row.games])).toEqual([[names[0], 1], [names[1], 1]]);
    expect(rows.map((row) => row.rating)).toEqual([seats[winner]!.rating, seats[1 - winner]!.rating]);
    await guest.leave();
    await host.leave();

    // At the next table the seats show the ratings as they stand.
    const again = await ready(await anne.device().create('table', { game: 'hidden-hands', seats: 2, name: 'Anne', unrated: true }));
    const anneRating = rows.find((row) => row.name === 'Anne')!.rating;
    await waitFor(() => again.state().seats[0]?.rating === anneRating, "Anne's rating on her seat");
    await again.leave();
  });

  it('a player who leaves is rated with the seat a bot finished for them', async () => {
    const anne = await newBrowser('Anne');
    const mary = await newBrowser('Mary');
    const host = await ready(await anne.device().create('table', { game: 'hidden-hands', seats: 2, name: 'Anne' }));
    const guest = await ready(await mary.device().joinById(host.room.roomId, { name: 'Mary' }));
    await waitFor(() => host.state().seats[1]?.name !== '', 'the second seat');
    host.send('start', {});
    await waitFor(() => host.state().phase === 'playing', 'the start');
    await guest.leave();
    await waitFor(() => host.state().seats[1]?.botStandIn === true, 'the stand-in');
    await playToTheEnd(host.room.roomId, new Map([[0, host]]));
    const record = await savedRecord(server.store, host.room.roomId);
    expect(record.players[1]).toMatchObject({ botStandIn: true, playerId: mary.me.playerId });
    const [maryRating] = await server.store.ratings.ofPlayer(mary.me.playerId);
    expect(maryRating?.games).toBe(1);
    expect(maryRating?.rating).not.toBe(1500);
    await host.leave();
  });

  it('an unrated table moves nobody', async () => {
    const anne = await newBrowser('Anne');
    const mary = await newBrowser('Mary');
    const { host, guest, roomId } = await playMatch(anne, mary, { unrated: true });
    expect(host.state().rated).toBe(false);
    expect((await savedRecord(server.store, roomId)).rated ?? false).toBe(false);
    expect(await server.store.ratings.ofPlayer(anne.me.playerId)).toEqual([]);
    expect(await server.store.ratings.ofPlayer(mary.me.playerId)).toEqual([]);
    expect(host.state().seats.map((seat) => [seat.rating, seat.provisional])).toEqual([[1500, true], [1500, true]]);
    await guest.leave();
    await host.leave();
  });

  it('one person against a bot is not rated; the bot shows its level’s fixed rating', async () => {
    const anne = await newBrowser('Anne');
    const host = await ready(await anne.device().create('table', { game: 'hidden-hands', seats: 2, name: 'Anne', bots: [{ seat: 1, kind: 'random' }] }));
    await waitFor(() => host.state().seats[1]?.rating === BOT_RATINGS.random.rating, "the bot's rating");
    expect(host.state().seats[1]?.provisional).toBe(false);
    host.send('start', {});
    await waitFor(() => host.state().phase === 'playing', 'the start');
    await playToTheEnd(host.room.roomId, new Map([[0, host]]));
    expect((await savedRecord(server.store, host.room.roomId)).rated).toBe(true);
    expect(await server.store.ratings.ofPlayer(anne.me.playerId)).toEqual([]);
    await host.leave();
  });
});
