/**
 * How the heuristic bot weighs the treasure galleon (Seas of Glory module 6): worth a fight for a
 * well-armed ship once gold is aboard. A pirate goes for it sooner (a brig will do); a merchant,
 * on a frigate or better, only for a rich prize, as the battle brings Spanish bounties and makes
 * it a pirate.
 */
import type { Plan } from './heuristic-trade';
import { GALLEON_SLOT } from './galleon-card';
import { upgradedNpcBeatable } from './heuristic-npc';
import type { MmView, PlayerView } from './types';

/** Gold aboard that tempts a pirate, and a merchant. */
const PIRATE_TEMPTED = 10;
const MERCHANT_TEMPTED = 30;

export function galleonWorthIt(v: MmView, me: PlayerView, plan: Plan): boolean {
  const gold = v.seas.galleon?.gold ?? 0;
  const armed = plan === 'pirate' ? me.cannons >= 2 && me.crew >= 2 && me.hull >= 2 : me.cannons >= 3 && me.crew >= 3 && me.hull >= 3;
  // With NPC upgrades (module 4) its upgrades must not make the fight hopeless.
  return armed && gold >= (plan === 'pirate' ? PIRATE_TEMPTED : MERCHANT_TEMPTED) && upgradedNpcBeatable(v, me, GALLEON_SLOT);
}

/** A pirate sails for a tempting galleon within 3 zones (not into danger); -1 when none. */
export function galleonChase(v: MmView, me: PlayerView, plan: Plan, dist: readonly number[], danger: ReadonlySet<number>): number {
  const zone = v.seas.galleon?.zone ?? -1;
  if (zone < 0 || danger.has(zone) || (dist[zone] ?? 99) > 3 || !galleonWorthIt(v, me, plan)) return -1;
  return zone;
}
