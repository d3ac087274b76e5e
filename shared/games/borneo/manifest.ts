/** Borneo as the site lists it: players, options and their labels (see shared/core/manifest.ts). */
import { defineManifest, toggle } from '../../core/manifest';

export const manifest = defineManifest({
  id: 'borneo',
  title: 'Borneo',
  minPlayers: 3,
  maxPlayers: 5,
  botPaceMs: 1000,
  options: {
    threePlayerVariant: toggle({
      label: 'Merchants (3 players)',
      description: 'With exactly three players, each may play with four merchants instead of three.',
      off: '3 merchants each',
      on: '4 merchants each (the 3-player variant)',
    }),
    blackbeard: toggle({
      label: 'The Secrets of Blackbeard',
      description: 'Pirates take part: a mission may be completed with one spice traded to them.',
      off: 'Without the pirates',
      on: 'With the pirates (trade one spice for a mission, −2 points)',
    }),
  },
});
