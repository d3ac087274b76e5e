/**
 * What every table does with its seats: the viewer's own seat first and the others in turn
 * order, one panel per seat in that order, and the badge line each panel shows.
 */
import type { Container } from 'pixi.js';
import { ratingText } from '../ratings/rating-text';
import type { Rect } from './geometry';
import type { TableView } from './renderer';
import type { SeatBadgeInfo } from './seat-badge';

/** The viewer's own seat first, then clockwise; spectators see seat order. */
export function seatOrder(players: number, mySeat: number | null): number[] {
  const first = mySeat ?? 0;
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/** A seat's name line: who sits there, bot or away, and whether the table waits for it. */
export function badgeInfo(view: TableView, seat: number, active: boolean): SeatBadgeInfo {
  const info = view.state.seats[seat];
  return {
    name: view.seatName(seat),
    isBot: info?.isBot ?? false,
    connected: info?.connected ?? true,
    botStandIn: info?.botStandIn ?? false,
    botKind: info?.botKind ?? '',
    rating: info ? ratingText(info.rating, info.provisional) : '',
    isMe: seat === view.mySeat,
    active,
    toAct: view.state.phase === 'playing' && view.state.toAct.includes(seat),
  };
}

/** One panel per seat, in display order (see seatOrder), made when first needed. */
/** A seat's panel as the tables use it: a display object placed in a rectangle. */
export type SeatPanelLike = Container & { setRect(rect: Rect): void };

export class SeatPanels<P extends SeatPanelLike> {
  private readonly panels: P[] = [];

  constructor(readonly layer: Container, private readonly make: () => P) {}

  /** The panels of `count` seats, the i-th for the i-th seat in display order. */
  forSeats(count: number): P[] {
    while (this.panels.length < count) {
      const panel = this.make();
      this.panels.push(panel);
      this.layer.addChild(panel);
    }
    return this.panels.slice(0, count);
  }

  /** Places the i-th panel in `rects[i]` and lets `fill` draw the seat it shows. */
  place(order: number[], rects: Rect[], fill: (panel: P, seat: number) => void): void {
    const panels = this.forSeats(order.length);
    order.forEach((seat, i) => {
      const panel = panels[i];
      const rect = rects[i];
      if (!panel || !rect) return;
      panel.setRect(rect);
      fill(panel, seat);
    });
  }

  /** The panel of `seat`, for a viewer whose display order is `order`. */
  of(seat: number, order: number[]): P | undefined {
    return this.panels[order.indexOf(seat)];
  }
}
