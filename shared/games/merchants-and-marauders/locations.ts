/**
 * Seas of Glory module 9 "Location tokens": the tokens as data, their setup on the chart, who may
 * visit them, and their public view. The visits are in `location-visits.ts`, the raids in
 * `location-raid.ts`. Readings: docs/games/merchants-and-marauders.md ("Seas of Glory").
 */
import { randomInt, shuffleInPlace } from '../../core/rng';
import { CARIBBEAN_SEA, ZONES, neighbours } from './data';
import { isPirate } from './state';
import type { MmState, MmView, Nation, PlayerState, Weapon } from './types';

import {
  LOCATION_CARDS, LOCATION_TOKENS, kindOf, type LocationKind,
} from './location-cards';

export {
  LOCATION_CARDS, LOCATION_DRAW_AGAIN, LOCATION_GLORY_GOLD, LOCATION_TOKENS, MISSIONARY_FEE, PRISON_FEE, STATION_DRAW, TOWN_DRAW, kindOf,
  type LocationCard, type LocationKind, type Visitors,
} from './location-cards';

/** The location token in a zone (-1: none, or raided away). */
export const locationAt = (s: MmState, zone: number): number => (s.options.locations ? (s.locations?.[zone] ?? -1) : -1);
export const localNation = (zone: number): Nation | '' => ZONES[zone]?.nation ?? '';

/**
 * Setup: one token face up in every zone but the Caribbean Sea; the two trade stations may not
 * border each other (one is swapped with another zone's token until they do not).
 */
export function placeLocations(st: MmState): void {
  const tokens = shuffleInPlace(st.rng, LOCATION_TOKENS.map((_, i) => i));
  const locations = ZONES.map((_, z) => (z === CARIBBEAN_SEA ? -1 : tokens.pop()!));
  const zones = locations.map((_, z) => z).filter((z) => z !== CARIBBEAN_SEA);
  for (let guard = 0; guard < 100; guard++) {
    const stations = zones.filter((z) => kindOf(locations[z]!) === 'trade-station');
    if (!neighbours(stations[0]!).includes(stations[1]!)) break;
    const other = zones[randomInt(st.rng, zones.length)]!;
    [locations[stations[1]!], locations[other]] = [locations[other]!, locations[stations[1]!]!];
  }
  st.locations = locations;
}

/** Who may visit (rulebook: some locations are for pirates only, some for non-pirates). */
export function mayVisit(p: PlayerState, kind: LocationKind): boolean {
  const v = LOCATION_CARDS[kind].visitors;
  return v === 'anyone' || (v === 'pirates') === isPirate(p);
}

/** A location raid in progress (the raider's decisions: bombard, assault, take the loot). */
export interface LocationRaid {
  zone: number;
  token: number;
  step: 'bombard' | 'assault' | 'keep';
  cards: number[];
  /** The bombardment dice rolled so far, one per cannon at most. */
  dice: number[];
  /** Bombardment successes not yet spent on discarding a card. */
  toDiscard: number;
  gold: number;
  /** Dice a crew combat glory card adds to the ground assault (absent when none is played). */
  crewBonus?: number;
}

/** A reef visit: finds left to choose, and finds taken. */
export interface ReefSession {
  finds: number;
  taken: number;
}

/** What everyone sees of the module: tokens are face up, raids and reef finds are public. */
export interface LocationsView {
  /** Token id per zone (kind: LOCATION_TOKENS), -1 none. */
  tokens: number[];
  /** Zones whose location the player in turn visited this turn. */
  visited: number[];
  raid: LocationRaidView;
  /** A reef visit in progress: finds to choose and finds taken. */
  reefActive: boolean;
  reefFinds: number;
  reefTaken: number;
  /** Per seat: the zone and turn of the last purchase at a location (-1 none). */
  lastBuyZone: number[];
  lastBuyTurn: number[];
  /** The goods for sale are a location's (no port rule applies to them). */
  buyAtLocation: boolean;
}

export interface LocationRaidView extends Omit<LocationRaid, 'step' | 'crewBonus'> {
  active: boolean;
  step: LocationRaid['step'] | '';
}

const NO_RAID: LocationRaidView = { active: false, zone: -1, token: -1, step: '', cards: [], dice: [], toDiscard: 0, gold: 0 };

const withoutBonus = ({ crewBonus: _bonus, ...rest }: LocationRaid): Omit<LocationRaid, 'crewBonus'> => rest;

export function locationsView(s: MmState): { locations?: LocationsView } {
  if (!s.options.locations) return {};
  const r = s.locationRaid;
  return {
    locations: {
      tokens: [...(s.locations ?? [])],
      visited: [...(s.turn?.visited ?? [])],
      // The card played for the assault is in the log; the view keeps the shape the wire has always had.
      raid: r ? { ...withoutBonus(r), active: true, cards: [...r.cards], dice: [...r.dice] } : { ...NO_RAID, cards: [], dice: [] },
      reefActive: Boolean(s.reef),
      reefFinds: s.reef?.finds ?? 0,
      reefTaken: s.reef?.taken ?? 0,
      lastBuyZone: s.seats.map((p) => p.locationBuy?.[0] ?? -1),
      lastBuyTurn: s.seats.map((p) => p.locationBuy?.[1] ?? -1),
      buyAtLocation: s.buy?.location === true,
    },
  };
}

/** Cargo cards in sight in the module's view (for the strong bot's sampling of the unseen). */
export const locationCardsInView = (v: MmView): number[] => v.seas.locations?.raid.cards ?? [];

/**
 * The module's state rebuilt from a view (all of it is public): returned for the state, and put
 * into the rebuilt seats, turn and purchase.
 */
export function locationsFromView(v: MmView, s: Pick<MmState, 'seats' | 'turn' | 'buy'>): Pick<MmState, 'locations' | 'locationRaid' | 'reef'> {
  const l = v.seas.locations;
  if (!l) return {};
  for (const [i, p] of s.seats.entries()) if ((l.lastBuyZone[i] ?? -1) >= 0) p.locationBuy = [l.lastBuyZone[i]!, l.lastBuyTurn[i]!];
  if (s.turn) s.turn.visited = [...l.visited];
  if (s.buy && l.buyAtLocation) s.buy.location = true;
  const r = l.raid;
  return {
    locations: [...l.tokens],
    locationRaid: r.active ? { zone: r.zone, token: r.token, step: r.step || 'bombard', cards: [...r.cards], dice: [...r.dice], toDiscard: r.toDiscard, gold: r.gold } : null,
    reef: l.reefActive ? { finds: l.reefFinds, taken: l.reefTaken } : null,
  };
}

export type ReefFind = 'cargo' | 'rumor' | 'crew' | Weapon;

/** The module's actions: a visit per kind of location, the reef's finds, and the raid's steps. */
export type LocationAction =
  | { type: 'visit-missionary'; nation: Nation; count: number }
  | { type: 'visit-natives'; card: number }
  | { type: 'visit-fort'; zone: number }
  | { type: 'visit-haven' }
  | { type: 'visit-prison' }
  | { type: 'visit-reef' }
  | { type: 'reef-find'; find: ReefFind }
  | { type: 'reef-done' }
  | { type: 'visit-sell'; cards: number[] }
  | { type: 'visit-buy' }
  | { type: 'visit-repair' }
  | { type: 'visit-recruit'; hire: number }
  | { type: 'visit-rumor' }
  | { type: 'visit-favors'; amount: number }
  | { type: 'visit-loyalty' }
  | { type: 'raid-location' }
  | { type: 'bombard' }
  | { type: 'bombard-discard'; card: number }
  | { type: 'bombard-stop' }
  | { type: 'ground-assault' }
  | { type: 'retreat' }
  | { type: 'loot-card'; card: number }
  | { type: 'loot-done' };
