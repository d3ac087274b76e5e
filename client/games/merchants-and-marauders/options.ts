/** The Merchants & Marauders options a host can choose when creating a table (../shared/spec/merchants-and-marauders.md). */
import type { OptionField } from '../../lobby/game-options';

export const merchantsAndMaraudersOptionFields: OptionField[] = [
  {
    key: 'gloryTarget',
    label: 'Glory to win',
    choices: [
      { value: '10', label: '10 glory (the rulebook)' },
      { value: '8', label: '8 glory' },
      { value: '6', label: '6 glory (a shorter game)' },
      { value: '4', label: '4 glory (a quick game)' },
      { value: '3', label: '3 glory (the quickest)' },
    ],
  },
  {
    key: 'captainsDealt',
    label: 'Captains',
    choices: [
      { value: '2', label: 'Choose from 2 captains (variant "Yarr, get on with it!")' },
      { value: '1', label: 'One captain dealt (the rulebook)' },
    ],
  },
];
