/**
 * Borneo's component tables (docs/games/borneo.md,
 * "Components"). No public card list exists: these follow every figure the rulebook gives and are
 * kept as data so they can be corrected without touching the rules.
 */
import type { HarborDef, MissionDef, ShipmentCardDef, SpiceName } from './types';

/** Companies by flag colour; the index is the company's number everywhere else. */
export const COMPANIES = ['yellow', 'red', 'green', 'blue'] as const;
export const SPICES = ['pepper', 'cinnamon', 'cloves', 'nutmeg'] as const satisfies readonly SpiceName[];

/** Rank slots in each company column (rulebook "Companies rank"). */
export const COMPANY_SLOTS = 5;
export const HARBOR_ROW_SIZE = 3;
export const STARTING_HAND = 3;
export const HAND_LIMIT = 6;
export const CARDS_DRAWN = 2;
export const MERCHANTS_PER_PLAYER = 3;
export const MERCHANTS_THREE_PLAYER_VARIANT = 4;
/** The pirate ship's cost at the end (Secrets of Blackbeard). */
export const PIRATE_SHIP_PENALTY = 2;

const Y = 0, R = 1, G = 2, B = 3;

/** The 60 shipment cards: top row of three flags, bottom flag, spice (docs/games/borneo.md, "Components"). */
export const SHIPMENT_CARDS: readonly ShipmentCardDef[] = [
  // Block Y, pepper (one wild)
  { top: [Y, Y, R], bottom: G, spice: 'wild', count: 1 }, // 0
  { top: [Y, Y, G], bottom: B, spice: 'pepper', count: 1 }, // 1
  { top: [Y, Y, B], bottom: R, spice: 'pepper', count: 1 }, // 2
  { top: [B, B, Y], bottom: R, spice: 'pepper', count: 1 }, // 3
  { top: [R, R, Y], bottom: G, spice: 'pepper', count: 1 }, // 4
  { top: [R, R, G], bottom: B, spice: 'pepper', count: 1 }, // 5
  { top: [R, R, B], bottom: Y, spice: 'pepper', count: 1 }, // 6
  { top: [B, B, R], bottom: G, spice: 'pepper', count: 1 }, // 7
  { top: [G, G, Y], bottom: R, spice: 'pepper', count: 1 }, // 8
  { top: [G, G, R], bottom: B, spice: 'pepper', count: 1 }, // 9
  { top: [G, G, B], bottom: Y, spice: 'pepper', count: 1 }, // 10
  { top: [B, B, G], bottom: Y, spice: 'pepper', count: 1 }, // 11
  // Block Y, cinnamon (one wild)
  { top: [Y, Y, R], bottom: G, spice: 'cinnamon', count: 1 }, // 12
  { top: [Y, Y, G], bottom: B, spice: 'cinnamon', count: 1 }, // 13
  { top: [Y, Y, B], bottom: R, spice: 'cinnamon', count: 1 }, // 14
  { top: [B, B, Y], bottom: R, spice: 'cinnamon', count: 1 }, // 15
  { top: [R, R, Y], bottom: G, spice: 'cinnamon', count: 1 }, // 16
  { top: [R, R, G], bottom: B, spice: 'wild', count: 1 }, // 17
  { top: [R, R, B], bottom: Y, spice: 'cinnamon', count: 1 }, // 18
  { top: [B, B, R], bottom: G, spice: 'cinnamon', count: 1 }, // 19
  { top: [G, G, Y], bottom: R, spice: 'cinnamon', count: 1 }, // 20
  { top: [G, G, R], bottom: B, spice: 'cinnamon', count: 1 }, // 21
  { top: [G, G, B], bottom: Y, spice: 'cinnamon', count: 1 }, // 22
  { top: [B, B, G], bottom: Y, spice: 'cinnamon', count: 1 }, // 23
  // Block Y, cloves (one wild)
  { top: [Y, Y, R], bottom: G, spice: 'cloves', count: 1 }, // 24
  { top: [Y, Y, G], bottom: B, spice: 'cloves', count: 1 }, // 25
  { top: [Y, Y, B], bottom: R, spice: 'cloves', count: 1 }, // 26
  { top: [B, B, Y], bottom: R, spice: 'cloves', count: 1 }, // 27
  { top: [R, R, Y], bottom: G, spice: 'cloves', count: 1 }, // 28
  { top: [R, R, G], bottom: B, spice: 'cloves', count: 1 }, // 29
  { top: [R, R, B], bottom: Y, spice: 'cloves', count: 1 }, // 30
  { top: [B, B, R], bottom: G, spice: 'cloves', count: 1 }, // 31
  { top: [G, G, Y], bottom: R, spice: 'cloves', count: 1 }, // 32
  { top: [G, G, R], bottom: B, spice: 'cloves', count: 1 }, // 33
  { top: [G, G, B], bottom: Y, spice: 'wild', count: 1 }, // 34
  { top: [B, B, G], bottom: Y, spice: 'cloves', count: 1 }, // 35
  // Block Y, nutmeg (one wild)
  { top: [Y, Y, R], bottom: G, spice: 'nutmeg', count: 1 }, // 36
  { top: [Y, Y, G], bottom: B, spice: 'nutmeg', count: 1 }, // 37
  { top: [Y, Y, B], bottom: R, spice: 'nutmeg', count: 1 }, // 38
  { top: [B, B, Y], bottom: R, spice: 'wild', count: 1 }, // 39
  { top: [R, R, Y], bottom: G, spice: 'nutmeg', count: 1 }, // 40
  { top: [R, R, G], bottom: B, spice: 'nutmeg', count: 1 }, // 41
  { top: [R, R, B], bottom: Y, spice: 'nutmeg', count: 1 }, // 42
  { top: [B, B, R], bottom: G, spice: 'nutmeg', count: 1 }, // 43
  { top: [G, G, Y], bottom: R, spice: 'nutmeg', count: 1 }, // 44
  { top: [G, G, R], bottom: B, spice: 'nutmeg', count: 1 }, // 45
  { top: [G, G, B], bottom: Y, spice: 'nutmeg', count: 1 }, // 46
  { top: [B, B, G], bottom: Y, spice: 'nutmeg', count: 1 }, // 47
  // Block X: doubled spices
  { top: [Y, R, G], bottom: B, spice: 'pepper', count: 2 }, // 48
  { top: [Y, R, G], bottom: B, spice: 'cinnamon', count: 2 }, // 49
  { top: [Y, R, G], bottom: B, spice: 'cloves', count: 2 }, // 50
  { top: [Y, R, B], bottom: G, spice: 'pepper', count: 2 }, // 51
  { top: [Y, R, B], bottom: G, spice: 'cinnamon', count: 2 }, // 52
  { top: [Y, R, B], bottom: G, spice: 'nutmeg', count: 2 }, // 53
  { top: [Y, G, B], bottom: R, spice: 'pepper', count: 2 }, // 54
  { top: [Y, G, B], bottom: R, spice: 'cloves', count: 2 }, // 55
  { top: [Y, G, B], bottom: R, spice: 'nutmeg', count: 2 }, // 56
  { top: [R, G, B], bottom: Y, spice: 'cinnamon', count: 2 }, // 57
  { top: [R, G, B], bottom: Y, spice: 'cloves', count: 2 }, // 58
  { top: [R, G, B], bottom: Y, spice: 'nutmeg', count: 2 }, // 59
] as const;

/** The 14 harbors, named after ports of the East Indies; Achim is the rulebook's example. */
export const HARBORS: readonly HarborDef[] = [
  { name: 'Bantam', spice: 'pepper', monopoly: 5, limit: 4, players: 'all' },
  { name: 'Palembang', spice: 'pepper', monopoly: 7, limit: 6, players: 'all' },
  { name: 'Colombo', spice: 'cinnamon', monopoly: 6, limit: 5, players: 'all' },
  { name: 'Galle', spice: 'cinnamon', monopoly: 6, limit: 5, players: 'all' },
  { name: 'Ternate', spice: 'cloves', monopoly: 5, limit: 4, players: 'all' },
  { name: 'Tidore', spice: 'cloves', monopoly: 7, limit: 6, players: 'all' },
  { name: 'Banda Neira', spice: 'nutmeg', monopoly: 6, limit: 5, players: 'all' },
  { name: 'Ambon', spice: 'nutmeg', monopoly: 6, limit: 5, players: 'all' },
  { name: 'Jambi', spice: 'pepper', monopoly: 6, limit: 5, players: '3-4' },
  { name: 'Malacca', spice: 'cinnamon', monopoly: 5, limit: 4, players: '3-4' },
  { name: 'Achim', spice: 'cloves', monopoly: 6, limit: 5, players: '3-4' },
  { name: 'Makassar', spice: 'nutmeg', monopoly: 5, limit: 4, players: '3-4' },
  { name: 'Batavia', spice: 'cinnamon', monopoly: 7, limit: 6, players: '5' },
  { name: 'Run', spice: 'nutmeg', monopoly: 7, limit: 6, players: '5' },
] as const;

/** The 16 missions, sorted by value as they lie on the board (docs/games/borneo.md, "Components"). */
export const MISSIONS: readonly MissionDef[] = [
  { kind: 'each', amount: 1, points: 6, fivePlayersOnly: false },
  { kind: 'each', amount: 1, points: 6, fivePlayersOnly: false },
  { kind: 'each', amount: 1, points: 6, fivePlayersOnly: true },
  { kind: 'same', amount: 4, points: 8, fivePlayersOnly: false },
  { kind: 'same', amount: 4, points: 8, fivePlayersOnly: false },
  { kind: 'same', amount: 4, points: 8, fivePlayersOnly: false },
  { kind: 'same', amount: 4, points: 8, fivePlayersOnly: true },
  { kind: 'each', amount: 2, points: 15, fivePlayersOnly: false },
  { kind: 'each', amount: 2, points: 15, fivePlayersOnly: false },
  { kind: 'each', amount: 2, points: 15, fivePlayersOnly: true },
  { kind: 'same', amount: 8, points: 20, fivePlayersOnly: false },
  { kind: 'same', amount: 8, points: 20, fivePlayersOnly: false },
  { kind: 'same', amount: 8, points: 20, fivePlayersOnly: true },
  { kind: 'each', amount: 3, points: 25, fivePlayersOnly: false },
  { kind: 'each', amount: 3, points: 25, fivePlayersOnly: false },
  { kind: 'each', amount: 3, points: 25, fivePlayersOnly: false },
] as const;
