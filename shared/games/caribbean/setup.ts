/**
 * Caribbean: the table at the start (rulebook "Preparation"). Six random chests go face up on
 * the cities they name, the other ten face down in pairs on the five supply spaces, and the six
 * ships take the six start spaces in a random order. Everybody starts with no doubloons.
 */
import { createRng, shuffleInPlace } from '../../core/rng';
import { CHESTS, CHESTS_AT_START, CHESTS_PER_SUPPLY_SPACE, MAX_PLAYERS, MIN_PLAYERS, SHIP_COUNT } from './data';
import { CITIES, START_SPACES, SUPPLY_SPACES } from './map';
import type { CaribbeanOptions, CaribbeanState, ChestId, Resolution, Sailing, SeatState } from './types';

export function freshSeat(money: number): SeatState {
  return { money, bids: [], tieBreaker: -1, tieBreakerState: 'hidden', tieChoice: '' };
}

export function freshResolutions(): Resolution[] {
  return Array.from({ length: SHIP_COUNT }, () => ({ revealed: false, winner: -1, moves: 0, outcome: '', tieSeats: [], tieCards: [] }));
}

export const NO_SAILING: Sailing = { seat: -1, ship: -1, movesLeft: 0, path: [], dealtWith: [] };

export function setup(players: number, seed: string, _options: CaribbeanOptions): CaribbeanState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Caribbean is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  }
  const rng = createRng(seed);
  const chests: ChestId[] = shuffleInPlace(rng, CHESTS.map((_, id) => id));
  const cities = CITIES.map(() => ({ chests: [] as ChestId[] }));
  for (const chest of chests.slice(0, CHESTS_AT_START)) cities[CHESTS[chest]!.city]!.chests.push(chest);
  const rest = chests.slice(CHESTS_AT_START);
  const supply = SUPPLY_SPACES.map((_, i) => ({ chests: rest.slice(i * CHESTS_PER_SUPPLY_SPACE, (i + 1) * CHESTS_PER_SUPPLY_SPACE) }));
  const starts = shuffleInPlace(rng, [...START_SPACES]);
  return {
    players,
    rng,
    round: 1,
    phase: 'bidding',
    current: -1,
    ships: starts.slice(0, SHIP_COUNT).map((space) => ({ space, chest: -1 })),
    cities,
    supply,
    delivered: [],
    seats: Array.from({ length: players }, () => freshSeat(0)),
    resolutions: freshResolutions(),
    sailing: { ...NO_SAILING, path: [], dealtWith: [] },
    endTriggered: false,
    endReason: '',
  };
}
