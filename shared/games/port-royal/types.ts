/**
 * Port Royal: the types of cards, state, actions and views.
 * Components, rule sets and our readings: docs/games/port-royal.md.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';

export type RuleSet = 'merchants' | 'port-royal-2014';

export interface PortRoyalOptions {
  rules: RuleSet;
}

export type ShipType = 'skiff' | 'flute' | 'pinnace' | 'frigate' | 'galleon';

/** The expedition symbols; a Jack of all Trades stands for any one of them. */
export type ExpeditionSymbol = 'house' | 'anchor' | 'cross';

export type PersonKind =
  | 'trader'
  | 'settler'
  | 'captain'
  | 'priest'
  | 'jack'
  | 'sailor'
  | 'pirate'
  | 'mademoiselle'
  | 'jester'
  | 'admiral'
  | 'governor';

/** A card is known by its index in the card table (`data.ts`); every card is distinct. */
export type CardId = number;

export type CardDef =
  | {
      kind: 'ship';
      ship: ShipType;
      /** Sabers needed to repel it; null for a skull ship, which can never be repelled. */
      sabers: number | null;
      /** Coins gained when it is looted. */
      coins: number;
    }
  | {
      kind: 'person';
      person: PersonKind;
      cost: number;
      influence: number;
      /** Traders only: the ship type that gives +1 coin. */
      trades?: ShipType;
      /** Sailor 1, Pirate 2. */
      sabers?: number;
      /** Settler house, Captain anchor, Priest cross. */
      symbol?: ExpeditionSymbol;
    }
  | {
      kind: 'tax';
      /** Who gets 1 coin after the tax: most sabers, or (2014 rules) fewest influence. */
      bonus: 'most-sabers' | 'fewest-influence';
    }
  | {
      kind: 'expedition';
      needs: ExpeditionSymbol[];
      influence: number;
      coins: number;
      /** Laid out face up at setup with 5 players; otherwise out of the game. */
      fivePlayersOnly: boolean;
    };

export interface SeatState {
  /** Hired persons, in hiring order. */
  display: CardId[];
  /** Face-down coin cards: their faces are known to nobody, the owner included. */
  coins: CardId[];
  /** Completed expedition cards. */
  expeditions: CardId[];
}

/**
 * Where the turn stands.
 * - discover: the active player reveals cards or stops (after at least one reveal).
 * - repel: the ship just revealed could be repelled; the active player repels or keeps it
 *   (keeping a second ship of a type already in the harbor busts).
 * - trade: Loot and Hire. `taker` takes cards one by one until `picksLeft` is 0 or they pass;
 *   then the next seat in `queue` (clockwise after the active player) gets its picks.
 * - over: the game has ended.
 */
export type Phase =
  | { kind: 'discover'; revealed: number }
  | { kind: 'repel'; ship: CardId; revealed: number }
  | { kind: 'trade'; taker: Seat; picksLeft: number; queue: Seat[] }
  | { kind: 'over' };

export interface PortRoyalState {
  options: PortRoyalOptions;
  players: number;
  rng: RngState;
  /** Top of the deck is the END of the array. */
  deck: CardId[];
  /** Face up; top is the END of the array. */
  discard: CardId[];
  /** Revealed this turn, in reveal order. */
  harbor: CardId[];
  /** Open expedition requests. */
  expeditionRow: CardId[];
  seats: SeatState[];
  startSeat: Seat;
  active: Seat;
  phase: Phase;
  /** Set when a player meets the end condition; the round is then played to its end. */
  endTriggered: boolean;
  /** Turns played so far (for logs and bounds). */
  turn: number;
  /** Cards the active player has taken in this Loot and Hire (he must take one if he can). */
  activeTook: number;
  /** Why the game ended; null while it runs. */
  endReason: EndReason | null;
}

/**
 * - influence: the end condition was met and the round was finished.
 * - turn-limit: the safety end (no one could meet the condition; the round of turn 300 was finished).
 * - out-of-cards: deck and discard pile were empty and nobody could complete an expedition, so
 *   nothing could change any more.
 */
export type EndReason = 'influence' | 'turn-limit' | 'out-of-cards';

export type PortRoyalAction =
  /** Reveal the top card of the deck into the harbor. */
  | { type: 'discover' }
  /** Stop revealing and begin Loot and Hire. */
  | { type: 'stop' }
  /** Repel the ship just revealed (discard it). */
  | { type: 'repel' }
  /** Let the ship just revealed stay in the harbor (busts if its type is already there). */
  | { type: 'keep' }
  /** Loot a ship or hire a person from the harbor. */
  | { type: 'take'; card: CardId }
  /** Take no more cards this Loot and Hire turn. */
  | { type: 'pass' }
  /** Complete an expedition request by discarding these persons from the display. */
  | { type: 'expedition'; card: CardId; persons: CardId[] };

/** What one seat knows about another (or itself): everything but the coins' faces. */
export interface SeatView {
  display: CardId[];
  coinCount: number;
  expeditions: CardId[];
  influence: number;
  sabers: number;
}

/**
 * The phase as the view carries it: one flat record (absent parts are -1 or []), so that the
 * synced schema can mirror the view field for field.
 */
export interface PhaseView {
  kind: Phase['kind'];
  /** Cards revealed this turn (discover and repel). */
  revealed: number;
  /** The ship that may be repelled (repel), else -1. */
  ship: CardId;
  /** Who takes cards now (trade), else -1. */
  taker: Seat;
  /** How many more cards the taker may take (trade), else 0. */
  picksLeft: number;
  /** Seats still to take after the taker (trade), else []. */
  queue: Seat[];
}

/**
 * Port Royal hides only the deck order and the faces of coin cards, which nobody may know, so
 * every seat and a spectator get the same view. It is schema-friendly: no unions, no nulls.
 */
export interface PortRoyalView {
  rules: RuleSet;
  players: number;
  deckCount: number;
  /** The whole face-up discard pile, top last. */
  discard: CardId[];
  harbor: CardId[];
  expeditionRow: CardId[];
  seats: SeatView[];
  startSeat: Seat;
  active: Seat;
  phase: PhaseView;
  endTriggered: boolean;
  turn: number;
  /** Cards the active player may take in Loot and Hire, from the ship types in the harbor. */
  shipTypesInHarbor: number;
  /** Why the game ended, shown on the end screen; '' while it runs. */
  endReason: EndReason | '';
}
