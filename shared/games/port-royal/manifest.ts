/** Port Royal as the site lists it: players, options and their labels (see shared/core/manifest.ts). */
import { defineManifest } from '../../core/manifest';

export const manifest = defineManifest({
  id: 'port-royal',
  title: 'Port Royal',
  minPlayers: 2,
  maxPlayers: 5,
  botPaceMs: 800,
  options: {
    rules: {
      label: 'Rules',
      description: 'Which edition to play: the goal in influence, and whether an expedition is needed to win.',
      default: 'merchants',
      choices: [
        { value: 'merchants', label: 'Merchants of the Caribbean (10 influence and an expedition)' },
        { value: 'port-royal-2014', label: 'Port Royal 2014 (12 influence)' },
      ],
    },
  },
});
