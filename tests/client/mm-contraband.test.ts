/**
 * Merchants & Marauders contraband on the table (client/games/merchants-and-marauders/contraband.ts):
 * my hold marks a card on the contraband space with its port, others read only a count after the
 * cargo, and the search and purchase have their own words.
 */
import { CARGO } from '../../shared/games/merchants-and-marauders/cards';
import { contrabandActionWords, contrabandCardLook, contrabandNote, contrabandPrompt } from '../../client/games/merchants-and-marauders/contraband';
import { cargoText, type Mine, type MmBoard } from '../../client/games/merchants-and-marauders/words';
import type { TableView } from '../../client/table/renderer';

const tortuga = CARGO.findIndex((c) => c.port === 'Tortuga');
const rum = CARGO.findIndex((c) => c.good === 'rum' && !c.port);
const mine = { cargo: [tortuga, rum], contraband: [tortuga], buyCards: [], buyPrices: [] } as unknown as Mine;

describe('M&M contraband on the table', () => {
  it('marks a card on my contraband space with the port that buys it, not a regular card', () => {
    expect(contrabandCardLook(mine, tortuga, false)?.lines).toEqual(['contraband', '10 gold in Tortuga']);
    expect(contrabandCardLook(mine, rum, false)).toBeUndefined();
    expect(contrabandCardLook({ ...mine, contraband: [] }, tortuga, false)).toBeUndefined();
    expect(contrabandCardLook(mine, tortuga, true)?.lines).toEqual(['rum', 'or contraband: 3 gold', 'sells in Tortuga']);
  });

  it('others read only how many cards lie on the contraband space', () => {
    expect(contrabandNote({ contrabandCount: 2 })).toBe(' (2 contraband)');
    expect(contrabandNote({})).toBe('');
    expect(cargoText({ cargoCount: 2, cargoSpace: 2, inPort: false, contrabandCount: 1 })).toBe('cargo 2/2 (1 contraband)');
    expect(cargoText({ cargoCount: 2, cargoSpace: 2, inPort: false })).toBe('cargo 2/2');
  });

  it('words the purchase, the search and its two answers', () => {
    expect(contrabandActionWords({ type: 'buy-contraband', card: tortuga })?.label).toBe('Buy rum as contraband for 3 gold (sells for 10 in Tortuga)');
    expect(contrabandActionWords({ type: 'resist-inspection' })?.label).toMatch(/attack the naval ship/);
    expect(contrabandActionWords({ type: 'dump-contraband' })?.label).toMatch(/overboard/);
    expect(contrabandActionWords({ type: 'end-turn' })).toBeUndefined();
    const view = { mySeat: 0, seatName: (s: number) => `Seat ${s}` } as unknown as TableView;
    const board = { seas: { modules: ['contraband'], wind: '', storm: -1, contrabandStop: { seat: 0, slot: 2 } } } as unknown as MmBoard;
    expect(contrabandPrompt(view, board)).toMatch(/^The Spanish naval ship hails you to search your hold/);
    expect(contrabandPrompt({ ...view, mySeat: 1 } as TableView, board)).toBe("The Spanish naval ship searches Seat 0's hold for contraband…");
    expect(contrabandPrompt(view, { seas: { modules: [], wind: '', storm: -1 } } as unknown as MmBoard)).toBeUndefined();
  });
});
