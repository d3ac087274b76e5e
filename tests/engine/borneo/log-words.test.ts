/**
 * Borneo's log as data (shared/games/borneo/log.ts): seeded games read word for word as when
 * the engine wrote sentences, for every seat, a spectator and a replay (their lines are held by
 * their hash, taken from the engine that still wrote sentences), secrets included.
 */
import { borneo } from '../../../shared/games/borneo';
import { borneoLogWords } from '../../../shared/games/borneo/log';
import { hashOf, seededLog, type SeededRun } from '../../helpers/seeded-log';

const runs: SeededRun[] = [3, 4, 5].flatMap((players) =>
  (['random', 'heuristic'] as const).flatMap((bot) =>
    [false, true].map((blackbeard) => ({
      players,
      seed: `log-words-borneo-${players}-${bot}-${blackbeard}`,
      options: { blackbeard, threePlayerVariant: players === 3 && blackbeard },
      bot,
    })),
  ),
);

describe('Borneo log words', () => {
  const { lines, entries } = seededLog(borneo, runs);

  test('seeded games read word for word as when the engine wrote sentences, for every viewer', () => {
    expect(lines.length).toBe(25012);
    expect(hashOf(lines)).toBe('a2472f6e76f36abb09ea2c5c5d96fa573e20162be82cde104d46f2f56fd74d63');
  });

  test('the engine writes data, not sentences', () => {
    for (const entry of entries) {
      expect(Array.isArray(entry.text)).toBe(true);
      if (entry.secret) expect(Array.isArray(entry.secret.text)).toBe(true);
    }
  });

  test('entries the seeded games do not reach read as their sentences too', () => {
    expect(borneoLogWords(['no-shipment', 2])).toBe('{s2} has no card to ship.');
    expect(borneoLogWords(['from-the-future', 1, 2])).toBe('from-the-future 1 2');
  });
});
