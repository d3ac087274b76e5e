/**
 * Per-seat secrets through StateView, with the test-only Hidden Hands game: each client
 * decodes exactly its own view (its own hand and nobody else's; a spectator no hand at all),
 * reads its own version of the log, and gets its hand back when it reclaims its seat.
 */
import { isDeepStrictEqual } from 'node:util';
import { formatLogText, logTextFor } from '../../shared/core/log';
import { createRng } from '../../shared/core/rng';
import { createTable, joinTable, testServerPerFile, waitFor, type Player } from '../helpers/server';
import { gamesOf } from '../../server/games';
import { hiddenHands, hiddenHandsEntry, type HandsAction, type HandsView } from './fixtures/hidden-hands';

const server = testServerPerFile({ reconnectSeconds: 1, botDelayMs: 20, rateLimitPerSecond: 10000, rateLimitBurst: 10000 }, gamesOf([hiddenHandsEntry]));

async function table(): Promise<{ seats: Player[]; watcher: Player; roomId: string }> {
  const host = await createTable(server, { game: 'hidden-hands', seats: 3, name: 'Anne' }, 'hidden-hands');
  const roomId = host.room.roomId;
  const seats = [host, await joinTable(server, roomId, { name: 'Mary' }), await joinTable(server, roomId, { name: 'Jack' })];
  const watcher = await joinTable(server, roomId, { name: 'Grace', spectate: true });
  host.send('start');
  await waitFor(() => server.tableRoom(roomId).table.session, 'the start');
  return { seats, watcher, roomId };
}

it('sends each seat its own hand only, and each viewer its own log', async () => {
  const { seats, watcher, roomId } = await table();
  const room = server.tableRoom(roomId);
  const viewers = [...seats.map((player, seat) => ({ player, seat: seat as number | null })), { player: watcher, seat: null }];
  const rng = createRng('hidden-hands-players');
  for (;;) {
    const session = room.table.session;
    if (!session) throw new Error('no session');
    for (const { player, seat } of viewers) {
      const expected = session.view(seat);
      await waitFor(() => isDeepStrictEqual(player.state().board, expected), `viewer ${seat}'s board`, 3000).catch(() => undefined);
      expect(player.state().board).toEqual(expected);
    }
    if (room.table.phase === 'over') break;
    const seat = session.toAct()[0] as number;
    const player = seats[seat] as Player;
    const legal = await waitFor(() => {
      const last = player.inbox.legal.at(-1);
      return last && isDeepStrictEqual(last.actions, session.legal(seat)) ? last : undefined;
    }, 'legal actions');
    const step = session.actions.length;
    player.send('action', hiddenHands.bots.random.choose(player.state().board as HandsView, seat, legal.actions as HandsAction[], rng));
    await waitFor(() => (room.table.session?.actions.length ?? 0) > step, 'the move');
  }
  // The spectator never decoded a hand; each seat decoded its own only.
  expect((watcher.state().board as HandsView).mine).toBeUndefined();
  seats.forEach((player, seat) => expect(Object.keys((player.state().board as HandsView).mine ?? {})).toEqual([String(seat)]));

  const log = room.table.session?.log ?? [];
  for (const { player, seat } of viewers) {
    const expected = log.map((entry) => formatLogText(logTextFor(entry, seat), (n) => room.table.seating.nameOf(n)));
    await waitFor(() => player.inbox.log.flatMap((message) => message.lines).length === expected.length, 'the whole log');
    expect(player.inbox.log.flatMap((message) => message.lines)).toEqual(expected);
  }
  const drawsSeenByWatcher = watcher.inbox.log.flatMap((message) => message.lines).filter((line) => / drew /.test(line));
  expect(drawsSeenByWatcher.length).toBeGreaterThan(0);
  expect(drawsSeenByWatcher.every((line) => line.endsWith('drew a card.'))).toBe(true);
});

it('gives a reclaimed seat its hand back', async () => {
  const { seats, watcher, roomId } = await table();
  const mary = seats[1] as Player;
  const reclaim = mary.inbox.welcome.at(-1)?.reclaim;
  mary.room.reconnection.enabled = false;
  const client = server.tableRoom(roomId).clients.get(mary.room.sessionId);
  (client?.ref as unknown as { terminate(): void }).terminate();
  await waitFor(() => watcher.state().seats[1]?.botStandIn === true, 'the stand-in', 4000);

  const back = await joinTable(server, roomId, { name: 'Mary', reclaim });
  const session = server.tableRoom(roomId).table.session;
  await waitFor(() => isDeepStrictEqual(back.state().board, session?.view(1)), "Mary's hand", 3000).catch(() => undefined);
  expect(back.state().board).toEqual(session?.view(1));
  expect(Object.keys((back.state().board as HandsView).mine ?? {})).toEqual(['1']);
});
