/**
 * Libertalia's log as data (shared/games/libertalia/log.ts): seeded games read word for word as when
 * the engine wrote sentences, for every seat, a spectator and a replay (their lines are held by
 * their hash, taken from the engine that still wrote sentences), secrets included.
 */
import { libertalia } from '../../../shared/games/libertalia';
import { libertaliaLogWords } from '../../../shared/games/libertalia/log';
import { hashOf, seededLog, type SeededRun } from '../../helpers/seeded-log';

const runs: SeededRun[] = [2, 3, 4, 5, 6].flatMap((players) =>
  (['random', 'heuristic'] as const).flatMap((bot) =>
    [false, true].map((lastCampaignTieBreak) => ({
      players,
      seed: `log-words-libertalia-${players}-${bot}-${lastCampaignTieBreak}`,
      options: { lastCampaignTieBreak },
      bot,
    })),
  ),
);

describe('Libertalia log words', () => {
  const { lines, entries } = seededLog(libertalia, runs);

  test('seeded games read word for word as when the engine wrote sentences, for every viewer', () => {
    expect(lines.length).toBe(30897);
    expect(hashOf(lines)).toBe('3bde62a8f05cf28456f9326386c62e7bdfd65d7e884e830f9c644125f6300079');
  });

  test('the engine writes data, not sentences', () => {
    for (const entry of entries) {
      expect(Array.isArray(entry.text)).toBe(true);
      if (entry.secret) expect(Array.isArray(entry.secret.text)).toBe(true);
    }
  });

  test('an entry of a kind these words do not know still reads as something', () => {
    expect(libertaliaLogWords(['from-the-future', 1, 2])).toBe('from-the-future 1 2');
    expect(libertaliaLogWords(['from-the-future'])).toBe('from-the-future');
  });
});
