/**
 * Tables that outlive the process. At start, the tables this process is to own come back from
 * the database (restore.ts) before `/healthz` says ready: alone, every unfinished table (this is
 * a restart); with other processes (REDIS_URL), only those whose owner's lease has expired.
 * While running, a lease keeper renews this process's hold on its tables and adopts the tables
 * of a process that died; a process that lost its lease closes its rooms (another owns them).
 */
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '../shared/protocol';
import type { App } from './app';
import { LeaseKeeper } from './durable/keeper';
import { restoreTables } from './rooms/restore';
import type { TableRoom } from './rooms/table-room';

export async function startDurableTables(app: App, owner: string): Promise<LeaseKeeper | undefined> {
  const { config, store } = app;
  if (store.dialect === 'memory') return undefined;
  const keeper = new LeaseKeeper({
    leases: store.leases,
    owner,
    leaseSeconds: config.tableLeaseSeconds,
    onAdopt: async (tables) => {
      const ids = await restoreTables(tables);
      if (ids.length > 0) console.log(`adopted ${ids.length} table(s) of a process that stopped: ${ids.join(', ')}`);
    },
    // Stalled longer than a lease: others may have adopted its tables (their writes from here are
    // refused), and tables it opened from now on would look orphaned. It closes its rooms and
    // exits; its supervisor starts it again, and the restart brings back what is still its own.
    onLeaseLost: () => {
      console.error('this process lost its lease: its tables may belong to another process now; closing them and exiting');
      void localTables()
        .then((rooms) => {
          for (const room of rooms) room.loseTable(new Error('lease lost'));
        })
        .finally(() => setTimeout(() => process.exit(1), 1000));
    },
  });
  const alone = config.redisUrl === '';
  const mine = await keeper.claimAtStart(alone);
  const restored = await restoreTables(mine);
  if (mine.length > 0) console.log(`restored ${restored.length} of ${mine.length} unfinished table(s)`);
  await keeper.start();
  app.readiness.ready = true;
  // The last writes first, while the lease still holds them; then the lease goes, so the other
  // processes adopt these tables at once.
  app.server.onShutdown(async () => {
    await store.tables.flush().catch((error: unknown) => console.error('the last table writes failed', error));
    await keeper.stop();
    await store.close();
  });
  return keeper;
}

async function localTables(): Promise<TableRoom[]> {
  const listed = await matchMaker.query({ name: ROOM_NAME, processId: matchMaker.processId });
  return listed.flatMap(({ roomId }) => {
    const room = matchMaker.getLocalRoomById(roomId) as unknown as TableRoom | undefined;
    return room ? [room] : [];
  });
}
