/** The Port Royal options a host can choose when creating a table (docs/games/port-royal.md, "Rule sets"). */
import type { OptionField } from '../../lobby/game-options';

export const portRoyalOptionFields: OptionField[] = [
  {
    key: 'rules',
    label: 'Rules',
    choices: [
      { value: 'merchants', label: 'Merchants of the Caribbean (10 influence and an expedition)' },
      { value: 'port-royal-2014', label: 'Port Royal 2014 (12 influence)' },
    ],
  },
];
