/**
 * Merchants & Marauders as the site lists it: players, options and their labels (see
 * shared/core/manifest.ts). An expansion's modules are options sharing a `group`.
 */
import { z } from 'zod';
import { defineManifest } from '../../core/manifest';

export const manifest = defineManifest({
  id: 'merchants-and-marauders',
  title: 'Merchants & Marauders',
  minPlayers: 2,
  maxPlayers: 4,
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
      label: 'Captains',
      description: 'How many captains each player is dealt to choose from at the start.',
      default: 2,
      choices: [
        { value: 2, label: 'Choose from 2 captains (variant "Yarr, get on with it!")' },
        { value: 1, label: 'One captain dealt (the rulebook)' },
      ],
    },
  },
});
