/**
 * Caribbean: the types of cards, chests, state, actions and views.
 * Components, decisions and readings: docs/games/caribbean.md.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';

/** No variants yet. */
export type CaribbeanOptions = Record<string, never>;

/** A bribe card: 0 to 5 barrels, 6 the thief (data.ts THIEF). */
export type CardId = number;
/** A treasure chest, by index in data.ts CHESTS. */
export type ChestId = number;
/** A sea space, by index in map.ts SEA_SPACES. */
export type SpaceId = number;
/** A pirate ship, by index in data.ts SHIP_NAMES (its place in the order of resolution). */
export type ShipIndex = number;

/**
 * Where a seat's tie-breaker stands this round (rulebook "Ties in bidding").
 * - hidden: never shown.
 * - down: shown face down in a tie: still secret, still usable this round.
 * - up: shown face up: its value is public and it is spent until the next round.
 */
export type TieBreakerState = 'hidden' | 'down' | 'up';

/** A tied player's secret answer: '' undecided, 'up' adds the tie-breaker, 'down' does not. */
export type TieChoice = '' | 'up' | 'down';

export interface SeatState {
  money: number;
  /** The card on each ship, in ship order; [] until this round's bids are placed. */
  bids: CardId[];
  /** The seventh card, -1 until this round's bids are placed. */
  tieBreaker: CardId;
  tieBreakerState: TieBreakerState;
  tieChoice: TieChoice;
}

export interface ShipState {
  space: SpaceId;
  /** The chest on deck, -1 when empty (a ship carries one chest at most). */
  chest: ChestId;
}

/** A pile of chests; the top one is the END of the array. */
export interface ChestPile {
  chests: ChestId[];
}

/**
 * How a ship's bidding ended this round.
 * - '': not resolved yet (or, while `tieSeats` is set, waiting for the tie-breakers).
 * - sailed: `winner` moved it (up to `moves` spaces).
 * - tie: the tie stood (or nobody could break it): the ship stayed.
 * - thieves: only thieves were bid: the ship stayed.
 */
export type ResolutionOutcome = '' | 'sailed' | 'tie' | 'thieves';

export interface Resolution {
  /** The bids on this ship are face up. */
  revealed: boolean;
  winner: Seat;
  /** Spaces the winner may sail (after thieves), 0 until known. */
  moves: number;
  outcome: ResolutionOutcome;
  /** Seats tied for the highest bid, [] when there was no tie. */
  tieSeats: Seat[];
  /** Per seat: the tie-breaker shown face up in this ship's tie, -1 for none. [] without a tie. */
  tieCards: CardId[];
}

/** The ship being sailed now; seat -1 when none. */
export interface Sailing {
  seat: Seat;
  ship: ShipIndex;
  movesLeft: number;
  /** The spaces the ship has stood on during this move, its starting space first. */
  path: SpaceId[];
  /** Ships it has already stolen from, swapped with or passed to (a chest that stayed on board) at the space where it stands. */
  dealtWith: ShipIndex[];
}

export type Phase = 'bidding' | 'tie' | 'sailing' | 'over';

/**
 * - threshold: a player reached the doubloons of the rulebook's "Game end" and the round was finished.
 * - no-chests: no chest was left on a city, in the supply or on a ship, so nothing more could be
 *   earned (the round was finished).
 * - round-limit: the house rule against endless games (data.ts HOUSE_ROUND_LIMIT rounds).
 */
export type EndReason = '' | 'threshold' | 'no-chests' | 'round-limit';

export interface CaribbeanState {
  players: number;
  rng: RngState;
  round: number;
  phase: Phase;
  /** The ship being resolved, -1 while bidding. */
  current: ShipIndex;
  ships: ShipState[];
  /** Face-up chests on each city (index in map.ts CITIES). */
  cities: ChestPile[];
  /** Face-down pairs, left to right; the leftmost non-empty pair is placed next. */
  supply: ChestPile[];
  /** Chests unloaded at havens, in order: out of the game. */
  delivered: ChestId[];
  seats: SeatState[];
  /** One per ship, for the round in progress. */
  resolutions: Resolution[];
  sailing: Sailing;
  /** A player has reached the threshold: this round is the last. */
  endTriggered: boolean;
  endReason: EndReason;
}

export type CaribbeanAction =
  /** Bribe: the card for each ship in ship order (six different cards); the seventh is the tie-breaker. */
  | { type: 'bid'; ships: CardId[] }
  /** In a tie: show the tie-breaker face up (true) or face down (false). */
  | { type: 'tie'; use: boolean }
  /** Sail the ship one space, to a free neighbouring space. */
  | { type: 'move'; to: SpaceId }
  /** Take the top chest of the city where the ship is (2,000 doubloons). */
  | { type: 'capture' }
  /** Take the chest of a ship next to this one. */
  | { type: 'steal'; ship: ShipIndex }
  /** Exchange chests with a ship next to this one. */
  | { type: 'swap'; ship: ShipIndex }
  /** Give this ship's chest to an empty ship next to it (unloaded at once if that ship is at a haven). */
  | { type: 'pass'; ship: ShipIndex }
  /** Unload the chest at the haven where the ship is. */
  | { type: 'deliver' }
  /** Finish with this ship (a chest on a haven where it stops is unloaded there). */
  | { type: 'end' };

export type CaribbeanActionType = CaribbeanAction['type'];

// ---- The view: schema-friendly (plain records, no unions, no nulls, no nested arrays) ----

export interface SeatView {
  money: number;
  hasBid: boolean;
  tieBreakerState: TieBreakerState;
  /** The tie-breaker when shown face up, else -1. */
  tieBreaker: CardId;
  /** In a tie being decided: this seat has answered. */
  hasChosenTie: boolean;
}

export interface ResolutionView {
  revealed: boolean;
  /** Per seat, the card on this ship once revealed, else []. */
  bids: CardId[];
  winner: Seat;
  moves: number;
  outcome: ResolutionOutcome;
  tieSeats: Seat[];
  tieCards: CardId[];
}

/** What only the viewing seat knows. */
export interface MineView {
  /** Its own cards on the ships this round, [] before bidding. */
  bids: CardId[];
  /** Its own tie-breaker, -1 before bidding. */
  tieBreaker: CardId;
  /** Its own answer in the tie being decided, '' when none. */
  tieChoice: TieChoice;
}

export interface CaribbeanView {
  players: number;
  round: number;
  phase: Phase;
  /** Doubloons that end the game for this number of players. */
  threshold: number;
  endTriggered: boolean;
  endReason: EndReason;
  current: ShipIndex;
  ships: ShipState[];
  cities: ChestPile[];
  /** How many face-down chests lie on each supply space (their values are secret). */
  supply: number[];
  delivered: ChestId[];
  seats: SeatView[];
  resolutions: ResolutionView[];
  sailing: Sailing;
  toAct: Seat[];
  /**
   * Keyed by seat, holding only the viewer's own key (absent for spectators), so the server
   * can send that entry to that seat alone while every viewer's view stays the decoded board.
   */
  mine?: Record<string, MineView>;
}
