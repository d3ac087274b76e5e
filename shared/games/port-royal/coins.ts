/**
 * Port Royal: the draw deck and coins. Every card's back is a coin: gaining coins draws cards
 * face down from the deck, spending puts them face up on the discard pile (rulebook "Setup").
 * These helpers change the next state that `apply` builds (shared/core/copy-on-write.ts): each
 * part they write in is first taken with `writable`, so the previous state is never touched.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { writable } from '../../core/copy-on-write';
import { shuffleInPlace } from '../../core/rng';
import type { CardId, PortRoyalState, SeatState } from './types';

/** The seat's record, writable in place (its lists are still shared until taken with `writable`). */
export function seatToChange(s: PortRoyalState, seat: Seat): SeatState {
  return writable(writable(s, 'seats'), seat);
}

/**
 * The top card of the deck; an empty deck is first rebuilt from the shuffled discard pile
 * (rulebook "Discover": "If the draw deck is empty, the discard pile will be shuffled").
 * Undefined when both are empty.
 */
export function drawCard(s: PortRoyalState, log: LogEntry[]): CardId | undefined {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = shuffleInPlace(writable(s, 'rng'), writable(s, 'discard'));
    s.discard = [];
    log.push(said(['shuffled', s.deck.length]));
  }
  return s.deck.length > 0 ? writable(s, 'deck').pop() : undefined;
}

/** Draws `n` coins for `seat`; returns how many there were (fewer only when no card is left anywhere). */
export function gainCoins(s: PortRoyalState, log: LogEntry[], seat: Seat, n: number): number {
  let gained = 0;
  for (let i = 0; i < n; i++) {
    const card = drawCard(s, log);
    if (card === undefined) break;
    writable(seatToChange(s, seat), 'coins').push(card);
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
  if (n <= 0 || s.seats[seat]!.coins.length === 0) return;
  const coins = writable(seatToChange(s, seat), 'coins');
  const discard = writable(s, 'discard');
  for (let i = 0; i < n && coins.length > 0; i++) discard.push(coins.pop()!);
}

/** Moves one coin, still face down, from `from` to `to` (the fee for taking a card in another's turn). */
export function payCoin(s: PortRoyalState, from: Seat, to: Seat): void {
  if (s.seats[from]!.coins.length === 0) return;
  const coin = writable(seatToChange(s, from), 'coins').pop()!;
  writable(seatToChange(s, to), 'coins').push(coin);
}
