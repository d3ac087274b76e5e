/**
 * The Borneo table: the four company columns with their merchants, the missions, the decks,
 * the three harbors with their stacks of shipment cards, my hand, the fight when there is one,
 * and a panel per seat with its warehouse. Every shipment card is a sprite that travels: from
 * the deck into my hand, from a hand to a harbor or a fight, from a harbor to the warehouses,
 * from a warehouse to the discard pile. Merchants glide between slots. Click targets come only
 * from my legal actions; the action bar offers the same choices.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { BorneoView, CardId } from '../../../shared/games/borneo/types';
import { CARD_W, CardArt } from '../../table/card';
import { CanvasButtons } from '../../table/canvas-buttons';
import { CardLayer, type MotionPlan } from '../../table/card-layer';
import { DeckPile } from '../../table/deck-pile';
import type { GameRenderer, TableHost, TableView } from '../../table/renderer';
import { RendererBase } from '../../table/renderer-base';
import { badgeInfo, seatOrder, SeatPanels } from '../../table/seats';
import { borneoPainter } from './card-face';
import { CompanyBoard } from './companies';
import { FightPanel } from './fight-panel';
import { HarborRow } from './harbors';
import { CARD_RATIO, computeLayout, type BorneoLayout } from './layout';
import { MerchantSteps } from './merchant-steps';
import { MissionBoard } from './missions';
import { bannerFor, detectMoments } from './moments';
import { placeCards } from './placements';
import { SeatPanel } from './seat-panel';
import { bindTargets } from './targets';
import { boardOf, borneoWords } from './words';

export function createBorneoRenderer(host: TableHost): GameRenderer {
  return new BorneoRenderer(host);
}

class BorneoRenderer extends RendererBase<BorneoView> {
  readonly words = borneoWords;
  private readonly zones = new Graphics();
  private readonly captions = new Container();
  private readonly companies: CompanyBoard;
  private readonly missions = new MissionBoard();
  private readonly harbors = new HarborRow();
  private readonly fight = new FightPanel();
  private readonly panels: SeatPanels<SeatPanel>;
  private readonly art: CardArt;
  private readonly deck: DeckPile;
  private readonly cards: CardLayer;
  /** A merchant's move or attack being composed on the board. */
  private readonly steps = new MerchantSteps();
  private readonly stepButtons = new CanvasButtons();
  private layoutKey = '';
  private captionsShown = '';

  constructor(host: TableHost) {
    super(host);
    this.art = new CardArt(host.pixi, borneoPainter);
    this.deck = new DeckPile(this.art);
    this.cards = new CardLayer(this.art, host.tweener);
    this.companies = new CompanyBoard(host.tweener, (seat) => this.last?.seatName(seat) ?? '');
    this.panels = new SeatPanels(new Container(), () => new SeatPanel(host.tweener));
    this.scene.addChild(this.zones, this.harbors, this.companies, this.missions, this.panels.layer, this.deck, this.captions, this.fight, this.cards, this.stepButtons);
  }

  /** Returns how long this change's animation wants the table (see GameRenderer.update). */
  protected draw(view: TableView, animate: boolean): number {
    const board = boardOf(view);
    if (!board || !Array.isArray(board.seats) || board.seats.length === 0) return 0;
    const prev = this.prev;
    const order = seatOrder(board.players, view.mySeat);
    const layout = computeLayout(this.width, this.height, board.players);
    const key = `${this.width}x${this.height}:${board.players}`;
    if (key !== this.layoutKey) {
      this.layoutKey = key;
      this.companies.setRect(layout.companies, layout.labelSize);
    }
    this.drawPanels(view, board, order, layout, animate);
    const panelOf = (seat: number) => this.panels.of(seat, order);
    const origin = (seat: number) => panelOf(seat)?.merchantPoint() ?? { x: 0, y: 0 };
    this.companies.update(board.companies, { fight: board.fight, distribution: board.distribution }, animate, origin);
    this.missions.update(board.missionsOnBoard, board.players === 5, layout.missions, layout.labelSize);
    this.harbors.update(board, layout, key);
    this.fight.update(board.fight, layout.fight, layout.labelSize, (seat) => view.seatName(seat));
    this.drawZones(board, layout, view.mySeat);

    const targets = placeCards({
      board,
      layout,
      mySeat: view.mySeat,
      stackX: (column) => this.harbors.stackX(column),
      warehouseArea: (seat) => panelOf(seat)?.cardsArea(),
    });
    const moving = this.cards.sync(targets, animate, this.motionPlan(board, layout, view.mySeat, (seat) => panelOf(seat)?.handPoint()));
    // The harbors wait under a fight: their cards step back.
    const fighting = board.fight.company >= 0;
    for (const slot of board.harborRow) for (const id of slot.cards) {
      const sprite = this.cards.sprite(id);
      if (sprite) sprite.alpha = fighting ? 0.2 : 1;
    }
    const bind = () => bindTargets({
      host: this.host, view, board, cards: this.cards, companies: this.companies, missions: this.missions, harbors: this.harbors,
      steps: this.steps, buttons: this.stepButtons, buttonArea: layout.hand, labelSize: layout.labelSize, rebind: () => {
        bind();
        this.host.redraw();
      },
    });
    bind();
    const moments = animate && prev ? detectMoments(prev, board) : [];
    for (const moment of moments) {
      const banner = bannerFor(moment, (seat) => (seat === view.mySeat ? null : view.seatName(seat)));
      void this.host.moments.banner(banner.title, banner.subtitle, banner.colour);
    }
    const merchantsMoved = animate && prev !== null && JSON.stringify(prev.companies) !== JSON.stringify(board.companies);
    this.prev = board;
    if (moments.length > 0) return 1500;
    return moving > 0 || merchantsMoved ? 650 : 0;
  }

  private drawPanels(view: TableView, board: BorneoView, order: number[], layout: BorneoLayout, animate: boolean): void {
    this.panels.place(order, layout.seatPanels, (panel, seat) => {
      const seatView = board.seats[seat];
      const active = seat === board.active && board.phase !== 'over' && board.phase !== 'placement';
      if (seatView) panel.update(seat, seatView, badgeInfo(view, seat, active), animate);
    });
  }

  private drawZones(board: BorneoView, layout: BorneoLayout, mySeat: number | null): void {
    const { deck, discard, hand } = layout;
    const dh = discard.w * CARD_RATIO;
    this.deck.position.set(deck.x, deck.y);
    this.deck.scale.set(deck.w / CARD_W);
    this.deck.setCount(board.deckCount);
    // My own hand only (a replay's board holds every seat's).
    const mine = mySeat === null ? undefined : board.mine?.[String(mySeat)];
    const key = JSON.stringify([layout.hand, layout.deck, board.discardCount, board.harborDeckCount, mine ? mine.hand.length === 0 : null]);
    if (key === this.captionsShown) return;
    this.captionsShown = key;
    this.zones.clear()
      .roundRect(discard.x - discard.w / 2, discard.y - dh / 2, discard.w, dh, 6).stroke({ width: 2, color: 0xffffff, alpha: 0.25 })
      .roundRect(hand.x, hand.y, hand.w, hand.h, 12).fill({ color: 0x0a2c3a, alpha: 0.35 });
    this.captions.removeChildren().forEach((child) => child.destroy());
    const size = layout.labelSize;
    this.caption('Deck', deck.x, deck.y - dh / 2 - 3, size - 1, 0.5, 1);
    this.caption('Discard', discard.x, discard.y - dh / 2 - 3, size - 1, 0.5, 1);
    this.caption(String(board.discardCount), discard.x, discard.y, size + 2, 0.5, 0.5);
    this.caption(`Harbor deck: ${board.harborDeckCount}`, layout.harborDeck.x + layout.harborDeck.w / 2, layout.harborDeck.y + 4, size - 1, 0.5, 0);
    if (!mine) this.caption('You are watching: hands are secret, each seat shows its number of cards.', hand.x + hand.w / 2, hand.y + hand.h / 2, size, 0.5, 0.5);
    else if (mine.hand.length === 0) this.caption('Your hand is empty.', hand.x + hand.w / 2, hand.y + hand.h / 2, size, 0.5, 0.5);
  }

  private caption(value: string, x: number, y: number, size: number, ax: number, ay: number): void {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fontWeight: 'bold', fill: 0xd8e4ea } });
    t.anchor.set(ax, ay);
    t.position.set(x, y);
    this.captions.addChild(t);
  }

  /** Where cards come from and go to: my draws from the deck, other players' plays from their seat. */
  private motionPlan(board: BorneoView, layout: BorneoLayout, mySeat: number | null, handOf: (seat: number) => { x: number; y: number } | undefined): MotionPlan {
    const deckSpot = { x: layout.deck.x + this.deck.topOffset(), y: layout.deck.y + this.deck.topOffset(), w: layout.deck.w };
    const f = board.fight;
    const playedBy = (id: CardId): number => {
      if (f.attackCards.includes(id)) return f.attacker;
      if (f.defendCards.includes(id)) return f.defender;
      return board.active;
    };
    const mine = (mySeat === null ? undefined : board.mine?.[String(mySeat)])?.hand ?? [];
    return {
      enter: (id) => {
        const from = mine.includes(id) ? undefined : handOf(playedBy(id));
        return { from: { ...(from ?? deckSpot), w: from ? layout.deck.w * 0.6 : layout.deck.w, faceDown: true } };
      },
      exit: () => ({ ...layout.discard, faceDown: false }),
    };
  }

  override destroy(): void {
    this.cards.clear();
    super.destroy();
    this.art.destroy();
  }
}

/** This game's renderer, as client/table/renderers.ts finds it. */
export const createRenderer = createBorneoRenderer;
