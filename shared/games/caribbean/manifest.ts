/** Caribbean as the site lists it: players, options and their labels (see shared/core/manifest.ts). */
import { defineManifest } from '../../core/manifest';

export const manifest = defineManifest({
  id: 'caribbean',
  title: 'Caribbean',
  minPlayers: 2,
  maxPlayers: 4,
  botPaceMs: 900,
  options: {},
});
