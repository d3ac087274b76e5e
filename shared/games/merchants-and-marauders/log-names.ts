/**
 * How Merchants & Marauders' log data names things (shared/games/merchants-and-marauders/log.ts):
 * the short lists whose indices stand for a ship type, a hit location, a direction..., and the
 * words for a seat, a non-player ship, a side of a fight, a zone and a roll of dice.
 */
import type { Seat } from '../../core/engine';
import { EVENTS, NPC_SLOTS } from './cards';
import { DIRECTIONS, LOCATIONS, NATIONS, SHIP_TYPES, SKULL, WEAPONS, ZONES } from './data';
import { GALLEON_NAME, GALLEON_SLOT } from './galleon-card';
import type { CombatAction, Direction, HitLocation, ShipType } from './types';

/**
 * An entry carries an index into data.ts's lists (SHIP_TYPES, LOCATIONS, DIRECTIONS, NATIONS,
 * WEAPONS) or this one, and the words read it back.
 */
export const COMBAT_ACTIONS = ['shoot', 'board', 'flee'] as const satisfies readonly CombatAction[];

export const shipIndex = (type: ShipType): number => SHIP_TYPES.indexOf(type);
export const locationIndex = (loc: HitLocation): number => LOCATIONS.indexOf(loc);
export const directionIndex = (dir: Direction): number => DIRECTIONS.indexOf(dir);

/**
 * A non-player ship as the log carries it: its slot and the event card of its captain (-1:
 * none), since the captain's name changes when another takes command. The galleon is its slot.
 */
export type NpcRef = readonly number[];

/** A side of a fight: a player's seat, or a non-player ship. */
export type SideRef = number | NpcRef;

export const seatName = (n: Seat): string => `{s${n}}`;
export const shipName = (n: number): string => SHIP_TYPES[n] ?? '?';
export const locationName = (n: number): string => LOCATIONS[n] ?? '?';
export const directionName = (n: number): string => DIRECTIONS[n] ?? '?';
export const nationName = (n: number): string => NATIONS[n] ?? '?';
export const weaponName = (n: number): string => WEAPONS[n] ?? '?';
export const zoneName = (z: number): string => ZONES[z]?.name ?? '?';
export const diceText = (dice: readonly number[]): string => (dice.length ? dice.map((d) => (d === SKULL ? 'skull' : String(d))).join(', ') : 'no dice');
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function npcWords(ref: NpcRef): string {
  const [slot, card] = ref as [number, number?];
  if (slot === GALLEON_SLOT) return GALLEON_NAME;
  return `${(card !== undefined && card >= 0 ? EVENTS[card]?.captain : undefined) ?? 'the'} (${NPC_SLOTS[slot]?.name ?? '?'})`;
}

export const sideWords = (side: SideRef): string => (typeof side === 'number' ? seatName(side) : npcWords(side));
