/**
 * Whenever a client's role changes, what it receives follows: a seat reclaimed from a second
 * window leaves the first window's connection, when it comes back with its reconnection token,
 * a spectator that decodes the spectator's view and receives not one byte of the seat's
 * secrets any more. Real SDK clients, the decoded state and the raw frames, with the test-only
 * Hidden Hands game (each seat's hand is a secret part of its own).
 */
import { isDeepStrictEqual } from 'node:util';
import { $refId, type Schema } from '@colyseus/schema';
import { gamesOf } from '../../server/games';
import { createTable, framesOf, joinTable, testServerPerFile, waitFor, wrap, type Player } from '../helpers/server';
import { expectNoNeedle, findPattern, numberBytes, type Needle } from '../helpers/wire';
import { hiddenHandsEntry, type HandsView } from '../room/fixtures/hidden-hands';

const server = testServerPerFile({ reconnectSeconds: 5, botDelayMs: 20, rateLimitPerSecond: 10000, rateLimitBurst: 10000 }, gamesOf([hiddenHandsEntry]));

/** Anne (seat 0) and Mary (seat 1) at a started table, with a spectator. */
async function startedTable(): Promise<{ anne: Player; mary: Player; watcher: Player; roomId: string }> {
  const anne = await createTable(server, { game: 'hidden-hands', seats: 2, name: 'Anne' }, 'role-change');
  const roomId = anne.room.roomId;
  const mary = await joinTable(server, roomId, { name: 'Mary' });
  const watcher = await joinTable(server, roomId, { name: 'Grace', spectate: true });
  anne.send('start');
  await waitFor(() => server.tableRoom(roomId).table.session, 'the start');
  await waitFor(() => (mary.state().board as HandsView).mine?.['1'] !== undefined, "Mary's hand");
  return { anne, mary, watcher, roomId };
}

/** Any change to seat `seat`'s secret objects starts by switching to them: [255, refId]. */
function secretNeedles(roomId: string, seat: number): Needle[] {
  const board = server.tableRoom(roomId).state.board as unknown as { mine: Map<string, Schema & { hand: Schema }> };
  const secret = board.mine.get(String(seat));
  if (!secret) throw new Error(`seat ${seat} has no secret part`);
  return [secret, secret.hand].map((ref) => {
    const refId = (ref as Schema & { [$refId]?: number })[$refId];
    if (refId === undefined) throw new Error('an unattached secret part');
    return { what: `seat ${seat}'s hand`, pattern: [255, ...numberBytes(refId)] };
  });
}

function cut(roomId: string, player: Player): void {
  const client = server.tableRoom(roomId).clients.get(player.room.sessionId);
  (client?.ref as unknown as { terminate(): void }).terminate();
}

/** Plays moves at the table (each seat from its current client) until `moves` more were played. */
async function play(roomId: string, bySeat: Player[], moves: number): Promise<void> {
  const table = server.tableRoom(roomId);
  for (let i = 0; i < moves; i++) {
    const session = table.table.session;
    if (!session || table.table.phase !== 'playing') return;
    const seat = session.toAct()[0] as number;
    const step = session.actions.length;
    bySeat[seat]?.send('action', session.legal(seat)[0]);
    await waitFor(() => (table.table.session?.actions.length ?? 0) > step, `move ${step + 1}`);
  }
}

describe('a seat reclaimed from another window', () => {
  it.each([
    ['reconnecting with its token after a reload', false],
    ['reconnecting by itself (the SDK)', true],
  ])('turns the first window into a spectator that no longer gets the seat’s secrets (%s)', async (_how, sdkReconnects) => {
    const { anne, mary, watcher, roomId } = await startedTable();
    const table = server.tableRoom(roomId);
    const reclaim = mary.inbox.welcome.at(-1)?.reclaim;
    const token = mary.room.reconnectionToken;
    if (sdkReconnects) {
      // The SDK retries after a delay long enough for the second window to take the seat.
      Object.assign(mary.room.reconnection, { minUptime: 0, minDelay: 600, maxDelay: 600, delay: 600 });
    } else {
      mary.room.reconnection.enabled = false;
    }
    cut(roomId, mary);
    await waitFor(() => watcher.state().seats[1]?.connected === false, 'Mary shown as away');

    // The second window takes the seat back with its secret.
    const second = await joinTable(server, roomId, { name: 'Mary', reclaim });
    await waitFor(() => second.inbox.welcome.some((w) => w.seat === 1), 'the seat reclaimed');

    // The first window's connection comes back: as a spectator now.
    let first: Player;
    if (sdkReconnects) {
      const welcomes = mary.inbox.welcome.length;
      await waitFor(() => mary.inbox.welcome.length > welcomes, 'the first window back', 5000);
      first = mary;
    } else {
      first = wrap(await server.sdk.reconnect(token));
      await waitFor(() => first.inbox.welcome.length > 0, 'the first window back');
    }
    expect(first.inbox.welcome.at(-1)).toMatchObject({ seat: null, spectator: true });
    const framesBefore = framesOf(first.room).length;

    // Seat 1 plays on from the second window: its hand changes, the first window sees none of it.
    await play(roomId, [anne, second], 6);
    const session = table.table.session!;
    await waitFor(() => isDeepStrictEqual(first.state().board, session.view(null)), "the spectator's view", 3000).catch(() => undefined);
    expect(first.state().board).toEqual(session.view(null));
    expect((first.state().board as HandsView).mine).toBeUndefined();
    expectNoNeedle('the first window', framesOf(first.room).slice(framesBefore), secretNeedles(roomId, 1), session.actions.length);
    // ...while the second window holds the hand, decoded and on the wire.
    await waitFor(() => isDeepStrictEqual(second.state().board, session.view(1)), "the second window's view", 3000).catch(() => undefined);
    expect(second.state().board).toEqual(session.view(1));
    const needles = secretNeedles(roomId, 1);
    expect(framesOf(second.room).some((frame) => needles.some((needle) => findPattern(frame, needle.pattern) !== -1))).toBe(true);
  });
});
