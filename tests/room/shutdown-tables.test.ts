/**
 * What a shutdown leaves of the tables in the database: an unfinished table stays for the next
 * start to bring back; a finished one goes, as when its room closes for good (it lives on as its
 * match record, and no start brings a finished table back).
 */
import { gamesOf } from '../../server/games';
import { bootTestServer, savedRecord, storedAs, type TestServer } from '../helpers/server';
import { playHandsTurns, startedHandsTable } from './fixtures/hands-table';
import { hiddenHandsEntry, TURNS } from './fixtures/hidden-hands';

let server: TestServer | undefined;
afterAll(async () => {
  await server?.shutdown().catch(() => undefined);
});

it('keeps the unfinished tables and removes the finished ones', async () => {
  const booted = await bootTestServer({ reconnectSeconds: 30 }, gamesOf([hiddenHandsEntry]));
  server = booted;
  const done = await startedHandsTable(booted, 'shutdown-finished');
  await playHandsTurns(booted, done.seats, done.roomId, TURNS);
  await savedRecord(booted.store, done.roomId);
  const playing = await startedHandsTable(booted, 'shutdown-playing');
  await playHandsTurns(booted, playing.seats, playing.roomId, 2);
  await storedAs(booted.store, done.roomId, 'finished');

  // The server's own shutdown (the test helper's closes every room first, as between tests).
  await booted.server.gracefullyShutdown(false);
  server = undefined;
  await booted.store.tables.flush();
  expect(await booted.store.tables.load(done.roomId)).toBeUndefined();
  const kept = await booted.store.tables.load(playing.roomId);
  expect(kept?.table.phase).toBe('playing');
  expect(kept?.actions).toHaveLength(2);
  expect(await booted.store.matches.get(done.roomId)).toBeDefined();
});
