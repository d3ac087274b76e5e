/**
 * Seas of Glory module 10 on the table: an NPC found a captain at the very start of his turn and
 * the table waits for his answer: spend a favor so the NPC scouts again, or let the find stand.
 * The words of the prompt and of the two answers.
 */
import { NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import type { ActionDescription, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import type { MmBoard } from './words';

/** The prompt while a find at the start of a turn waits for its answer (undefined otherwise). */
export function favorNpcPrompt(view: TableView, board: MmBoard): string | undefined {
  const found = board.seas?.npcFound;
  if (!found) return undefined;
  const npc = NPC_SLOTS[found.slot]?.name ?? 'An NPC ship';
  if (found.seat === view.mySeat) return `The ${npc} has found you: spend a favor to make it scout again, or let the find stand.`;
  return `The ${npc} has found ${view.seatName(found.seat)}, who may call in a favor…`;
}

/** Labels of the two answers (undefined for any other action). */
export function favorNpcActionWords(action: Action): ActionDescription | undefined {
  switch (action.type) {
    case 'favor-npc-reroll':
      return { label: 'Spend a favor: the NPC scouts again', order: 1 };
    case 'npc-find-stands':
      return { label: 'Let the find stand', order: 2, tone: 'warning' };
    default:
      return undefined;
  }
}
