/**
 * A private table has two secrets: one to play (which also lets you watch), one only to watch.
 * Whoever comes in with the watch secret is a spectator and can never take a seat; a spectator
 * is never given the play secret; and an invite link says, before you join, which game and
 * whose table it leads to (POST /api/invites).
 */
import { createTable, joinTable, testServerPerFile, waitFor, type TestServer } from '../helpers/server';

const server = testServerPerFile();

async function privateTable(): Promise<{ roomId: string; invite: string; watchInvite: string; host: Awaited<ReturnType<typeof createTable>> }> {
  const host = await createTable(server, { seats: 3, name: 'Anne', private: true, tableName: 'The Black Pearl' });
  await waitFor(() => host.inbox.welcome.length > 0, 'welcome');
  const { invite, watchInvite } = host.inbox.welcome[0]!;
  return { roomId: host.room.roomId, invite: invite!, watchInvite: watchInvite!, host };
}

async function ask(room: string, invite: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/invites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ room, invite }),
  });
  return { status: response.status, body: await response.json() };
}

describe('a private table', () => {
  it('has a play secret and a different watch secret, both for its host', async () => {
    const { invite, watchInvite } = await privateTable();
    expect(invite).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(watchInvite).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(watchInvite).not.toBe(invite);
  });

  it('lets the watch secret watch, never sit, and never reveals the play secret to a spectator', async () => {
    const { roomId, invite, watchInvite, host } = await privateTable();
    // Even asking to play, the watch secret makes a spectator.
    const cat = await joinTable(server, roomId, { name: 'Cat', invite: watchInvite });
    await waitFor(() => cat.inbox.welcome.length > 0, 'welcome');
    expect(cat.inbox.welcome[0]).toEqual({ seat: null, spectator: true, host: false, watchInvite });
    expect(await cat.expectError('sit', {})).toMatchObject({ code: 'watch-only' });
    expect(await cat.expectError('sit', { seat: 2 })).toMatchObject({ code: 'watch-only' });
    expect(host.state().seats.map((seat) => seat.name)).toEqual(['Anne', '', '']);

    // Someone invited to play who chooses to watch may sit later, but as a spectator is not
    // given the play secret either.
    const dan = await joinTable(server, roomId, { name: 'Dan', invite, spectate: true });
    await waitFor(() => dan.inbox.welcome.length > 0, 'welcome');
    expect(dan.inbox.welcome[0]).toEqual({ seat: null, spectator: true, host: false, watchInvite });
    dan.send('sit', {});
    await waitFor(() => dan.inbox.welcome.at(-1)?.seat === 1, 'Dan seated');
    expect(dan.inbox.welcome.at(-1)).toMatchObject({ invite, watchInvite });
    expect(cat.inbox.welcome.every((welcome) => welcome.invite === undefined)).toBe(true);

    // A seated player sees both secrets.
    const eve = await joinTable(server, roomId, { name: 'Eve', invite });
    await waitFor(() => eve.inbox.welcome.length > 0, 'welcome');
    expect(eve.inbox.welcome[0]).toMatchObject({ seat: 2, invite, watchInvite });
  });

  it('says which game and whose table an invite leads to, and whether it is to play or watch', async () => {
    const { roomId, invite, watchInvite } = await privateTable();
    expect(await ask(roomId, invite)).toEqual({
      status: 200,
      body: { game: 'port-royal', title: 'Port Royal', tableName: 'The Black Pearl', host: 'Anne', watchOnly: false },
    });
    expect((await ask(roomId, watchInvite)).body).toMatchObject({ host: 'Anne', watchOnly: true });
    expect(await ask(roomId, 'guessed')).toEqual({ status: 404, body: { error: 'This invite link is not valid: the table may have closed.' } });
    expect((await ask('no-such-room', invite)).status).toBe(404);
    const publicTable = await createTable(server, { seats: 2, name: 'Ben' });
    expect((await ask(publicTable.room.roomId, '')).status).toBe(404);
  });
});
