/** The Libertalia options a host can choose when creating a table (../shared/spec/libertalia.md, "Final ties"). */
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
