/**
 * The trade counter drawn over my hold while I trade in port (trade-steps.ts decides what may
 * be chosen): the port's market (goods drawn with their prices) or my cargo, each good a card
 * lit when it may be tapped and raised when chosen, and the step's buttons just above it
 * ("Buy 2 goods, 5 gold", "Buy nothing", "Sell rum, sugar", "Look at goods to buy"). Named for
 * the page's probe: `trade-good:<card>`, `trade-confirm`, `trade-skip`, `trade-market`.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { CanvasButtons, type CanvasButton } from '../../table/canvas-buttons';
import type { Rect } from '../../table/geometry';
import { INK, PARCHMENT } from '../../table/icons';
import type { TableHost, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import { goodChip } from './icons';
import { TradeSteps, tradeOffer, type TradeOffer } from './trade-steps';
import { boardOf, mineOf } from './words';

const LIT = 0x7be0c3;
const CHOSEN = 0xf2c14e;

export class TradePanel extends Container {
  private readonly steps = new TradeSteps();
  private readonly bg = new Graphics();
  private readonly goods = new Container();
  private readonly buttons = new CanvasButtons();
  /** A queued purchase is sent after the draw that found it offered (never from inside a draw). */
  private sending = false;
  private last: { host: TableHost; view: TableView; rect: Rect; size: number } | null = null;

  constructor() {
    super();
    this.addChild(this.bg, this.goods, this.buttons);
  }

  update(host: TableHost, view: TableView, rect: Rect, labelSize: number): void {
    this.last = { host, view, rect, size: labelSize };
    const me = view.mySeat === null ? undefined : boardOf(view).seats[view.mySeat];
    const offer = tradeOffer(view.offered, mineOf(view), me?.gold ?? 0);
    this.sendQueued(host, view.offered);
    const busy = this.steps.queue.length > 0;
    this.visible = offer.mode !== 'none' || busy;
    this.clear();
    if (!this.visible) return;
    this.steps.follow(offer);
    this.draw(host, view.offered, offer, rect, labelSize, busy);
  }

  private sendQueued(host: TableHost, offered: readonly Action[]): void {
    if (this.steps.queue.length === 0 || this.sending || offered.length === 0) return;
    this.sending = true;
    window.setTimeout(() => {
      this.sending = false;
      const next = this.steps.next(this.last?.view.offered ?? []);
      if (next) host.act(next);
      else if (this.steps.queue.length === 0) this.redraw();
    }, 0);
  }

  /** Draws the panel again for the same view (a step taken between updates) and shows it. */
  private redraw(): void {
    const last = this.last;
    if (!last) return;
    this.update(last.host, last.view, last.rect, last.size);
    last.host.redraw();
  }

  private clear(): void {
    this.bg.clear();
    this.goods.removeChildren().forEach((child) => child.destroy({ children: true }));
    this.buttons.show([], { x: 0, y: 0, w: 0, h: 0 }, 10);
  }

  private draw(host: TableHost, offered: readonly Action[], offer: TradeOffer, rect: Rect, labelSize: number, busy: boolean): void {
    const size = Math.max(11, labelSize);
    this.bg.roundRect(rect.x, rect.y, rect.w, rect.h, 10).fill({ color: 0x0a2c3a, alpha: 0.97 }).stroke({ width: 2, color: LIT, alpha: 0.8 });
    const selling = offer.mode === 'sell';
    const canSell = offered.some((a) => a.type === 'sell');
    const title = busy ? 'Buying…' : !selling ? 'The market: tap the goods to buy' : canSell ? 'Your hold: tap the goods to sell' : 'Your hold';
    const heading = new Text({ text: title, style: { fontFamily: 'Georgia, serif', fontSize: size * 0.95, fill: 0xd8e4ea } });
    heading.position.set(rect.x + 8, rect.y + 3);
    this.goods.addChild(heading);
    const top = rect.y + size + 8;
    const cardH = Math.max(24, rect.h - (top - rect.y) - 6);
    const n = Math.max(1, offer.cards.length);
    const cardW = Math.min(90, Math.max(40, (rect.w - 16 - (n - 1) * 5) / n));
    offer.cards.forEach((card, i) => {
      const chosen = this.steps.chosen.includes(card);
      const tappable = !busy && this.steps.canToggle(offer, offered, card);
      const price = selling ? undefined : offer.prices[i];
      this.goods.addChild(goodCard(card, price, cardW, cardH, size, chosen, tappable, () => {
        this.steps.toggle(card);
        this.redraw();
      }, rect.x + 8 + i * (cardW + 5), top));
    });
    if (offer.cards.length === 0) {
      const empty = new Text({ text: selling ? 'Your hold is empty.' : 'No goods left for sale.', style: { fontFamily: 'Georgia, serif', fontSize: size, fill: 0xb8c7cf } });
      empty.position.set(rect.x + 8, top + 4);
      this.goods.addChild(empty);
    }
    const bh = Math.round(size * 2.2);
    this.buttons.show(busy ? [] : this.stepButtons(host, offered, offer), { x: rect.x, y: rect.y - bh - 10, w: rect.w, h: bh }, size);
  }

  private stepButtons(host: TableHost, offered: readonly Action[], offer: TradeOffer): CanvasButton[] {
    const chosen = this.steps.chosen;
    if (offer.mode === 'sell') {
      const sale = this.steps.sale(offered);
      const goods = chosen.map((card) => CARGO[card]?.good ?? 'goods').join(', ');
      const buttons: CanvasButton[] = [];
      if (offered.some((a) => a.type === 'buy-draw')) {
        buttons.push({ name: 'trade-market', text: 'Look at goods to buy', enabled: chosen.length === 0, onTap: () => host.act({ type: 'buy-draw' }) });
      }
      if (!offered.some((a) => a.type === 'sell')) return buttons;
      buttons.push({ name: 'trade-confirm', text: chosen.length ? `Sell ${goods}` : 'Sell…', enabled: sale !== undefined, primary: true, onTap: () => sale && host.act(sale) });
      return buttons;
    }
    const done = offered.some((a) => a.type === 'buy-done');
    const cost = this.steps.cost(offer);
    return [
      { name: 'trade-skip', text: 'Buy nothing', enabled: done && chosen.length === 0, onTap: () => host.act({ type: 'buy-done' }) },
      {
        name: 'trade-confirm',
        text: chosen.length ? `Buy ${chosen.length} good${chosen.length === 1 ? '' : 's'}, ${cost} gold` : 'Buy…',
        enabled: chosen.length > 0,
        primary: true,
        onTap: () => {
          this.steps.confirmPurchase();
          const next = this.steps.next(offered);
          if (next) host.act(next);
        },
      },
    ];
  }
}

/** One good as a small card: its colour chip, its name, its price (buying) or plunder value. */
function goodCard(card: number, price: number | undefined, w: number, h: number, size: number, chosen: boolean, tappable: boolean, onTap: () => void, x: number, y: number): Container {
  const c = CARGO[card];
  const view = new Container();
  view.label = `trade-good:${card}`;
  view.position.set(x, chosen ? y - 4 : y);
  view.alpha = tappable || chosen ? 1 : 0.5;
  const g = new Graphics().roundRect(0, 0, w, h, 5).fill(PARCHMENT).stroke({ width: chosen ? 4 : tappable ? 3 : 1, color: chosen ? CHOSEN : tappable ? LIT : 0x6b5a33 });
  if (c) goodChip(g, c.good, w / 2, Math.min(h * 0.28, size * 0.9), Math.min(size, h * 0.35));
  view.addChild(g);
  const words = new Text({
    text: `${c?.good ?? '?'}\n${price === undefined ? `${c?.plunder ?? '?'} plunder` : `${price} gold`}`,
    style: { fontFamily: 'Georgia, serif', fontSize: Math.max(11, size * 0.85), fill: INK, align: 'center', lineHeight: Math.max(12, size) },
  });
  words.anchor.set(0.5, 1);
  words.position.set(w / 2, h - 2);
  if (words.width > w - 4) words.scale.set((w - 4) / words.width);
  view.addChild(words);
  view.hitArea = new Rectangle(0, 0, w, h);
  if (tappable) {
    view.eventMode = 'static';
    view.cursor = 'pointer';
    view.on('pointertap', onTap);
  }
  return view;
}
