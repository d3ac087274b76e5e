/**
 * What stays hidden during play and may be shown once a game is over: for a replay, each game
 * lists what no seat's view held at a given moment (the deck order, face-down coins, the
 * booty bag) and each seat's own secrets (hands, bids, picks). Every game folder has
 * reveal.ts exporting `reveal`; shared/core/engines.ts finds it by the game's id.
 *
 * Seats are written as `{s2}`, as in log entries, so the reader puts in the names.
 */
import type { Seat } from './engine';

export interface HiddenPart {
  /** What it is: "Deck, next card first", "{s1}'s hand". */
  label: string;
  /** What it held then, in words. */
  text: string;
  /** The seat whose secret it is; absent for what nobody knew (decks, face-down piles). */
  seat?: Seat;
}

/** A game's list of what was hidden in `state` (its own state type). */
export type Reveal<S> = (state: S) => HiddenPart[];

/** A long pile in words: the next few, then how many more. */
export function pileText(names: readonly string[], shown = 8): string {
  if (names.length === 0) return 'empty';
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} … and ${names.length - shown} more` : head;
}

/** A pile whose top is the END of the array (every game's decks), next card first. */
export function topFirst<T>(pile: readonly T[]): T[] {
  return [...pile].reverse();
}
