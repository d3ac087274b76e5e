/**
 * Seas of Glory module 1 "Rumors, missions, events & captains" in play: which card ids make up
 * each deck of a table, and the "Employers calling" event. The new cards are data
 * (`seas-cards-data.ts`), appended to the base tables after their base cards. "Shuffled in":
 * base and new cards in one deck each; "separate": the new rumors, missions and captains are the
 * decks on their own. New events always join the base events (the rulebook's condition). The
 * NPCs' own ships and the man-o-war rule are in `npc.ts`. Readings: docs/games/merchants-and-marauders.md.
 */
import type { LogEntry } from '../../core/log';
import { CAPTAINS, EVENTS } from './cards';
import { MISSIONS, MYRIAD_OF_GOODS, MYRIAD_REPLACES, RUMORS } from './glory';
import { SEAS_ARRIVAL_ROWS, SEAS_CAPTAIN_ROWS, SEAS_MISSION_ROWS, SEAS_OTHER_EVENT_ROWS, SEAS_RUMOR_ROWS } from './seas-cards-data';
import type { MmOptions, MmState } from './types';
import { said } from './log';
import { own } from './change';

export type NewCards = 'off' | 'shuffled' | 'separate';
export type DeckKind = 'captains' | 'rumors' | 'missions' | 'events';

const TABLES: Record<DeckKind, { all: number; added: number }> = {
  captains: { all: CAPTAINS.length, added: SEAS_CAPTAIN_ROWS.length },
  // Module 7's replacement rumor comes after the new ones and joins no deck by itself (below).
  rumors: { all: RUMORS.length - 1, added: SEAS_RUMOR_ROWS.length },
  missions: { all: MISSIONS.length, added: SEAS_MISSION_ROWS.length },
  events: { all: EVENTS.length, added: SEAS_ARRIVAL_ROWS.length + SEAS_OTHER_EVENT_ROWS.length },
};

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/** The card ids a table with `options` plays in a deck, in table order (without the module: the base cards, as always). */
export function deckIds(kind: DeckKind, options: Pick<MmOptions, 'newCards' | 'contraband'>): number[] {
  const { all, added } = TABLES[kind];
  const mode = options.newCards ?? 'off';
  const ids = mode === 'off' ? range(0, all - added) : mode === 'separate' && kind !== 'events' ? range(all - added, all) : range(0, all);
  // Module 7: "A Myriad of Goods" in place of the base rumor it replaces (when that one is in the deck).
  if (kind !== 'rumors' || !options.contraband) return ids;
  return ids.map((id) => (id === MYRIAD_REPLACES ? MYRIAD_OF_GOODS : id)).sort((a, b) => a - b);
}

/** "Employers calling": a third mission joins the two on the board, and is replaced like them when taken. */
export function employersCalling(st: MmState, log: LogEntry[]): void {
  const next = own(st, 'missionDeck').pop();
  if (next === undefined) return;
  own(st, 'missionsOnBoard').push(next);
  log.push(said(['third-mission', next]));
}
