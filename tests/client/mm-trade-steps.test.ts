/**
 * Merchants & Marauders trading composed on the board (client/games/merchants-and-marauders/
 * trade-steps.ts): only goods some offered action allows can be chosen, a chosen mix sells
 * when an offered sale sells the same goods, and a confirmed purchase is sent card by card,
 * then "done", each only once the server offers it (a change of offer drops the rest).
 */
import { CARGO } from '../../shared/games/merchants-and-marauders/cards';
import { TradeSteps, tradeOffer } from '../../client/games/merchants-and-marauders/trade-steps';
import type { Action } from '../../client/table/session';

/** The first two cargo cards of `good` (8 cards per good). */
const cardsOf = (good: string) => CARGO.map((c, i) => (c.good === good ? i : -1)).filter((i) => i >= 0);
const [rumA, rumB] = cardsOf('rum') as [number, number];
const [sugar] = cardsOf('sugar') as [number];

describe('M&M trade steps', () => {
  it('sells the chosen goods when an offered sale sells the same mix', () => {
    // Offered sales are one per mix of goods: "rum" stands for either rum card.
    const offered: Action[] = [{ type: 'sell', cards: [rumA] }, { type: 'sell', cards: [sugar, rumA] }, { type: 'buy-draw' }];
    const offer = tradeOffer(offered, { cargo: [rumA, rumB, sugar], buyCards: [], buyPrices: [] }, 5);
    expect(offer.mode).toBe('sell');
    const steps = new TradeSteps();
    steps.follow(offer);
    expect(steps.canToggle(offer, offered, rumB)).toBe(true);
    steps.toggle(rumB);
    expect(steps.sale(offered)).toEqual({ type: 'sell', cards: [rumB] });
    steps.toggle(rumA);
    expect(steps.sale(offered)).toBeUndefined(); // two rums: no offered sale sells that mix
    steps.toggle(rumA);
    steps.toggle(sugar);
    expect(steps.sale(offered)).toEqual({ type: 'sell', cards: [rumB, sugar] });
  });

  it('chooses goods to buy within my gold and the port limit, then sends each in turn and ends the purchase', () => {
    const offered: Action[] = [{ type: 'buy-card', card: rumA }, { type: 'buy-card', card: sugar }, { type: 'buy-done' }];
    const offer = tradeOffer(offered, { cargo: [], buyCards: [rumA, sugar], buyPrices: [3, 3] }, 5);
    expect(offer.mode).toBe('buy');
    const steps = new TradeSteps();
    steps.follow(offer);
    steps.toggle(rumA);
    expect(steps.cost(offer)).toBe(3);
    expect(steps.canToggle(offer, offered, sugar)).toBe(false); // 6 gold > 5
    steps.confirmPurchase();
    expect(steps.next([])).toBeUndefined(); // nothing offered: my action is on its way
    expect(steps.next(offered)).toEqual({ type: 'buy-card', card: rumA });
    expect(steps.next([{ type: 'buy-card', card: sugar }, { type: 'buy-done' }])).toEqual({ type: 'buy-done' });
    expect(steps.queue).toEqual([]);
  });

  it('drops the rest of a purchase the server no longer offers, and a choice when the goods change', () => {
    const steps = new TradeSteps();
    const offer = tradeOffer([{ type: 'buy-card', card: rumA }, { type: 'buy-done' }], { cargo: [], buyCards: [rumA], buyPrices: [1] }, 5);
    steps.follow(offer);
    steps.toggle(rumA);
    steps.follow({ ...offer, cards: [sugar], prices: [1] });
    expect(steps.chosen).toEqual([]);
    steps.queue = [{ type: 'buy-card', card: rumA }, { type: 'buy-done' }];
    expect(steps.next([{ type: 'end-turn' }])).toBeUndefined();
    expect(steps.queue).toEqual([]);
  });

  it('offers no trade to a spectator or outside a port visit', () => {
    expect(tradeOffer([{ type: 'sell', cards: [rumA] }], undefined, 0).mode).toBe('none');
    expect(tradeOffer([{ type: 'end-turn' }], { cargo: [rumA], buyCards: [], buyPrices: [] }, 0).mode).toBe('none');
  });
});
