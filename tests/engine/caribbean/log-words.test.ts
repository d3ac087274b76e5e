/**
 * Caribbean's log as data (shared/games/caribbean/log.ts): seeded games read word for word as when
 * the engine wrote sentences, for every seat, a spectator and a replay (their lines are held by
 * their hash, taken from the engine that still wrote sentences), secrets included.
 */
import { caribbean } from '../../../shared/games/caribbean';
import { caribbeanLogWords } from '../../../shared/games/caribbean/log';
import { HOUSE_ROUND_LIMIT } from '../../../shared/games/caribbean/data';
import { hashOf, seededLog, type SeededRun } from '../../helpers/seeded-log';

const runs: SeededRun[] = [2, 3, 4].flatMap((players) =>
  (['random', 'heuristic'] as const).flatMap((bot) =>
    [1, 2].map((game) => ({ players, seed: `log-words-caribbean-${players}-${bot}-${game}`, options: {}, bot })),
  ),
);

describe('Caribbean log words', () => {
  const { lines, entries } = seededLog(caribbean, runs);

  test('seeded games read word for word as when the engine wrote sentences, for every viewer', () => {
    expect(lines.length).toBe(78098);
    expect(hashOf(lines)).toBe('f0aa913e30a39ee4830ed962100a3e0864e863fd2453edf3d11c0d97303b1445');
  });

  test('the engine writes data, not sentences', () => {
    for (const entry of entries) {
      expect(Array.isArray(entry.text)).toBe(true);
      if (entry.secret) expect(Array.isArray(entry.secret.text)).toBe(true);
    }
  });

  test('entries the seeded games do not reach read as their sentences too', () => {
    expect(caribbeanLogWords(['all-delivered'])).toBe('Every chest has been delivered.');
    expect(caribbeanLogWords(['round-limit'])).toBe(`House rule: the game ends after ${HOUSE_ROUND_LIMIT} rounds.`);
    expect(caribbeanLogWords(['from-the-future', 1, 2])).toBe('from-the-future 1 2');
  });
});
