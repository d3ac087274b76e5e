/**
 * Seas of Glory module 1 "Rumors, missions, events & captains": the new cards as rows, in the
 * base decks' structure (the published texts are not public: these are our own). `cards.ts` and
 * `glory.ts` turn them into cards with the base decks' helpers and append them to the base
 * tables, so a card keeps one id everywhere; `seas-cards.ts` decides which ids a table plays.
 * Balance: the same skill lines (summing to 10), rumor gold and mission rewards as the base
 * decks; the NPC captains of the new events are a notch stronger, as they bring bigger ships.
 * Readings and the card list: docs/games/merchants-and-marauders.md ("Seas of Glory", module 1).
 */
import type { Ability, Direction, Good, Nation, ShipType, Skill } from './types';

/** Captains: name, nation, home port, skills (seamanship, scouting, leadership, influence), ability and its rules text (each its own, worded as the base captains'). */
export const SEAS_CAPTAIN_ROWS: readonly (readonly [string, Nation, string, readonly [number, number, number, number], Ability, string])[] = [
  ['Ines Carvalho', 'spanish', 'Havana', [2, 3, 2, 3], 'treasure-hunter', 'Treasure hunter: a true rumor pays 2 more gold.'],
  ['Jacob Pell', 'english', 'Nassau', [3, 3, 2, 2], 'navigator', 'Navigator: roll 1 extra SEAMANSHIP die in merchant raids.'],
  ['Louis Marchand', 'french', 'Tortuga', [3, 2, 2, 3], 'gunsmith', 'Gunsmith: special weapons cost 1 gold less (never less than 1).'],
  ['Anne Whitlock', 'english', 'Port Royal', [2, 2, 3, 3], 'patron', 'Patron: a completed mission pays 2 more gold.'],
  ['Hugo Brandt', 'dutch', 'Curacao', [3, 2, 3, 2], 'drillmaster', 'Drillmaster: roll 1 extra LEADERSHIP die when recruiting.'],
  ['Sofie Janssen', 'dutch', 'St. Maarten', [2, 3, 2, 3], 'chandler', 'Chandler: ship modifications cost 1 gold less.'],
  ['Gaspar Ibarra', 'spanish', 'Cartagena', [4, 2, 3, 1], 'boarder', 'Boarder: roll 1 extra SEAMANSHIP die when you declare Board.'],
  ['Claude Verrier', 'french', 'Basse-Terre', [3, 3, 3, 1], 'marksman', 'Marksman: roll 1 extra SEAMANSHIP die when you declare Shoot.'],
  ['Nathaniel Cobb', 'english', 'Bridgetown', [3, 2, 2, 3], 'tracker', 'Tracker: roll 1 extra SCOUTING die when scouting for a merchant.'],
  ['Beatriz Solano', 'spanish', 'San Juan', [2, 2, 3, 3], 'hunter', 'Hunter: roll 1 extra SCOUTING die when scouting for a player or an NPC.'],
  ['Etienne Roche', 'french', 'Petit Goave', [3, 3, 2, 2], 'salvager', 'Salvager: a merchant raid that fails or lets the merchant escape still gives 2 gold.'],
  ['Rosa Delgado', 'spanish', 'Trinidad', [2, 3, 3, 2], 'stalwart', 'Stalwart: ignore the first hit to your crew in each crew combat and ground assault.'],
];

/** Rumors: title, zone, skill to roll there, gold promised. */
export const SEAS_RUMOR_ROWS: readonly (readonly [string, string, Skill, number])[] = [
  ['The admiral\'s strongbox', 'Port Royal', 'leadership', 10],
  ['Gold in the mangroves', 'Caracas', 'scouting', 9],
  ['A sunken sloop', 'Old Providence', 'seamanship', 8],
  ['The widow\'s pearls', 'San Juan', 'influence', 8],
  ['Buccaneers\' cache', 'Petit Goave', 'leadership', 11],
  ['A ship in a bottle', 'Caribbean Sea', 'seamanship', 13],
  ['The customs ledger', 'Santo Domingo', 'influence', 7],
  ['Lost chart of the shoals', 'St. Maarten', 'scouting', 9],
  ['The hermit\'s hoard', 'St. John', 'leadership', 10],
  ['A bribed lighthouse keeper', 'Basse-Terre', 'influence', 7],
  ['Wreck of the San Felipe', 'Havana', 'seamanship', 12],
  ['Smuggled silver', 'Curacao', 'scouting', 10],
  ['A forgotten warehouse', 'Bridgetown', 'influence', 8],
  ['Cannon on the seabed', 'Trinidad', 'seamanship', 11],
  ['The runaway bosun\'s map', 'Nassau', 'scouting', 9],
  ['A dying man\'s secret', 'Tortuga', 'leadership', 12],
];

/** Missions: title, claim port, requirement, skill, amount, good, port to complete, reward, nation whose bounty forbids it. */
export const SEAS_MISSION_ROWS: readonly (readonly [string, string, 'skill' | 'gold' | 'cargo', Skill | '', number, Good | '', string, number, Nation | ''])[] = [
  ['Carry the bishop\'s silver', 'Santo Domingo', 'skill', 'leadership', 1, '', 'Havana', 8, 'spanish'],
  ['Survey the windward coast', 'Bridgetown', 'skill', 'seamanship', 1, '', 'Trinidad', 7, ''],
  ['Wood for the careenage', 'Nassau', 'cargo', '', 2, 'wood', 'Port Royal', 10, ''],
  ['Tobacco for the governor', 'Havana', 'cargo', '', 2, 'tobacco', 'San Juan', 10, ''],
  ['Pay the garrison', 'Cartagena', 'gold', '', 5, '', 'Caracas', 12, ''],
  ['Find the deserters', 'Tortuga', 'skill', 'scouting', 2, '', 'Basse-Terre', 12, 'french'],
  ['Cocoa for the convent', 'Caracas', 'cargo', '', 2, 'cocoa', 'Santo Domingo', 10, ''],
  ['Deliver a treaty', 'St. Maarten', 'skill', 'influence', 2, '', 'Port Royal', 13, 'dutch'],
  ['Sugar for the distillers', 'Basse-Terre', 'cargo', '', 2, 'sugar', 'Petit Goave', 10, ''],
  ['Passage for a cartographer', 'Curacao', 'gold', '', 4, '', 'St. John', 9, ''],
  ['Escort the mail packet', 'St. John', 'skill', 'seamanship', 2, '', 'Nassau', 13, 'english'],
  ['Textiles for the plantation', 'Old Providence', 'cargo', '', 2, 'textiles', 'Bridgetown', 10, ''],
  ['Spices for the apothecary', 'Trinidad', 'cargo', '', 2, 'spices', 'Curacao', 11, ''],
  ['Settle a merchant\'s debt', 'Port Royal', 'gold', '', 6, '', 'Tortuga', 13, ''],
  ['Ferry the new governor', 'Petit Goave', 'skill', 'influence', 1, '', 'St. Maarten', 8, ''],
  ['Rum for the garrison', 'San Juan', 'cargo', '', 2, 'rum', 'Cartagena', 10, ''],
];

type Moves = readonly (readonly [number, Direction])[];

/** NPC arrivals with their own ship: slot, captain, skills (seamanship, scouting, leadership), zone, moves, ship. */
export const SEAS_ARRIVAL_ROWS: readonly (readonly [number, string, readonly [number, number, number], string, Moves, ShipType])[] = [
  [0, 'Admiral Ashby', [4, 3, 3], 'Port Royal', [[4, 'E'], [2, 'N']], 'man-o-war'],
  [1, 'Amiral Dufresne', [3, 3, 4], 'Petit Goave', [[5, 'S'], [0, 'W']], 'man-o-war'],
  [2, 'Almirante Cordero', [4, 2, 4], 'San Juan', [[3, 'W'], [4, 'N'], [1, 'S']], 'man-o-war'],
  [3, 'Admiraal Hoek', [3, 4, 3], 'Curacao', [[2, 'E'], [5, 'N']], 'man-o-war'],
  [4, 'Mad Jack Rackley', [3, 3, 3], 'Caribbean Sea', [[0, 'S'], [3, 'E']], 'brig'],
  [4, 'Viper Anne', [4, 3, 2], 'Trinidad', [[1, 'N'], [2, 'W'], [5, 'E']], 'brig'],
  [5, 'Captain Dread', [4, 4, 4], 'Tortuga', [[0, 'N'], [4, 'W']], 'man-o-war'],
];

/** Other events: kind, title, text, moves, zones. */
export const SEAS_OTHER_EVENT_ROWS: readonly (readonly ['employers' | 'market' | 'convoy', string, string, Moves, readonly string[]])[] = [
  ['employers', 'Employers calling', 'A third mission is laid out on the board; from now on three missions wait to be claimed.', [[2, 'S'], [5, 'W']], []],
  ['market', 'Market shift in the north', 'New demand in Nassau, Tortuga and Santo Domingo.', [[4, 'S'], [1, 'W']], ['Nassau', 'Tortuga', 'Santo Domingo']],
  ['convoy', 'The silver fleet', 'Every sea zone without a merchant gets one from the merchant track.', [[0, 'E'], [3, 'N'], [4, 'W']], []],
];
