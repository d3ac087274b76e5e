/**
 * The side column (a strip on phones): this round's event card, the wars, the glory target and
 * what is left in the decks (the game also ends when the event deck runs out, rulebook
 * "Winning"). A newly drawn event card turns over in place.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import type { Nation } from '../../../shared/games/merchants-and-marauders/types';
import { PARCHMENT } from '../../table/icons';
import { easeOutBack, type Tweener } from '../../table/tween';
import { flag } from './icons';
import type { Rect } from '../../table/geometry';
import { seasLines, type MmBoard } from './words';

const KIND_COLOUR: Record<string, number> = {
  arrival: 0x2f5fd0, war: 0xc0392b, peace: 0x4caf50, storm: 0x546e7a, disease: 0x8e6c3a,
  market: 0xd4a017, pardon: 0x7e57c2, convoy: 0x00897b, tax: 0x795548, calm: 0x90a4ae,
};

export class InfoPanel extends Container {
  private readonly bg = new Graphics();
  private readonly card = new Container();
  private readonly cardArt = new Graphics();
  private readonly cardTexts = new Container();
  private readonly facts = new Container();
  private readonly factArt = new Graphics();
  private shown = '';
  private shownEvent = -2;

  constructor(private readonly tweener: Tweener) {
    super();
    this.card.addChild(this.cardArt, this.cardTexts);
    this.addChild(this.bg, this.factArt, this.facts, this.card);
    this.eventMode = 'none';
  }

  /** Returns how long the card's turn takes (0 when it did not change). */
  update(board: MmBoard, rect: Rect, landscape: boolean, labelSize: number, animate: boolean): number {
    const key = JSON.stringify([rect, board.event, board.wars, board.round, board.eventDeckCount, board.gloryTarget, board.missionsOnBoard, board.cargoDeckCount, board.merchantTrack, board.seas]);
    if (key === this.shown) return 0;
    this.shown = key;
    this.bg.clear().roundRect(rect.x, rect.y, rect.w, rect.h, 10).fill({ color: 0x071d28, alpha: 0.75 });
    const cardRect: Rect = landscape
      ? { x: rect.x + 6, y: rect.y + 6, w: rect.w - 12, h: Math.min(rect.h * 0.5, (rect.w - 12) * 1.3) }
      : { x: rect.x + 4, y: rect.y + 4, w: rect.w * 0.58, h: rect.h - 8 };
    this.drawCard(board.event, cardRect, labelSize, landscape);
    const turned = animate && this.shownEvent !== board.event && board.event >= 0;
    this.shownEvent = board.event;
    this.drawFacts(board, landscape ? { x: rect.x + 8, y: cardRect.y + cardRect.h + 8, w: rect.w - 16, h: rect.y + rect.h - cardRect.y - cardRect.h - 12 } : { x: cardRect.x + cardRect.w + 8, y: rect.y + 4, w: rect.w - cardRect.w - 16, h: rect.h - 8 }, labelSize);
    if (!turned) return 0;
    // The new event turns over: the card grows from its edge.
    this.card.pivot.set(cardRect.x + cardRect.w / 2, cardRect.y + cardRect.h / 2);
    this.card.position.set(cardRect.x + cardRect.w / 2, cardRect.y + cardRect.h / 2);
    this.card.scale.set(0.05, 1);
    void this.tweener.to(this.card.scale, { x: 1, y: 1 }, 500, { ease: easeOutBack });
    return 600;
  }

  private drawCard(event: number, r: Rect, labelSize: number, landscape: boolean): void {
    this.card.pivot.set(0, 0);
    this.card.position.set(0, 0);
    this.card.scale.set(1);
    this.cardTexts.removeChildren().forEach((c) => c.destroy());
    const def = EVENTS[event];
    const g = this.cardArt.clear();
    if (!def) {
      g.roundRect(r.x, r.y, r.w, r.h, 8).stroke({ width: 2, color: 0xffffff, alpha: 0.25 });
      this.text('No event yet', r.x + r.w / 2, r.y + r.h / 2, labelSize, 0xb8c7cf, r.w - 8, 0.5, 0.5);
      return;
    }
    const colour = KIND_COLOUR[def.kind] ?? 0x90a4ae;
    const band = Math.max(labelSize * 1.6, r.h * (landscape ? 0.2 : 0.34));
    g.roundRect(r.x, r.y, r.w, r.h, 8).fill(PARCHMENT).stroke({ width: 2, color: 0x3a2f1a });
    g.roundRect(r.x, r.y, r.w, band, 8).fill(colour);
    this.text(def.title, r.x + 6, r.y + band / 2, labelSize, 0xffffff, r.w - 12, 0, 0.5, true);
    this.text(def.text, r.x + 6, r.y + band + 4, Math.max(8, labelSize - (landscape ? 2 : 3)), 0x1d1a16, r.w - 12, 0, 0, false, r.h - band - 8);
  }

  private drawFacts(board: MmBoard, r: Rect, labelSize: number): void {
    this.facts.removeChildren().forEach((c) => c.destroy());
    const g = this.factArt.clear();
    const size = Math.max(9, labelSize - 1);
    const lines = [
      `Round ${board.round} · glory target ${board.gloryTarget}`,
      `Events left: ${board.eventDeckCount}`,
      `Cargo deck ${board.cargoDeckCount} · merchants waiting ${board.merchantTrack}`,
      ...seasLines(board),
      // With Seas of Glory module 1 the missions are numbered as their tokens on the chart (seas-flags.ts).
      board.missionsOnBoard.length ? `Missions: ${board.missionsOnBoard.map((m, i) => `${board.seas?.newCards ? `${i + 1}. ` : ''}${MISSIONS[m]?.claimAt ?? '?'}→${MISSIONS[m]?.deliverTo ?? '?'}`).join(', ')}` : '',
    ].filter(Boolean);
    let y = r.y;
    for (const line of lines) {
      if (y + size > r.y + r.h) break;
      const t = this.text(line, r.x, y, size, 0xd8e4ea, r.w, 0, 0, false, r.y + r.h - y, this.facts);
      y += t.height + 3;
    }
    if (board.wars.length === 0 || y + size > r.y + r.h) return;
    const t = this.text('At war:', r.x, y, size, 0xff8a5c, r.w, 0, 0, true, size * 2, this.facts);
    let x = r.x + t.width + 6;
    for (const war of board.wars) {
      const [a, b] = war.split('-') as [Nation, Nation];
      flag(g, a, x + size * 0.5, y + size * 0.6, size);
      this.text('×', x + size * 1.15, y, size, 0xff8a5c, 20, 0, 0, true, size * 2, this.facts);
      flag(g, b, x + size * 2.1, y + size * 0.6, size);
      x += size * 3.2;
      if (x > r.x + r.w - size * 3) {
        x = r.x;
        y += size * 1.4;
      }
    }
  }

  private text(value: string, x: number, y: number, size: number, fill: number, wrap: number, ax: number, ay: number, bold = false, maxH = 0, into: Container = this.cardTexts): Text {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fill, fontWeight: bold ? 'bold' : 'normal', wordWrap: true, wordWrapWidth: Math.max(20, wrap) } });
    t.anchor.set(ax, ay);
    t.position.set(x, y);
    // Text that would overflow its box shrinks to fit.
    if (maxH > 0 && t.height > maxH) t.scale.set(Math.max(0.5, maxH / t.height));
    if (bold && t.width > wrap) t.scale.set(Math.min(t.scale.x, wrap / t.width));
    into.addChild(t);
    return t;
  }
}
