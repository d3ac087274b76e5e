/**
 * The moments of Port Royal a player must not miss, read from two successive views: a bust
 * (the active player revealed a second ship of a type and lost the harbor), a tax increase,
 * and the start of the last round.
 */
import { cardDef } from '../../../shared/games/port-royal/data';
import type { PortRoyalView } from '../../../shared/games/port-royal/types';
import { taxBonus } from './tax';

export type Moment =
  | { kind: 'bust'; seat: number }
  | { kind: 'tax'; bonus: 'most-sabers' | 'fewest-influence' }
  | { kind: 'last-round' };

export function detectMoments(prev: PortRoyalView, next: PortRoyalView): Moment[] {
  const moments: Moment[] = [];
  const before = new Set(prev.discard);
  for (const id of next.discard) {
    if (before.has(id)) continue;
    const def = cardDef(id);
    if (def.kind === 'tax') moments.push({ kind: 'tax', bonus: taxBonus(def.bonus, next.rules) });
  }
  // Discovering ends in Loot and Hire unless the player busts ("Discover": a second ship of
  // the same type that he can't repel): the turn passing straight from discovering is a bust.
  const discovering = prev.phase.kind === 'discover' || prev.phase.kind === 'repel';
  if (discovering && next.turn !== prev.turn && next.phase.kind !== 'over' && prev.harbor.length > 0) {
    moments.push({ kind: 'bust', seat: prev.active });
  }
  if (!prev.endTriggered && next.endTriggered) moments.push({ kind: 'last-round' });
  return moments;
}
