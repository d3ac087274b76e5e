/**
 * Seas of Glory module 7, contraband: the cards shuffled into the cargo deck. The rulebook does
 * not reproduce them, so these eight are our own (Contraband: docs/games/merchants-and-marauders.md),
 * one per good, each naming the one port that buys it as contraband. On the regular cargo space a
 * card is simply its good; on the contraband space only its port matters.
 */
import type { Good, HitLocation } from './types';

/** Gold a contraband card costs, and what its port pays for it. */
export const CONTRABAND_PRICE = 3;
export const CONTRABAND_SALE = 10;

export interface ContrabandRow {
  good: Good;
  plunder: number;
  icon: HitLocation | 'escape';
  /** The port (zone name) that buys it as contraband, for 10 gold. */
  port: string;
}

/** A port of each nation twice over, spread around the sea, so some buyer is never far away. */
export const CONTRABAND_ROWS: readonly ContrabandRow[] = [
  { good: 'cocoa', plunder: 3, icon: 'escape', port: 'Havana' },
  { good: 'food', plunder: 4, icon: 'hull', port: 'Port Royal' },
  { good: 'rum', plunder: 3, icon: 'escape', port: 'Tortuga' },
  { good: 'spices', plunder: 4, icon: 'cargo', port: 'Curacao' },
  { good: 'sugar', plunder: 3, icon: 'escape', port: 'Cartagena' },
  { good: 'tobacco', plunder: 4, icon: 'masts', port: 'Bridgetown' },
  { good: 'textiles', plunder: 3, icon: 'escape', port: 'Basse-Terre' },
  { good: 'wood', plunder: 4, icon: 'crew', port: 'St. Maarten' },
];

/** The rules text of a contraband card, as the table shows it. */
export const contrabandText = (row: ContrabandRow): string =>
  `Contraband: bought as such for 3 gold, sold only in ${row.port} for 10 gold (2 sold are 1 glory point). Otherwise a ${row.good} card like any other.`;

/**
 * Module 7's replacement rumor "A Myriad of Goods" (the rulebook names it but does not reproduce
 * it; ours): with contraband it takes the place of the base rumor it names, in the same zone and
 * with the same skill, and pays in goods what that one paid in gold. Title, zone, skill, gold,
 * cargo cards drawn, the base rumor it replaces.
 */
export const MYRIAD_ROW = ['A Myriad of Goods', 'Curacao', 'influence', 4, 2, 'A merchant\'s secret'] as const;
