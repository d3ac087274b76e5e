/** Every game's schema projection, by game id (a game without one cannot be played yet). */
import { libertaliaSync } from './libertalia';
import { portRoyalSync } from './port-royal';
import { borneoSync } from './borneo';
import { caribbeanSync } from './caribbean';
import { merchantsAndMaraudersSync } from './merchants-and-marauders';
import type { GameSync } from './types';

export type { GameSync } from './types';
export { tableStateClass, SeatState, type TableState } from './table-state';

export const gameSyncs: Record<string, GameSync> = {
  'port-royal': portRoyalSync as GameSync,
  borneo: borneoSync as GameSync,
  libertalia: libertaliaSync as GameSync,
  caribbean: caribbeanSync as GameSync,
  'merchants-and-marauders': merchantsAndMaraudersSync as GameSync,
};
