/**
 * One registration per game: a registered game's engine (shared/games/<id>/), its projection
 * (server/sync/<id>.ts) and its renderer (client/games/<id>/) are all found by its id, and a
 * test-only game joins the site's games under its own id through the same catalog the server
 * plays from: listed by `GET /api/games` after the site's games, played to its end at a table.
 * No game can stand in for another: two under one id, or a game with another's projection, are
 * refused when the server's games are built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gamesOf, loadSiteEntries, loadSiteGames } from '../../server/games';
import { registrations } from '../../shared/core/registry';
import { bootTestServer, createTable, waitFor, type TestServer } from '../helpers/server';
import { hiddenHandsEntry, manifest as hiddenHandsManifest } from './fixtures/hidden-hands';

const siteIds = registrations.map((manifest) => manifest.id);

describe('the registered games', () => {
  it('are each found by their id: engine, projection and renderer', async () => {
    const entries = await loadSiteEntries();
    expect(entries.map((entry) => [entry.game.id, entry.sync.gameId])).toEqual(siteIds.map((id) => [id, id]));
    for (const manifest of registrations) {
      const renderer = join(__dirname, '../../client/games', manifest.id, 'renderer.ts');
      expect(existsSync(renderer)).toBe(true);
      expect(readFileSync(renderer, 'utf8')).toMatch(/export const createRenderer\b/);
    }
  });

  it('refuse a second game under a registered id, and a game with another game’s projection', async () => {
    const entries = await loadSiteEntries();
    const libertalia = entries.find((entry) => entry.game.id === 'libertalia');
    if (!libertalia) throw new Error('libertalia is registered');
    const posing = { ...hiddenHandsEntry, game: { ...hiddenHandsEntry.game, id: 'libertalia' } };
    expect(() => gamesOf([...entries, posing])).toThrow('Two games are registered as "libertalia"');
    await expect(loadSiteGames([posing])).rejects.toThrow('Two games are registered as "libertalia"');
    expect(() => gamesOf([{ ...hiddenHandsEntry, sync: libertalia.sync }])).toThrow('comes with the projection of "libertalia"');
  });
});

describe('a test-only game beside the site’s games', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer({ botDelayMs: 1 }, await loadSiteGames([hiddenHandsEntry]));
  });
  afterAll(async () => {
    await server.shutdown();
  });

  it('is listed under its own id after the registered games', async () => {
    const { status, body } = await server.get('/api/games');
    expect(status).toBe(200);
    const listed = body as { id: string; title: string; minPlayers: number; maxPlayers: number }[];
    expect(listed.map((game) => game.id)).toEqual([...siteIds, 'hidden-hands']);
    expect(listed.at(-1)).toEqual({ id: 'hidden-hands', title: hiddenHandsManifest.title, minPlayers: 2, maxPlayers: 4, options: {} });
  });

  it('is played at a table to its end, as is a registered game on the same server', async () => {
    for (const game of ['hidden-hands', 'port-royal']) {
      const host = await createTable(server, { game, seats: 2, name: 'Watcher', spectate: true, bots: [0, 1] }, `registration-${game}`);
      host.send('start');
      await waitFor(() => host.state().phase === 'over', `${game} played to its end`, 20000);
      expect(host.state().game).toBe(game);
      expect(host.inbox.error).toEqual([]);
    }
  });
});
