/** The Libertalia options a host can choose when creating a table (docs/games/libertalia.md, reading 6). */
import type { OptionField } from '../../lobby/game-options';

export const libertaliaOptionFields: OptionField[] = [
  {
    key: 'lastCampaignTieBreak',
    label: 'Ties',
    choices: [
      { value: 'false', label: 'Tied players share the victory' },
      { value: 'true', label: 'Most points in the last campaign breaks a tie' },
    ],
  },
];
