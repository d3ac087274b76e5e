/**
 * Libertalia: the types of characters, booty, state, actions and views.
 * Components and our readings: docs/games/libertalia.md.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';

export interface LibertaliaOptions {
  /** Final ties (docs/games/libertalia.md, reading 6): off = tied players share the win; on = most points in the last campaign wins. */
  lastCampaignTieBreak: boolean;
}

/**
 * A character is known by its rank (1..30). Every seat owns one copy of each rank in its own
 * colour, and a character only ever sits in its owner's hand, den or discard pile, so (seat,
 * rank) names a card.
 */
export type Rank = number;

/** When a character's special action happens (rulebook, "The character cards"). */
export type Timing = 'day' | 'dusk' | 'night' | 'end';

export type BootyKind = 'chest' | 'jewels' | 'goods' | 'map' | 'relic' | 'saber' | 'officer';

/** How many tokens of each kind; a fixed shape so the view can mirror it as a schema. */
export type BootyCounts = Record<BootyKind, number>;

/** One of the six booty spaces under the ship (one per day of the campaign). */
export interface DaySpace {
  tokens: BootyKind[];
}

/** A character revealed onto the ship, in rank order (influence breaks ties). */
export interface ShipSlot {
  seat: Seat;
  rank: Rank;
  /** The number in the silver mark of this seat's copy of the rank. */
  influence: number;
  /** Its day action has been resolved (or it had none). */
  dayDone: boolean;
  /** Booty tokens it has taken at dusk so far (the Cook takes two). */
  tokensTaken: number;
  /** It took a Spanish officer at dusk: it goes to the discard pile instead of the den. */
  captured: boolean;
}

export interface SeatState {
  /** Characters in hand, ascending rank. During sunrise the picked one stays here until the reveal. */
  hand: Rank[];
  /** This day's secret pick, -1 while undecided. */
  pick: Rank;
  doubloons: number;
  /** Characters in the den, ascending rank. */
  den: Rank[];
  booty: BootyCounts;
  /** Characters discarded this campaign, in discard order. */
  discard: Rank[];
  /** Characters from earlier campaigns, out of the game. */
  retired: Rank[];
  /** Total on the score track. */
  score: number;
  /** Points scored in each finished campaign. */
  campaignScores: number[];
}

/**
 * The question the game waits on, besides the sunrise picks. `kind` 'none' when nothing is asked.
 * - parrot: choose the character that replaces the Parrot on the ship.
 * - recruiter / surgeon: choose the character that goes back into the hand.
 * - gunner: choose a character in any den to discard.
 * - merchant: choose the identical tokens to discard.
 * - preacher: choose the one booty token to keep.
 * - booty: choose a booty token from today's space (dusk).
 * - saber: choose a character in a neighbour's den to discard.
 * - waitress: every listed seat decides whether to discard a map for 3 doubloons (night).
 */
export type QuestionKind =
  | 'none'
  | 'parrot'
  | 'recruiter'
  | 'surgeon'
  | 'gunner'
  | 'merchant'
  | 'preacher'
  | 'booty'
  | 'saber'
  | 'waitress';

export interface Question {
  kind: QuestionKind;
  /** The seat asked, -1 for none (and for waitress, which lists `seats`). */
  seat: Seat;
  /** The character whose ability or booty share asks, -1 for none. */
  rank: Rank;
  /** Waitress only: seats still to decide. */
  seats: Seat[];
}

export type Phase = 'sunrise' | 'day' | 'dusk' | 'night' | 'over';

export interface LibertaliaState {
  options: LibertaliaOptions;
  players: number;
  rng: RngState;
  /** Ranks not dealt yet, in the hidden order they will be dealt (next is the END of the array). */
  rankDeck: Rank[];
  /** Ranks dealt to every hand so far, ascending. */
  dealt: Rank[];
  /** The booty bag; the order of draws is the RNG's. */
  bag: BootyCounts;
  /**
   * Booty discarded by abilities (Preacher, Merchant, Spanish Spy, Waitress). It stays out of
   * play until the campaign ends, then returns to the bag with everything else.
   */
  bootyDiscard: BootyCounts;
  board: DaySpace[];
  campaign: number;
  day: number;
  phase: Phase;
  seats: SeatState[];
  ship: ShipSlot[];
  question: Question;
}

export type LibertaliaAction =
  /** Sunrise: secretly choose the character to play today. */
  | { type: 'pick'; rank: Rank }
  /** Parrot: the character from your hand that takes its place. */
  | { type: 'parrot'; rank: Rank }
  /** Recruiter: the character from your den to take back into your hand. */
  | { type: 'recruiter'; rank: Rank }
  /** Surgeon: the character from your discard pile to take back into your hand. */
  | { type: 'surgeon'; rank: Rank }
  /** Gunner: the character to discard from any den (`seat` owns the den). */
  | { type: 'gunner'; seat: Seat; rank: Rank }
  /** Merchant: discard `count` tokens of this kind. */
  | { type: 'merchant'; booty: BootyKind; count: 2 | 3 }
  /** Preacher: the one token to keep. */
  | { type: 'preacher'; booty: BootyKind }
  /** Dusk: the booty token to take from today's space. */
  | { type: 'loot'; booty: BootyKind }
  /** Saber: the character to discard from a neighbour's den. */
  | { type: 'saber'; seat: Seat; rank: Rank }
  /** Waitress: discard a treasure map for 3 doubloons, or not. */
  | { type: 'waitress'; use: boolean };

/** What everyone knows about one seat. */
export interface SeatView {
  /** Public in composition: everyone holds the dealt ranks minus what they played or took back. */
  hand: Rank[];
  hasChosen: boolean;
  doubloons: number;
  den: Rank[];
  booty: BootyCounts;
  discard: Rank[];
  retired: Rank[];
  score: number;
  campaignScores: number[];
}

/** What only the viewing seat knows. */
export interface MineView {
  /** Its own secret pick this sunrise, -1 when none. */
  pick: Rank;
}

/**
 * The view is schema-friendly: plain records and arrays, no unions of shapes, no nulls, no
 * nested arrays. Everything but `mine` is equal for every viewer.
 *
 * `mine` is keyed by seat and holds only the viewer's own key (absent for spectators), so
 * the server can mirror it as a map whose entries reach their own seat only.
 */
export interface LibertaliaView {
  players: number;
  lastCampaignTieBreak: boolean;
  campaign: number;
  day: number;
  phase: Phase;
  /** Ranks still to be dealt in later campaigns (their order is secret). */
  undealtCount: number;
  dealt: Rank[];
  bagCount: number;
  bootyDiscard: BootyCounts;
  board: DaySpace[];
  /** Empty during sunrise: the picks are revealed all at once. */
  ship: ShipSlot[];
  seats: SeatView[];
  question: Question;
  toAct: Seat[];
  mine?: Record<string, MineView>;
}
