/**
 * The Seas of Glory choices of shared/.../choices.ts on the table: where a contraband card gained
 * without buying goes, which cargo space a loss takes first, a beaten NPC's weapons the victor
 * takes or leaves, and the crow's nest's use. The words of their buttons and the prompt while a
 * gained card waits for its space (only its owner knows there is one).
 */
import { CARGO, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { CONTRABAND_SALE } from '../../../shared/games/merchants-and-marauders/contraband-cards';
import type { ActionDescription, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import type { Mine, MmBoard } from './words';

const STANDING = 'Standing orders…';

function nestWords(scout: boolean, hide: boolean): string {
  if (scout && hide) return 'Use the crow\'s nest to scout and to keep watch';
  if (scout) return 'Use the crow\'s nest only to scout (let others find you)';
  if (hide) return 'Use the crow\'s nest only to keep watch (not to scout)';
  return 'Leave the crow\'s nest unmanned';
}

/** Labels of the choices' actions (undefined for any other action). */
export function choiceActionWords(action: Action, mine: Mine | undefined): ActionDescription | undefined {
  switch (action.type) {
    case 'stow-card': {
      const c = CARGO[mine?.stow ?? -1];
      return action.contraband === true
        ? { label: `Put the ${c?.good ?? 'card'} on the contraband space (sells for ${CONTRABAND_SALE} in ${c?.port ?? '?'})`, order: 1, tone: 'primary' }
        : { label: `Keep the ${c?.good ?? 'card'} as regular cargo`, order: 2 };
    }
    case 'cargo-loss-space':
      return { label: action.space === 'contraband' ? 'Cargo losses take contraband first' : 'Cargo losses take regular cargo first', order: 63, group: STANDING };
    case 'take-weapon':
      return { label: `Take the beaten ship's ${String(action.weapon).replace('-', ' ')}`, order: 0.5, tone: 'primary' };
    case 'crows-nest':
      return { label: nestWords(action.scout === true, action.hide === true), order: 62, group: STANDING };
    default:
      return undefined;
  }
}

/** My prompt while a gained card waits for its space, or a beaten NPC's weapons are on offer (undefined otherwise). */
export function choicePrompt(view: TableView, board: MmBoard, mine: Mine | undefined): string | undefined {
  const stow = mine?.stow;
  if (stow !== undefined && stow >= 0) {
    const c = CARGO[stow];
    return c?.port
      ? `You gained ${c.good}, a contraband card for ${c.port}: put it on your contraband space or keep it as regular cargo.`
      : `You gained ${c?.good ?? 'a cargo card'}: it goes with your regular cargo.`;
  }
  const won = board.combat.wonWeapons;
  if (!won || won.weapons.length === 0 || view.mySeat === null || !view.state.toAct.includes(view.mySeat)) return undefined;
  const npc = NPC_SLOTS[won.slot]?.name ?? 'the beaten ship';
  return `The ${npc} leaves ${won.weapons.map((w) => w.replace('-', ' ')).join(' and ')}: take what you want, the rest goes back to the pool.`;
}
