/**
 * Merchants & Marauders Seas of Glory choices on the table (client/games/merchants-and-marauders/choices.ts):
 * the buttons of the space for a gained card, the standing orders (cargo losses, crow's nest), a
 * beaten NPC's weapons, and the prompts only their chooser reads.
 */
import { CARGO } from '../../shared/games/merchants-and-marauders/cards';
import { choiceActionWords, choicePrompt } from '../../client/games/merchants-and-marauders/choices';
import type { Mine, MmBoard } from '../../client/games/merchants-and-marauders/words';
import type { TableView } from '../../client/table/renderer';

const tortuga = CARGO.findIndex((c) => c.port === 'Tortuga');
const wood = CARGO.findIndex((c) => c.good === 'wood' && !c.port);
const mine = (stow?: number): Mine => ({ cargo: [], buyCards: [], buyPrices: [], ...(stow === undefined ? {} : { stow }) }) as unknown as Mine;
const noCombat = { combat: { active: false } } as unknown as MmBoard;

describe('M&M Seas of Glory choices on the table', () => {
  it('words the two spaces for a gained contraband card, and asks only its owner', () => {
    expect(choiceActionWords({ type: 'stow-card', contraband: true }, mine(tortuga))?.label).toBe('Put the rum on the contraband space (sells for 10 in Tortuga)');
    expect(choiceActionWords({ type: 'stow-card', contraband: false }, mine(tortuga))?.label).toBe('Keep the rum as regular cargo');
    const view = { mySeat: 0, state: { toAct: [0] } } as unknown as TableView;
    expect(choicePrompt(view, noCombat, mine(tortuga))).toMatch(/contraband card for Tortuga: put it on your contraband space/);
    expect(choicePrompt(view, noCombat, mine(wood))).toMatch(/goes with your regular cargo/);
    expect(choicePrompt(view, noCombat, mine())).toBeUndefined();
  });

  it('words the standing orders and a beaten NPC\'s weapons', () => {
    expect(choiceActionWords({ type: 'cargo-loss-space', space: 'contraband' }, undefined)).toMatchObject({ label: 'Cargo losses take contraband first', group: 'Standing orders…' });
    expect(choiceActionWords({ type: 'crows-nest', scout: false, hide: true }, undefined)?.label).toBe('Use the crow\'s nest only to keep watch (not to scout)');
    expect(choiceActionWords({ type: 'crows-nest', scout: false, hide: false }, undefined)?.label).toBe('Leave the crow\'s nest unmanned');
    expect(choiceActionWords({ type: 'take-weapon', weapon: 'chain-shot' }, undefined)?.label).toBe('Take the beaten ship\'s chain shot');
    expect(choiceActionWords({ type: 'end-turn' }, undefined)).toBeUndefined();
    const board = { combat: { active: true, wonWeapons: { slot: 5, weapons: ['grapeshot'] } } } as unknown as MmBoard;
    const winner = { mySeat: 0, state: { toAct: [0] } } as unknown as TableView;
    expect(choicePrompt(winner, board, mine())).toMatch(/leaves grapeshot: take what you want/);
    expect(choicePrompt({ mySeat: 1, state: { toAct: [0] } } as unknown as TableView, board, mine())).toBeUndefined();
  });
});
