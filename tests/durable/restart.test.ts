/**
 * A server killed with SIGKILL in the middle of a game of each of the five games comes back
 * with every table: after the restart, each seat (back with its secret, as a browser keeps it)
 * and a spectator decode exactly the view they had, no action is lost, and the games play on to
 * the end (a few moves by the players, then bots standing in for them). The lobby lists the
 * restored tables again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { GAME_IDS } from '../../shared/core/registry';
import { LOBBY_ROOM_NAME } from '../../shared/protocol';
import { freePort, kill } from '../../tools/process-group';
import { openTable, playOne, rejoin, settle, viewsOf, type OpenTable } from '../helpers/durable-table';
import { waitFor } from '../helpers/server';
import { start, stop, type Managed } from '../scale/cluster';

jest.setTimeout(240_000);

const MOVES_BEFORE_KILL = 6;

async function healthy(base: string, server: Managed): Promise<void> {
  await waitFor(() => server.child.exitCode === null || undefined, 'the server to run');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never became ready:\n${server.output()}`);
}

describe('a table survives SIGKILL of its server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'durable-restart-'));
  let port = 0;
  let server: Managed | undefined;

  function boot(label: string): Managed {
    return start(label, 'npx', ['tsx', 'server/main.ts'], {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: '/nonexistent-dist',
      BOT_DELAY_MS: '1',
      RECONNECT_SECONDS: '30',
      TABLES_PER_MINUTE: '0',
      OPEN_TABLES_PER_ADDRESS: '0',
      CONNECTIONS_PER_ADDRESS: '0',
    });
  }

  afterAll(async () => {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('brings back every game mid-play, same views, and plays each to the end', async () => {
    port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = boot('before');
    await healthy(base, server);
    const sdk = new Client(`ws://127.0.0.1:${port}`);

    const tables: OpenTable[] = [];
    for (const game of GAME_IDS) {
      const table = await openTable(sdk, game, game === 'borneo' ? 3 : 2);
      for (let move = 0; move < MOVES_BEFORE_KILL; move++) await playOne(table);
      tables.push(table);
    }
    const before = tables.map((table) => viewsOf(table));
    const logsBefore = tables.map((table) => table.spectator.inbox.log.flatMap((message) => message.lines).length);

    await kill(server);
    server = boot('after');
    await healthy(base, server);
    const sdkAfter = new Client(`ws://127.0.0.1:${port}`);

    for (const [index, table] of tables.entries()) {
      const back = await rejoin(sdkAfter, table);
      // Each seat and the spectator decode exactly what they decoded before the kill.
      expect(viewsOf(back)).toEqual(before[index]);
      // The whole log comes back: no action was lost.
      const lines = back.spectator.inbox.log.at(-1)?.lines ?? [];
      expect(lines.length).toBe(logsBefore[index]);
      tables[index] = back;
    }

    // The lobby lists the restored public tables again (they are listed while a person is at them).
    const lobby = await sdkAfter.joinOrCreate(LOBBY_ROOM_NAME);
    const listed = new Set<string>();
    lobby.onMessage('rooms', (all: { roomId: string }[]) => all.forEach((room) => listed.add(room.roomId)));
    lobby.onMessage('+', ([roomId]: [string, unknown]) => listed.add(roomId));
    await waitFor(() => tables.every((table) => listed.has(table.roomId)), 'the restored tables in the lobby', 20_000);
    await lobby.leave();

    for (const table of tables) {
      // Playable after the restart: the players play on…
      for (let move = 0; move < 3; move++) await playOne(table);
      // …then leave, and bots stand in for them until the end, which the spectator sees.
      for (const { player } of table.seats) await player.leave();
      await waitFor(() => table.spectator.state().phase === 'over', `${table.game} to end`, 180_000);
      const record = await fetch(`${base}/api/matches/${table.roomId}`);
      expect(record.status).toBe(200);
    }
    await settle(tables[0]!);
  });
});
