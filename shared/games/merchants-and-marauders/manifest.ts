/**
 * Merchants & Marauders as the site lists it: players, options and their labels (see
 * shared/core/manifest.ts). An expansion's modules are options sharing a `group`.
 */
import { z } from 'zod';
import { defineManifest, toggle } from '../../core/manifest';

/** The expansion's options are shown together under this name. */
export const SEAS_OF_GLORY = 'Seas of Glory (expansion)';

export const manifest = defineManifest({
  id: 'merchants-and-marauders',
  title: 'Merchants & Marauders',
  minPlayers: 2,
  maxPlayers: 4,
  botPaceMs: 900,
  options: {
    gloryTarget: {
      label: 'Glory to win',
      description: 'The glory points that end the game: the rulebook\'s 10, fewer for a shorter game.',
      default: 10,
      choices: [
        { value: 10, label: '10 glory (the rulebook)' },
        { value: 8, label: '8 glory' },
        { value: 6, label: '6 glory (a shorter game)' },
        { value: 4, label: '4 glory (a quick game)' },
        { value: 3, label: '3 glory (the quickest)' },
      ],
      // Any target from 3 to 10 plays; the lobby offers these five.
      accepts: z.number().int().min(3).max(10),
    },
    captainsDealt: {
      label: 'Variant 2: Captains, captains!',
      group: SEAS_OF_GLORY,
      description: 'How many captains each player is dealt to choose from at the start.',
      default: 2,
      choices: [
        { value: 2, label: 'Choose from 2 captains (variant "Yarr, get on with it!")' },
        { value: 1, label: 'One captain dealt (the rulebook)' },
      ],
    },
    flexibleTurns: toggle({
      label: 'Variant 1: Flexible turns',
      description: 'Each round the turn order is drawn at random, one player at a time: more fights, less waiting.',
      group: SEAS_OF_GLORY,
      off: 'Clockwise turns',
      on: 'Turn order drawn each round',
    }),
    brig: toggle({
      label: 'Module 5: Ships',
      description: 'The brig joins the shipyard: 20 gold, a big hold and some guns, but no glory point when bought.',
      group: SEAS_OF_GLORY,
      off: 'Without the brig',
      on: 'With the brig',
    }),
    wind: toggle({
      label: 'Module 8: Wind',
      description: 'Each round the wind turns: one free move with it per turn; the first move against it costs 2 actions.',
      group: SEAS_OF_GLORY,
      off: 'No wind',
      on: 'Wind direction',
    }),
    storm: {
      ...toggle({
        label: 'Module 8: The storm token',
        description: 'A storm drifts with the wind and batters ships that sail into it or start their turn in it (needs Wind).',
        group: SEAS_OF_GLORY,
        off: 'No storm token',
        on: 'The storm token',
      }),
      // "You can play with wind direction without the storm": not the storm without the wind that moves it.
      needs: { option: 'wind', value: true, message: 'The storm token drifts with the wind: turn on "Module 8: Wind" to play with it.' },
    },
    gloryOrDeath: toggle({
      label: 'Variant 3: Give me glory or give me death',
      description: 'Each glory point from the stash costs 5 gold more than the one before (10, 15, 20 ...).',
      group: SEAS_OF_GLORY,
      off: '10 gold per stash point',
      on: 'Rising cost of stash points',
    }),
    hardLife: toggle({
      label: 'Variant 4: It\'s a hard life',
      description: 'Two naval ships and a pirate are at sea before the first round.',
      group: SEAS_OF_GLORY,
      off: 'An empty sea at the start',
      on: 'NPCs at sea from the start',
    }),
    newCards: {
      label: 'Module 1: Rumors, missions, events & captains',
      group: SEAS_OF_GLORY,
      description: 'New rumors, missions and captains, and new events (navies\' man-o-wars without a war, pirate brigs and man-o-wars, a third mission) joining the base events.',
      default: 'off',
      choices: [
        { value: 'off', label: 'Only the base cards' },
        { value: 'shuffled', label: 'New cards shuffled into the base decks' },
        { value: 'separate', label: 'New rumors, missions and captains as their own decks' },
      ],
    },
    favors: toggle({
      label: 'Module 10: Favors',
      description: 'Buy favors in port or earn them with missions; spend them to roll again, see other goods or slip into a closed port.',
      group: SEAS_OF_GLORY,
      off: 'No favors',
      on: 'Favors',
    }),
  },
});

