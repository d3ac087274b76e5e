/**
 * The Caribbean table: the sea map drawn from the map data, the six named ships sailing space
 * by space, chests on cities and ships, the supply, and one panel per seat with its doubloons,
 * its tie-breaker and its card holder, where each ship's bids turn face up as that ship is
 * resolved. While I bribe the ships, the bid composer (DOM) opens under the canvas. Click
 * targets come only from my offered actions: lit sea spaces to sail to, lit ships to deal with.
 */
import { Container, Text } from 'pixi.js';
import { MAP_HEIGHT } from '../../../shared/games/caribbean/map';
import type { CaribbeanView } from '../../../shared/games/caribbean/types';
import type { GameRenderer, TableHost, TableView } from '../../table/renderer';
import { RendererBase } from '../../table/renderer-base';
import { badgeInfo, seatOrder, SeatPanels } from '../../table/seats';
import { BidComposer } from './bid-composer';
import { ChestFlights } from './chest-flights';
import { Fleet } from './fleet';
import { computeLayout, type CaribbeanLayout } from './layout';
import { SeaMap } from './sea-map';
import { SeatPanel } from './seat-panel';
import { FONT, TEXT, seatColour } from './theme';
import { boardOf, cardShort, caribbeanWords, myBidDue, shipName } from './words';

export function createCaribbeanRenderer(host: TableHost): GameRenderer {
  return new CaribbeanRenderer(host);
}

const DEALS = new Set(['steal', 'swap', 'pass']);

class CaribbeanRenderer extends RendererBase<CaribbeanView> {
  readonly words = caribbeanWords;
  private readonly world = new Container();
  private readonly map = new SeaMap();
  private readonly fleet: Fleet;
  private readonly flights: ChestFlights;
  private readonly caption = new Text({ text: '', style: { fontFamily: FONT, fontSize: 15, fontWeight: 'bold', fill: TEXT, stroke: { color: 0x0b1620, width: 4 } } });
  private readonly panels: SeatPanels<SeatPanel>;
  private readonly composer: BidComposer;

  constructor(host: TableHost) {
    super(host);
    this.fleet = new Fleet(host.tweener);
    this.flights = new ChestFlights(host.tweener);
    this.caption.position.set(14, MAP_HEIGHT - 34);
    this.world.addChild(this.map, this.fleet, this.flights, this.caption);
    this.panels = new SeatPanels(new Container(), () => new SeatPanel(host.tweener));
    this.scene.addChild(this.world, this.panels.layer);
    this.composer = new BidComposer((ships) => host.act({ type: 'bid', ships }));
    // In the action bar's place while I bid (the bar then offers nothing).
    host.controls.appendChild(this.composer.element);
  }

  private place(board: CaribbeanView): CaribbeanLayout {
    const layout = computeLayout(this.width, this.height, board.players);
    this.world.position.set(layout.map.x, layout.map.y);
    this.world.scale.set(layout.map.scale);
    this.map.setDetail(layout.map.scale);
    this.fleet.setDetail(layout.map.scale);
    this.caption.visible = layout.map.scale >= 0.5;
    return layout;
  }

  protected draw(view: TableView, animate: boolean): number {
    const board = boardOf(view);
    const prev = this.prev;
    this.composer.setOpen(myBidDue(view), board.round);
    const layout = this.place(board);
    this.map.update(board);
    const sailed = this.fleet.update(board, animate);
    this.caption.text = this.captionText(view, board);
    this.drawPanels(view, board, layout, animate);
    this.bindTargets(view, board);
    let hold = sailed;
    if (animate && prev) {
      const revealed = board.resolutions.some((r, i) => r.revealed && !prev.resolutions[i]?.revealed);
      if (revealed) hold = Math.max(hold, 700);
      hold = Math.max(hold, this.flights.play(prev, board));
      if (board.endTriggered && !prev.endTriggered) {
        void this.host.moments.banner('Last round!', `A player has reached ${board.threshold.toLocaleString('en')} doubloons: this round is the last.`, 0xf2c14e);
        hold = Math.max(hold, 1200);
      }
      if (board.round !== prev.round && board.phase === 'bidding') hold = Math.max(hold, 500);
    }
    this.prev = board;
    return hold;
  }

  /** The ship being resolved and how its bids came out, over the southern land. */
  private captionText(view: TableView, board: CaribbeanView): string {
    if (board.phase === 'over') return `Game over after ${board.round} rounds.`;
    if (board.phase === 'bidding' || board.current < 0) return `Round ${board.round}: the bribes are secret until each ship is resolved.`;
    const res = board.resolutions[board.current];
    if (!res) return '';
    const bids = res.bids.map((card, seat) => `${view.seatName(seat)} ${card >= 0 ? cardShort(card) : '?'}`).join(' · ');
    return `${shipName(board.current)}: ${bids}`;
  }

  private drawPanels(view: TableView, board: CaribbeanView, layout: CaribbeanLayout, animate: boolean): void {
    this.panels.place(seatOrder(board.players, view.mySeat), layout.seatPanels, (panel, seat) => {
      // A table's board holds my own entry only; a replay's holds every seat's, shown in its panel.
      const mine = board.mine?.[String(seat)];
      const active = board.phase === 'sailing' && board.sailing.seat === seat;
      panel.update(board, seat, mine, badgeInfo(view, seat, active), animate);
    });
  }

  private bindTargets(view: TableView, board: CaribbeanView): void {
    const offered = view.offered;
    const moves = offered.filter((a) => a.type === 'move').map((a) => Number(a.to));
    this.map.setTargets(moves, seatColour(board.sailing.seat), (space) => {
      const action = offered.find((a) => a.type === 'move' && a.to === space);
      if (action) this.host.act(action);
    });
    const deals = offered.filter((a) => DEALS.has(a.type));
    const ships = [...new Set(deals.map((a) => Number(a.ship)))];
    this.fleet.setTargets(ships, (ship) => {
      this.host.propose(`The ${shipName(ship)}:`, deals.filter((a) => a.ship === ship));
    });
  }

  override destroy(): void {
    this.composer.destroy();
    super.destroy();
  }
}

/** This game's renderer, as client/table/renderers.ts finds it. */
export const createRenderer = createCaribbeanRenderer;
