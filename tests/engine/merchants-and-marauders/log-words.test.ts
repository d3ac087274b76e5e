/**
 * Merchants & Marauders' log as data (shared/games/merchants-and-marauders/log.ts): seeded games
 * read word for word as when the engine wrote sentences, at every player count, with the base
 * game and with every Seas of Glory module on, for every seat, a spectator and a replay (their
 * lines are held by their hash, taken from the engine that still wrote sentences), secrets
 * included.
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { ZONES } from '../../../shared/games/merchants-and-marauders/data';
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';
import { mmLogWords, type MmLogData } from '../../../shared/games/merchants-and-marauders/log';
import { npcWords } from '../../../shared/games/merchants-and-marauders/log-names';
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
  const { lines, entries } = seededLog(merchantsAndMarauders, runs);

  test('seeded games read word for word as when the engine wrote sentences, for every viewer', () => {
    expect(lines.length).toBe(173757);
    expect(hashOf(lines)).toBe('236fd5e07f1a32642b71f6d09ed765ccb699b1404aff702f26d103dda7f17014');
  });

  test('the engine writes data, not sentences', () => {
    const sentences = entries.filter((entry) => !Array.isArray(entry.text) || (entry.secret && !Array.isArray(entry.secret.text)));
    expect(sentences).toEqual([]);
  });

  // Each as the engine worded it before (the same template, filled by hand).
  const unreached: [MmLogData, string][] = [
    [['port-denied', 1], '{s1} fails to talk their way into Port Royal.'],
    [['scrape', 2, 4], "{s2}'s man-o-war scrapes the reef: a hit to the hull."],
    [['goods-again', 0], '{s0} pays 1 gold to see other goods.'],
    [['nightfall'], 'Night falls and the ships lose each other.'],
    [['hit-gone', [4, 1], 2], "Captain Finch (Pirate sloop)'s masts is already destroyed."],
    [['no-crews'], 'Neither ship has crew left to fight.'],
    [['crews-break'], 'The fight drags on until both crews break off.'],
    [['both-sink', 3, [0, -1]], 'Both {s3} and the (English naval ship) sink.'],
    [['plank-walk', 1], 'A crew member of {s1} walks the plank; the rest stay loyal.'],
    [['favor-port', 2, 1, 3], '{s2} calls in 1 favor to enter the closed port of Port Royal.'],
    [['favor-port', 2, 2, 0], '{s2} calls in 2 favors to enter the closed port of Havana.'],
    [['off-tie'], 'The best off-turn scouting rolls are tied: they roll again.'],
    [['on-fire', [GALLEON_SLOT]], "Almirante Ortiz (the treasure galleon)'s ship catches fire."],
    [['fire-damage', 0], "The fire aboard {s0}'s ship does 1 damage."],
    [['galleon-taken', 1, 15], '{s1} takes the 15 gold of the treasure galleon.'],
    [['galleon-gone'], 'The treasure galleon is out of the game.'],
    [['glory', 0, 'ship', 2], '{s0} gains 1 glory point for buying a frigate.'],
    [['glory', 1, 'demand', 3], '{s1} gains 1 glory point for selling 3 goods in demand.'],
    [['glory', 2, 'victory'], '{s2} gains 1 glory point for a victory.'],
    [['over', 'limit'], 'The game is over: the safety limit was reached.'],
  ];

  test.each(unreached)('an entry the seeded games do not reach reads as its sentence too: %j', (data, sentence) => {
    expect(mmLogWords(data)).toBe(sentence);
  });

  // The entries of NPC upgrades, contraband, the new captains' abilities and a town's purchases,
  // each against the sentence its site wrote before the log became data.
  const later: [MmLogData, string][] = [
    [['npc-draws', [2, 5], []], `${npcWords([2, 5])} draws no upgrade.`],
    [['contraband-buy', 1], '{s1} buys contraband for 3 gold.'],
    [['contraband-sell', 0, 2, 0], `{s0} sells 2 contraband in ${ZONES[0]!.name} for 20 gold.`],
    [['contraband-resist', 2], '{s2} resists the search.'],
    [['contraband-dump', 3, 1], '{s3} throws 1 contraband overboard; the naval ship lets the ship go.'],
    [['glory', 1, 'contraband'], '{s1} gains 1 glory point for selling 2 contraband.'],
    [['favors-bought', 0, 6], '{s0} pays 6 gold for favors.'],
    [['crew-paid', 1, 4], '{s1} pays the crew 4 gold.'],
    [['favor-raid', 2], "{s2} spends a favor to draw the merchant's cards anew."],
    [['salvage', 3, 2], '{s3} salvages 2 gold from the wreckage of the raid.'],
    [['surgeon', 1, 1], "{s1}'s stalwart crew saves a crew member."],
    [['surgeon', 1], "{s1}'s surgeon saves a crew member."],
  ];

  test.each(later)('a later Seas of Glory entry reads as the sentence its site wrote: %j', (data, sentence) => {
    expect(mmLogWords(data)).toBe(sentence);
  });

  test('an entry of a kind these words do not know still reads as something', () => {
    expect(mmLogWords(['from-the-future', 1, 2])).toBe('from-the-future 1 2');
  });
});
