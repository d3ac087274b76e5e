/**
 * What people type that others read: a name may not pass for a bot's (`… (bot)`) nor carry
 * control, zero-width or bidirectional characters (which hide or reorder text), in a player's
 * name or a table's. And a message of a type the table does not know gets a readable answer,
 * whatever the frame carried as its type.
 */
import { playerName } from '../../shared/protocol';
import { createTable, testServerPerFile, waitFor, type TestServer } from '../helpers/server';

const server = testServerPerFile();

const BOT_LIKE = ['Anne (bot)', 'Calico Jack (BOT)', 'Mary ( bot )', 'Henry （bot）'];
const HIDDEN = {
  'a zero-width space': 'An\u200Bne',
  'a zero-width joiner': 'An\u200Dne',
  'a right-to-left override': '\u202Eenna',
  'a bidirectional isolate': 'Anne\u2066x\u2069',
  'a byte-order mark': 'An\uFEFFne',
  'a control character': 'An\u0007ne',
  'a line separator': 'Anne\u2028Bonny',
};

describe('names', () => {
  it.each(BOT_LIKE)('refuses %j, which passes for a bot', async (name) => {
    expect(playerName.safeParse(name).success).toBe(false);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name })).rejects.toThrow(/Only bots are called "\(bot\)"/);
    const host = await createTable(server, { seats: 2, name: 'Host' });
    await expect(server.sdk.joinById(host.room.roomId, { name })).rejects.toThrow(/Only bots are called/);
  });

  it.each(Object.entries(HIDDEN))('refuses a name with %s', async (_what, name) => {
    expect(playerName.safeParse(name).success).toBe(false);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name })).rejects.toThrow(/control or invisible characters/);
    await expect(server.sdk.create('table', { game: 'port-royal', seats: 2, name: 'Anne', tableName: `The ${name}` })).rejects.toThrow(
      /tableName: A table name may not contain control or invisible characters/,
    );
  });

  it('accepts names in any script, folded to their usual form', async () => {
    for (const name of ['José', 'Zoë', '李雷', 'Anne-Marie', 'Ἀλέξανδρος', 'Bonny 2']) expect(playerName.parse(name)).toBe(name);
    expect(playerName.parse('  Ｍａｒｙ  ')).toBe('Mary');
    const host = await createTable(server, { seats: 2, name: 'Ｍａｒｙ', tableName: 'Ｔｏｒｔｕｇａ' });
    await waitFor(() => host.state().seats[0]?.name === 'Mary', 'the folded name');
    expect(host.state().tableName).toBe('Tortuga');
  });
});

describe('unknown messages', () => {
  it('are answered readably, whatever type the frame carried', async () => {
    const host = await createTable(server, { seats: 2, name: 'Anne' });
    const listing = 'The messages are: sit, stand, bot, start, action, legal, chat.';
    expect((await host.expectError('teleport', { to: 'Tortuga' })).message).toBe(`There is no "teleport" message. ${listing}`);
    // A type the SDK encodes as a number, an object, and a frame whose type decodes to nothing.
    expect((await host.expectError(12 as never)).message).toBe(`That message has no type this table knows. ${listing}`);
    expect((await host.expectError({ type: 'action' } as never)).message).toBe(`That message has no type this table knows. ${listing}`);
    const before = host.inbox.error.length;
    const ROOM_DATA = 13;
    (host.room.connection as unknown as { send(data: Uint8Array): void }).send(new Uint8Array([ROOM_DATA, 0xa0]));
    await waitFor(() => host.inbox.error.length > before, 'an answer to a frame without a type');
    expect(host.inbox.error.at(-1)).toEqual({ code: 'bad-message', message: `That message has no type this table knows. ${listing}` });
    expect((await host.expectError('x'.repeat(300))).message).toBe(`That message has no type this table knows. ${listing}`);
    expect(host.room.connection.isOpen).toBe(true);
  });
});
