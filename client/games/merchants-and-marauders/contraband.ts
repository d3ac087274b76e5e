/**
 * Seas of Glory module 7 (contraband) on the table: a contraband card in my hold is marked with
 * the port that buys it (others only read how many cards lie on my contraband space), the words
 * for buying, resisting a search or giving the contraband up, and the prompt while a naval ship
 * searches a hold.
 */
import { CARGO, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { CONTRABAND_PRICE, CONTRABAND_SALE } from '../../../shared/games/merchants-and-marauders/contraband-cards';
import type { ActionDescription, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import type { Mine, MmBoard } from './words';

/** The outline of a card on the contraband space: the colour of a smuggler's lantern. */
export const CONTRABAND_COLOUR = 0xc0392b;

/** How my hold shows a cargo card: on the contraband space, "contraband · for Tortuga" (undefined for a regular card). */
export function contrabandCardLook(mine: Mine, card: number, buying: boolean): { lines: string[]; colour: number } | undefined {
  const c = CARGO[card];
  if (!c?.port) return undefined;
  if (buying) return { lines: [c.good, `or contraband: ${CONTRABAND_PRICE} gold`, `sells in ${c.port}`], colour: CONTRABAND_COLOUR };
  if (!(mine.contraband ?? []).includes(card)) return undefined;
  return { lines: ['contraband', `${CONTRABAND_SALE} gold in ${c.port}`], colour: CONTRABAND_COLOUR };
}

/** ", 2 contraband" after a seat's cargo: the count is public, the cards are not. */
export function contrabandNote(p: { contrabandCount?: number }): string {
  return p.contrabandCount ? ` (${p.contrabandCount} contraband)` : '';
}

/** The prompt while a naval ship searches a hold (undefined otherwise). */
export function contrabandPrompt(view: TableView, board: MmBoard): string | undefined {
  const stop = board.seas?.contrabandStop;
  if (!stop) return undefined;
  const navy = NPC_SLOTS[stop.slot]?.name ?? 'A naval ship';
  if (stop.seat === view.mySeat) return `The ${navy} hails you to search your hold: resist and attack it (a bounty), or throw your contraband overboard.`;
  return `The ${navy} searches ${view.seatName(stop.seat)}'s hold for contraband…`;
}

/** Labels of the module's actions (undefined for any other action). */
export function contrabandActionWords(action: Action): ActionDescription | undefined {
  const c = CARGO[Number(action.card)];
  switch (action.type) {
    case 'buy-contraband':
      return { label: `Buy ${c?.good ?? '?'} as contraband for ${CONTRABAND_PRICE} gold (sells for ${CONTRABAND_SALE} in ${c?.port ?? '?'})`, order: 31 };
    case 'resist-inspection':
      return { label: 'Resist the search: attack the naval ship (a bounty)', order: 1, tone: 'warning' };
    case 'dump-contraband':
      return { label: 'Throw the contraband overboard (no battle)', order: 2 };
    default:
      return undefined;
  }
}
