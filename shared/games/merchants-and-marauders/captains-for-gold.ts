/**
 * Seas of Glory variant 2, "It'll cost ya!": each player is dealt one captain as usual, then may
 * draw a second for 2 gold and a third for 2 more, and chooses among them. The gold comes out of
 * the starting gold when the captains take command. Readings: docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import { refuse, type Handler } from './state';
import type { MmAction, MmState, PlayerState } from './types';
import { said } from './log';
import { own, seatToChange } from './change';

/** Gold for each extra captain drawn, and the most captains a player may hold to choose from. */
export const CAPTAIN_PRICE = 2;
export const MOST_CAPTAINS = 3;

/** The gold a player owes for the captains it drew at setup (nothing without the variant or after setup). */
export function captainFee(s: MmState, p: PlayerState): number {
  if (!s.options.captainsForGold || s.phase !== 'captains') return 0;
  const dealt = Math.max(1, Math.min(2, s.options.captainsDealt));
  return CAPTAIN_PRICE * Math.max(0, p.offer.length - dealt);
}

export const buyCaptain: Handler<Extract<MmAction, { type: 'buy-captain' }>> = {
  check(s, seat: Seat) {
    const p = s.seats[seat]!;
    if (!s.options.captainsForGold) return refuse('not-in-play', 'Drawing captains for gold is the variant "It\'ll cost ya!", not in play here.');
    if (p.chosenCaptain >= 0) return refuse('chosen', 'You have chosen your captain already.');
    if (p.offer.length >= MOST_CAPTAINS) return refuse('enough', `You may hold at most ${MOST_CAPTAINS} captains to choose from.`);
    if (s.captainDeck.length === 0) return refuse('no-captains', 'No captain is left to draw.');
    return null;
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    p.offer.push(own(st, 'captainDeck').pop()!);
    log.push(said(['captain-bought', seat, CAPTAIN_PRICE]));
  },
};
