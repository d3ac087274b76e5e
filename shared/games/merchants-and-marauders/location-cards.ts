/**
 * Seas of Glory module 9's location tokens as data: their kinds, names and who may visit them,
 * the fees and draws, and a token's kind. Light (no engine), so the log's words read it; the
 * rules are in locations.ts, which re-exports all of this.
 */

export type LocationKind = 'missionary' | 'natives' | 'naval-fort' | 'pirate-haven' | 'prison' | 'reef' | 'town' | 'trade-station';
export type Visitors = 'anyone' | 'non-pirates' | 'pirates';

export interface LocationCard {
  name: string;
  visitors: Visitors;
  /** Cargo cards drawn to defend it against a raid; 0: it cannot be raided. */
  defense: number;
  /** Its defense cards' hit icons are ignored (the missionary has no guns). */
  ignoreHits: boolean;
  /** A bounty of the local port's nation for attacking it, and another for taking it. */
  bounties: boolean;
  /** The visit, in our words. */
  visit: string;
}

export const LOCATION_CARDS: Record<LocationKind, LocationCard> = {
  missionary: { name: 'Missionary', visitors: 'anyone', defense: 3, ignoreHits: true, bounties: true, visit: 'Pay 3 gold for each bounty taken off, all of one nation.' },
  natives: { name: 'Natives', visitors: 'anyone', defense: 4, ignoreHits: false, bounties: false, visit: 'Give 1 cargo card: the ship is fully repaired (not the crew).' },
  'naval-fort': { name: 'Naval fort', visitors: 'non-pirates', defense: 6, ignoreHits: false, bounties: true, visit: "Send the local nation's naval ship to a neighbouring zone, or call it out of the event deck." },
  'pirate-haven': { name: 'Pirate haven', visitors: 'pirates', defense: 4, ignoreHits: false, bounties: false, visit: 'Fill the crew for free and take a rumor, no gold and no roll.' },
  prison: { name: 'Prison', visitors: 'anyone', defense: 4, ignoreHits: false, bounties: true, visit: 'Pay 5 gold: the first specialist of the glory deck you do not employ joins you.' },
  reef: { name: 'Reef', visitors: 'anyone', defense: 0, ignoreHits: false, bounties: false, visit: 'Roll SCOUTING: per success take a cargo card, a special weapon, a rumor or a crew; a hull hit per find, less SEAMANSHIP successes.' },
  town: { name: 'Town', visitors: 'anyone', defense: 5, ignoreHits: false, bounties: true, visit: 'One port activity: sell, buy (4 cards), repair, recruit or a rumor.' },
  'trade-station': { name: 'Trade station', visitors: 'non-pirates', defense: 5, ignoreHits: false, bounties: true, visit: 'Sell goods, or buy from 6 cards.' },
};

/** Our set: two tokens of each kind, one for each sea zone but the Caribbean Sea (16). */
export const LOCATION_TOKENS: readonly LocationKind[] = (Object.keys(LOCATION_CARDS) as LocationKind[]).flatMap((k) => [k, k]);

/** Goods for sale at a town and a trade station, and after buying there the turn before. */
export const TOWN_DRAW = 4;
export const STATION_DRAW = 6;
export const LOCATION_DRAW_AGAIN = 3;
export const PRISON_FEE = 5;
export const MISSIONARY_FEE = 3;
export const LOCATION_GLORY_GOLD = 12;

export const kindOf = (token: number): LocationKind | '' => LOCATION_TOKENS[token] ?? '';
