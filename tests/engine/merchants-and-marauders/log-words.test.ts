/**
 * Merchants & Marauders' log as data (shared/games/merchants-and-marauders/log.ts): seeded games
 * read word for word as when the engine wrote sentences, at every player count, with the base
 * game and with every Seas of Glory module on, for every seat, a spectator and a replay (their
 * lines are held by their hash, taken from the engine that still wrote sentences), secrets
 * included.
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { ALL_SEAS_ON } from '../../../shared/games/merchants-and-marauders/manifest';
import { hashOf, seededLog, type SeededRun } from '../../helpers/seeded-log';

const runs: SeededRun[] = [2, 3, 4].flatMap((players) =>
  (['random', 'heuristic'] as const).flatMap((bot) =>
    (['base', 'seas'] as const).flatMap((modules) =>
      // Three seeds each: a game reaches only some of the many kinds of entry.
      [0, 1, 2].map((k) => ({
        players,
        seed: k === 0 ? `log-words-mm-${players}-${bot}-${modules}` : `log-words-mm-${players}-${bot}-${modules}-${k}`,
        options: modules === 'base' ? {} : { ...ALL_SEAS_ON },
        bot,
      })),
    ),
  ),
);

describe('Merchants & Marauders log words', () => {
  const { lines } = seededLog(merchantsAndMarauders, runs);

  test('seeded games read word for word as when the engine wrote sentences, for every viewer', () => {
    expect(lines.length).toBe(185580);
    expect(hashOf(lines)).toBe('dbb80d2675c0aeeac2a15f799420f5e3d6b036ac9081a13246007d0f04c18d41');
  });
});
