/**
 * Port Royal: the draw deck and coins. Every card's back is a coin: gaining coins draws cards
 * face down from the deck, spending puts them face up on the discard pile (rulebook "Setup").
 * These helpers mutate the working copy of the state that `apply` owns.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { shuffleInPlace } from '../../core/rng';
import type { CardId, PortRoyalState } from './types';

/**
 * The top card of the deck; an empty deck is first rebuilt from the shuffled discard pile
 * (rulebook "Discover": "If the draw deck is empty, the discard pile will be shuffled").
 * Undefined when both are empty.
 */
export function drawCard(s: PortRoyalState, log: LogEntry[]): CardId | undefined {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = shuffleInPlace(s.rng, s.discard);
    s.discard = [];
    log.push(said(['shuffled', s.deck.length]));
  }
  return s.deck.pop();
}

/** Draws `n` coins for `seat`; returns how many there were (fewer only when no card is left anywhere). */
export function gainCoins(s: PortRoyalState, log: LogEntry[], seat: Seat, n: number): number {
  let gained = 0;
  for (let i = 0; i < n; i++) {
    const card = drawCard(s, log);
    if (card === undefined) break;
    s.seats[seat]!.coins.push(card);
    gained++;
  }
  if (gained < n) log.push(said(['short', seat, gained]));
  return gained;
}

/**
 * Spends `n` coins of `seat` onto the discard pile, face up. The engine chooses the coins (the
 * most recently gained first), so a player can never hold back a card he has not seen.
 */
export function spendCoins(s: PortRoyalState, seat: Seat, n: number): void {
  const coins = s.seats[seat]!.coins;
  for (let i = 0; i < n && coins.length > 0; i++) s.discard.push(coins.pop()!);
}

/** Moves one coin, still face down, from `from` to `to` (the fee for taking a card in another's turn). */
export function payCoin(s: PortRoyalState, from: Seat, to: Seat): void {
  const coin = s.seats[from]!.coins.pop();
  if (coin !== undefined) s.seats[to]!.coins.push(coin);
}
