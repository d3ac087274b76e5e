/**
 * Ratings in the store, on SQLite, a real PostgreSQL and memory: a rated match moves its
 * players in the transaction that saves it, once per match id; unrated matches move nobody;
 * what is stored reads back as it was computed.
 */
import type { MatchRecord } from '../../server/store';
import { backends } from '../store/backends';
import { matchRecord } from '../store/fixtures';

function match(id: string, players: MatchRecord['players'], places: number[], rated = true): MatchRecord {
  return { ...matchRecord, id, rated, players, places, scores: places.map((place) => 10 - place) };
}

const anne = { name: 'Anne', isBot: false, botStandIn: false, playerId: 'p-anne' };
const bob = { name: 'Bob', isBot: false, botStandIn: false, playerId: 'p-bob' };
const cleo = { name: 'Cleo', isBot: false, botStandIn: false, playerId: 'p-cleo' };
const strongBot = { name: 'Mary (bot)', isBot: true, botStandIn: false, botKind: 'strong' };

describe.each(backends)('ratings on $name', (backend) => {
  beforeAll(() => backend.start(), 120_000);
  afterAll(() => backend.stop(), 60_000);
  beforeEach(() => backend.fresh());
  afterEach(() => backend.cleanup());

  it('rates a match once: the winner up, the loser down, stored as computed, a second save changes nothing', async () => {
    const store = await backend.open('process-a');
    const record = match('M1', [anne, strongBot, bob], [1, 2, 3]);
    const changes = await store.matches.save(record);
    expect(changes.map((change) => change.playerId)).toEqual(['p-anne', 'p-bob']);
    const [forAnne, forBob] = changes;
    expect(forAnne!.after.rating).toBeGreaterThan(1500);
    expect(forBob!.after.rating).toBeLessThan(1500);

    const board = await store.ratings.leaderboard('port-royal', 10);
    expect(board.map((row) => [row.playerId, row.games])).toEqual([['p-anne', 1], ['p-bob', 1]]);
    expect(board[0]!.rating).toBeCloseTo(forAnne!.after.rating, 9);
    expect(board[0]!.rd).toBeCloseTo(forAnne!.after.rd, 9);
    expect(board[0]!.volatility).toBeCloseTo(forAnne!.after.volatility, 9);
    expect((await store.matches.get('M1'))?.rated).toBe(true);

    // Saved again (a restart that saves the record anew): not rated twice.
    expect(await store.matches.save(record)).toEqual([]);
    expect((await store.ratings.leaderboard('port-royal', 10)).map((row) => [row.playerId, row.games, row.rating])).toEqual(board.map((row) => [row.playerId, row.games, row.rating]));
  });

  it('two processes saving one match at once rate it once', async () => {
    const first = await backend.open('process-a');
    const second = backend.name === 'memory' ? first : await backend.open('process-b');
    const record = match('M1', [anne, bob], [1, 2]);
    const [a, b] = await Promise.all([first.matches.save(record), second.matches.save(record)]);
    expect(a.length + b.length).toBe(2);
    expect((await second.ratings.leaderboard('port-royal', 10)).map((row) => row.games)).toEqual([1, 1]);
  });

  it('moves from the stored rating at the next match, and counts games per game', async () => {
    const store = await backend.open('process-a');
    const [first] = await store.matches.save(match('M1', [anne, bob], [1, 2]));
    const second = await store.matches.save(match('M2', [bob, anne], [2, 1]));
    const anneSecond = second.find((change) => change.playerId === 'p-anne')!;
    expect(anneSecond.before.rating).toBeCloseTo(first!.after.rating, 9);
    expect(anneSecond.after.rating).toBeGreaterThan(first!.after.rating);
    await store.matches.save({ ...match('M3', [anne, cleo], [2, 1]), game: 'borneo' });
    const mine = await store.ratings.ofPlayer('p-anne');
    expect(mine.map((row) => [row.game, row.games])).toEqual([['borneo', 1], ['port-royal', 2]]);
    expect((await store.ratings.inGame('borneo', ['p-anne', 'p-bob', 'p-cleo'])).map((row) => row.playerId).sort()).toEqual(['p-anne', 'p-cleo']);
  });

  it('leaves ratings unchanged for an unrated table and for a table with fewer than two players', async () => {
    const store = await backend.open('process-a');
    expect(await store.matches.save(match('U1', [anne, bob], [1, 2], false))).toEqual([]);
    expect(await store.matches.save(match('U2', [anne, strongBot], [1, 2]))).toEqual([]);
    expect(await store.matches.save(match('U3', [anne, { ...anne, name: 'Anne (2)' }], [1, 2]))).toEqual([]);
    expect(await store.ratings.leaderboard('port-royal', 10)).toEqual([]);
    expect(await store.ratings.ofPlayer('p-anne')).toEqual([]);
    expect((await store.matches.get('U1'))?.rated ?? false).toBe(false);
  });

  it('lists the leaderboard best first, at most the number asked', async () => {
    const store = await backend.open('process-a');
    await store.matches.save(match('M1', [anne, bob, cleo], [1, 2, 3]));
    const board = await store.ratings.leaderboard('port-royal', 2);
    expect(board.map((row) => row.playerId)).toEqual(['p-anne', 'p-bob']);
    expect(await store.ratings.leaderboard('caribbean', 10)).toEqual([]);
  });
});
