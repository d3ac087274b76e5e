/**
 * The Port Royal table: deck, discard pile, expedition row, harbor and one panel per seat,
 * with every card a sprite that travels between them. Cards flip as they are revealed from
 * the deck, glide to a display or the discard pile, coins count up and down, and a bust or a
 * tax increase gets its banner. Click targets come only from my legal actions.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { cardDef, cardName } from '../../../shared/games/port-royal/data';
import type { CardId, PortRoyalView } from '../../../shared/games/port-royal/types';
import { CARD_W, CardArt } from '../../table/card';
import { CardLayer, type CardSpot, type MotionPlan } from '../../table/card-layer';
import { CardPreview } from '../../table/card-preview';
import { DeckPile } from '../../table/deck-pile';
import type { GameRenderer, TableHost, TableView } from '../../table/renderer';
import { RendererBase } from '../../table/renderer-base';
import { badgeInfo, seatOrder, SeatPanels } from '../../table/seats';
import { createPortRoyalPainter } from './card-face';
import { CARD_RATIO, computeLayout, type TableLayout } from './layout';
import { detectMoments, type Moment } from './moments';
import { placeCards, type CountBadge } from './placements';
import { SeatPanel } from './seat-panel';
import { boardOf, portRoyalWords } from './words';

const TAKE = 0x7be0c3;
const EXPEDITION = 0xf2c14e;
const DANGER = 0xff8a5c;

export function createPortRoyalRenderer(host: TableHost): GameRenderer {
  return new PortRoyalRenderer(host);
}

class PortRoyalRenderer extends RendererBase<PortRoyalView> {
  readonly words = portRoyalWords;
  private readonly zones = new Graphics();
  private readonly captions = new Container();
  /** "×3" on each stack of identical persons in a seat. */
  private readonly counts = new Container();
  private readonly harborCaption = caption();
  private readonly expeditionCaption = caption();
  private readonly discardCaption = caption();
  private readonly deckCaption = caption();
  private readonly panels: SeatPanels<SeatPanel>;
  private readonly art: CardArt;
  /** Tax cards are painted with the bonus of this table's rule set. */
  private readonly painter = createPortRoyalPainter();
  private readonly deck: DeckPile;
  private readonly cards: CardLayer;
  private readonly preview: CardPreview;
  private order: number[] = [];

  constructor(host: TableHost) {
    super(host);
    this.art = new CardArt(host.pixi, this.painter);
    this.deck = new DeckPile(this.art);
    this.cards = new CardLayer(this.art, host.tweener);
    this.preview = new CardPreview(this.art, host.tweener);
    this.panels = new SeatPanels(new Container(), () => new SeatPanel(host.tweener));
    this.captions.addChild(this.harborCaption, this.expeditionCaption, this.discardCaption, this.deckCaption);
    this.scene.addChild(this.zones, this.panels.layer, this.deck, this.captions, this.cards, this.counts, this.preview);
  }

  protected override resized(width: number, height: number): void {
    this.preview.resize(width, height);
  }

  /** Returns how long the table should be left to this change (see GameRenderer.update). */
  protected draw(view: TableView, animate: boolean): number {
    const board = boardOf(view);
    this.painter.rules = board.rules;
    const prev = this.prev;
    const order = seatOrder(board.players, view.mySeat);
    const layout = computeLayout(this.width, this.height, board.players, board.harbor.length, board.expeditionRow.length);
    this.order = order;
    const moments = animate && prev ? detectMoments(prev, board) : [];

    this.drawPanels(view, board, order, layout, animate);
    this.drawZones(board, layout);
    this.deck.position.set(layout.deck.x, layout.deck.y);
    this.deck.scale.set(layout.deck.w / CARD_W);
    this.deck.setCount(board.deckCount);

    const areas = this.panels.forSeats(board.players).map((panel) => panel.cardsArea());
    const badges: CountBadge[] = [];
    const targets = placeCards(board, layout, order, areas, badges);
    this.drawCounts(badges);
    const moving = this.cards.sync(targets, animate, this.motionPlan(board, prev, layout, moments));
    if (animate && prev) this.flyCoins(prev, board, layout);
    this.bindClicks(view, board);
    for (const moment of moments) void this.play(moment, view);
    this.prev = board;
    if (moments.some((m) => m.kind === 'bust')) return 1900;
    if (moments.length > 0) return 1100;
    return moving > 0 ? 600 : 0;
  }

  private drawCounts(badges: readonly CountBadge[]): void {
    this.counts.removeChildren().forEach((child) => child.destroy());
    for (const badge of badges) {
      const disc = new Graphics().circle(0, 0, badge.size * 0.55).fill(0x5a1d12).stroke({ width: 1.5, color: 0xf2c14e });
      const text = new Text({ text: `×${badge.count}`, style: { fontFamily: 'Georgia, serif', fontSize: badge.size * 0.62, fontWeight: 'bold', fill: 0xfff4d6 } });
      text.anchor.set(0.5);
      const mark = new Container();
      mark.addChild(disc, text);
      mark.position.set(badge.x, badge.y);
      this.counts.addChild(mark);
    }
  }

  private drawPanels(view: TableView, board: PortRoyalView, order: number[], layout: TableLayout, animate: boolean): void {
    this.panels.place(order, layout.seatPanels, (panel, seat) => {
      const seatView = board.seats[seat];
      if (seatView) panel.update(seatView, badgeInfo(view, seat, seat === board.active && board.phase.kind !== 'over'), animate);
    });
  }

  private drawZones(board: PortRoyalView, layout: TableLayout): void {
    const { harbor, discard, expeditionArea } = layout;
    const dh = discard.w * CARD_RATIO;
    this.zones.clear()
      .roundRect(harbor.x, harbor.y - 4, harbor.w, harbor.h + 4, 14).fill({ color: 0x0a2c3a, alpha: 0.55 })
      .roundRect(harbor.x, harbor.y - 4, harbor.w, harbor.h + 4, 14).stroke({ width: 1.5, color: 0x5aa0b4, alpha: 0.35 });
    for (let i = 1; i < 4; i++) {
      const y = harbor.y + (harbor.h * i) / 4;
      for (let x = harbor.x + 20; x < harbor.x + harbor.w - 40; x += 46) {
        this.zones.moveTo(x, y).quadraticCurveTo(x + 10, y - 5, x + 20, y).stroke({ width: 1.5, color: 0x5aa0b4, alpha: 0.12 });
      }
    }
    this.zones.roundRect(discard.x - discard.w / 2, discard.y - dh / 2, discard.w, dh, 8).stroke({ width: 2, color: 0xffffff, alpha: 0.2 });
    if (board.expeditionRow.length === 0) {
      const slot = layout.expeditionSlot(0);
      this.zones.roundRect(slot.x - slot.w / 2, slot.y - dh / 2, slot.w, dh, 8).stroke({ width: 2, color: 0xffffff, alpha: 0.12 });
    }
    const size = layout.labelSize;
    const types = board.shipTypesInHarbor;
    const last = board.endTriggered ? '   ·   Last round!' : '';
    setCaption(this.harborCaption, `Harbor · ${types} ship type${types === 1 ? '' : 's'}${last}`, harbor.x + 12, harbor.y + 4, size, board.endTriggered ? 0xf2c14e : 0xd8e4ea);
    setCaption(this.expeditionCaption, 'Expeditions', expeditionArea.x, expeditionArea.y, size);
    setCaption(this.discardCaption, `Discard ${board.discard.length}`, discard.x, discard.y - dh / 2 - 9, size, 0xd8e4ea, 0.5);
    setCaption(this.deckCaption, 'Deck', layout.deck.x, layout.deck.y - dh / 2 - 9, size, 0xd8e4ea, 0.5);
  }

  /** Where cards come from and go to, read from what changed between the two views. */
  private motionPlan(board: PortRoyalView, prev: PortRoyalView | null, layout: TableLayout, moments: Moment[]): MotionPlan {
    const deckSpot = { x: layout.deck.x + this.deck.topOffset(), y: layout.deck.y + this.deck.topOffset(), w: layout.deck.w };
    const busted = moments.some((m) => m.kind === 'bust');
    const prevHarbor = new Set(prev?.harbor ?? []);
    const spender = prev ? this.order.findIndex((seat) => (board.seats[seat]?.coinCount ?? 0) < (prev.seats[seat]?.coinCount ?? 0)) : -1;
    const inDiscard = new Set(board.discard);
    return {
      enter: (id) => {
        const def = cardDef(id);
        // A coin card spent face up comes from its owner's coins (rulebook, "Setup").
        if (inDiscard.has(id) && def.kind !== 'tax' && spender >= 0 && !busted) {
          const point = (this.panels.forSeats(board.players)[spender] as SeatPanel).coinPoint();
          return { from: { ...point, w: layout.discard.w * 0.5, faceDown: true } };
        }
        // The ship that busts shows in the harbor before the harbor sinks.
        if (busted && inDiscard.has(id) && def.kind === 'ship' && prev) {
          return { from: { ...deckSpot, faceDown: true }, via: [layout.harborSlot(prev.harbor.length)] };
        }
        return { from: { ...deckSpot, faceDown: true } };
      },
      exit: (id) => {
        const back = !inDiscard.has(id);
        const spot: CardSpot = back ? deckSpot : layout.discard;
        return { ...spot, faceDown: back, delay: busted && prevHarbor.has(id) ? 1100 : 0 };
      },
      delay: (id) => (busted && prevHarbor.has(id) ? 1100 : 0),
    };
  }

  /** Coins are face-down cards: gains fly from the deck, or from the seat that paid. */
  private flyCoins(prev: PortRoyalView, board: PortRoyalView, layout: TableLayout): void {
    const deltas = this.order.map((seat) => (board.seats[seat]?.coinCount ?? 0) - (prev.seats[seat]?.coinCount ?? 0));
    const payer = deltas.findIndex((d) => d < 0);
    const small = layout.deck.w * 0.55;
    deltas.forEach((delta, index) => {
      if (delta <= 0) return;
      const panels = this.panels.forSeats(board.players);
      const to = { ...(panels[index] as SeatPanel).coinPoint(), w: small * 0.6 };
      const from = payer >= 0 && payer !== index && delta === 1
        ? { ...(panels[payer] as SeatPanel).coinPoint(), w: small * 0.6 }
        : { x: layout.deck.x, y: layout.deck.y, w: layout.deck.w };
      for (let i = 0; i < Math.min(delta, 5); i++) void this.cards.flyBack(from, to, 250 + i * 110);
    });
  }

  private bindClicks(view: TableView, board: PortRoyalView): void {
    for (const sprite of this.cards.all()) {
      sprite.eventMode = 'none';
      sprite.cursor = 'default';
      sprite.removeAllListeners('pointertap');
      sprite.setHighlight(null);
      this.preview.attach(sprite);
    }
    const offered = view.offered;
    this.deck.setClickable(offered.some((a) => a.type === 'discover'), () => this.host.act({ type: 'discover' }));
    const target = (id: CardId, color: number, onTap: (() => void) | null) => {
      const sprite = this.cards.sprite(id);
      if (!sprite) return;
      sprite.setHighlight(color);
      if (!onTap) return;
      sprite.eventMode = 'static';
      sprite.cursor = 'pointer';
      sprite.on('pointertap', onTap);
    };
    // The ship that may be repelled is marked for everyone watching.
    if (board.phase.kind === 'repel' && board.phase.ship >= 0) {
      const choice = offered.filter((a) => a.type === 'repel' || a.type === 'keep');
      const ship = board.phase.ship;
      target(ship, DANGER, choice.length ? () => this.host.propose(`The ${cardName(ship)}:`, choice) : null);
    }
    for (const action of offered) {
      if (action.type === 'take' && typeof action.card === 'number') target(action.card, TAKE, () => this.host.act(action));
    }
    const expeditions = new Set(offered.filter((a) => a.type === 'expedition').map((a) => Number(a.card)));
    for (const id of expeditions) {
      const ways = offered.filter((a) => a.type === 'expedition' && a.card === id);
      target(id, EXPEDITION, () => this.host.propose(ways.length > 1 ? 'Complete the expedition with…' : 'Complete this expedition?', ways));
    }
  }

  private async play(moment: Moment, view: TableView): Promise<void> {
    const { moments } = this.host;
    if (moment.kind === 'bust') {
      await this.host.tweener.wait(500);
      const who = moment.seat === view.mySeat ? 'You' : view.seatName(moment.seat);
      void moments.shake(12);
      void moments.flash(0xc0392b, 0.3);
      await moments.banner('Bust!', `${who} revealed a second ship of a kind: the harbor sinks.`, 0xff6b5b);
    } else if (moment.kind === 'tax') {
      void moments.flash(0xf2c14e, 0.25);
      void moments.shake(6, 300);
      const bonus = moment.bonus === 'most-sabers' ? 'most sabers' : 'fewest influence';
      await moments.banner('Tax increase!', `12 coins or more: lose half. The ${bonus} earns 1 coin.`, 0xf2c14e);
    } else {
      await moments.banner('Last round!', 'The end is in sight: the round is played to its end.', 0x7be0c3);
    }
  }

  override destroy(): void {
    this.cards.clear();
    super.destroy();
    this.art.destroy();
  }
}

function caption(): Text {
  return new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontSize: 13, fill: 0xd8e4ea, fontWeight: 'bold' } });
}

function setCaption(t: Text, value: string, x: number, y: number, size: number, fill = 0xd8e4ea, anchorX = 0): void {
  t.text = value;
  t.style.fontSize = size;
  t.style.fill = fill;
  t.anchor.set(anchorX, anchorX === 0 ? 0 : 1);
  t.position.set(x, y);
}

/** This game's renderer, as client/table/renderers.ts finds it. */
export const createRenderer = createPortRoyalRenderer;
