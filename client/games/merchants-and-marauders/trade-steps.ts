/**
 * Trading composed on the board, as it is done at the table: in port, tap the goods of your
 * hold you sell (then "Sell"), or the goods on the port's market you buy (then "Buy"). Only
 * what the offered actions allow can be chosen, so a confirmed choice is always legal:
 * - a sale is offered once per mix of goods (shared/games/merchants-and-marauders/offered.ts),
 *   so the chosen cards sell when some offered sale sells the same goods;
 * - buying is one action per card and then "done": the confirmed cards are sent one after
 *   the other as the server answers each (the queue), then the purchase ends.
 * The action bar keeps the same choices as buttons.
 */
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { PORT_CARGO_LIMIT } from '../../../shared/games/merchants-and-marauders/data';
import type { Action } from '../../table/session';

export type TradeMode = 'sell' | 'buy' | 'none';

/** What the board offers me to trade now, read from my offered actions and my hold. */
export interface TradeOffer {
  mode: TradeMode;
  /** The cards shown: my cargo when selling, the goods drawn when buying. */
  cards: number[];
  /** Buying: each card's price, in the order of `cards`. */
  prices: number[];
  gold: number;
  /** Cargo cards already in my hold (the port limit counts them). */
  held: number;
}

export function goodsKey(cards: readonly number[]): string {
  return cards.map((card) => CARGO[card]?.good ?? '').sort().join(',');
}

function cardsOf(action: Action): number[] {
  return Array.isArray(action.cards) ? action.cards.map(Number) : [];
}

/** The trade the offered actions allow (a purchase in progress comes before a sale). */
export function tradeOffer(offered: readonly Action[], mine: { cargo: number[]; buyCards: number[]; buyPrices: number[] } | undefined, gold: number): TradeOffer {
  const none: TradeOffer = { mode: 'none', cards: [], prices: [], gold, held: 0 };
  if (!mine) return none;
  if (offered.some((a) => a.type === 'buy-card' || a.type === 'buy-done') && mine.buyCards.length + Number(offered.some((a) => a.type === 'buy-done')) > 0) {
    return { mode: 'buy', cards: [...mine.buyCards], prices: [...mine.buyPrices], gold, held: mine.cargo.length };
  }
  // Selling comes first in a port visit; "Look at goods to buy" sits beside it on the board.
  if (offered.some((a) => a.type === 'sell' || a.type === 'buy-draw')) return { mode: 'sell', cards: [...mine.cargo], prices: [], gold, held: mine.cargo.length };
  return none;
}

/** The goods chosen so far, kept between draws while the same trade is offered. */
export class TradeSteps {
  chosen: number[] = [];
  /** Confirmed purchases still to send, in order (the last one ends the purchase). */
  queue: Action[] = [];
  /** The offer the choice was made in: a different one starts afresh. */
  private offerKey = '';

  /** Keeps the choice while the offer is the same; a new offer (a sale made, new goods) clears it. */
  follow(offer: TradeOffer): void {
    const key = `${offer.mode}:${offer.cards.join()}`;
    if (key !== this.offerKey) this.chosen = [];
    this.offerKey = key;
    this.chosen = this.chosen.filter((card) => offer.cards.includes(card));
  }

  toggle(card: number): void {
    this.chosen = this.chosen.includes(card) ? this.chosen.filter((c) => c !== card) : [...this.chosen, card];
  }

  /** The price of the chosen goods (buying). */
  cost(offer: TradeOffer): number {
    return this.chosen.reduce((sum, card) => sum + (offer.prices[offer.cards.indexOf(card)] ?? 0), 0);
  }

  /** Whether `card` may be tapped now: a chosen card always (to put it back), another when it still fits. */
  canToggle(offer: TradeOffer, offered: readonly Action[], card: number): boolean {
    if (this.chosen.includes(card)) return true;
    if (offer.mode === 'sell') {
      const good = CARGO[card]?.good;
      return offered.some((a) => a.type === 'sell' && cardsOf(a).some((c) => CARGO[c]?.good === good));
    }
    if (offer.mode !== 'buy' || !offered.some((a) => a.type === 'buy-card' && Number(a.card) === card)) return false;
    const price = offer.prices[offer.cards.indexOf(card)] ?? 0;
    return this.cost(offer) + price <= offer.gold && offer.held + this.chosen.length + 1 <= PORT_CARGO_LIMIT;
  }

  /** The sale of exactly the chosen cards, when an offered sale sells the same goods. */
  sale(offered: readonly Action[]): Action | undefined {
    if (this.chosen.length === 0) return undefined;
    const key = goodsKey(this.chosen);
    const same = offered.find((a) => a.type === 'sell' && goodsKey(cardsOf(a)) === key);
    return same ? { type: 'sell', cards: [...this.chosen] } : undefined;
  }

  /** Confirms the purchase: each chosen card, then the end of buying. */
  confirmPurchase(): void {
    this.queue = [...this.chosen.map((card): Action => ({ type: 'buy-card', card })), { type: 'buy-done' }];
    this.chosen = [];
  }

  /**
   * The next queued action to send when `offered` allows it; undefined while waiting (nothing
   * offered: my last one is on its way). A queued action no longer offered drops the queue.
   */
  next(offered: readonly Action[]): Action | undefined {
    const head = this.queue[0];
    if (!head || offered.length === 0) return undefined;
    const match = offered.find((a) => a.type === head.type && (head.type !== 'buy-card' || Number(a.card) === Number(head.card)));
    if (!match) {
      this.queue = [];
      return undefined;
    }
    this.queue.shift();
    return match;
  }
}
