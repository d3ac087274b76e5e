/**
 * The Merchants & Marauders table: the map of the Caribbean with its 17 sea zones, ports,
 * demand, merchant and modification tokens; player and NPC ships that sail between zones; a
 * board per player (captain, ship and hit locations, gold, bounties, glory); this round's event
 * card; my hold of secrets; and, over the map, the battle or raid being fought with its dice.
 * Click a glowing zone to sail there; every choice is also a button in the action bar.
 */
import { Container } from 'pixi.js';
import type { Rect } from '../../table/geometry';
import type { GameRenderer, TableHost, TableView } from '../../table/renderer';
import { RendererBase } from '../../table/renderer-base';
import { badgeInfo, seatOrder, SeatPanels } from '../../table/seats';
import { CombatPanel } from './combat-panel';
import { LocationRaidPanel } from './location-raid-panel';
import { Fleet } from './fleet';
import { Hold } from './hold';
import { InfoPanel } from './info-panel';
import { computeLayout } from './layout';
import { detectBanners } from './moments';
import { SeaMap, ZONE_RADIUS } from './sea-map';
import { UpgradeFlights } from './upgrade-flight';
import { takenUpgrades } from './upgrade-taken';
import { SeatPanel } from './seat-panel';
import { flippedSeats } from './cutthroat';
import { TradePanel } from './trade-panel';
import { boardOf, fighterWords, merchantsAndMaraudersWords, mineOf, type MmBoard } from './words';

export function createMerchantsAndMaraudersRenderer(host: TableHost): GameRenderer {
  return new MerchantsAndMaraudersRenderer(host);
}

class MerchantsAndMaraudersRenderer extends RendererBase<MmBoard> {
  readonly words = merchantsAndMaraudersWords;
  private readonly map = new SeaMap();
  private readonly fleet: Fleet;
  private readonly info: InfoPanel;
  private readonly hold = new Hold();
  private readonly combat: CombatPanel;
  private readonly locationRaid: LocationRaidPanel;
  /** Trading in port, composed on the board over my hold. */
  private readonly trade = new TradePanel();
  private readonly panels: SeatPanels<SeatPanel>;
  private readonly flights: UpgradeFlights;

  constructor(host: TableHost) {
    super(host);
    this.fleet = new Fleet(host.tweener);
    this.info = new InfoPanel(host.tweener);
    this.combat = new CombatPanel(host.tweener);
    this.locationRaid = new LocationRaidPanel(host.tweener);
    this.panels = new SeatPanels(new Container(), () => new SeatPanel(host.tweener));
    this.flights = new UpgradeFlights(host.tweener);
    this.scene.addChild(this.map, this.fleet, this.flights, this.info, this.hold, this.panels.layer, this.combat, this.locationRaid, this.trade);
  }

  protected draw(view: TableView, animate: boolean): number {
    const board = boardOf(view);
    if (!board || !Array.isArray(board.seats) || board.seats.length === 0 || !board.combat) return 0;
    const layout = computeLayout(this.width, this.height, board.players);
    const name = (kind: string, id: number) => fighterWords(view, kind, id);
    this.map.setRect(layout.map, layout.labelSize);
    this.map.updateTokens(board);
    const moves = view.offered.filter((a) => a.type === 'move');
    this.map.updateReach(moves.map((a) => Number(a.zone)), (zone) => {
      const action = moves.find((a) => Number(a.zone) === zone);
      if (action) this.host.act(action);
    });
    const initials = (seat: number) => (view.seatName(seat).trim().charAt(0) || String(seat + 1)).toUpperCase();
    let hold = this.fleet.update(board, this.map, initials, animate);
    if (animate && this.prev) hold = Math.max(hold, this.flights.play(takenUpgrades(this.prev, board), (z) => this.map.zoneCentre(z), (seat) => this.fleet.shipAt(`p${seat}`), ZONE_RADIUS * this.map.scaleK * 0.95));
    hold = Math.max(hold, this.info.update(board, layout.info, layout.landscape, layout.labelSize, animate));
    const me = view.mySeat === null ? undefined : board.seats[view.mySeat];
    this.hold.update(mineOf(view), me?.mission ?? -1, layout.hold, layout.labelSize);
    this.trade.update(this.host, view, layout.hold, layout.labelSize);
    hold = Math.max(hold, this.combat.update(board, name, layout.combat, layout.labelSize, animate));
    hold = Math.max(hold, this.locationRaid.update(board, name('player', board.turn.seat), layout.combat, layout.labelSize, animate));
    this.drawPanels(view, board, layout.seatPanels, animate);
    if (animate && this.prev) {
      for (const banner of detectBanners(this.prev, board, name)) {
        void this.host.moments.banner(banner.title, banner.subtitle, banner.colour);
        hold = Math.max(hold, 1400);
      }
    }
    this.prev = board;
    return hold;
  }

  private drawPanels(view: TableView, board: MmBoard, rects: Rect[], animate: boolean): void {
    this.panels.place(seatOrder(board.players, view.mySeat), rects, (panel, seat) => {
      const p = board.seats[seat];
      const active = seat === board.turn.seat && board.phase === 'play';
      if (p) panel.update(seat, p, board.finalGlory[seat] ?? p.glory, board.phase === 'captains', badgeInfo(view, seat, active), animate, flippedSeats(board).includes(seat));
    });
  }
}

/** This game's renderer, as client/table/renderers.ts finds it. */
export const createRenderer = createMerchantsAndMaraudersRenderer;
