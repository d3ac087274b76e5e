/**
 * The table chat through the real room and SDK clients: text is bounded and checked like names,
 * each client may say 5 lines per 10 s, HTML arrives as the text it is, spectators' lines
 * reach no player's socket while the game is played (by default) and reach them at the end, the
 * chat is stored with the table (a restored table and a new joiner get the history each may
 * read) and with the finished match, each line with the step it was said at.
 */
import { isDeepStrictEqual } from 'node:util';
import { createRng } from '../../shared/core/rng';
import { ERROR_CODES, type ChatLine } from '../../shared/protocol';
import { gamesOf } from '../../server/games';
import { restoreTables } from '../../server/rooms/restore';
import { createTable, framesOf, joinTable, savedRecord, testServerPerFile, waitFor, type Player } from '../helpers/server';
import { hiddenHands, hiddenHandsEntry, type HandsAction, type HandsView } from './fixtures/hidden-hands';

const server = testServerPerFile({ reconnectSeconds: 30, botDelayMs: 20, rateLimitPerSecond: 10000, rateLimitBurst: 10000 }, gamesOf([hiddenHandsEntry]));

afterEach(() => server.cleanup());

function said(player: Player): string[] {
  const lines: ChatLine[] = [];
  for (const message of player.inbox.chat) {
    if (message.replace) lines.length = 0;
    lines.push(...message.lines);
  }
  return lines.map((line) => line.text);
}

/** Whether any raw frame the client received holds `text`'s bytes. */
function wireHolds(player: Player, text: string): boolean {
  const needle = Buffer.from(text);
  return framesOf(player.room).some((frame) => Buffer.from(frame).includes(needle));
}

async function table(options: Record<string, unknown> = {}): Promise<{ seats: Player[]; watchers: Player[]; roomId: string }> {
  const host = await createTable(server, { game: 'hidden-hands', seats: 2, name: 'Anne', ...options }, 'chat-table');
  const roomId = host.room.roomId;
  const seats = [host, await joinTable(server, roomId, { name: 'Mary' })];
  const watchers = [await joinTable(server, roomId, { name: 'Grace', spectate: true }), await joinTable(server, roomId, { name: 'Jack', spectate: true })];
  host.send('start');
  await waitFor(() => server.tableRoom(roomId).table.session, 'the start');
  return { seats, watchers, roomId };
}

async function playToTheEnd(seats: Player[], roomId: string): Promise<void> {
  const room = server.tableRoom(roomId);
  const rng = createRng('chat-players');
  while (room.table.phase !== 'over') {
    const session = room.table.session;
    if (!session) throw new Error('no session');
    const seat = session.toAct()[0] as number;
    const player = seats[seat] as Player;
    const legal = await waitFor(() => {
      const last = player.inbox.legal.at(-1);
      return last && isDeepStrictEqual(last.actions, session.legal(seat)) ? last : undefined;
    }, 'legal actions');
    const step = session.actions.length;
    player.send('action', hiddenHands.bots.random.choose(player.state().board as HandsView, seat, legal.actions as HandsAction[], rng));
    await waitFor(() => (room.table.session?.actions.length ?? 0) > step || room.table.phase === 'over', 'the move');
  }
}

it('refuses empty, overlong and invisible-character messages, and counts 5 lines per client per 10 s', async () => {
  const { seats, watchers } = await table();
  const anne = seats[0] as Player;
  const mary = seats[1] as Player;
  expect((await anne.expectError('chat', { text: '' })).code).toBe(ERROR_CODES.badMessage);
  expect((await anne.expectError('chat', { text: '   ' })).message).toMatch(/Write something/);
  expect((await anne.expectError('chat', { text: 'x'.repeat(301) })).message).toMatch(/at most 300 characters/);
  expect((await anne.expectError('chat', { text: 'hi\u202Ethere' })).message).toMatch(/invisible/);
  expect((await anne.expectError('chat', { text: 'hi', extra: 1 })).code).toBe(ERROR_CODES.badMessage);
  const longest = 'y'.repeat(300);
  anne.send('chat', { text: longest });
  for (let n = 1; n <= 4; n++) anne.send('chat', { text: `line ${n}` });
  const refused = await anne.expectError('chat', { text: 'one too many' });
  expect(refused.code).toBe(ERROR_CODES.rateLimited);
  expect(refused.message).toMatch(/at most 5 messages in 10 seconds/);
  // Another client has its own allowance.
  mary.send('chat', { text: 'my turn to talk' });
  const expected = [longest, 'line 1', 'line 2', 'line 3', 'line 4', 'my turn to talk'];
  await waitFor(() => isDeepStrictEqual(said(watchers[0] as Player), expected) || undefined, 'the lines');
  expect(said(mary)).toEqual(expected);
  expect(said(anne)).toEqual(expected);
});

it('delivers HTML as the text it is, with the speaker and the step', async () => {
  const { seats, watchers } = await table();
  const html = '<img src=x onerror="alert(1)"> <b>bold</b>';
  (seats[1] as Player).send('chat', { text: html });
  await waitFor(() => said(watchers[1] as Player).length === 1 || undefined, 'the line');
  const line = (watchers[1] as Player).inbox.chat.at(-1)?.lines[0];
  expect(line).toMatchObject({ seat: 1, name: 'Mary', text: html, spectatorsOnly: false, step: 0 });
});

it("keeps spectators' lines off the players' sockets during the game, and gives them to the players at the end", async () => {
  const { seats, watchers, roomId } = await table();
  const [grace, jack] = watchers as [Player, Player];
  const hint = 'HINT-Mary-holds-the-ace-7f3a';
  grace.send('chat', { text: hint });
  // Two sockets' messages arrive in no fixed order: one after the other.
  await waitFor(() => said(jack).length === 1 || undefined, "the spectator's line");
  (seats[0] as Player).send('chat', { text: 'Anne speaks to all' });
  await waitFor(() => said(jack).length === 2 || undefined, "the spectator's and the player's lines");
  expect(said(jack)).toEqual([hint, 'Anne speaks to all']);
  expect(jack.inbox.chat.flatMap((m) => m.lines)[0]).toMatchObject({ seat: null, name: 'Grace', spectatorsOnly: true });
  for (const player of seats) {
    await waitFor(() => said(player).includes('Anne speaks to all') || undefined, "the player's line");
    expect(said(player)).toEqual(['Anne speaks to all']);
    expect(wireHolds(player, hint)).toBe(false);
  }
  expect(wireHolds(jack, hint)).toBe(true);

  await playToTheEnd(seats, roomId);
  for (const player of seats) {
    await waitFor(() => said(player).includes(hint) || undefined, 'the hidden line at the end');
    expect(said(player)).toEqual([hint, 'Anne speaks to all']);
  }
  // The match keeps the chat, each line at its step.
  const record = await savedRecord(server.store, roomId);
  expect(record.chat?.map((line) => [line.text, line.step])).toEqual([[hint, 0], ['Anne speaks to all', 0]]);
});

it("lets players read spectators' lines during the game when the table says so", async () => {
  const { seats, watchers } = await table({ spectatorChat: 'everyone' });
  (watchers[0] as Player).send('chat', { text: 'Go Anne!' });
  for (const player of seats) await waitFor(() => said(player).includes('Go Anne!') || undefined, 'the line');
});

it('is stored with the table: a restored table gives each reader the history it may read', async () => {
  const { seats, watchers, roomId } = await table();
  const secretHint = 'SPECTATOR-ONLY-e91c';
  (watchers[0] as Player).send('chat', { text: secretHint });
  await waitFor(() => said(watchers[1] as Player).length === 1 || undefined, 'the first line');
  (seats[1] as Player).send('chat', { text: 'Mary: good luck' });
  await waitFor(() => said(watchers[1] as Player).length === 2 || undefined, 'both lines');
  await server.store.tables.flush();
  const stored = await server.store.tables.load(roomId);
  expect(stored?.chat.map((line) => line.text)).toEqual([secretHint, 'Mary: good luck']);

  // The same rows brought back as a table under another id, as after a restart.
  const copyId = `${roomId}-again`;
  const copy = { ...(stored as NonNullable<typeof stored>), table: { ...(stored as NonNullable<typeof stored>).table, id: copyId } };
  server.store.tables.saveTable(copy.table);
  await server.store.tables.flush();
  await restoreTables([copy]);
  const reclaim = (seats[1] as Player).inbox.welcome.at(-1)?.reclaim;
  const mary = await joinTable(server, copyId, { name: 'Mary', reclaim });
  const watcher = await joinTable(server, copyId, { name: 'Lee', spectate: true });
  await waitFor(() => said(watcher).length === 2 || undefined, "the spectator's history");
  expect(said(watcher)).toEqual([secretHint, 'Mary: good luck']);
  await waitFor(() => said(mary).length === 1 || undefined, "the player's history");
  expect(said(mary)).toEqual(['Mary: good luck']);
  expect(wireHolds(mary, secretHint)).toBe(false);
  // New lines carry on from the restored ones.
  mary.send('chat', { text: 'back again' });
  await waitFor(() => said(watcher).includes('back again') || undefined, 'a new line');
  expect(watcher.inbox.chat.at(-1)?.lines[0]?.seq).toBe(2);
});
