/**
 * Caribbean component tables (rulebook "Contents", "Preparation", "Game end"; docs/games/caribbean.md,
 * "Cards and chests"). The sea map is in map.ts.
 */
import type { CardId } from './types';
import { manifest } from './manifest';

/** The player counts are the manifest's (the lobby offers the same). */
export const { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS } = manifest;

/** The six pirate ships, in the order they are resolved each round (rulebook "Move the ships"). */
export const SHIP_NAMES = ['Arriba', 'Bravo', 'Caribic', 'Diabolo', 'Evita', 'Fuego'] as const;
export const SHIP_COUNT = SHIP_NAMES.length;

/**
 * Bribe cards: card ids 0 to 5 show that many rum barrels; card 6 is the thief, which bids -1
 * and takes a space from the winner's move (docs/games/caribbean.md, "Cards and chests").
 */
export const THIEF: CardId = 6;
export const CARD_IDS: readonly CardId[] = [0, 1, 2, 3, 4, 5, 6];

/** What a card bids: its barrels, -1 for the thief. */
export function barrels(card: CardId): number {
  return card === THIEF ? -1 : card;
}

export function cardName(card: CardId): string {
  if (card === THIEF) return 'a thief';
  return card === 1 ? '1 barrel' : `${card} barrels`;
}

/** The player colours, in seat order: seat 0 plays red, and so on. */
export const PLAYER_COLOURS = ['red', 'blue', 'yellow', 'green'] as const;

/** Doubloons for capturing a city's chest (rulebook "capture"). */
export const CAPTURE_REWARD = 2000;

/** The end of the game: the round in which a player reaches this is played out (rulebook "Game end"). */
export const END_THRESHOLD: Readonly<Record<number, number>> = { 2: 62000, 3: 41000, 4: 31000 };

/**
 * House rule (docs/games/caribbean.md, "The end of the game"): the rulebook's game always ends,
 * because once every chest is delivered somebody has reached the threshold; but chests can in
 * principle wander from ship to ship for ever, so after this many rounds the game ends with
 * its own reason. It is there for endless random play only: heuristic bots finish in 5 to 8
 * rounds, and random bots in a few dozen (rarely over 250 with two players).
 */
export const HOUSE_ROUND_LIMIT = 500;

/** Chests placed face up at setup; the rest lie face down in pairs on the supply spaces. */
export const CHESTS_AT_START = 6;
export const CHESTS_PER_SUPPLY_SPACE = 2;

/**
 * The 16 treasure chests, one naming each city of map.ts (by index in CITIES), with the
 * values: 4 x 4,000, 4 x 5,000, 3 x 6,000, 3 x 7,000, 2 x 8,000. The richest chests name the
 * Spanish treasure ports; the poorest name the buccaneers' and the outposts' towns.
 */
export const CHESTS = [
  { city: 0, value: 4000 }, // St. Augustine
  { city: 1, value: 7000 }, // Havana
  { city: 2, value: 4000 }, // Nassau
  { city: 3, value: 7000 }, // Veracruz
  { city: 4, value: 5000 }, // Campeche
  { city: 5, value: 6000 }, // Santiago de Cuba
  { city: 6, value: 4000 }, // Tortuga
  { city: 7, value: 5000 }, // Port Royal
  { city: 8, value: 6000 }, // Santo Domingo
  { city: 9, value: 6000 }, // San Juan
  { city: 10, value: 8000 }, // Porto Bello
  { city: 11, value: 8000 }, // Cartagena
  { city: 12, value: 7000 }, // Maracaibo
  { city: 13, value: 5000 }, // Curacao
  { city: 14, value: 5000 }, // Caracas
  { city: 15, value: 4000 }, // Trinidad
] as const;

export function chestValue(chest: number): number {
  const def = CHESTS[chest];
  if (!def) throw new RangeError(`No chest ${chest}`);
  return def.value;
}

/** "9,000 doubloons" style amounts for the log. */
export function doubloons(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} doubloons`;
}
