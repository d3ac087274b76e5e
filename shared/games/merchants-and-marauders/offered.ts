/**
 * What a player's client is offered (Game.offeredActions): every legal action, except that the
 * amounts to stash or take back are thinned to a row a player can read (1 to 5, then every
 * fifth, and all of it) instead of one button per gold piece. Any other legal amount is still
 * played when a client sends it.
 */
import type { Seat } from '../../core/engine';
import { legalActions } from './rules';
import type { MmAction, MmState } from './types';

type AmountAction = Extract<MmAction, { type: 'stash' | 'unstash' }>;

function isAmount(action: MmAction): action is AmountAction {
  return action.type === 'stash' || action.type === 'unstash';
}

function shown(amount: number, all: number): boolean {
  return amount <= 5 || amount % 5 === 0 || amount === all;
}

export function offeredActions(s: MmState, seat: Seat): MmAction[] {
  const legal = legalActions(s, seat);
  const most = new Map<string, number>();
  for (const action of legal) if (isAmount(action)) most.set(action.type, Math.max(most.get(action.type) ?? 0, action.amount));
  return legal.filter((action) => !isAmount(action) || shown(action.amount, most.get(action.type) ?? action.amount));
}
