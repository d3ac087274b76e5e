/**
 * Seas of Glory module 6: the treasure galleon's board, as data. The rulebook gives its setup and
 * rules but not its captain's numbers: ours are a steady Spanish admiral (see "Seas of Glory" in
 * docs/games/merchants-and-marauders.md). It sails the base game's galleon.
 */
import { NPC_SLOTS, type EventCard } from './cards';

/** The galleon fights as an NPC with this slot, after the six NPC ships of the base game. */
export const GALLEON_SLOT = NPC_SLOTS.length;
export const GALLEON_START = 'Cartagena';
/** Gold loaded on its board every time it moves. */
export const GALLEON_GOLD_PER_MOVE = 5;
/** One more Spanish bounty for every this much gold on its board when it is defeated. */
export const GALLEON_GOLD_PER_BOUNTY = 10;

/** Its captain, shaped as an NPC captain's card (the fight reads SEAMANSHIP and LEADERSHIP). */
export const GALLEON_CAPTAIN: EventCard = {
  title: 'The treasure fleet', kind: 'calm', moves: [], slot: GALLEON_SLOT, captain: 'Almirante Ortiz',
  seamanship: 2, scouting: 0, leadership: 3, zone: GALLEON_START, zones: [], nations: ['spanish'],
  text: 'Almirante Ortiz commands the Spanish treasure galleon (SEAMANSHIP 2, LEADERSHIP 3). It never hunts nor attacks; it carries the gold loaded on its board.',
};
export const GALLEON_NAME = 'Almirante Ortiz (the treasure galleon)';
