/**
 * The three face-up harbors: each tile shows the harbor's name and spice, the flags a
 * monopoly needs and how many shipment cards it takes (rulebook "3. Shipment"), and beside the
 * stack the flags each company has there now. While a completed harbor is being shared out,
 * its slot shows who is paid: the monopoly company, or the companies in rank-token order.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { COMPANIES, HARBORS } from '../../../shared/games/borneo/data';
import type { BorneoView } from '../../../shared/games/borneo/types';
import { GOLD } from '../../table/icons';
import { COMPANY_INITIALS, companyColour, flag, spiceChip } from './icons';
import type { Rect } from '../../table/geometry';
import type { BorneoLayout } from './layout';

const INK = 0xfff4d6;
const MUTED = 0xb8c7cf;

function text(value: string, size: number, fill = INK, bold = false): Text {
  return new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fill, fontWeight: bold ? 'bold' : 'normal' } });
}

export class HarborRow extends Container {
  private readonly bg = new Graphics();
  private readonly labels = new Container();
  private readonly hits = new Container();
  private layout: BorneoLayout | null = null;
  private shown = '';

  constructor() {
    super();
    this.addChild(this.bg, this.labels, this.hits);
  }

  /** Where the stack's cards of column `slot` are centred horizontally. */
  stackX(column: Rect): number {
    return column.x + Math.max(column.w * 0.36, (this.layout?.stackCardWidth ?? 60) / 2 + 6);
  }

  update(board: BorneoView, layout: BorneoLayout, layoutKey: string): void {
    this.layout = layout;
    // Redrawn only when something it shows changed: bots can play many moves a second.
    const key = JSON.stringify([layoutKey, board.harborRow, board.phase === 'pick' ? board.distribution : null, board.phase]);
    if (key === this.shown) return;
    this.shown = key;
    this.bg.clear();
    this.labels.removeChildren().forEach((child) => child.destroy());
    const size = layout.labelSize;
    layout.harborColumns.forEach((column, slotIndex) => {
      const slot = board.harborRow[slotIndex];
      const tileH = layout.harborTileHeight;
      this.bg.roundRect(column.x, column.y, column.w, column.h, 12).fill({ color: 0x0a2c3a, alpha: 0.45 });
      const distributing = board.phase === 'pick' && board.distribution.slot === slotIndex;
      const harbor = distributing ? board.distribution.harbor : slot?.harbor ?? -1;
      const def = HARBORS[harbor];
      if (!def) {
        this.bg.roundRect(column.x + 4, column.y + 4, column.w - 8, tileH - 8, 8).stroke({ width: 1.5, color: 0xffffff, alpha: 0.2 });
        this.addLabel(text(board.phase === 'final' || board.phase === 'over' ? 'Closed' : 'Empty', size, MUTED), column.x + 12, column.y + tileH / 2, 0);
        return;
      }
      this.bg.roundRect(column.x + 3, column.y + 3, column.w - 6, tileH - 6, 8).fill(distributing ? 0x5a3d0e : 0xf3e6c4).stroke({ width: 2, color: distributing ? GOLD : 0xa9761b });
      const chip = Math.min(tileH - 14, 34);
      spiceChip(this.bg, def.spice, column.x + 8 + chip / 2, column.y + tileH / 2, chip);
      const ink = distributing ? INK : 0x1d1a16;
      const nameX = column.x + 14 + chip;
      const name = text(def.name, Math.min(size + 1, tileH * 0.34), ink, true);
      this.addLabel(name, nameX, column.y + tileH * 0.34, 0);
      const count = slot?.cards.length ?? 0;
      const narrow = column.w - (nameX - column.x) < 130;
      const detail = distributing ? this.distributionWords(board, narrow) : narrow ? `M${def.monopoly} · ${count}/${def.limit}` : `monopoly ${def.monopoly} · ${count}/${def.limit} cards`;
      this.addLabel(text(detail, Math.max(9, size - 2), distributing ? GOLD : 0x4a3b28), nameX, column.y + tileH * 0.7, 0);
      if (!distributing && slot) this.drawTallies(column, tileH, slot.flags, def.monopoly, size);
    });
  }

  private distributionWords(board: BorneoView, narrow: boolean): string {
    const d = board.distribution;
    const names = d.companies.map((c) => (narrow ? COMPANY_INITIALS[c] : COMPANIES[c]));
    if (d.kind === 'monopoly') return `${narrow ? 'M' : 'monopoly'}: ${names[0] ?? ''}`;
    return `${narrow ? '' : 'shared: '}${names.join(narrow ? ' ' : ', ')}`;
  }

  /** Flags per company at the harbor; one flag short of a monopoly glows. */
  private drawTallies(column: Rect, tileH: number, flags: readonly number[], monopoly: number, size: number): void {
    const cardW = this.layout?.stackCardWidth ?? 60;
    const x = Math.min(this.stackX(column) + cardW / 2 + 14, column.x + column.w - 30);
    const step = Math.min(30, (column.h - tileH - 10) / 4);
    flags.forEach((n, company) => {
      const y = column.y + tileH + 14 + company * step;
      if (n >= monopoly - 1 && n > 0) this.bg.roundRect(x - 10, y - 10, 46, 20, 10).fill({ color: companyColour(company), alpha: 0.25 });
      flag(this.bg, company, x, y, 16);
      this.addLabel(text(String(n), size, n > 0 ? INK : MUTED, n > 0), x + 12, y, 0);
    });
  }

  private addLabel(t: Text, x: number, y: number, anchorX: number): void {
    t.anchor.set(anchorX, 0.5);
    t.position.set(x, y);
    this.labels.addChild(t);
  }

  /** Harbors a click ships to: slot index → what a click does. */
  setTargets(targets: Map<number, () => void>, colour: number): void {
    this.hits.removeChildren().forEach((child) => child.destroy());
    if (!this.layout) return;
    for (const [slot, onTap] of targets) {
      const column = this.layout.harborColumns[slot];
      if (!column) continue;
      const hit = new Graphics().roundRect(column.x, column.y, column.w, column.h, 12).stroke({ width: 3, color: colour });
      hit.hitArea = new Rectangle(column.x, column.y, column.w, column.h);
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', onTap);
      this.hits.addChild(hit);
    }
  }
}
