/**
 * Bribing the pirates (rulebook "Bribing pirate ships", "Move the ships in alphabetical order",
 * "Ties in bidding"): the secret bids, the reveal ship by ship, the winner, and the tie-breakers.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { CARD_IDS, SHIP_COUNT, THIEF, barrels } from './data';
import { TIE_FACE_DOWN, TIE_NONE_LEFT, said, saidTo } from './log';
import { resolutionToChange, seatOf, seatToChange } from './pieces';
import type { CaribbeanAction, CaribbeanState, CardId, ShipIndex } from './types';

function permutations(cards: readonly CardId[], length: number): CardId[][] {
  if (length === 0) return [[]];
  return cards.flatMap((card) => permutations(cards.filter((c) => c !== card), length - 1).map((rest) => [card, ...rest]));
}

/** Every way to put six of the seven cards on the six ships: 7!/1! = 5,040 bids, frozen and shared. */
export const ALL_BIDS: readonly CaribbeanAction[] = permutations(CARD_IDS, SHIP_COUNT).map((ships) =>
  Object.freeze({ type: 'bid' as const, ships: Object.freeze(ships) as CardId[] }),
);

/** Six different cards, one per ship. */
export function isValidBid(ships: unknown): ships is CardId[] {
  if (!Array.isArray(ships) || ships.length !== SHIP_COUNT) return false;
  if (!ships.every((c) => Number.isInteger(c) && CARD_IDS.includes(c as CardId))) return false;
  return new Set(ships).size === SHIP_COUNT;
}

/**
 * Stores a seat's bids in secret; the card left over is its tie-breaker. The others read only
 * that the seat has bribed the ships (the same news as its "has bid" flag); the seat reads its cards.
 */
export function placeBid(s: CaribbeanState, seat: Seat, ships: CardId[], log: LogEntry[]): void {
  const st = seatToChange(s, seat);
  st.bids = [...ships];
  st.tieBreaker = CARD_IDS.find((c) => !ships.includes(c)) ?? -1;
  log.push(saidTo(seat, ['bribe-seen', seat, ships, st.tieBreaker], ['bribe', seat]));
}

/** Opponents' thieves on this ship: each takes a space from the winner's move. */
function opponentThieves(s: CaribbeanState, ship: ShipIndex, winner: Seat): number {
  return s.seats.filter((st, seat) => seat !== winner && st.bids[ship] === THIEF).length;
}

/** The winner sails up to its bid of `bid` barrels less `thieves` spaces. */
function startSailing(s: CaribbeanState, ship: ShipIndex, winner: Seat, bid: number, thieves: number, log: LogEntry[]): void {
  const moves = bid - thieves;
  const res = resolutionToChange(s, ship);
  res.winner = winner;
  res.moves = Math.max(0, moves);
  res.outcome = 'sailed';
  const space = s.ships[ship]!.space;
  s.phase = 'sailing';
  s.sailing = { seat: winner, ship, movesLeft: res.moves, path: [space], dealtWith: [] };
  log.push(said(['wins', winner, ship, res.moves, bid, thieves]));
}

/** Seats in the current tie that still hold a usable tie-breaker (one shown face up is spent). */
export function tieDeciders(s: CaribbeanState): Seat[] {
  const res = s.resolutions[s.current];
  if (s.phase !== 'tie' || !res) return [];
  return res.tieSeats.filter((seat) => seatOf(s, seat).tieBreakerState !== 'up');
}

/**
 * Reveals the bids on `ship` and finds its winner. True when someone must now decide (a tie
 * to break, a ship to sail); false when the ship stays where it is.
 */
export function revealShip(s: CaribbeanState, ship: ShipIndex, log: LogEntry[]): boolean {
  const res = resolutionToChange(s, ship);
  res.revealed = true;
  const cards = s.seats.map((st) => st.bids[ship] ?? THIEF);
  log.push(said(['bids', ship, cards]));
  const best = Math.max(...cards.map(barrels));
  // Our decision (docs/games/caribbean.md, 1): a thief never wins; when every bid is a thief nobody moves the ship.
  if (best < 0) {
    res.outcome = 'thieves';
    log.push(said(['thieves-only', ship]));
    return false;
  }
  const top = cards.flatMap((c, seat) => (barrels(c) === best ? [seat] : []));
  if (top.length === 1) {
    const winner = top[0]!;
    const thieves = opponentThieves(s, ship, winner);
    startSailing(s, ship, winner, best, thieves, log);
    return true;
  }
  res.tieSeats = top;
  res.tieCards = s.seats.map(() => -1);
  if (top.every((seat) => seatOf(s, seat).tieBreakerState === 'up')) {
    res.outcome = 'tie';
    log.push(said(['tie-stuck', ship, [...top]]));
    return false;
  }
  s.phase = 'tie';
  log.push(said(['tie', ship, [...top], best]));
  return true;
}

/** Stores a tied seat's secret answer; the others read only that it has answered. */
export function answerTie(s: CaribbeanState, seat: Seat, use: boolean, log: LogEntry[]): void {
  seatToChange(s, seat).tieChoice = use ? 'up' : 'down';
  log.push(saidTo(seat, ['tie-answer-seen', seat, use ? 1 : 0], ['tie-answer', seat]));
}

/**
 * All tied seats have answered: the tie-breakers are shown at once. A face-up card beats a
 * face-down one (even a thief: "zero is more than -1", and -1 is more than nothing). The winner
 * sails as far as the original bid allows, less the opponents' thieves on the ship and less one
 * for each thief among the tie-breakers shown (rulebook: "any thieves on any of the tie-breaker
 * cards"). True when the ship is to be sailed.
 */
export function settleTie(s: CaribbeanState, log: LogEntry[]): boolean {
  const ship = s.current;
  const res = resolutionToChange(s, ship);
  // The tie's cards were set out when the bids were revealed, an action or more ago: shared until taken here.
  const tieCards = writable(res, 'tieCards');
  const shown: number[] = [];
  for (const seat of res.tieSeats) {
    const st = seatToChange(s, seat);
    if (st.tieChoice === 'up') {
      tieCards[seat] = st.tieBreaker;
      st.tieBreakerState = 'up';
      shown.push(st.tieBreaker);
    } else if (st.tieBreakerState === 'up') {
      shown.push(TIE_NONE_LEFT);
    } else {
      st.tieBreakerState = 'down';
      shown.push(TIE_FACE_DOWN);
    }
    st.tieChoice = '';
  }
  log.push(said(['tie-breakers', ship, [...res.tieSeats], shown]));
  const up = res.tieSeats.filter((seat) => (res.tieCards[seat] ?? -1) >= 0);
  const best = Math.max(...up.map((seat) => barrels(res.tieCards[seat]!)));
  const winners = up.filter((seat) => barrels(res.tieCards[seat]!) === best);
  if (winners.length !== 1) {
    res.outcome = 'tie';
    log.push(said(['tie-stands', ship]));
    return false;
  }
  const winner = winners[0]!;
  const bid = barrels(seatOf(s, winner).bids[ship]!);
  const thieves = opponentThieves(s, ship, winner) + up.filter((seat) => res.tieCards[seat] === THIEF).length;
  startSailing(s, ship, winner, bid, thieves, log);
  return true;
}
