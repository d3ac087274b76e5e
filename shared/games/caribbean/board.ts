/**
 * The sea map as a graph: neighbours, distances, what stands on a space. Pure lookups over
 * map.ts, shared by the rules and the bots.
 */
import type { Seat } from '../../core/engine';
import { CITIES, HAVENS, SEA_SPACES } from './map';
import type { SpaceId } from './types';

export const SPACE_COUNT = SEA_SPACES.length;

export function neighbours(space: SpaceId): readonly SpaceId[] {
  return SEA_SPACES[space]?.neighbours ?? [];
}

export function areNeighbours(a: SpaceId, b: SpaceId): boolean {
  return neighbours(a).includes(b);
}

export function spaceName(space: SpaceId): string {
  return SEA_SPACES[space]?.name ?? `space ${space}`;
}

export function isSpace(space: number): boolean {
  return Number.isInteger(space) && space >= 0 && space < SPACE_COUNT;
}

const CITY_OF_SPACE: readonly number[] = SEA_SPACES.map((_, space) => CITIES.findIndex((c) => c.space === space));

/** The city whose harbour is this space, -1 for open sea. */
export function cityAt(space: SpaceId): number {
  return CITY_OF_SPACE[space] ?? -1;
}

export function cityName(city: number): string {
  return CITIES[city]?.name ?? `city ${city}`;
}

const COLOUR_OF_SPACE: readonly number[] = SEA_SPACES.map((_, space) => HAVENS.find((h) => h.space === space)?.colour ?? -1);

/** The colour of the haven on this space, -1 for none. */
export function havenColour(space: SpaceId): number {
  return COLOUR_OF_SPACE[space] ?? -1;
}

/**
 * Who owns the haven on this space: seat N plays colour N, and havens of colours nobody plays
 * are ordinary sea (docs/games/caribbean.md, "Board"). -1 for none.
 */
export function havenOwner(space: SpaceId, players: number): Seat {
  const colour = havenColour(space);
  return colour >= 0 && colour < players ? colour : -1;
}

const HAVENS_OF_COLOUR: readonly (readonly SpaceId[])[] = [0, 1, 2, 3].map((colour) => HAVENS.filter((h) => h.colour === colour).map((h) => h.space));

/** The haven spaces of one seat (seat N plays colour N). */
export function havensOf(seat: Seat): readonly SpaceId[] {
  return HAVENS_OF_COLOUR[seat] ?? [];
}

function bfs(from: SpaceId): number[] {
  const dist = Array.from({ length: SPACE_COUNT }, () => -1);
  dist[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as SpaceId;
    for (const next of neighbours(here)) {
      if (dist[next] !== -1) continue;
      dist[next] = (dist[here] as number) + 1;
      queue.push(next);
    }
  }
  return dist;
}

const DISTANCES: readonly (readonly number[])[] = SEA_SPACES.map((_, space) => bfs(space));

/** Fewest moves between two spaces on an empty sea (-1 if unreachable, which the map never is). */
export function distance(a: SpaceId, b: SpaceId): number {
  return DISTANCES[a]?.[b] ?? -1;
}
