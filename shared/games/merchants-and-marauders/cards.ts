/**
 * Merchants & Marauders decks as data: captains, cargo, events (with the NPC captains they bring).
 * The published card texts are not public (Decks: docs/games/merchants-and-marauders.md): these are our own, in the rulebook's
 * structure and published counts. Glory cards, rumors and missions are in `glory.ts`.
 */
import { GOODS } from './data';
import { SEAS_ARRIVAL_ROWS, SEAS_CAPTAIN_ROWS, SEAS_OTHER_EVENT_ROWS } from './seas-cards-data';
import { CONTRABAND_ROWS } from './contraband-cards';
import type { Ability, Direction, Good, HitLocation, Nation, ShipType, Skill } from './types';

export interface CaptainCard {
  name: string;
  nation: Nation;
  home: string;
  seamanship: number;
  scouting: number;
  leadership: number;
  influence: number;
  ability: Ability;
  text: string;
}

const cap = (
  name: string, nation: Nation, home: string, skills: readonly [number, number, number, number], ability: Ability, text: string,
): CaptainCard => ({ name, nation, home, seamanship: skills[0], scouting: skills[1], leadership: skills[2], influence: skills[3], ability, text });

/** 16 captains, one per port, skills summing to 10 (Captains: docs/games/merchants-and-marauders.md). Skills: seamanship, scouting, leadership, influence. */
const BASE_CAPTAINS: readonly CaptainCard[] = [
  cap('Isabel Marquez', 'spanish', 'Havana', [3, 2, 2, 3], 'silver-tongue', 'Silver tongue: roll 1 extra die on INFLUENCE rolls.'),
  cap('Thomas Harlow', 'english', 'Nassau', [2, 3, 3, 2], 'keen-eye', 'Keen eye: roll 1 extra die on SCOUTING rolls.'),
  cap('Jean-Baptiste Roux', 'french', 'Tortuga', [4, 2, 3, 1], 'broadside', 'Broadside: when you win a shoot, inflict 1 more hit.'),
  cap('Edward Blackwood', 'english', 'Port Royal', [3, 3, 3, 1], 'born-leader', 'Born leader: roll 1 extra die in crew combat.'),
  cap('Samuel Greaves', 'english', 'Old Providence', [2, 2, 3, 3], 'press-gang', 'Press gang: crew costs 1 gold instead of 2 after a failed recruit roll.'),
  cap('Marguerite Duval', 'french', 'Petit Goave', [3, 3, 2, 2], 'old-salt', 'Old salt: roll 1 extra SEAMANSHIP die when you declare Flee.'),
  cap('Diego Alvarado', 'spanish', 'Santo Domingo', [2, 2, 2, 4], 'hard-bargainer', 'Hard bargainer: draw 1 more cargo card when buying goods.'),
  cap('Catalina Ruiz', 'spanish', 'Cartagena', [3, 2, 2, 3], 'connoisseur', 'Connoisseur: goods in demand sell for 1 more gold each.'),
  cap('Pieter van Dijk', 'dutch', 'Curacao', [2, 3, 1, 4], 'trader', 'Trader: goods not in demand sell for 1 more gold each.'),
  cap('Rafael Ortega', 'spanish', 'San Juan', [3, 3, 2, 2], 'raider', 'Raider: a successful merchant raid gives 2 more gold.'),
  cap('Lucia Mendoza', 'spanish', 'Caracas', [2, 2, 3, 3], 'quartermaster', 'Quartermaster: stash gold in any port of your nation, not only at home.'),
  cap('Willem de Graaf', 'dutch', 'St. Maarten', [3, 2, 3, 2], 'shipwright', 'Shipwright: repairs cost 1 gold per point.'),
  cap('Antoine Lefevre', 'french', 'Basse-Terre', [4, 3, 2, 1], 'lucky', 'Lucky: once per battle, re-roll a SEAMANSHIP roll without a success.'),
  cap('Mary Thorne', 'english', 'St. John', [3, 2, 4, 1], 'sea-dog', 'Sea dog: ignore the first hit to your ship in each battle.'),
  cap('Henry Caldwell', 'english', 'Bridgetown', [2, 3, 2, 3], 'bounty-hunter', 'Bounty hunter: every reward for defeating a pirate gives 5 more gold.'),
  cap('Elena Castillo', 'spanish', 'Trinidad', [2, 3, 2, 3], 'smuggler', 'Smuggler: you may enter ports of a nation that has only 1 bounty on you.'),
];
/** The base captains, then Seas of Glory module 1's (`seas-cards-data.ts`; abilities as the base captains word them). */
export const CAPTAINS: readonly CaptainCard[] = [
  ...BASE_CAPTAINS,
  ...SEAS_CAPTAIN_ROWS.map(([name, nation, home, skills, ability]) => cap(name, nation, home, skills, ability, BASE_CAPTAINS.find((c) => c.ability === ability)!.text)),
];

export interface CargoCard {
  good: Good;
  plunder: number;
  /** A hit location, or 'escape'. */
  icon: HitLocation | 'escape';
  /** Seas of Glory module 7: the port that buys this card as contraband (contraband cards only). */
  port?: string;
}

/**
 * 64 cargo cards, 8 per good (Cargo: docs/games/merchants-and-marauders.md). Half the cards show escape, half a hit: hull, cargo
 * and masts on every good, crew or cannons on alternate goods. A 3-card raid brings about 10 gold
 * and 1.5 hits, so a sloop risks losing a location about one raid in four: risky but profitable.
 * The 12 gold of a glory point (rulebook "Glory points") usually takes a fourth card, drawn with
 * a SEAMANSHIP success. (With plunder 1-4, about 8 gold a raid, pirates seldom reached 12 and
 * scored half what merchants did in our bot games.)
 */
const BASE_CARGO: readonly CargoCard[] = GOODS.flatMap((good, g) => {
  const fourth: HitLocation = g % 2 === 0 ? 'crew' : 'cannons';
  const cards: CargoCard[] = [
    { good, plunder: 2, icon: 'escape' },
    { good, plunder: 3, icon: 'escape' },
    { good, plunder: 4, icon: 'escape' },
    { good, plunder: 5, icon: 'escape' },
    { good, plunder: 2, icon: 'hull' },
    { good, plunder: 3, icon: 'cargo' },
    { good, plunder: 4, icon: 'masts' },
    { good, plunder: 5, icon: fourth },
  ];
  return cards;
});
/** The base game's 64 cargo cards, then Seas of Glory module 7's contraband cards (`contraband-cards.ts`). */
export const BASE_CARGO_COUNT = BASE_CARGO.length;
export const CARGO: readonly CargoCard[] = [...BASE_CARGO, ...CONTRABAND_ROWS.map((row): CargoCard => ({ ...row }))];

export interface EventCard {
  title: string;
  kind: 'arrival' | 'war' | 'peace' | 'storm' | 'disease' | 'market' | 'pardon' | 'convoy' | 'tax' | 'calm' | 'employers';
  /** Seas of Glory module 1: the ship this NPC captain brings (else the slot's, a man-o-war in a war). */
  ship?: ShipType;
  text: string;
  /** NPC icons: the slot (0-3 naval ships in NATIONS order, 4 pirate sloop, 5 pirate frigate) and direction. */
  moves: readonly (readonly [number, Direction])[];
  /** Arrivals: the NPC slot, its captain and skills, and the zone it appears in (its home). */
  slot: number;
  captain: string;
  seamanship: number;
  scouting: number;
  leadership: number;
  zone: string;
  /** Zones the effect touches (storms, market shifts). */
  zones: readonly string[];
  /** Nations the effect names (wars, pardons, taxes, disease). */
  nations: readonly Nation[];
}

type Moves = EventCard['moves'];
const base = { slot: -1, captain: '', seamanship: 0, scouting: 0, leadership: 0, zone: '', zones: [], nations: [] } as const;

const arrival = (slot: number, captain: string, skills: readonly [number, number, number], zone: string, moves: Moves, ship?: ShipType): EventCard => {
  const nation = ['English', 'French', 'Spanish', 'Dutch'][slot];
  const who = ship ? (slot < 4 ? `an ${nation} naval ${ship}, war or no war,` : `a pirate ${ship}`)
    : slot < 4 ? `a ${nation} naval ship` : slot === 4 ? 'the pirate sloop' : 'the pirate frigate';
  return {
    ...base, title: `${captain} sets sail`, kind: 'arrival', moves, slot, captain,
    seamanship: skills[0], scouting: skills[1], leadership: skills[2], zone, ...(ship ? { ship } : {}),
    text: `${captain} commands ${who} (SEAMANSHIP ${skills[0]}, SCOUTING ${skills[1]}, LEADERSHIP ${skills[2]}); it appears in ${zone} at the end of the round.`,
  };
};
const other = (kind: EventCard['kind'], title: string, text: string, moves: Moves, extra: Partial<EventCard> = {}): EventCard => ({
  ...base, kind, title, text, moves, ...extra,
});

/** 34 events (Events: docs/games/merchants-and-marauders.md): 12 NPC arrivals, wars and peace, storms, disease, market shifts and others. */
const BASE_EVENTS: readonly EventCard[] = [
  arrival(0, 'Commodore Hale', [3, 2, 3], 'Port Royal', [[4, 'S'], [5, 'E']]),
  arrival(0, 'Captain Finch', [2, 3, 3], 'Bridgetown', [[2, 'W'], [4, 'N'], [1, 'E']]),
  arrival(1, 'Capitaine Moreau', [3, 3, 2], 'Tortuga', [[0, 'E'], [5, 'S']]),
  arrival(1, 'Capitaine Girard', [2, 2, 4], 'Basse-Terre', [[3, 'S'], [4, 'W']]),
  arrival(2, 'Capitan Vega', [3, 2, 3], 'Havana', [[1, 'N'], [5, 'W'], [0, 'S']]),
  arrival(2, 'Capitan Salazar', [2, 3, 3], 'Cartagena', [[4, 'E'], [3, 'N']]),
  arrival(3, 'Kapitein Visser', [3, 2, 2], 'Curacao', [[2, 'E'], [5, 'N']]),
  arrival(3, 'Kapitein Bakker', [2, 3, 3], 'St. Maarten', [[0, 'W'], [4, 'S'], [1, 'N']]),
  arrival(4, 'Calico Ned', [3, 3, 2], 'Caribbean Sea', [[2, 'N'], [0, 'E']]),
  arrival(4, 'One-Eyed Jenny', [4, 2, 2], 'Old Providence', [[3, 'W'], [1, 'S']]),
  arrival(5, 'Black Bart Mallory', [3, 3, 4], 'Nassau', [[0, 'N'], [2, 'S']]),
  arrival(5, 'Red Morgan', [4, 3, 3], 'Tortuga', [[1, 'W'], [3, 'E'], [4, 'S']]),
  other('war', 'War: England and Spain', 'England and Spain are at war: their captains may not enter each other\'s ports, and their naval ships become man-o-wars that hunt enemy captains.', [[4, 'E'], [0, 'S']], { nations: ['english', 'spanish'] }),
  other('war', 'War: France and Spain', 'France and Spain are at war (see above).', [[1, 'S'], [2, 'N'], [5, 'E']], { nations: ['french', 'spanish'] }),
  other('war', 'War: England and the Netherlands', 'England and the Netherlands are at war (see above).', [[3, 'W'], [0, 'E']], { nations: ['english', 'dutch'] }),
  other('war', 'War: France and England', 'France and England are at war (see above).', [[1, 'W'], [5, 'S'], [4, 'N']], { nations: ['french', 'english'] }),
  other('peace', 'Treaty of peace', 'Every war ends.', [[2, 'S'], [4, 'W']]),
  other('peace', 'Royal wedding', 'Every war ends.', [[3, 'N'], [5, 'W'], [1, 'E']]),
  other('storm', 'Hurricane season', 'Every player ship at sea in Nassau, Havana or Tortuga rolls SEAMANSHIP; without a success it takes a hit to its MASTS.', [[0, 'W'], [4, 'E']], { zones: ['Nassau', 'Havana', 'Tortuga'] }),
  other('storm', 'Squall in the south', 'Every player ship at sea in the Caribbean Sea, Curacao or Caracas rolls SEAMANSHIP; without a success it takes a hit to its MASTS.', [[5, 'N'], [2, 'W']], { zones: ['Caribbean Sea', 'Curacao', 'Caracas'] }),
  other('storm', 'Gale in the Leewards', 'Every player ship at sea in St. Maarten, St. John or Basse-Terre rolls SEAMANSHIP; without a success it takes a hit to its MASTS.', [[1, 'S'], [3, 'E'], [4, 'W']], { zones: ['St. Maarten', 'St. John', 'Basse-Terre'] }),
  other('disease', 'Yellow fever', 'Every player ship in a Spanish or French port loses 1 crew (never the last).', [[4, 'N'], [2, 'E']], { nations: ['spanish', 'french'] }),
  other('disease', 'Scurvy', 'Every player ship in an English or Dutch port loses 1 crew (never the last).', [[0, 'S'], [5, 'E'], [3, 'N']], { nations: ['english', 'dutch'] }),
  other('market', 'Market shift in the west', 'New demand in Havana, Port Royal and Cartagena.', [[5, 'S'], [1, 'N']], { zones: ['Havana', 'Port Royal', 'Cartagena'] }),
  other('market', 'Market shift in the east', 'New demand in San Juan, Basse-Terre and Bridgetown.', [[2, 'E'], [4, 'S'], [0, 'W']], { zones: ['San Juan', 'Basse-Terre', 'Bridgetown'] }),
  other('market', 'Market shift in the south', 'New demand in Curacao, Caracas and Trinidad.', [[3, 'S'], [5, 'W']], { zones: ['Curacao', 'Caracas', 'Trinidad'] }),
  other('pardon', 'English amnesty', 'Every captain loses 1 English bounty.', [[0, 'N'], [4, 'E']], { nations: ['english'] }),
  other('pardon', 'Spanish amnesty', 'Every captain loses 1 Spanish bounty.', [[2, 'S'], [1, 'E'], [5, 'N']], { nations: ['spanish'] }),
  other('convoy', 'Merchant convoy', 'Every sea zone without a merchant gets one from the merchant track.', [[4, 'W'], [3, 'E']]),
  other('convoy', 'Trade fleet sails', 'Every sea zone without a merchant gets one from the merchant track.', [[5, 'E'], [0, 'S'], [2, 'W']]),
  other('tax', 'Harbor tax', 'Every player ship in a port pays 2 gold (or what it has).', [[1, 'N'], [4, 'S']]),
  other('calm', 'Calm seas', 'Nothing else happens.', [[0, 'E'], [2, 'N'], [4, 'S']]),
  other('calm', 'Fair weather', 'Nothing else happens.', [[5, 'W'], [3, 'S']]),
  other('calm', 'Trade winds', 'Nothing else happens.', [[1, 'E'], [4, 'N'], [0, 'W']]),
];
/** The base events, then Seas of Glory module 1's (`seas-cards-data.ts`). */
export const EVENTS: readonly EventCard[] = [
  ...BASE_EVENTS,
  ...SEAS_ARRIVAL_ROWS.map(([slot, captain, skills, zone, moves, ship]) => arrival(slot, captain, skills, zone, moves, ship)),
  ...SEAS_OTHER_EVENT_ROWS.map(([kind, title, text, moves, zones]) => other(kind, title, text, moves, { zones })),
];

/** The NPC slots (NPC combat control: docs/games/merchants-and-marauders.md): a naval ship per nation, then the two pirates. */
export const NPC_SLOTS = [
  { name: 'English naval ship', nation: 'english', pirate: false, ship: 'frigate' },
  { name: 'French naval ship', nation: 'french', pirate: false, ship: 'frigate' },
  { name: 'Spanish naval ship', nation: 'spanish', pirate: false, ship: 'frigate' },
  { name: 'Dutch naval ship', nation: 'dutch', pirate: false, ship: 'frigate' },
  { name: 'Pirate sloop', nation: '', pirate: true, ship: 'sloop' },
  { name: 'Pirate frigate', nation: '', pirate: true, ship: 'frigate' },
] as const satisfies readonly { name: string; nation: Nation | ''; pirate: boolean; ship: 'frigate' | 'sloop' }[];

export const SKILLS: readonly Skill[] = ['seamanship', 'scouting', 'leadership', 'influence'];
