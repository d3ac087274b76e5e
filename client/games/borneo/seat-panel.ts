/**
 * One seat of Borneo: the seat badge with the cards in hand and the points so far on its name
 * line, a stripe and a merchant in the seat's colour (its merchants on the company board wear
 * it), and the warehouse: harbor cards, completed missions, the pirate ship, and the area where
 * its shipment cards lie (the card sprites belong to the renderer's card layer).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { HARBORS, MISSIONS } from '../../../shared/games/borneo/data';
import type { SeatView } from '../../../shared/games/borneo/types';
import { GOLD, GOLD_DARK } from '../../table/icons';
import { SeatBadge, type SeatBadgeInfo } from '../../table/seat-badge';
import { easeOutBack, type Tweener } from '../../table/tween';
import { cardBack, merchant, pirateShip, seatColour, spiceChip } from './icons';
import type { Rect } from '../../table/geometry';
import { pointsSoFar } from './words';

export class SeatPanel extends Container {
  private readonly badge = new SeatBadge();
  private readonly extras = new Graphics();
  private readonly stats: Text;
  private readonly notes = new Container();
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private header = 20;
  private seat = -1;
  private shown = '';

  constructor(private readonly tweener: Tweener) {
    super();
    this.stats = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontWeight: 'bold', fill: 0xfff4d6, fontSize: 13 } });
    this.stats.anchor.set(1, 0.5);
    this.addChild(this.badge, this.extras, this.notes, this.stats);
  }

  setRect(rect: Rect): void {
    if (rect.x === this.rect.x && rect.y === this.rect.y && rect.w === this.rect.w && rect.h === this.rect.h) return;
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    this.header = Math.max(18, Math.min(26, rect.h * 0.3));
    this.badge.setBox(rect.w, rect.h, this.header, rect.w * 0.55);
    this.stats.style.fontSize = Math.max(10, this.header * 0.55);
    this.stats.position.set(rect.w - 8, this.header / 2 + 2);
    this.shown = '';
  }

  update(seat: number, view: SeatView, info: SeatBadgeInfo, animate: boolean): void {
    this.seat = seat;
    this.badge.setInfo(info);
    const text = `${view.handCount}   ★${pointsSoFar(view)}`;
    if (text !== this.stats.text) {
      const gained = animate && this.stats.text !== '' && pointsSoFar(view) > Number(this.stats.text.split('★')[1] ?? 0);
      this.stats.text = text;
      if (gained) {
        this.stats.scale.set(1.5);
        void this.tweener.to(this.stats.scale, { x: 1, y: 1 }, 450, { ease: easeOutBack });
      }
    }
    const key = JSON.stringify([view.harbors, view.missions, view.pirateShip, view.merchantsToPlace, this.rect, this.stats.text.length]);
    if (key !== this.shown) {
      this.shown = key;
      this.drawExtras(view);
    }
  }

  private drawExtras(view: SeatView): void {
    const { w, h } = this.rect;
    const g = this.extras.clear();
    this.notes.removeChildren().forEach((child) => child.destroy());
    g.roundRect(0, 0, 5, h, 2).fill(seatColour(this.seat));
    // The hand's size follows this card, at the left of the stats.
    const size = Math.max(10, this.header * 0.55);
    cardBack(g, w - 8 - this.stats.width - size * 0.5, this.header / 2 + 2, size);
    const body = h - this.header - 6;
    const icon = Math.max(12, Math.min(22, body * 0.55));
    merchant(g, this.seat, 14 + icon / 2, this.header + 4 + icon / 2, icon);
    if (view.merchantsToPlace > 0) this.note(`×${view.merchantsToPlace}`, 16 + icon, this.header + 4 + icon / 2, icon * 0.6);
    // Right column: harbor cards (a spice each), completed missions and the pirate ship.
    const chip = Math.max(10, Math.min(18, body * 0.4));
    let x = w - 8 - chip / 2;
    let y = this.header + 4 + chip / 2;
    const wrap = () => {
      x -= chip + 2;
      if (x < w * 0.62) {
        x = w - 8 - chip / 2;
        y += chip + 2;
      }
    };
    for (const harbor of view.harbors) {
      const def = HARBORS[harbor];
      if (!def) continue;
      spiceChip(g, def.spice, x, y, chip);
      g.circle(x, y, chip / 2 + 1).stroke({ width: 1.5, color: 0x7be0c3 });
      wrap();
    }
    for (const mission of view.missions) {
      g.circle(x, y, chip / 2).fill(GOLD).stroke({ width: 1, color: GOLD_DARK });
      this.note(String(MISSIONS[mission]?.points ?? ''), x, y, chip * 0.55, 0x1d1a16, 0.5);
      wrap();
    }
    if (view.pirateShip) pirateShip(g, x, y, chip * 1.2);
  }

  private note(value: string, x: number, y: number, size: number, fill = 0xfff4d6, anchorX = 0): void {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: Math.max(8, size), fontWeight: 'bold', fill } });
    t.anchor.set(anchorX, 0.5);
    t.position.set(x, y);
    this.notes.addChild(t);
  }

  /** Where this seat's hidden hand is, in scene coordinates (its played cards come from here). */
  handPoint(): { x: number; y: number } {
    return { x: this.rect.x + this.rect.w * 0.75, y: this.rect.y + this.header / 2 };
  }

  /** Where this seat's merchants come from at setup. */
  merchantPoint(): { x: number; y: number } {
    return { x: this.rect.x + 22, y: this.rect.y + this.header + 12 };
  }

  /** The area for this seat's warehouse cards, in scene coordinates. */
  cardsArea(): Rect {
    const left = 14 + Math.max(12, Math.min(22, (this.rect.h - this.header - 6) * 0.55)) + 14;
    return { x: this.rect.x + left, y: this.rect.y + this.header + 3, w: this.rect.w * 0.6 - left, h: this.rect.h - this.header - 7 };
  }
}
