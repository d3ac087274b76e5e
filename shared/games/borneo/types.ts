/**
 * Borneo: the types of components, state, actions and views.
 * Components and our readings: docs/games/borneo.md.
 *
 * Companies, spices, cards, harbors and missions are known by their index in the tables of
 * `data.ts`, so the state and the view carry plain numbers.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';

export interface BorneoOptions {
  /** The rulebook's 3-player variant: four merchants each (only with exactly 3 players). */
  threePlayerVariant: boolean;
  /** The Secrets of Blackbeard: one spice may be traded with the pirates when completing a mission. */
  blackbeard: boolean;
}

/** 0 yellow, 1 red, 2 green, 3 blue (`COMPANIES` in data.ts). */
export type CompanyIndex = number;
/** 0 pepper, 1 cinnamon, 2 cloves, 3 nutmeg (`SPICES` in data.ts). */
export type SpiceIndex = number;
/** Index in `SHIPMENT_CARDS`. */
export type CardId = number;
/** Index in `HARBORS`. */
export type HarborId = number;
/** Index in `MISSIONS`. */
export type MissionId = number;

export type SpiceName = 'pepper' | 'cinnamon' | 'cloves' | 'nutmeg';

export interface ShipmentCardDef {
  /** The top row: three flags, left to right (company indices). */
  top: readonly [CompanyIndex, CompanyIndex, CompanyIndex];
  /** The bottom row: one flag, covered when another card is played on this one at a harbor. */
  bottom: CompanyIndex;
  /** A wild card is one spice of the player's choice each time it is used. */
  spice: SpiceName | 'wild';
  /** 2 for the doubled spices (they count as two spices of their type). */
  count: 1 | 2;
}

export interface HarborDef {
  name: string;
  spice: SpiceName;
  /** Flags of one company that make a monopoly. */
  monopoly: number;
  /** Shipment cards that complete the harbor. */
  limit: number;
  /** Which player counts use it (the number in the card's lower left corner). */
  players: 'all' | '3-4' | '5';
}

/** "1 of each spice", "4 of one spice", ... */
export interface MissionDef {
  kind: 'each' | 'same';
  /** Spices needed: of each type (`each`) or of one type (`same`). */
  amount: number;
  points: number;
  /** Marked with a 5: used only with 5 players. */
  fivePlayersOnly: boolean;
}

/** One company's column: the seats owning its merchants, first rank first (at most 5). */
export interface CompanyColumn {
  merchants: Seat[];
}

/** A face-up harbor and the shipment cards played on it, in play order (the last covers the rest). */
export interface HarborSlot {
  /** -1 when the slot is empty (only after the game has ended). */
  harbor: HarborId;
  cards: CardId[];
}

export interface SeatState {
  /** Secret. */
  hand: CardId[];
  /** Warehouse: shipment cards won as spices. */
  cards: CardId[];
  /** Warehouse: harbor cards taken (each is one spice of its type). */
  harbors: HarborId[];
  /** Completed missions. */
  missions: MissionId[];
}

/** A rank fight in progress (rulebook "2. Companies"). Ranks are 0-based: 0 is the first merchant. */
export interface Fight {
  company: CompanyIndex;
  attacker: Seat;
  defender: Seat;
  attackerRank: number;
  defenderRank: number;
  attackCards: CardId[];
  defendCards: CardId[];
  attackFlags: number;
  defendFlags: number;
  /** Merchants between the two: the defender's bonus. */
  bonus: number;
}

/** Spices of a completed harbor being taken, one pick at a time (rulebook "3. Shipment"). */
export interface Distribution {
  harbor: HarborId;
  slot: number;
  kind: 'monopoly' | 'shared';
  /** The monopoly company, or the companies with flags in rank-token order. */
  companies: CompanyIndex[];
  /** Cards still to be taken. */
  cards: CardId[];
  /** Who picks next, in order; one entry per card still to be taken. */
  queue: Seat[];
}

/**
 * Where the game stands.
 * - placement: setup, one merchant at a time by `order` (rulebook "Setup").
 * - mission, company, ship: the active player's turn phases 1 to 3; phase 4 (draw) is automatic.
 * - defend: the defender of `fight` chooses his cards; relocate: he lost and chooses where his
 *   merchant goes; reward: he won and chooses the played card he keeps.
 * - pick: the head of `distribution.queue` takes a spice.
 * - discard: the active player has more than six cards after drawing.
 * - final: the last mission round, `queue[0]` decides.
 */
export type Phase =
  | { kind: 'placement'; order: Seat[] }
  | { kind: 'mission' }
  | { kind: 'company' }
  | { kind: 'defend'; fight: Fight }
  | { kind: 'relocate'; fight: Fight }
  | { kind: 'reward'; fight: Fight }
  | { kind: 'ship' }
  | { kind: 'pick'; distribution: Distribution }
  | { kind: 'discard' }
  | { kind: 'final'; queue: Seat[] }
  | { kind: 'over' };

export type PhaseKind = Phase['kind'];

export type EndReason = '' | 'harbors' | 'shipments';

export interface BorneoState {
  options: BorneoOptions;
  players: number;
  merchantsPerPlayer: number;
  rng: RngState;
  /** Top of the deck is the END of the array. */
  deck: CardId[];
  discard: CardId[];
  /** Top is the END of the array. */
  harborDeck: HarborId[];
  /** Always three slots. */
  harborRow: HarborSlot[];
  /** Harbor cards out of play: paid for missions, or left on the table at the end. */
  harborsOut: HarborId[];
  missionsOnBoard: MissionId[];
  companies: CompanyColumn[];
  seats: SeatState[];
  /** Who has the pirate ship (Blackbeard), -1 while it is in the cove. */
  pirateShip: Seat;
  startSeat: Seat;
  active: Seat;
  /** Turns begun so far (0 during placement). */
  turn: number;
  phase: Phase;
  endReason: EndReason;
}

export type BorneoAction =
  /** Setup: put a merchant in the first empty slot of a company. */
  | { type: 'place'; company: CompanyIndex }
  /** Complete a mission with goods from the warehouse; `pirate` trades one spice (Blackbeard). */
  | { type: 'mission'; mission: MissionId; cards: CardId[]; harbors: HarborId[]; pirate: boolean }
  /** Skip the mission or the companies phase, or the last mission round. */
  | { type: 'pass' }
  /** Move the merchant at `rank` of company `from` to the first empty slot of company `to`. */
  | { type: 'transfer'; from: CompanyIndex; rank: number; to: CompanyIndex }
  /** Attack the merchant at `defenderRank` with yours at `attackerRank`, playing `cards`. */
  | { type: 'attack'; company: CompanyIndex; attackerRank: number; defenderRank: number; cards: CardId[] }
  /** The defender's cards (possibly none). */
  | { type: 'defend'; cards: CardId[] }
  /** A beaten defender: the same company (the attacker's old slot) or the first empty slot of another. */
  | { type: 'relocate'; company: CompanyIndex }
  /** A victorious defender keeps one of the cards he played. */
  | { type: 'keep'; card: CardId }
  /** Play a shipment card on the harbor in slot `harbor` (0 to 2). */
  | { type: 'ship'; card: CardId; harbor: number }
  /** Take a spice from a completed harbor. */
  | { type: 'pick'; card: CardId }
  /** Discard a card from hand (down to six). */
  | { type: 'discard'; card: CardId };

export type BorneoActionType = BorneoAction['type'];

// ---- The view: schema-friendly (plain records, no unions, no nulls, no nested arrays) ----

export interface SeatView {
  handCount: number;
  cards: CardId[];
  harbors: HarborId[];
  missions: MissionId[];
  pirateShip: boolean;
  /** Merchants still to place at setup. */
  merchantsToPlace: number;
}

export interface HarborSlotView {
  harbor: HarborId;
  cards: CardId[];
  /** Flags counted per company (top rows plus the last card's bottom row). */
  flags: number[];
}

/** The fight in progress, or empty values (company -1) when there is none. */
export interface FightView {
  company: CompanyIndex;
  attacker: Seat;
  defender: Seat;
  attackerRank: number;
  defenderRank: number;
  attackCards: CardId[];
  defendCards: CardId[];
  attackFlags: number;
  defendFlags: number;
  bonus: number;
  /** 'attacker' or 'defender' once the defender has played; '' before. */
  winner: string;
}

/** The distribution in progress, or empty values (harbor -1) when there is none. */
export interface DistributionView {
  harbor: HarborId;
  slot: number;
  /** 'monopoly', 'shared' or ''. */
  kind: string;
  companies: CompanyIndex[];
  cards: CardId[];
  queue: Seat[];
}

/** What only one seat may know: its hand. */
export interface MineView {
  hand: CardId[];
}

export interface BorneoView {
  players: number;
  threePlayerVariant: boolean;
  blackbeard: boolean;
  merchantsPerPlayer: number;
  deckCount: number;
  discardCount: number;
  harborDeckCount: number;
  harborRow: HarborSlotView[];
  missionsOnBoard: MissionId[];
  companies: CompanyColumn[];
  seats: SeatView[];
  /** -1 while the ship is in the cove. */
  pirateShip: Seat;
  startSeat: Seat;
  active: Seat;
  turn: number;
  phase: PhaseKind;
  /** Who places next at setup, then the rest of the order. */
  placementOrder: Seat[];
  fight: FightView;
  distribution: DistributionView;
  /** Seats still to decide in the last mission round. */
  finalQueue: Seat[];
  endReason: EndReason;
  /** Final scores once the game is over, else []. */
  scores: number[];
  /**
   * The viewer's secret part keyed by its seat (`{ "2": { hand } }`), absent for a spectator.
   * Keyed rather than a single record so the room can sync each seat's entry to that seat's
   * client only (server/README.md, "Adding a game").
   */
  mine?: Record<string, MineView>;
}
