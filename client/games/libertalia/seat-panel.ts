/**
 * One seat of Libertalia: the seat badge with doubloons, score, hand size and (at sunrise) the
 * "has chosen" mark on its name line; below it the booty the den holds (one counter per kind
 * held) and the areas where that seat's den and discard pile lie (the cards themselves belong
 * to the renderer's card layer, so they can travel between hand, ship, den and discard pile).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { BOOTY_KINDS } from '../../../shared/games/libertalia/data';
import type { BootyKind, SeatView } from '../../../shared/games/libertalia/types';
import { CoinCounter } from '../../table/coin-counter';
import { star } from '../../table/icons';
import { Stat } from '../../table/stat';
import { SeatBadge, type SeatBadgeInfo } from '../../table/seat-badge';
import type { Tweener } from '../../table/tween';
import { drawBooty } from './booty-icons';
import { seatColour } from './cards';
import type { Rect } from '../../table/geometry';

const FONT = 'Georgia, serif';

export interface PanelInfo extends SeatBadgeInfo {
  seat: number;
  /** Sunrise only: whether this seat has chosen its character. */
  chosen: boolean | null;
}

export class SeatPanel extends Container {
  private readonly colourBar = new Graphics();
  private readonly badge = new SeatBadge();
  private readonly doubloons: CoinCounter;
  private readonly score: Stat;
  private readonly handSize: Stat;
  private readonly chosenMark = new Container();
  private readonly chosenIcon = new Graphics();
  private readonly chosenText: Text;
  private readonly bootyLayer = new Container();
  private readonly captions = new Graphics();
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private header = 20;
  private iconSize = 14;
  private booty: Partial<Record<BootyKind, { x: number; y: number }>> = {};
  private bootyArea: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private denArea: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private discardArea: Rect = { x: 0, y: 0, w: 0, h: 0 };
  /** What the booty counters show now (null: nothing drawn yet). */
  private lastBooty: string | null = null;
  private seatNumber = 0;

  constructor(tweener: Tweener) {
    super();
    this.doubloons = new CoinCounter(tweener, 16);
    this.score = new Stat((g, s) => star(g, s / 2, s / 2, s), tweener, { fontScale: 0.85, gap: 3 });
    this.handSize = new Stat((g, s) => g.roundRect(s * 0.2, 0, s * 0.65, s * 0.9, s * 0.1).fill(0xf3e6c4).stroke({ width: 1, color: 0x8a6d3b }), tweener, { fontScale: 0.85, gap: 3 });
    this.chosenText = new Text({ text: 'chosen', style: { fontFamily: FONT, fill: 0x7be0c3, fontSize: 11, fontWeight: 'bold' } });
    this.chosenText.anchor.set(0, 0.5);
    this.chosenMark.addChild(this.chosenIcon, this.chosenText);
    this.addChild(this.badge, this.colourBar, this.captions, this.bootyLayer, this.doubloons, this.score, this.handSize, this.chosenMark);
  }

  setRect(rect: Rect): void {
    const r = this.rect;
    if (r.x === rect.x && r.y === rect.y && r.w === rect.w && r.h === rect.h) return;
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    this.header = Math.max(18, Math.min(26, rect.h * 0.22));
    this.iconSize = Math.round(this.header * 0.6);
    const step = this.iconSize * 2.9;
    const statsW = step * 3 + this.iconSize * 2.4;
    this.badge.setBox(rect.w, rect.h, this.header, rect.w - statsW - 14);
    const y = (this.header - this.iconSize) / 2 + 2;
    this.doubloons.scale.set(this.iconSize / 16);
    this.score.setIconSize(this.iconSize);
    this.handSize.setIconSize(this.iconSize);
    this.doubloons.position.set(rect.w - step * 3 - 4, y);
    this.score.position.set(rect.w - step * 2 - 4, y);
    this.handSize.position.set(rect.w - step - 4, y);
    this.chosenMark.position.set(rect.w - step * 3 - this.iconSize * 2.4, y);
    this.chosenIcon.clear().roundRect(0, 0, this.iconSize * 0.7, this.iconSize, 2).fill(0x2b1a12).stroke({ width: 1.5, color: 0x7be0c3 });
    this.chosenText.style.fontSize = this.iconSize * 0.8;
    this.chosenText.position.set(this.iconSize * 0.9, this.iconSize / 2);
    this.layoutBody();
    this.lastBooty = null;
  }

  /** Booty counters on the left of the body, then the den, then the discard pile. */
  private layoutBody(): void {
    const pad = 7;
    const body: Rect = { x: pad, y: this.header + 4, w: this.rect.w - 2 * pad, h: this.rect.h - this.header - 4 - pad };
    const bootyW = Math.min(body.w * 0.36, body.h >= 54 ? 140 : 170);
    this.bootyArea = { ...body, w: bootyW };
    const rest = body.w - bootyW - 8;
    const discardW = Math.max(rest * 0.27, 24);
    const caption = body.h > 60 ? 12 : 0;
    this.denArea = { x: body.x + bootyW + 8, y: body.y + caption, w: rest - discardW - 8, h: body.h - caption };
    this.discardArea = { x: body.x + body.w - discardW, y: body.y + caption, w: discardW, h: body.h - caption };
    this.captions.clear();
    this.colourBar.clear().roundRect(3, this.header + 2, 4, Math.max(0, this.rect.h - this.header - 8), 2).fill(seatColour(this.seatNumber));
    for (const area of [this.denArea, this.discardArea]) {
      this.captions.roundRect(area.x - 3, area.y - 2, area.w + 6, area.h + 4, 6).fill({ color: 0x000000, alpha: 0.18 });
    }
  }

  update(seat: SeatView, info: PanelInfo, animate: boolean): void {
    if (info.seat !== this.seatNumber) {
      this.seatNumber = info.seat;
      this.layoutBody();
    }
    this.badge.setInfo(info);
    this.doubloons.setValue(seat.doubloons, animate);
    this.score.set(seat.score, animate);
    this.handSize.set(seat.hand.length, animate);
    this.chosenMark.visible = info.chosen !== null;
    this.chosenText.text = info.chosen ? '✓' : '…';
    this.chosenText.style.fill = info.chosen ? 0x7be0c3 : 0xb8c7cf;
    this.chosenIcon.alpha = info.chosen ? 1 : 0.3;
    this.drawBooty(seat);
  }

  /** One counter per kind held, packed in rows so they stay as large as the area allows. */
  private drawBooty(seat: SeatView): void {
    const held = BOOTY_KINDS.filter((kind) => seat.booty[kind] > 0);
    const key = held.map((kind) => `${kind}${seat.booty[kind]}`).join(',');
    if (key === this.lastBooty) return;
    this.lastBooty = key;
    this.bootyLayer.removeChildren().forEach((child) => child.destroy({ children: true }));
    this.booty = {};
    const area = this.bootyArea;
    const rows = area.h >= 54 ? 2 : 1;
    const cols = Math.max(2, Math.ceil(held.length / rows));
    const size = Math.max(10, Math.min(26, area.h / rows - 6, area.w / cols / 1.9));
    const cellW = area.w / cols;
    if (held.length === 0) {
      const none = new Text({ text: 'no booty', style: { fontFamily: FONT, fontSize: Math.max(10, size * 0.6), fill: 0x8aa0aa, fontStyle: 'italic' } });
      none.anchor.set(0, 0.5);
      none.position.set(area.x + 4, area.y + area.h / 2);
      this.bootyLayer.addChild(none);
      return;
    }
    const rowH = area.h / rows;
    held.forEach((kind, i) => {
      const x = area.x + (i % cols) * cellW + size / 2 + 2;
      const y = area.y + Math.floor(i / cols) * rowH + rowH / 2;
      const g = drawBooty(new Graphics(), kind, x, y, size);
      const count = new Text({ text: `${seat.booty[kind]}`, style: { fontFamily: FONT, fontSize: size * 0.72, fontWeight: 'bold', fill: 0xfff4d6 } });
      count.anchor.set(0, 0.5);
      count.position.set(x + size / 2 + 2, y);
      this.bootyLayer.addChild(g, count);
      this.booty[kind] = { x, y };
    });
  }

  private toScene(p: { x: number; y: number }): { x: number; y: number } {
    return { x: this.rect.x + p.x, y: this.rect.y + p.y };
  }

  private areaInScene(area: Rect): Rect {
    return { x: this.rect.x + area.x, y: this.rect.y + area.y, w: area.w, h: area.h };
  }

  /** Where this seat's tokens of `kind` are counted, in scene coordinates. */
  bootyPoint(kind: BootyKind): { x: number; y: number } {
    const p = this.booty[kind] ?? { x: this.bootyArea.x + this.bootyArea.w / 2, y: this.bootyArea.y + this.bootyArea.h / 2 };
    return this.toScene(p);
  }

  /** The seat's name line, in scene coordinates: where its hidden hand is. */
  handPoint(): { x: number; y: number } {
    return this.toScene({ x: this.rect.w * 0.35, y: this.header / 2 });
  }

  denRect(): Rect {
    return this.areaInScene(this.denArea);
  }

  discardRect(): Rect {
    return this.areaInScene(this.discardArea);
  }
}
