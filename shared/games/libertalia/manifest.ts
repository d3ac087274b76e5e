/** Libertalia as the site lists it: players, options and their labels (see shared/core/manifest.ts). */
import { defineManifest, toggle } from '../../core/manifest';

export const manifest = defineManifest({
  id: 'libertalia',
  title: 'Libertalia',
  minPlayers: 2,
  maxPlayers: 6,
  botPaceMs: 1200,
  options: {
    lastCampaignTieBreak: toggle({
      label: 'Ties',
      description: 'How a tie for the most doubloons at the end is settled.',
      off: 'Tied players share the victory',
      on: 'Most points in the last campaign breaks a tie',
    }),
  },
});
