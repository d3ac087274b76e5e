/**
 * The ratings over HTTP: `GET /api/leaderboard/:game` (best first, bounded, names joined) and
 * `GET /api/players/:id/ratings`, on matches saved through the server's store.
 */
import type { MatchRecord } from '../../server/store';
import { matchRecord } from '../store/fixtures';
import { testServerPerFile } from '../helpers/server';

const server = testServerPerFile();

/** A player id as the server makes them (22 characters). */
const id = (name: string) => name.padEnd(22, '0');
const human = (name: string, playerId: string) => ({ name, isBot: false, botStandIn: false, playerId: id(playerId) });

function match(id: string, game: string, players: MatchRecord['players'], places: number[]): MatchRecord {
  return { ...matchRecord, id, game, rated: true, players, places, scores: places.map((place) => 10 - place) };
}

describe('the leaderboard and player ratings', () => {
  beforeAll(async () => {
    const { matches } = server.store;
    await matches.save(match('L1', 'port-royal', [human('Anne', 'anne'), human('Bob', 'bob'), human('Cleo', 'cleo')], [1, 2, 3]));
    await matches.save(match('L2', 'port-royal', [human('Anne', 'anne'), human('Bob', 'bob')], [1, 2]));
    await matches.save(match('L3', 'borneo', [human('Bob', 'bob'), human('Cleo', 'cleo'), human('Dan', 'dan')], [1, 2, 2]));
  });

  test("lists a game's rated players best first, with their rating, games and place", async () => {
    const { status, body } = await server.get('/api/leaderboard/port-royal');
    expect(status).toBe(200);
    const { game, players } = body as { game: string; players: { place: number; playerId: string; rating: number; provisional: boolean; games: number; rd: number }[] };
    expect(game).toBe('port-royal');
    expect(players.map((row) => [row.place, row.playerId, row.games])).toEqual([[1, id('anne'), 2], [2, id('bob'), 2], [3, id('cleo'), 1]]);
    expect(players[0]!.rating).toBeGreaterThan(1500);
    expect(Number.isInteger(players[0]!.rating)).toBe(true);
    expect(players.at(-1)!.rating).toBeLessThan(1500);
    // Two or three games leave a rating uncertain.
    expect(players.every((row) => row.provisional)).toBe(true);
  });

  test('bounds the number of rows: a limit, at most 100', async () => {
    const two = await server.get('/api/leaderboard/port-royal?limit=2');
    expect((two.body as { players: unknown[] }).players).toHaveLength(2);
    for (const bad of ['0', '101', 'lots', '2.5']) {
      const { status, body } = await server.get(`/api/leaderboard/port-royal?limit=${bad}`);
      expect(status).toBe(400);
      expect((body as { error: string }).error).toMatch(/1 to 100/);
    }
  });

  test('a game without rated matches has an empty board; an unknown game is a 404', async () => {
    expect((await server.get('/api/leaderboard/caribbean')).body).toEqual({ game: 'caribbean', players: [] });
    expect((await server.get('/api/leaderboard/chess')).status).toBe(404);
  });

  test("a player's ratings, per game; a malformed id is refused", async () => {
    const { status, body } = await server.get(`/api/players/${id('bob')}/ratings`);
    expect(status).toBe(200);
    const { ratings } = body as { ratings: { game: string; games: number; rating: number }[] };
    expect(ratings.map((row) => [row.game, row.games])).toEqual([['borneo', 1], ['port-royal', 2]]);
    expect(ratings[0]!.rating).toBeGreaterThan(1500);
    expect((await server.get(`/api/players/${id('nobody')}/ratings`)).body).toEqual({ playerId: id('nobody'), ratings: [] });
    expect((await server.get(`/api/players/${'x'.repeat(23)}/ratings`)).status).toBe(400);
    expect((await server.get('/api/players/bob/ratings')).status).toBe(400);
    expect((await server.get('/api/players/a%20b/ratings')).status).toBe(400);
  });
});
