/** Which matches are rated and how a finish moves its players (server/ratings/match.ts). */
import { BOT_RATINGS } from '../../server/ratings/bots';
import { NEW_PLAYER } from '../../server/ratings/glicko';
import { rateMatch, type RatableMatch } from '../../server/ratings/match';
import type { Rating } from '../../server/ratings/types';

const person = (playerId: string) => ({ isBot: false, playerId });
const bot = (botKind: string) => ({ isBot: true, botKind });
const nobodyRated = (): Rating | undefined => undefined;

function changesOf(match: RatableMatch, current: (id: string) => Rating | undefined = nobodyRated) {
  const result = rateMatch(match, current);
  if (!result.rated) throw new Error(`unrated: ${result.reason}`);
  return new Map(result.changes.map((change) => [change.playerId, change]));
}

describe('rating a finished match', () => {
  test('two new players: the winner goes up, the loser down, by the same amount', () => {
    const changes = changesOf({ game: 'port-royal', rated: true, players: [person('anne'), person('bob')], places: [2, 1] });
    const anne = changes.get('anne')!;
    const bob = changes.get('bob')!;
    expect(anne.before).toEqual(NEW_PLAYER);
    expect(bob.after.rating).toBeGreaterThan(1500);
    expect(anne.after.rating).toBeLessThan(1500);
    expect(bob.after.rating - 1500).toBeCloseTo(1500 - anne.after.rating, 6);
    expect(anne.seat).toBe(0);
  });

  test('a four-player ranking: the first gains most, the tied middle places move with whom they beat, the last loses most', () => {
    const changes = changesOf({ game: 'borneo', rated: true, players: [person('a'), person('b'), person('c'), person('d')], places: [1, 2, 2, 4] });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => changes.get(id)!.after.rating);
    expect(a).toBeGreaterThan(1500);
    // b and c each won one game, drew one and lost one: even.
    expect(b).toBeCloseTo(1500, 6);
    expect(c).toBeCloseTo(b!, 6);
    expect(d).toBeLessThan(1500);
    expect(a! - 1500).toBeCloseTo(1500 - d!, 6);
  });

  test('ratings before the match count: beating a higher-rated player gains more than beating a lower one', () => {
    const ratings: Record<string, Rating> = {
      high: { rating: 1800, rd: 80, volatility: 0.06 },
      low: { rating: 1200, rd: 80, volatility: 0.06 },
      me: { rating: 1500, rd: 80, volatility: 0.06 },
      me2: { rating: 1500, rd: 80, volatility: 0.06 },
    };
    const beatHigh = changesOf({ game: 'g', rated: true, players: [person('me'), person('high')], places: [1, 2] }, (id) => ratings[id]);
    const beatLow = changesOf({ game: 'g', rated: true, players: [person('me2'), person('low')], places: [1, 2] }, (id) => ratings[id]);
    expect(beatHigh.get('me')!.after.rating - 1500).toBeGreaterThan(beatLow.get('me2')!.after.rating - 1500);
    expect(beatHigh.get('high')!.after.rating).toBeLessThan(1800);
  });

  test('bots are opponents at their fixed rating and are never rated', () => {
    const result = rateMatch({ game: 'g', rated: true, players: [person('anne'), bot('strong'), person('bob'), bot('random')], places: [1, 2, 3, 4] }, nobodyRated);
    expect(result.rated).toBe(true);
    if (!result.rated) return;
    expect(result.changes.map((change) => change.playerId)).toEqual(['anne', 'bob']);
    // Bob (third) beat the last seat's bot: beating the strong bot there is worth more than
    // beating the random one.
    const beatStrong = changesOf({ game: 'g', rated: true, players: [person('anne'), bot('strong'), person('bob'), bot('strong')], places: [1, 2, 3, 4] });
    const beatRandom = result.changes.find((change) => change.playerId === 'bob')!;
    expect(beatStrong.get('bob')!.after.rating).toBeGreaterThan(beatRandom.after.rating);
    expect(BOT_RATINGS.random.rating).toBeLessThan(BOT_RATINGS.heuristic.rating);
    expect(BOT_RATINGS.heuristic.rating).toBeLessThan(BOT_RATINGS.strong.rating);
  });

  test('a player a bot finished for is rated with that seat (the record names them): leaving does not avoid a loss', () => {
    const changes = changesOf({ game: 'g', rated: true, players: [person('anne'), { ...person('bob'), botStandIn: true }], places: [1, 2] });
    expect(changes.get('bob')!.after.rating).toBeLessThan(1500);
  });

  test('unrated tables, fewer than two players, and one player at two seats are not rated', () => {
    expect(rateMatch({ game: 'g', rated: false, players: [person('a'), person('b')], places: [1, 2] }, nobodyRated)).toEqual({ rated: false, reason: 'unrated-table' });
    expect(rateMatch({ game: 'g', players: [person('a'), person('b')], places: [1, 2] }, nobodyRated)).toEqual({ rated: false, reason: 'unrated-table' });
    expect(rateMatch({ game: 'g', rated: true, players: [person('a'), bot('strong')], places: [1, 2] }, nobodyRated)).toEqual({ rated: false, reason: 'fewer-than-two-players' });
    // A person without an identity (an old record) does not count.
    expect(rateMatch({ game: 'g', rated: true, players: [person('a'), { isBot: false }], places: [1, 2] }, nobodyRated)).toEqual({ rated: false, reason: 'fewer-than-two-players' });
    expect(rateMatch({ game: 'g', rated: true, players: [person('a'), person('a')], places: [1, 2] }, nobodyRated)).toEqual({ rated: false, reason: 'same-player-twice' });
    expect(rateMatch({ game: 'g', rated: true, players: [person('a'), person('b')], places: [] }, nobodyRated)).toEqual({ rated: false, reason: 'no-places' });
  });
});
