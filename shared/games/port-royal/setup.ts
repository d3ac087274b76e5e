/**
 * Port Royal: the table at the start (rulebook "Setup"; docs/games/port-royal.md, "Components").
 * Seat 0 starts; every player draws 3 coins from the shuffled deck. With 5 players the
 * 5-player expedition lies face up in the expedition row; with fewer it is out of the game.
 */
import { createRng, shuffleInPlace } from '../../core/rng';
import { CARD_COUNT, FIVE_PLAYER_EXPEDITION } from './data';
import type { CardId, PortRoyalOptions, PortRoyalState } from './types';
import { manifest } from './manifest';

/** The player counts are the manifest's (the lobby offers the same). */
export const { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS } = manifest;
export const STARTING_COINS = 3;

/** Cards in play for this number of players (the deck-size of the conservation rule). */
export function cardsInPlay(players: number): number {
  return players === 5 ? CARD_COUNT : CARD_COUNT - 1;
}

export function setup(players: number, seed: string, options: PortRoyalOptions): PortRoyalState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Port Royal is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  }
  const rng = createRng(seed);
  const deck: CardId[] = [];
  for (let id = 0; id < CARD_COUNT; id++) if (id !== FIVE_PLAYER_EXPEDITION) deck.push(id);
  shuffleInPlace(rng, deck);
  const seats = Array.from({ length: players }, () => ({
    display: [] as CardId[],
    coins: deck.splice(deck.length - STARTING_COINS, STARTING_COINS),
    expeditions: [] as CardId[],
  }));
  return {
    options: { rules: options.rules },
    players,
    rng,
    deck,
    discard: [],
    harbor: [],
    expeditionRow: players === 5 ? [FIVE_PLAYER_EXPEDITION] : [],
    seats,
    startSeat: 0,
    active: 0,
    phase: { kind: 'discover', revealed: 0 },
    endTriggered: false,
    turn: 0,
    activeTook: 0,
    endReason: null,
  };
}
