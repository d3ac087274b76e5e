/**
 * Setting up the table (rulebook "Setup"), up to the merchant placement, which the players do
 * themselves as the first phase of the game.
 */
import type { Seat } from '../../core/engine';
import { createRng, randomInt, shuffleInPlace } from '../../core/rng';
import {
  COMPANIES,
  HARBOR_ROW_SIZE,
  HARBORS,
  MERCHANTS_PER_PLAYER,
  MERCHANTS_THREE_PLAYER_VARIANT,
  MISSIONS,
  SHIPMENT_CARDS,
  STARTING_HAND,
} from './data';
import type { BorneoOptions, BorneoState, HarborDef, HarborSlot, SeatState } from './types';
import { manifest } from './manifest';

/** The player counts are the manifest's (the lobby offers the same). */
export const { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS } = manifest;

/** With 3 or 4 players the harbors marked 5 go back in the box; with 5, those marked 3/4. */
export function harborInPlay(def: HarborDef, players: number): boolean {
  if (def.players === 'all') return true;
  return def.players === (players === 5 ? '5' : '3-4');
}

export function merchantsPerPlayer(players: number, options: BorneoOptions): number {
  return options.threePlayerVariant && players === 3 ? MERCHANTS_THREE_PLAYER_VARIANT : MERCHANTS_PER_PLAYER;
}

/**
 * "Starting with the first player, each player places one of his merchants ... After the first
 * round of placement, complete two more placement rounds in reverse order." We read it: round 1 clockwise from the first player, every later round counter-clockwise
 * from the last player (so the last player places twice in a row). The 3-player variant adds a
 * fourth round "following the same rules".
 */
export function placementOrder(players: number, startSeat: Seat, rounds: number): Seat[] {
  const forward = Array.from({ length: players }, (_, i) => (startSeat + i) % players);
  const backward = [...forward].reverse();
  const order: Seat[] = [...forward];
  for (let r = 1; r < rounds; r++) order.push(...backward);
  return order;
}

export function setup(players: number, seed: string, options: BorneoOptions): BorneoState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Borneo is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  }
  const rng = createRng(seed);
  const deck = shuffleInPlace(rng, SHIPMENT_CARDS.map((_, i) => i));
  const harborDeck = shuffleInPlace(
    rng,
    HARBORS.map((_, i) => i).filter((i) => harborInPlay(HARBORS[i] as HarborDef, players)),
  );
  const harborRow: HarborSlot[] = [];
  for (let i = 0; i < HARBOR_ROW_SIZE; i++) harborRow.push({ harbor: harborDeck.pop() as number, cards: [] });
  const seats: SeatState[] = [];
  for (let p = 0; p < players; p++) {
    seats.push({ hand: deck.splice(deck.length - STARTING_HAND, STARTING_HAND).reverse(), cards: [], harbors: [], missions: [] });
  }
  // "Select a first player": drawn by lot.
  const startSeat = randomInt(rng, players);
  const merchants = merchantsPerPlayer(players, options);
  return {
    options: { ...options },
    players,
    merchantsPerPlayer: merchants,
    rng,
    deck,
    discard: [],
    harborDeck,
    harborRow,
    harborsOut: [],
    missionsOnBoard: MISSIONS.map((_, i) => i).filter((i) => players === 5 || !MISSIONS[i]?.fivePlayersOnly),
    companies: COMPANIES.map(() => ({ merchants: [] })),
    seats,
    pirateShip: -1,
    startSeat,
    active: startSeat,
    turn: 0,
    phase: { kind: 'placement', order: placementOrder(players, startSeat, merchants) },
    endReason: '',
  };
}
