/**
 * The abilities of Seas of Glory module 1's captains (rules texts in `seas-cards-data.ts`): each
 * adds a die, a gold piece or a saving where the base game already rolls, pays or hits, so the
 * rules that use them call these with one line. Readings: docs/games/merchants-and-marauders.md.
 */
import { hasAbility } from './state';
import type { PlayerState } from './types';

/** Treasure hunter (rumors), patron (missions), salvager (a raid that comes to nothing): the gold they add. */
export const ABILITY_GOLD = 2;
export const abilityGold = (p: PlayerState, ability: 'treasure-hunter' | 'patron' | 'salvager'): number => (hasAbility(p, ability) ? ABILITY_GOLD : 0);

/** Drillmaster: a die more on every recruiting roll (in port and at a town). */
export const recruitBonus = (p: PlayerState): number => (hasAbility(p, 'drillmaster') ? 1 : 0);

/** Tracker: a die more scouting for a merchant; hunter: for a player or an NPC (the treasure galleon too). */
export const scoutBonus = (p: PlayerState, target: 'player' | 'npc' | 'merchant'): number =>
  hasAbility(p, target === 'merchant' ? 'tracker' : 'hunter') ? 1 : 0;

/** Navigator: a SEAMANSHIP die more in a merchant raid. */
export const raidBonus = (p: PlayerState): number => (hasAbility(p, 'navigator') ? 1 : 0);

/** Boarder and marksman: a SEAMANSHIP die more in a naval round when declaring board, or shoot. */
export const declareBonus = (p: PlayerState, declared: string): number =>
  (declared === 'board' && hasAbility(p, 'boarder')) || (declared === 'shoot' && hasAbility(p, 'marksman')) ? 1 : 0;

/** Gunsmith: a special weapon 1 gold cheaper, never below 1; chandler: a modification 1 gold cheaper. */
export const weaponDiscount = (p: PlayerState, price: number): number => (hasAbility(p, 'gunsmith') ? Math.max(1, price - 1) : price);
export const modDiscount = (p: PlayerState, price: number): number => (hasAbility(p, 'chandler') ? Math.max(0, price - 1) : price);

/** Stalwart (or a surgeon): the first crew hit of a crew combat or ground assault is ignored. */
export const ignoresFirstCrewHit = (p: PlayerState, surgeon: boolean): boolean => surgeon || hasAbility(p, 'stalwart');
