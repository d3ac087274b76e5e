/** The Borneo options a host can choose when creating a table (docs/games/borneo.md). */
import type { OptionField } from '../../lobby/game-options';

export const borneoOptionFields: OptionField[] = [
  {
    key: 'threePlayerVariant',
    label: 'Merchants (3 players)',
    choices: [
      { value: 'false', label: '3 merchants each' },
      { value: 'true', label: '4 merchants each (the 3-player variant)' },
    ],
  },
  {
    key: 'blackbeard',
    label: 'The Secrets of Blackbeard',
    choices: [
      { value: 'false', label: 'Without the pirates' },
      { value: 'true', label: 'With the pirates (trade one spice for a mission, −2 points)' },
    ],
  },
];
