/**
 * How the heuristic bot weighs an NPC's upgrades (Seas of Glory module 4) before attacking it: a
 * ship its upgrades make stronger (more crew or cannons, anything else fitted or loaded) is fought
 * only with at least its crew and cannons and a sound hull, so no attack is a suicide. Without
 * upgrades nothing changes. The taken weapons and claimed modifications are the bot's own then.
 */
import { SHIPS } from './data';
import { GALLEON_SLOT } from './galleon-card';
import { NPC_UPGRADES } from './npc-upgrades-data';
import type { MmView, PlayerView, ShipType } from './types';

/** The NPC's crew and cannons with its upgrades, and how many upgrades it carries. */
export function npcStrength(v: MmView, slot: number): { crew: number; cannons: number; upgrades: number } {
  const tokens = slot === GALLEON_SLOT ? (v.seas.npcUpgrades?.galleon ?? []) : (v.npcs[slot]?.upgrades ?? []);
  const type: ShipType | '' = slot === GALLEON_SLOT ? 'galleon' : (v.npcs[slot]?.shipType ?? '');
  const base = type ? SHIPS[type] : { crew: 0, cannons: 0 };
  const has = (mod: string): boolean => tokens.some((t) => { const u = NPC_UPGRADES[t]; return u?.kind === 'mod' && u.mod === mod; });
  return {
    crew: Math.min(5, base.crew + (has('extra-hammocks') ? 1 : 0)),
    cannons: Math.min(5, base.cannons + (has('extra-cannon-port') ? 1 : 0)),
    upgrades: tokens.length,
  };
}

/** Whether the bot may attack this NPC as far as its upgrades go. */
export function upgradedNpcBeatable(v: MmView, me: PlayerView, slot: number): boolean {
  const npc = npcStrength(v, slot);
  if (npc.upgrades === 0) return true;
  return me.cannons >= npc.cannons && me.crew >= npc.crew + (npc.upgrades >= 2 ? 1 : 0) && me.hull >= 3;
}
