/**
 * What a player's client is offered (Game.offeredActions): every legal action, thinned where
 * the list would be one button per gold piece or per card:
 * - the amounts to stash or take back: 1 to 5, then every fifth, and all of it;
 * - the sales: one per mix of goods (selling this rum card or that one pays the same: the price
 *   depends on the good alone, rulebook "Sell goods"), not one per set of cards; the same at a
 *   town or trade station (Seas of Glory module 9).
 * Any other legal action is still played when a client sends it.
 */
import type { Seat } from '../../core/engine';
import { legalActions } from './rules';
import { CARGO } from './cards';
import type { MmAction, MmState, PlayerState } from './types';
import { onContrabandSpace } from './contraband';

type AmountAction = Extract<MmAction, { type: 'stash' | 'unstash' }>;

function isAmount(action: MmAction): action is AmountAction {
  return action.type === 'stash' || action.type === 'unstash';
}

function shown(amount: number, all: number): boolean {
  return amount <= 5 || amount % 5 === 0 || amount === all;
}

/** The goods a sale sells, as a key: two sales with the same key pay the same (a card on the contraband space, module 7, sells as contraband). */
function goodsKey(cards: readonly number[], p: PlayerState): string {
  return cards.map((card) => (onContrabandSpace(p, card) ? `contraband:${card}` : (CARGO[card]?.good ?? ''))).sort().join(',');
}

export function offeredActions(s: MmState, seat: Seat): MmAction[] {
  const legal = legalActions(s, seat);
  const most = new Map<string, number>();
  for (const action of legal) if (isAmount(action)) most.set(action.type, Math.max(most.get(action.type) ?? 0, action.amount));
  const sales = new Set<string>();
  return legal.filter((action) => {
    if (isAmount(action)) return shown(action.amount, most.get(action.type) ?? action.amount);
    if (action.type !== 'sell' && action.type !== 'visit-sell') return true;
    const key = `${action.type}:${goodsKey(action.cards, s.seats[seat]!)}`;
    if (sales.has(key)) return false;
    sales.add(key);
    return true;
  });
}
