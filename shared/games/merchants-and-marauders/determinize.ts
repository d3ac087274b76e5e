/**
 * Merchants & Marauders for the search bot. Its view leaves out many public details a full
 * state needs (turn bookkeeping, the combat's per-round flags, the NPC captains' stacks), so a
 * sampled state cannot be rebuilt from it yet: the strong bot plays the heuristic move here.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';
import type { SearchHooks } from '../../core/search';
import type { MmState, MmView } from './types';

export function determinize(_view: MmView, _seat: Seat, _rng: RngState): MmState | null {
  return null;
}

export const searchHooks: SearchHooks<MmView> = {
  determinize: determinize as SearchHooks<MmView>['determinize'],
  rollout: 'heuristic',
};
