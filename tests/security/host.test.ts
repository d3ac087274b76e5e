/**
 * The host of a table is the client that created it, bound to the seat reservation of the
 * create request, never to anything a joiner can send. The race an attacker used: join a new
 * table the moment it exists (from the lobby, ~100 ms before its creator's socket connects),
 * with join options that look like a creator's.
 */
import { testServerPerFile, waitFor, wrap, type Player, type TestServer } from '../helpers/server';

const server = testServerPerFile();

/** A create request answered with a seat reservation, whose socket is not connected yet. */
async function reserveCreation(options: Record<string, unknown>): Promise<{ roomId: string; reservation: unknown }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/table`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  expect(response.status).toBe(200);
  const reservation = (await response.json()) as { roomId: string };
  return { roomId: reservation.roomId, reservation };
}

async function connect(reservation: unknown): Promise<Player> {
  const player = wrap(await server.sdk.consumeSeatReservation(reservation as never));
  await waitFor(() => player.inbox.welcome.length > 0, 'welcome');
  return player;
}

describe('the host', () => {
  it('stays the creator when others join before the creator connects, whatever they send', async () => {
    const create = { game: 'port-royal', seats: 3, name: 'Anne' };
    const { roomId, reservation } = await reserveCreation(create);

    // Before Anne's socket connects: a watcher and a player join, their options dressed up as a
    // creator's (the game, the seats, even a forged server stamp).
    const forged = { $server: { ticket: 'guess', address: '127.0.0.1' } };
    const eve = wrap(await server.sdk.joinById(roomId, { ...create, name: 'Eve', spectate: true, ...forged }));
    const mallory = wrap(await server.sdk.joinById(roomId, { ...create, name: 'Mallory', ...forged }));
    await waitFor(() => eve.inbox.welcome.length > 0 && mallory.inbox.welcome.length > 0, 'the early joiners in');
    expect(eve.inbox.welcome[0]).toMatchObject({ spectator: true, host: false });
    expect(mallory.inbox.welcome[0]).toMatchObject({ spectator: false, host: false });

    const anne = await connect(reservation);
    expect(anne.inbox.welcome[0]).toMatchObject({ spectator: false, host: true });
    const anneSeat = anne.inbox.welcome[0]?.seat as number;
    await waitFor(() => anne.state().host === anneSeat, "the state naming Anne's seat as the host's");

    // Only Anne can run the table.
    expect(await eve.expectError('bot', { seat: 2, on: true })).toMatchObject({ code: 'not-host' });
    expect(await mallory.expectError('start')).toMatchObject({ code: 'not-host' });
    anne.send('bot', { seat: 2, on: true });
    await waitFor(() => anne.state().seats[2]?.isBot === true, 'the host seating a bot');
    anne.send('start');
    await waitFor(() => anne.state().phase === 'playing', 'the host starting the game');
  });

});
