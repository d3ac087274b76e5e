/**
 * Merchants & Marauders: the board, ships, dice and shop prices as data.
 * Our components and readings of the rulebook: docs/games/merchants-and-marauders.md.
 * The decks (captains, cargo, events, glory cards, rumors, missions) are in `cards.ts` and `glory.ts`.
 */
import type { Direction, Good, HitLocation, ModKind, Nation, ShipType, Weapon } from './types';

export const NATIONS = ['english', 'french', 'spanish', 'dutch'] as const satisfies readonly Nation[];
export const GOODS = ['cocoa', 'food', 'rum', 'spices', 'sugar', 'tobacco', 'textiles', 'wood'] as const satisfies readonly Good[];
export const LOCATIONS = ['hull', 'cargo', 'masts', 'crew', 'cannons'] as const satisfies readonly HitLocation[];
/** The base game's three special weapons, then Seas of Glory module 2's three (in play only with the module: weapons.ts). */
export const WEAPONS = ['grappling-hooks', 'chain-shot', 'grapeshot', 'heated-shot', 'double-shot', 'caltrops'] as const satisfies readonly Weapon[];
export const BASE_WEAPONS = 3;

/**
 * The 17 sea zones (Board: docs/games/merchants-and-marauders.md). `x`, `y` place the zone on a 1000 x 600 map (y grows
 * southwards); the direction letters of the borders are derived from them. `port` is false only
 * for the Caribbean Sea. `rule` is the port's special rule as the rulebook's PORTS section states it.
 */
export const ZONES = [
  { name: 'Havana', nation: 'spanish', port: true, x: 150, y: 110, neighbours: ['Nassau', 'Tortuga', 'Port Royal'],
    rule: 'Non-pirates sell goods in demand for 7 gold. Raiding a Spanish merchant draws a fourth card, kept only if it shows a hit.' },
  { name: 'Nassau', nation: 'english', port: true, x: 390, y: 40, neighbours: ['Tortuga', 'Havana'],
    rule: 'Goods are bought and sold from 2 gold. Naval ships must succeed two SCOUTING rolls to find a player here.' },
  { name: 'Tortuga', nation: 'french', port: true, x: 500, y: 150, neighbours: ['Nassau', 'Havana', 'Port Royal', 'Petit Goave', 'Santo Domingo'],
    rule: 'Pirates here are invisible to French naval ships unless they have a French bounty. NPC pirates never scout for French captains here.' },
  { name: 'Port Royal', nation: 'english', port: true, x: 320, y: 240, neighbours: ['Havana', 'Tortuga', 'Petit Goave', 'Cartagena', 'Old Providence'],
    rule: 'Pirates recruit at no cost. Pirates with an English bounty may enter after paying 2 gold or succeeding an INFLUENCE roll.' },
  { name: 'Old Providence', nation: 'english', port: true, x: 140, y: 400, neighbours: ['Port Royal', 'Cartagena'],
    rule: 'Captains with a Spanish bounty buy special weapons for 1 gold and repair for free.' },
  { name: 'Petit Goave', nation: 'french', port: true, x: 470, y: 290, neighbours: ['Tortuga', 'Santo Domingo', 'Caribbean Sea', 'Cartagena', 'Port Royal'],
    rule: 'Pirates cannot recruit or repair here. Non-pirates recruit and repair at no cost.' },
  { name: 'Santo Domingo', nation: 'spanish', port: true, x: 620, y: 220, neighbours: ['Tortuga', 'Petit Goave', 'San Juan', 'Caribbean Sea'],
    rule: 'When buying goods you may pay 1 gold once to draw the cargo cards anew.' },
  { name: 'Cartagena', nation: 'spanish', port: true, x: 330, y: 470, neighbours: ['Port Royal', 'Petit Goave', 'Caribbean Sea', 'Curacao', 'Old Providence'],
    rule: 'Buy 3 or more goods to get 1 for free (the third). Scouting for a merchant here needs no roll if you take it as Spanish.' },
  { name: 'Caribbean Sea', nation: '', port: false, x: 580, y: 390, neighbours: ['Petit Goave', 'Santo Domingo', 'San Juan', 'Basse-Terre', 'Caracas', 'Curacao', 'Cartagena'],
    rule: 'Open sea: no port.' },
  { name: 'Curacao', nation: 'dutch', port: true, x: 470, y: 540, neighbours: ['Cartagena', 'Caribbean Sea', 'Caracas'],
    rule: 'Rumor rolls cost no gold. Frigates and galleons cost 30 gold.' },
  { name: 'San Juan', nation: 'spanish', port: true, x: 740, y: 230, neighbours: ['Santo Domingo', 'Caribbean Sea', 'St. Maarten', 'Basse-Terre'],
    rule: 'Raiding a Spanish merchant here gives 3 more gold of plunder.' },
  { name: 'Caracas', nation: 'spanish', port: true, x: 650, y: 550, neighbours: ['Curacao', 'Caribbean Sea', 'Basse-Terre', 'Trinidad'],
    rule: 'Buying goods draws 8 cargo cards.' },
  { name: 'St. Maarten', nation: 'dutch', port: true, x: 860, y: 150, neighbours: ['San Juan', 'St. John', 'Basse-Terre'],
    rule: 'Gold courier: anyone may stash here for a 5 gold fee. Buying goods draws 7 cargo cards (8 for Dutch captains).' },
  { name: 'Basse-Terre', nation: 'french', port: true, x: 800, y: 340, neighbours: ['Caribbean Sea', 'San Juan', 'St. Maarten', 'St. John', 'Bridgetown', 'Trinidad', 'Caracas'],
    rule: 'French naval ships may re-roll failed SCOUTING rolls here.' },
  { name: 'St. John', nation: 'english', port: true, x: 950, y: 250, neighbours: ['St. Maarten', 'Basse-Terre', 'Bridgetown'],
    rule: 'Ship modifications cost 1 gold. A ship bought here may take the old ship\'s modifications for 1 gold each.' },
  { name: 'Bridgetown', nation: 'english', port: true, x: 950, y: 430, neighbours: ['St. John', 'Basse-Terre', 'Trinidad'],
    rule: 'Frigates, galleons and man-o-wars take a hull hit entering port unless a SEAMANSHIP roll succeeds.' },
  { name: 'Trinidad', nation: 'spanish', port: true, x: 830, y: 550, neighbours: ['Caracas', 'Basse-Terre', 'Bridgetown'],
    rule: 'Captains in this sea zone are invisible to naval ships.' },
] as const satisfies readonly { name: string; nation: Nation | ''; port: boolean; x: number; y: number; neighbours: readonly string[]; rule: string }[];

export type ZoneName = (typeof ZONES)[number]['name'];

export function zoneIndex(name: string): number {
  const i = ZONES.findIndex((z) => z.name === name);
  if (i < 0) throw new RangeError(`no zone ${name}`);
  return i;
}

export const CARIBBEAN_SEA = zoneIndex('Caribbean Sea');

/** Clockwise compass bearing (0 = north) from one zone's map position to another's. */
function bearing(from: number, to: number): number {
  const a = ZONES[from]!;
  const b = ZONES[to]!;
  const deg = (Math.atan2(b.x - a.x, a.y - b.y) * 180) / Math.PI;
  return (deg + 360) % 360;
}

const LETTERS: readonly Direction[] = ['N', 'E', 'S', 'W'];

/**
 * Every border of every zone with its direction letter (our reading: "give every border a direction
 * from the zones' map positions"): the letter is the compass quarter the neighbour lies in.
 */
export const BORDERS: readonly (readonly { to: number; dir: Direction; bearing: number }[])[] = ZONES.map((zone, from) =>
  zone.neighbours.map((name) => {
    const to = zoneIndex(name);
    const b = bearing(from, to);
    return { to, dir: LETTERS[Math.round(b / 90) % 4]!, bearing: b };
  }),
);

export function neighbours(zone: number): number[] {
  return (BORDERS[zone] ?? []).map((b) => b.to);
}

/** The ships (Ships: docs/games/merchants-and-marauders.md); masts start at the hull value. buy/sell -1: not for sale. */
export const SHIPS = {
  sloop: { hull: 2, cargo: 2, crew: 2, cannons: 1, maneuverability: 4, buy: 10, sell: 5 },
  flute: { hull: 3, cargo: 4, crew: 1, cannons: 1, maneuverability: 2, buy: 10, sell: 5 },
  frigate: { hull: 3, cargo: 3, crew: 3, cannons: 3, maneuverability: 3, buy: 35, sell: 10 },
  galleon: { hull: 4, cargo: 5, crew: 4, cannons: 4, maneuverability: 1, buy: 35, sell: 10 },
  'man-o-war': { hull: 5, cargo: 3, crew: 5, cannons: 5, maneuverability: 2, buy: -1, sell: -1 },
  // Seas of Glory module 5: the rulebook gives its price, sale and "large cargo and added defense";
  // the values are ours: a flute's hold with a frigate's hull and speed, fewer guns and crew.
  brig: { hull: 3, cargo: 4, crew: 2, cannons: 2, maneuverability: 3, buy: 20, sell: 5 },
} as const satisfies Record<ShipType, { hull: number; cargo: number; crew: number; cannons: number; maneuverability: number; buy: number; sell: number }>;

export const SHIP_TYPES = ['sloop', 'flute', 'frigate', 'galleon', 'man-o-war', 'brig'] as const satisfies readonly ShipType[];
/** Module 7's loyalty track, lowest first; the index is a captain's `loyalty`. */
export const LOYALTY_STEPS = ['Mutiny', 'Angry', 'Unhappy', 'Restless', 'Content', 'Pleased', 'Happy', 'Fierce loyalty'] as const;
/** The wind's spinner, and the order the log numbers directions in. */
export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const satisfies readonly Direction[];
export const STARTING_SHIPS = ['sloop', 'flute'] as const satisfies readonly ShipType[];
export const BUYABLE_SHIPS = ['sloop', 'flute', 'frigate', 'galleon', 'brig'] as const satisfies readonly ShipType[];

/**
 * The custom die (Dice: docs/games/merchants-and-marauders.md): faces 1, 2, 3, 4, skull, skull. We write a skull as 0. On a hit
 * location roll the numbers name the location (rulebook "Hit Locations"): the hull has none.
 */
export const DIE_FACES = [1, 2, 3, 4, 0, 0] as const;
export const SKULL = 0;
export const LOCATION_BY_NUMBER: Record<number, HitLocation> = { 1: 'cargo', 2: 'masts', 3: 'crew', 4: 'cannons' };

/** The rulebook's shipyard table. */
export const PRICES = {
  repair: 2,
  modification: 3,
  modificationStJohn: 1,
  weapon: 3,
  weaponOldProvidence: 1,
  reinforcedHullRefresh: 3,
  rumor: 2,
  crew: 2,
  portRoyalFee: 2,
  stMaartenCourier: 5,
  bigShipCuracao: 30,
  sell: 3,
  sellInDemand: 6,
  sellInDemandHavana: 7,
  nassauBase: 2,
  santoDomingoRedraw: 1,
} as const;

/** Ship modifications (rulebook "Ship modifications"): 8 kinds, 2 tokens each. */
export const MOD_KINDS = {
  'extra-hammocks': 'Extra hammocks: +1 CREW (recruit the extra crew); crew never exceeds 5.',
  'advanced-rigs': 'Advanced rigs and sails: +1 MANEUVERABILITY.',
  'reinforced-hull': 'Reinforced hull: absorbs the first hit that would destroy a location or hit the hull; refresh for 3 gold in a port.',
  'extended-hold': 'Extended cargo hold: +1 CARGO; cargo never exceeds 5.',
  chasers: 'Chasers: when either side declares Flee, inflict 1 hit; ready again after the battle.',
  'extra-cannon-port': 'Extra cannon port: +1 CANNONS; cannons never exceed 5.',
  'swivel-guns': 'Swivel guns: just before crew combat at sea roll 2 dice; 1 hit to the enemy crew on any success.',
  'long-guns': 'Long guns: before the first round of naval combat roll a die per cannon; each success is a hit.',
  // Seas of Glory module 3 (modifications.ts): their tokens follow the base game's 16.
  'carved-hull': 'Carved hull: the enemy has -1 SEAMANSHIP (min 1) whenever either ship flees.',
  'crows-nest': 'Crow\'s nest: with full masts, +1 die when you scout and -1 die (min 1) for anyone scouting for you.',
  plank: 'The plank: when an NPC event would lower your crew\'s loyalty, a LEADERSHIP success (or at sea a crew member) saves the step.',
  'smugglers-hold': 'Smuggler\'s hold: one contraband card takes no cargo space, is never found by naval ships and is never lost to cards or damage.',
} as const satisfies Record<ModKind, string>;

/** The base game's tokens are ids 0 to 15; Seas of Glory's new modifications come after. */
export const BASE_MOD_COUNT = 16;
export const MOD_TOKENS: readonly ModKind[] = (Object.keys(MOD_KINDS) as ModKind[]).flatMap((k) => [k, k]);

/** Special weapons (rulebook "Special weapons"): 4 tokens of each of the 3 kinds. */
export const WEAPON_SUPPLY = 4;
export const WEAPON_TEXT = {
  'grappling-hooks': 'Grappling hooks: after a SEAMANSHIP contest where you chose to board, discard to re-roll your failed dice.',
  'chain-shot': 'Chain-shot: discard after rolling hit locations; every skull hits the enemy MASTS.',
  grapeshot: 'Grapeshot: discard after rolling hit locations; every skull hits the enemy CREW.',
  'heated-shot': 'Heated shot: discard after rolling hit locations with a skull; the skulls do no damage but set the enemy ship on fire: 1 damage of its captain\'s choice before every new naval round.',
  'double-shot': 'Double shot: discard after rolling hit locations; up to 2 hits do 1 extra hit each, spread by the enemy over as many intact locations as possible.',
  caltrops: 'Caltrops: discard after a SEAMANSHIP contest where you chose to board; the enemy rolls 1 die less (at least 1) on its next SEAMANSHIP or LEADERSHIP roll.',
} as const satisfies Record<Weapon, string>;

/** Merchant tokens (rulebook "Merchant tokens"): one per sea zone; their flip side shows a nation. */
export const MERCHANT_TOKENS: readonly Nation[] = [
  'english', 'english', 'english', 'english', 'english',
  'french', 'french', 'french', 'french',
  'spanish', 'spanish', 'spanish', 'spanish', 'spanish',
  'dutch', 'dutch', 'dutch',
];
/** The track is emptied back onto the board when it holds this many tokens. */
export const MERCHANT_TRACK_REFILL = 8;

/** Demand tokens (docs/games/merchants-and-marauders.md): 3 per good. */
export const DEMAND_TOKENS: readonly Good[] = GOODS.flatMap((g) => [g, g, g]);

export const STARTING_GOLD = 10;
export const ACTIONS_PER_TURN = 3;
export const GLORY_HAND_LIMIT = 4;
export const PORT_CARGO_LIMIT = 6;
export const MAX_BOUNTY = 5;
export const BOUNTY_REWARD = 5;
export const STASH_PER_GLORY = 10;
/** Variant 3 "Give me glory or give me death": each stash point costs this much more than the one before. */
export const STASH_RISE = 5;
export const RAID_CARDS = 3;
export const RAID_GLORY_GOLD = 12;
export const DEMAND_GLORY_CARDS = 3;
export const BUY_DRAW = 6;
export const BUY_DRAW_SAME_PORT = 3;
export const NPC_PIRATE_REWARD = { sloop: 5, frigate: 15 } as const;
