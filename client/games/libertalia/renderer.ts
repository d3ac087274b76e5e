/**
 * The Libertalia table: the score track, the ship with its ranked slots, the six day spaces with
 * their booty, one panel per seat (den, discard pile, booty, doubloons) and my hand, with every
 * character a card sprite that travels between them. At the reveal the cards flip and slide onto
 * the ship in rank order; booty flies into the dens; discarded characters fade. Click targets
 * come only from my legal actions (the action bar offers the same choices as buttons).
 */
import { Container } from 'pixi.js';
import type { BootyKind, LibertaliaView } from '../../../shared/games/libertalia/types';
import { CardArt, CardSprite } from '../../table/card';
import { CardLayer } from '../../table/card-layer';
import { CardPreview } from '../../table/card-preview';
import type { GameRenderer, TableHost, TableView } from '../../table/renderer';
import { RendererBase } from '../../table/renderer-base';
import { badgeInfo, seatOrder, SeatPanels } from '../../table/seats';
import { libertaliaPainter } from './card-face';
import { cardId, cardRank } from './cards';
import { DaySpaces } from './day-spaces';
import { DayWalk } from './day-walk';
import { computeLayout, type LibertaliaLayout } from './layout';
import { BootyFlights, motionPlan, READ_PAUSE_MS, REVEAL_STEP_MS, type Spots } from './motion';
import { placeCards, type Placed } from './placements';
import { ScoreTrack } from './score-track';
import { SeatPanel } from './seat-panel';
import { ShipArt } from './ship';
import { boardOf, cardDetail, libertaliaWords, myPick, named } from './words';

const TAKE = 0x7be0c3;
const PICKED = 0xf2c14e;
const TARGET = 0xff8a5c;
const DISCARDED_ALPHA = 0.45;

export function createLibertaliaRenderer(host: TableHost): GameRenderer {
  return new LibertaliaRenderer(host);
}

class LibertaliaRenderer extends RendererBase<LibertaliaView> {
  readonly words = libertaliaWords;
  private readonly art: CardArt;
  private readonly ship = new ShipArt();
  private readonly days: DaySpaces;
  private readonly track: ScoreTrack;
  private readonly panels: SeatPanels<SeatPanel>;
  private readonly cards: CardLayer;
  private readonly flights: BootyFlights;
  private readonly preview: CardPreview;
  private shipKey = '';
  /** The day's actions shown one by one (day-walk.ts). */
  private readonly dayWalk: DayWalk;
  /** The display order of the seats (the viewer's own first). */
  private order: number[] = [];

  constructor(host: TableHost) {
    super(host);
    this.art = new CardArt(host.pixi, libertaliaPainter(() => (this.last ? boardOf(this.last).players : 2)));
    this.days = new DaySpaces(this.art);
    this.track = new ScoreTrack(host.tweener);
    this.cards = new CardLayer(this.art, host.tweener);
    this.flights = new BootyFlights(host.tweener);
    this.preview = new CardPreview(this.art, host.tweener);
    this.panels = new SeatPanels(new Container(), () => new SeatPanel(host.tweener));
    this.dayWalk = new DayWalk(host.tweener);
    this.scene.addChild(this.track, this.ship, this.days, this.panels.layer, this.cards, this.flights, this.dayWalk, this.preview);
  }

  protected override resized(width: number, height: number): void {
    // Tokens already flying land where they were going.
    this.preview.resize(width, height);
  }

  override update(view: TableView, animate: boolean): number {
    // A reconnect or late join shows the table as it is, without replaying anything.
    if (!animate) {
      this.flights.clear();
      this.dayWalk.stop();
    }
    return super.update(view, animate);
  }

  protected draw(view: TableView, animate: boolean): number {
    const board = boardOf(view);
    const prev = this.prev;
    const order = seatOrder(board.players, view.mySeat);
    this.order = order;
    const layout = computeLayout(this.width, this.height, board.players, view.mySeat !== null);

    this.drawPanels(view, board, order, layout, animate);
    const shipKey = JSON.stringify([layout.ship, layout.shipSlots, board.campaign, board.day]);
    if (shipKey !== this.shipKey) {
      this.shipKey = shipKey;
      this.ship.draw(layout.ship, layout.shipSlots, layout.labelSize, 'The ship');
    }
    const acting = board.question.kind !== 'none' && board.question.kind !== 'waitress' ? board.question : null;
    this.ship.mark(layout.shipSlots, board.ship, acting);
    const lootable = view.offered.filter((a) => a.type === 'loot').map((a) => a.booty as BootyKind);
    this.days.update(layout, board.board, board.day, board.bagCount, board.undealtCount, {
      kinds: lootable,
      act: (kind) => this.host.act({ type: 'loot', booty: kind }),
    });
    this.track.update(layout.track, board.seats.map((s) => s.score), 'Score', animate);

    const pick = myPick(view);
    const placed = placeCards(board, layout, view.mySeat, pick, (seat) => {
      const panel = this.panels.of(seat, order);
      return panel ? { den: panel.denRect(), discard: panel.discardRect() } : undefined;
    });
    const spots = this.spots(layout);
    this.cards.sync(placed.targets, animate, motionPlan(placed, view.mySeat, spots));
    this.fadeDiscards(placed, prev, animate);
    let hold = 0;
    if (animate && prev) {
      const tokens = this.flights.play(prev, board, spots, Math.max(16, layout.daySpaces[0]?.h ?? 30) * 0.45);
      const landed = revealTime(prev, board);
      hold = Math.max(landed, tokens, leavingTime(prev, board));
      const walk = this.dayWalk.play(prev, board, layout.shipSlots, layout.ship, layout.labelSize, (seat) => view.seatName(seat), landed);
      // A new position with nothing to walk ends the walk of an older one.
      if (walk === 0 && prev !== board) this.dayWalk.stop();
      hold = Math.max(hold, walk);
      if (this.announce(prev, board, view)) hold = Math.max(hold, SCORED_MS);
    }
    this.bindClicks(view, placed, pick);
    this.prev = board;
    // Day, dusk and night are watched, not skimmed: the next change waits until this one has
    // played and could be read (the table screen speeds up when changes pile up).
    return hold > 0 ? hold + READ_PAUSE_MS : 0;
  }

  private drawPanels(view: TableView, board: LibertaliaView, order: number[], layout: LibertaliaLayout, animate: boolean): void {
    this.panels.place(order, layout.seatPanels, (panel, seat) => {
      const seatView = board.seats[seat];
      if (!seatView) return;
      panel.update(seatView, {
        ...badgeInfo(view, seat, board.phase !== 'sunrise' && board.question.seat === seat),
        seat,
        chosen: board.phase === 'sunrise' ? seatView.hasChosen : null,
      }, animate);
    });
  }

  private spots(layout: LibertaliaLayout): Spots {
    const small = (layout.shipSlots[0]?.w ?? 60) * 0.5;
    return {
      handOf: (seat) => ({ ...(this.panels.of(seat, this.order)?.handPoint() ?? { x: 0, y: 0 }), w: small }),
      deck: () => this.days.deckSpot(),
      bag: () => this.days.bagPoint(),
      token: (day, kind) => this.days.tokenPoint(day, kind),
      bootyOf: (seat, kind) => this.panels.of(seat, this.order)?.bootyPoint(kind) ?? this.days.bagPoint(),
    };
  }

  /** Discarded characters stay in view, faded: they come back only through the Surgeon. */
  private fadeDiscards(placed: Placed, prev: LibertaliaView | null, animate: boolean): void {
    const before = new Set<number>();
    prev?.seats.forEach((seat, n) => seat.discard.forEach((rank) => before.add(cardId(n, rank))));
    for (const sprite of this.cards.all()) {
      const discarded = placed.zone.get(sprite.cardId) === 'discard';
      const alpha = discarded ? DISCARDED_ALPHA : 1;
      if (animate && discarded && !before.has(sprite.cardId)) void this.host.tweener.to(sprite, { alpha }, 700, { delay: 450 });
      else void this.host.tweener.to(sprite, { alpha }, 0);
    }
  }

  private bindClicks(view: TableView, placed: Placed, pick: number): void {
    for (const sprite of this.cards.all()) {
      sprite.eventMode = 'none';
      sprite.cursor = 'default';
      sprite.removeAllListeners('pointertap');
      const mine = view.mySeat !== null && placed.zone.get(sprite.cardId) === 'hand' && cardRank(sprite.cardId) === pick;
      sprite.setHighlight(mine ? PICKED : null);
      // Small cards (dens, discard piles) show large under the pointer, and so does every card
      // of my hand, so each character's text can be read in full before it is chosen.
      this.preview.attach(sprite, placed.zone.get(sprite.cardId) === 'hand');
      // A card of my fanned hand also comes to the front, so its text can be read.
      if (placed.zone.get(sprite.cardId) === 'hand') {
        const z = placed.targets.get(sprite.cardId)?.z ?? 0;
        sprite.on('pointerover', () => (sprite.zIndex = 900));
        sprite.on('pointerout', () => (sprite.zIndex = z));
      }
    }
    const target = (id: number, color: number, onTap: () => void) => {
      const sprite: CardSprite | undefined = this.cards.sprite(id);
      if (!sprite) return;
      sprite.setHighlight(color);
      sprite.eventMode = 'static';
      sprite.cursor = 'pointer';
      sprite.on('pointertap', onTap);
    };
    const me = view.mySeat;
    if (me === null) return;
    for (const action of view.offered) {
      const rank = typeof action.rank === 'number' ? action.rank : 0;
      const seat = typeof action.seat === 'number' ? action.seat : me;
      switch (action.type) {
        case 'pick':
        case 'parrot':
          target(cardId(me, rank), TAKE, () => this.host.propose(cardDetail(rank), [action]));
          break;
        case 'recruiter':
        case 'surgeon':
          target(cardId(me, rank), TAKE, () => this.host.act(action));
          break;
        case 'gunner':
        case 'saber': {
          const whose = seat === me ? 'your own' : `${view.seatName(seat)}'s`;
          target(cardId(seat, rank), TARGET, () => this.host.propose(`Discard ${whose} ${named(rank)}?`, [action]));
          break;
        }
      }
    }
  }

  /** The day of rest gets a banner with what each crew scored; says whether it did. */
  private announce(prev: LibertaliaView, board: LibertaliaView, view: TableView): boolean {
    const scored = board.seats.every((s, n) => s.campaignScores.length > (prev.seats[n]?.campaignScores.length ?? 0));
    if (!scored) return false;
    const campaign = board.seats[0]?.campaignScores.length ?? 0;
    const gains = board.seats.map((s, n) => `${view.seatName(n)} +${s.campaignScores[s.campaignScores.length - 1] ?? 0}`).join(' · ');
    void this.host.moments.banner(`Campaign ${campaign} scored`, gains, 0xf2c14e);
    return true;
  }

  override destroy(): void {
    this.cards.clear();
    this.flights.clear();
    super.destroy();
    this.art.destroy();
  }
}

/** This game's renderer, as client/table/renderers.ts finds it. */
export const createRenderer = createLibertaliaRenderer;

/** A campaign's scores banner holds the table this long. */
const SCORED_MS = 1800;
/** How long a card's flight takes (client/table/card-layer.ts). */
const CARD_FLIGHT_MS = 520;

/** The characters revealed onto the ship land one after the other: until the last has landed. */
function revealTime(prev: LibertaliaView, board: LibertaliaView): number {
  const before = new Set(prev.ship.map((slot) => `${slot.seat}:${slot.rank}`));
  const landing = board.ship.map((slot, i) => (before.has(`${slot.seat}:${slot.rank}`) ? -1 : i)).filter((i) => i >= 0);
  return landing.length === 0 ? 0 : Math.max(...landing) * REVEAL_STEP_MS + CARD_FLIGHT_MS;
}

/** A character leaving the ship (killed, discarded, into a den) is seen going. */
function leavingTime(prev: LibertaliaView, board: LibertaliaView): number {
  const after = new Set(board.ship.map((slot) => `${slot.seat}:${slot.rank}`));
  return prev.ship.some((slot) => !after.has(`${slot.seat}:${slot.rank}`)) ? CARD_FLIGHT_MS + 200 : 0;
}
