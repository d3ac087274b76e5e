/**
 * Merchants & Marauders, Seas of Glory module 7 "Contraband": the replacement rumor "A Myriad of
 * Goods" (our own card, the rulebook names it without reproducing it). The audit, a checklist
 * line per rule with its scenario test below (reading 43 in docs/games/merchants-and-marauders.md).
 * "myriad" = this file.
 *
 * MODULE 7: USE THE REPLACEMENT "A MYRIAD OF GOODS" RUMOR WITH CONTRABAND
 *  - with contraband it takes the place of the base rumor it replaces; never without
 *    ..................................................................... myriad "Deck: with contraband ..."
 *  - true, it pays its gold, the glory point and card, and the top cargo cards, contraband on
 *    the contraband space ................................................. myriad "True: gold, glory and the top cargo cards ..."
 *  - the cards are secret: the table reads how many, the owner which .. myriad "True: gold, glory and the top cargo cards ..."
 *  - only what the hold has room for; the rest to the discard pile ..... myriad "True: a full hold keeps ..."
 *  - false, it brings nothing, as any rumor ............................ myriad "False: nothing is drawn"
 * BOTS
 *  - the heuristic weighs its cargo with its gold ....................... myriad "Bots: the heuristic keeps ..."
 */
import { createRng } from '../../../shared/core/rng';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { contrabandSetup } from '../../../shared/games/merchants-and-marauders/contraband';
import { MYRIAD_OF_GOODS, MYRIAD_REPLACES, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { heuristicBot } from '../../../shared/games/merchants-and-marauders/heuristic';
import { mmLogWords } from '../../../shared/games/merchants-and-marauders/log';
import { deckIds } from '../../../shared/games/merchants-and-marauders/seas-cards';
import { cargoCapacity } from '../../../shared/games/merchants-and-marauders/state';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { game, place, refusal, stackCargo, started, takeCargo, withRoll } from './fixtures';
import { quiet } from './rulebook-fixtures';

const havanaContraband = CARGO.findIndex((c) => c.port === 'Havana');

/** Seat 0 at sea in Curacao holding "A Myriad of Goods", contraband on, the cargo deck stacked with `top`. */
function onTheTrail(top: number[], patch: (t: MmState) => void = () => {}): MmState {
  return quiet('myriad', (t) => {
    t.options.contraband = true;
    contrabandSetup(t);
    place(t, 0, 'Curacao', false);
    t.rumorDeck = t.rumorDeck.filter((r) => r !== MYRIAD_OF_GOODS);
    t.seats[0]!.rumor = MYRIAD_OF_GOODS;
    stackCargo(t, top);
    patch(t);
  });
}

describe('The replacement rumor', () => {
  test('Deck: with contraband "A Myriad of Goods" takes the place of the base rumor it replaces; never without', () => {
    const myriad = RUMORS[MYRIAD_OF_GOODS]!;
    expect(myriad.title).toBe('A Myriad of Goods');
    expect(RUMORS[MYRIAD_REPLACES]!.title).toBe('A merchant\'s secret');
    expect([myriad.zone, myriad.skill]).toEqual([RUMORS[MYRIAD_REPLACES]!.zone, RUMORS[MYRIAD_REPLACES]!.skill]);
    expect(myriad.text).toContain('the top 2 cargo cards your hold has room for');
    const base = deckIds('rumors', {});
    expect(base).toContain(MYRIAD_REPLACES);
    expect(base).not.toContain(MYRIAD_OF_GOODS);
    const smuggling = deckIds('rumors', { contraband: true });
    expect(smuggling).toHaveLength(base.length);
    expect(smuggling).toContain(MYRIAD_OF_GOODS);
    expect(smuggling).not.toContain(MYRIAD_REPLACES);
    expect(deckIds('rumors', { contraband: true, newCards: 'shuffled' })).toContain(MYRIAD_OF_GOODS);
    // The new rumors on their own hold no base rumor to replace.
    expect(deckIds('rumors', { contraband: true, newCards: 'separate' })).not.toContain(MYRIAD_OF_GOODS);
    const s = started(2, 'myriad-deck', { contraband: true });
    expect([...s.rumorDeck, ...s.seats.map((p) => p.rumor)]).toContain(MYRIAD_OF_GOODS);
    expect(started(2, 'myriad-deck').rumorDeck).not.toContain(MYRIAD_OF_GOODS);
  });

  test('True: gold, glory and the top cargo cards, a contraband card on the contraband space; the table reads how many, the owner which', () => {
    const [rum] = takeCargo(quiet('myriad-rum'), 'rum', 1);
    const s = onTheTrail([havanaContraband, rum!]);
    const { state, text } = withRoll(s, 0, { type: 'investigate' }, (_, log) => log.includes('is true'));
    const p = state.seats[0]!;
    expect(p.gold).toBe(10 + 4);
    expect(p.glory).toBe(1);
    expect(p.rumor).toBe(-1);
    expect(p.cargo).toEqual([havanaContraband, rum]);
    expect(p.contraband).toEqual([havanaContraband]);
    expect(text).toContain('rumor A Myriad of Goods is true: 4 gold.');
    expect(text).toContain('{s0} takes 2 cargo cards (1 on the contraband space) from A Myriad of Goods.');
    expect(text).not.toContain('cocoa');
    // The owner reads the goods.
    expect(mmLogWords(['myriad-goods-seen', 0, [havanaContraband, rum!], 1, 0])).toBe('{s0} takes the cargo cocoa, rum (1 on the contraband space) from A Myriad of Goods.');
    expect(game.view(state, 1).seats[0]!.contrabandCount).toBe(1);
  });

  test('True: a full hold keeps only what it has room for; the rest goes to the discard pile', () => {
    const [rum, wood] = [...takeCargo(quiet('myriad-full'), 'rum', 1), ...takeCargo(quiet('myriad-full'), 'wood', 1)];
    const s = onTheTrail([rum!, wood!], (t) => {
      const room = cargoCapacity(t.seats[0]!);
      t.seats[0]!.cargo = takeCargo(t, 'sugar', room - 1);
    });
    const { state, text } = withRoll(s, 0, { type: 'investigate' }, (_, log) => log.includes('is true'));
    expect(state.seats[0]!.cargo).toHaveLength(cargoCapacity(state.seats[0]!));
    expect(state.seats[0]!.cargo).toContain(rum);
    expect(state.cargoDiscard).toContain(wood);
    expect(text).toContain('takes 1 cargo card from A Myriad of Goods; 1 more goes to the discard pile for want of room.');
  });

  test('False: nothing is drawn, and the card goes back under the deck as any rumor', () => {
    const s = onTheTrail([havanaContraband]);
    const { state, text } = withRoll(s, 0, { type: 'investigate' }, (_, log) => log.includes('proves false'));
    expect(state.seats[0]!.cargo).toEqual([]);
    expect(state.rumorDeck[0]).toBe(MYRIAD_OF_GOODS);
    expect(text).not.toContain('Myriad of Goods;');
    expect(text).not.toContain('takes');
    expect(refusal(state, 0, { type: 'investigate' })).toBe('no-rumor');
  });
});

describe('Bots', () => {
  test('Bots: the heuristic keeps "A Myriad of Goods" (4 gold and two cards) over a 9-gold rumor', () => {
    const nine = RUMORS.findIndex((r) => r.gold === 9);
    const s = onTheTrail([], (t) => {
      t.rumorDeck = t.rumorDeck.filter((r) => r !== nine);
      t.seats[0]!.rumor = -1;
      t.rumorChoice = [nine, MYRIAD_OF_GOODS];
    });
    const legal = game.legalActions(s, 0);
    expect(heuristicBot.choose(game.view(s, 0), 0, legal, createRng('m'))).toEqual({ type: 'keep-rumor', card: MYRIAD_OF_GOODS });
  });
});
