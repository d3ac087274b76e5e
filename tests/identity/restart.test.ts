/**
 * Identity across a restart of the server (SIGKILL, the embedded SQLite database): the cookie
 * issued before is still accepted (the signing key is kept in the database), and a player comes
 * back to their seat of the restored correspondence table with that cookie alone (no seat
 * secret), while a new guest is refused. Then the seat waits for its player (no stand-in).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { SESSION_COOKIE } from '../../server/identity';
import type { Me } from '../../shared/players';
import { DAY_SECONDS } from '../../shared/protocol';
import { freePort, kill } from '../../tools/process-group';
import { waitFor, wrap, type Player } from '../helpers/server';
import { start, stop, type Managed } from '../scale/cluster';

jest.setTimeout(180_000);

async function healthy(base: string, server: Managed): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never became ready:\n${server.output()}`);
}

async function ready(room: Awaited<ReturnType<Client['joinById']>>): Promise<Player> {
  const player = wrap(room);
  await waitFor(() => Object.keys(player.state()).length > 0 && player.inbox.welcome.length > 0, 'the initial state', 20_000);
  return player;
}

describe('identity across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-restart-'));
  let server: Managed | undefined;
  afterAll(async () => {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the cookie good and gives the seat of a restored table back to its player', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const boot = (label: string) =>
      start(label, 'npx', ['tsx', 'server/main.ts'], { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: '/nonexistent-dist', BOT_DELAY_MS: '1', RECONNECT_SECONDS: '1' });
    const browser = async (name: string) => {
      const response = await fetch(`${base}/api/me`);
      const cookie = /caribbean_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] as string;
      await fetch(`${base}/api/me/name`, { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${cookie}`, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
      return { cookie, device: () => new Client(`ws://127.0.0.1:${port}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }) };
    };
    server = boot('before');
    await healthy(base, server);
    const anne = await browser('Anne');
    const mary = await browser('Mary');
    const host = await ready(await anne.device().create('table', { game: 'port-royal', seats: 2, name: 'Anne', turnSeconds: DAY_SECONDS }));
    const roomId = host.room.roomId;
    await ready(await mary.device().joinById(roomId, { name: 'Mary' }));
    host.send('start');
    await waitFor(() => host.state().phase === 'playing', 'the start', 20_000);
    const meBefore = (await (await fetch(`${base}/api/me`, { headers: { cookie: `${SESSION_COOKIE}=${anne.cookie}` } })).json()) as Me;

    await kill(server);
    server = boot('after');
    await healthy(base, server);

    // The cookie issued before the restart is good after it.
    const meAfter = (await (await fetch(`${base}/api/me`, { headers: { cookie: `${SESSION_COOKIE}=${anne.cookie}` } })).json()) as Me;
    expect(meAfter).toEqual(meBefore);
    // A stranger is refused; Anne, with her cookie alone, is back in seat 0.
    const stranger = await browser('Anne');
    await expect(stranger.device().joinById(roomId, { name: 'Anne' })).rejects.toThrow(/no free seat/);
    const back = await ready(await anne.device().joinById(roomId, { name: 'Whoever' }));
    await waitFor(() => back.inbox.welcome.at(-1)?.seat === 0, 'the welcome to seat 0', 20_000);
    await waitFor(() => back.state().seats[0]?.connected === true, 'her seat connected', 20_000);
    expect(back.state().seats.map((seat) => seat.name)).toEqual(['Anne', 'Mary']);
    // Mary did not come back: past the reconnection window her seat still waits for her.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(back.state().seats[1]).toMatchObject({ name: 'Mary', connected: false, botStandIn: false });
    await back.leave();
  });
});
