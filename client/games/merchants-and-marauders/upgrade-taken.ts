/**
 * Seas of Glory module 4 on the table: which upgrades a victor took from a beaten NPC (its unspent
 * weapons, the modifications of the ship he claims), read from two successive views as the
 * table's other moments are (moments.ts). upgrade-flight.ts flies them.
 */
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';
import { UPGRADE_MOD_BASE, isUpgradeMod, weaponToken } from '../../../shared/games/merchants-and-marauders/npc-upgrades-data';
import { upgradesOf } from './npc-upgrade-words';
import type { MmBoard } from './words';

export interface TakenUpgrade {
  token: number;
  /** The zone it flies from: the NPC's (the battle's, for a claimed prize's modifications). */
  from: number;
  seat: number;
}

type Boardish = Pick<MmBoard, 'seas' | 'npcs' | 'seats' | 'combat'>;

/** The upgrade tokens a seat holds: its NPC weapons and the upgrade modifications on its ship. */
function heldBy(board: Boardish, seat: number): number[] {
  const p = board.seats[seat];
  if (!p) return [];
  return [...(p.npcWeapons ?? []).map(weaponToken), ...p.mods.filter(isUpgradeMod).map((id) => id - UPGRADE_MOD_BASE)];
}

/** Where an upgrade was in `prev`: the zone of the NPC whose card held it, or of the battle whose prize or beaten NPC's weapons on offer carried it (-1 unknown). */
function whereWas(prev: Boardish, token: number, seat: number): number {
  const slots = [...prev.npcs.keys(), GALLEON_SLOT];
  const slot = slots.find((s) => upgradesOf(prev, s).includes(token));
  if (slot !== undefined) return slot === GALLEON_SLOT ? (prev.seas?.galleon?.zone ?? -1) : (prev.npcs[slot]?.zone ?? -1);
  // The victor fights where the battle is: his zone is the battle's.
  if ((prev.combat.prize?.mods ?? []).includes(UPGRADE_MOD_BASE + token)) return prev.seats[seat]?.zone ?? -1;
  if ((prev.combat.wonWeapons?.weapons ?? []).map(weaponToken).includes(token)) return prev.seats[seat]?.zone ?? -1;
  return -1;
}

/** The upgrades that reached a seat between two views, from an NPC's card or a battle's prize (nothing without module 4). */
export function takenUpgrades(prev: Boardish, next: Boardish): TakenUpgrade[] {
  if (!next.seas?.npcUpgrades) return [];
  const out: TakenUpgrade[] = [];
  next.seats.forEach((_, seat) => {
    const before = new Set(heldBy(prev, seat));
    for (const token of heldBy(next, seat)) {
      if (before.has(token)) continue;
      const from = whereWas(prev, token, seat);
      if (from >= 0) out.push({ token, from, seat });
    }
  });
  return out;
}
