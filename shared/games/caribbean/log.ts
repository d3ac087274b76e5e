/**
 * Caribbean's log as data (shared/core/log.ts): each kind of entry with its arguments, and the
 * words each reads as. The engine writes the data; the client (and the tests, through the same
 * function) word it, so a line crosses the wire in a few bytes.
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogData, type LogEntry } from '../../core/log';
import { cityName, spaceName } from './board';
import { CAPTURE_REWARD, HOUSE_ROUND_LIMIT, cardName, chestValue, doubloons } from './data';
import { chestLabel, shipName } from './pieces';
import type { CardId, ChestId, ShipIndex, SpaceId } from './types';

/** What a tied seat shows when the tie-breakers are revealed: its card, or one of these. */
export const TIE_NONE_LEFT = -1;
export const TIE_FACE_DOWN = -2;

/** Every kind of Caribbean entry and its arguments. */
export type CaribbeanLogData =
  | readonly ['round', round: number]
  /** What the others read of a seat's bids; the seat reads `bribe-seen`. */
  | readonly ['bribe', seat: Seat]
  | readonly ['bribe-seen', seat: Seat, bids: readonly CardId[], tieBreaker: CardId]
  | readonly ['revealing']
  | readonly ['bids', ship: ShipIndex, cards: readonly CardId[]]
  | readonly ['thieves-only', ship: ShipIndex]
  /** The winner sails up to `moves` spaces: its bid of `bid` barrels less `thieves`. */
  | readonly ['wins', seat: Seat, ship: ShipIndex, moves: number, bid: number, thieves: number]
  | readonly ['tie-stuck', ship: ShipIndex, seats: readonly Seat[]]
  | readonly ['tie', ship: ShipIndex, seats: readonly Seat[], best: number]
  /** What the others read of a tied seat's answer; the seat reads `tie-answer-seen`. */
  | readonly ['tie-answer', seat: Seat]
  | readonly ['tie-answer-seen', seat: Seat, faceUp: 0 | 1]
  /** Each tied seat and what it shows: a card, TIE_NONE_LEFT or TIE_FACE_DOWN. */
  | readonly ['tie-breakers', ship: ShipIndex, seats: readonly Seat[], shown: readonly number[]]
  | readonly ['tie-stands', ship: ShipIndex]
  | readonly ['sail', ship: ShipIndex, to: SpaceId]
  | readonly ['capture', ship: ShipIndex, city: number, chest: ChestId, seat: Seat]
  | readonly ['steal', ship: ShipIndex, chest: ChestId, from: ShipIndex]
  | readonly ['swap', ship: ShipIndex, mine: ChestId, theirs: ChestId, other: ShipIndex]
  | readonly ['pass', ship: ShipIndex, chest: ChestId, to: ShipIndex]
  | readonly ['unload', ship: ShipIndex, chest: ChestId, owner: Seat, haven: SpaceId]
  | readonly ['stays', ship: ShipIndex, space: SpaceId]
  | readonly ['new-chests', chests: readonly ChestId[]]
  | readonly ['last-round', round: number, threshold: number]
  | readonly ['all-delivered']
  | readonly ['round-limit']
  | readonly ['over', money: readonly number[]];

/** An entry every viewer reads alike. */
export function said(data: CaribbeanLogData): LogEntry {
  return logEntry(data);
}

/** An entry `seat` reads as `secret` and every other viewer as `others`. */
export function saidTo(seat: Seat, secret: CaribbeanLogData, others: CaribbeanLogData): LogEntry {
  return logEntry(others, { seats: [seat], text: secret });
}

const seat = (n: Seat) => `{s${n}}`;
const ship = (n: ShipIndex) => `the ${shipName(n)}`;
const and = (seats: readonly Seat[]) => seats.map(seat).join(' and ');

function tieShown(who: Seat, shown: number): string {
  if (shown === TIE_NONE_LEFT) return `${seat(who)} has no tie-breaker left`;
  if (shown === TIE_FACE_DOWN) return `${seat(who)} keeps the tie-breaker face down`;
  return `${seat(who)} adds ${cardName(shown)}`;
}

function words(data: CaribbeanLogData): string {
  switch (data[0]) {
    case 'round':
      return `Round ${data[1]}: every player bribes the six ships in secret.`;
    case 'bribe':
      return `${seat(data[1])} has bribed the ships.`;
    case 'bribe-seen': {
      const [, who, bids, tieBreaker] = data;
      return `${seat(who)} bribes the ships: ${bids.map((card, n) => `${shipName(n)} ${cardName(card)}`).join(', ')}; tie-breaker ${cardName(tieBreaker)}.`;
    }
    case 'revealing':
      return 'Every player has bribed the ships. The bids are revealed ship by ship, in order.';
    case 'bids':
      return `Bids on ${ship(data[1])}: ${data[2].map((card, n) => `${seat(n)} ${cardName(card)}`).join(', ')}.`;
    case 'thieves-only':
      return `Only thieves on ${ship(data[1])}: it stays where it is.`;
    case 'wins': {
      const [, who, won, moves, bid, thieves] = data;
      const why = thieves > 0 ? ` (${cardName(bid)}, less ${thieves} for thieves)` : '';
      return `${seat(who)} wins ${ship(won)} and may sail it up to ${moves === 1 ? '1 space' : `${moves} spaces`}${why}.`;
    }
    case 'tie-stuck':
      return `${and(data[2])} tie on ${ship(data[1])} with no tie-breaker left: it stays where it is.`;
    case 'tie':
      return `${and(data[2])} tie on ${ship(data[1])} at ${cardName(data[3])}: they decide in secret whether to add their tie-breakers.`;
    case 'tie-answer':
      return `${seat(data[1])} has decided on the tie-breaker.`;
    case 'tie-answer-seen':
      return `${seat(data[1])} ${data[2] ? 'will show the tie-breaker face up' : 'will keep the tie-breaker face down'}.`;
    case 'tie-breakers': {
      const [, tied, seats, shown] = data;
      return `Tie-breakers for ${ship(tied)}: ${seats.map((who, i) => tieShown(who, shown[i] ?? TIE_FACE_DOWN)).join(', ')}.`;
    }
    case 'tie-stands':
      return `The tie stands: ${ship(data[1])} stays where it is.`;
    case 'sail':
      return `The ${shipName(data[1])} sails to ${spaceName(data[2])}.`;
    case 'capture': {
      const [, sailed, city, chest, who] = data;
      return `The ${shipName(sailed)} captures ${cityName(city)} and loads ${chestLabel(chest)}: ${seat(who)} takes ${doubloons(CAPTURE_REWARD)}.`;
    }
    case 'steal':
      return `The ${shipName(data[1])} steals ${chestLabel(data[2])} from ${ship(data[3])}.`;
    case 'swap':
      return `The ${shipName(data[1])} swaps ${chestLabel(data[2])} for ${chestLabel(data[3])} with ${ship(data[4])}.`;
    case 'pass':
      return `The ${shipName(data[1])} passes ${chestLabel(data[2])} to ${ship(data[3])}.`;
    case 'unload': {
      const [, boat, chest, owner, haven] = data;
      return `The ${shipName(boat)} unloads ${chestLabel(chest)} at ${seat(owner)}'s haven, ${spaceName(haven)}: ${seat(owner)} earns ${doubloons(chestValue(chest))}.`;
    }
    case 'stays':
      return `The ${shipName(data[1])} stays at ${spaceName(data[2])}.`;
    case 'new-chests':
      return `New chests come out of the supply: ${data[1].map(chestLabel).join(' and ')}.`;
    case 'last-round':
      return `Round ${data[1]} ends with a player at ${doubloons(data[2])} or more.`;
    case 'all-delivered':
      return 'Every chest has been delivered.';
    case 'round-limit':
      return `House rule: the game ends after ${HOUSE_ROUND_LIMIT} rounds.`;
    case 'over':
      return `The game is over: ${data[1].map((money, n) => `${seat(n)} ${doubloons(money)}`).join(', ')}.`;
  }
}

/** Caribbean's log words (shared/core/log.ts `LogWords`): the sentence an entry's data reads as. */
export function caribbeanLogWords(data: LogData): string {
  // Data from an older or newer engine still reads as something.
  return words(data as CaribbeanLogData) ?? data.join(' ');
}
