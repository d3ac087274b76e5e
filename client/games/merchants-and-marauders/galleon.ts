/**
 * Seas of Glory on the table, modules 2 and 6: the treasure galleon as a ship of the fleet (gold
 * ring, its gold under it; it sails from zone to zone as the NPCs do), and the words for the
 * fire and caltrops of the new special weapons in the combat panel.
 */
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';
import type { CombatSideView } from '../../../shared/games/merchants-and-marauders/types';
import type { MmBoard } from './words';

export const GALLEON_GOLD = 0xd4a72c;

/** The galleon as the fleet places ships (none once it is beaten or without the module). */
export function galleonShips(board: Pick<MmBoard, 'seas'>): { key: string; zone: number; inPort: boolean; colour: number; label: string; big: boolean }[] {
  const g = board.seas?.galleon;
  if (!g || g.zone < 0) return [];
  return [{ key: 'galleon', zone: g.zone, inPort: false, colour: GALLEON_GOLD, label: `${g.gold}g`, big: true }];
}

/** The side panel's line for it. */
export function galleonLine(board: Pick<MmBoard, 'seas'>): string[] {
  const g = board.seas?.galleon;
  if (!g) return [];
  return [g.zone < 0 ? 'the treasure galleon is beaten' : `treasure galleon: ${g.gold} gold aboard`];
}

export const isGalleonSlot = (id: number): boolean => id === GALLEON_SLOT;

/** Whether the galleon was beaten between two views (its fight's outcome). */
export const galleonBeaten = (prev: Pick<MmBoard, 'seas'>, next: Pick<MmBoard, 'seas'>): boolean =>
  (prev.seas?.galleon?.zone ?? -1) >= 0 && (next.seas?.galleon?.zone ?? -1) < 0;

/** Module 2's marks on a side of the battle: burning, caltrops underfoot, hits to spread. */
export function weaponMarks(board: Pick<MmBoard, 'combat'>, side: Pick<CombatSideView, 'caltropped' | 'spread'>, i: number): string[] {
  const out: string[] = [];
  if (board.combat.burning?.includes(i)) out.push('On fire: 1 damage before every new round');
  if (side.caltropped) out.push('Caltrops: 1 die less on the next roll');
  if (side.spread) out.push('Double shot: spread the hits over intact locations');
  return out;
}
