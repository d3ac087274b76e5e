/**
 * Where each visible shipment card lies for a view: stacked at its harbor (each card covering
 * the second line of flags of the one before, rulebook "3. Shipment"), spread out while a
 * completed harbor is shared, in the fight, in my hand, and in each warehouse grouped by spice.
 */
import { cardClass } from '../../../shared/games/borneo/cards';
import type { BorneoView, CardId } from '../../../shared/games/borneo/types';
import type { CardTarget } from '../../table/card-layer';
import { TOP_ROW_SHARE } from './card-face';
import type { Rect } from '../../table/geometry';
import { CARD_RATIO, type BorneoLayout } from './layout';

/** A row of cards centred in `area`, overlapping when they do not fit side by side. */
function fan(out: Map<CardId, CardTarget>, cards: readonly CardId[], area: Rect, maxW: number, z: number): void {
  if (cards.length === 0) return;
  const w = Math.max(16, Math.min(maxW, area.h / CARD_RATIO));
  const natural = cards.length * w + (cards.length - 1) * w * 0.12;
  const step = cards.length === 1 ? 0 : natural <= area.w ? w * 1.12 : (area.w - w) / (cards.length - 1);
  const width = w + step * (cards.length - 1);
  const x0 = area.x + (area.w - width) / 2 + w / 2;
  const y = area.y + area.h / 2;
  cards.forEach((id, i) => out.set(id, { x: x0 + i * step, y, w, z: z + i }));
}

/** Warehouse cards grouped by kind (pepper, cinnamon, cloves, nutmeg, doubled, wild), left to right. */
function warehouse(out: Map<CardId, CardTarget>, cards: readonly CardId[], area: Rect, z: number): void {
  if (cards.length === 0 || area.w <= 0 || area.h <= 0) return;
  const sorted = [...cards].sort((a, b) => (cardClass(a) % 4) - (cardClass(b) % 4) || cardClass(a) - cardClass(b) || a - b);
  const w = Math.max(12, Math.min(56, area.h / CARD_RATIO));
  const groups: CardId[][] = [];
  for (const id of sorted) {
    const last = groups[groups.length - 1];
    if (last && cardClass(last[0] as CardId) % 4 === cardClass(id) % 4 && cardClass(id) !== 8) last.push(id);
    else groups.push([id]);
  }
  let dx = w * 0.4;
  let gap = w * 0.35;
  const width = () => groups.reduce((sum, g) => sum + w + (g.length - 1) * dx, 0) + gap * (groups.length - 1);
  if (width() > area.w) {
    const squeeze = (area.w - groups.length * w) / Math.max(1, width() - groups.length * w);
    dx *= Math.max(0.08, squeeze);
    gap *= Math.max(0.08, squeeze);
  }
  let x = area.x + w / 2;
  const y = area.y + area.h / 2;
  let k = z;
  for (const group of groups) {
    for (const id of group) {
      out.set(id, { x, y, w, z: k++ });
      x += dx;
    }
    x += w - dx + gap;
  }
}

export interface PlacementInput {
  board: BorneoView;
  layout: BorneoLayout;
  mySeat: number | null;
  /** Horizontal centre of each harbor's stack. */
  stackX(column: Rect): number;
  /** Warehouse areas by seat. */
  warehouseArea(seat: number): Rect | undefined;
}

export function placeCards({ board, layout, mySeat, stackX, warehouseArea }: PlacementInput): Map<CardId, CardTarget> {
  const out = new Map<CardId, CardTarget>();
  const tile = layout.harborTileHeight;
  layout.harborColumns.forEach((column, i) => {
    const cards = board.harborRow[i]?.cards ?? [];
    const w = layout.stackCardWidth;
    const h = w * CARD_RATIO;
    cards.forEach((id, k) => out.set(id, { x: stackX(column), y: column.y + tile + 6 + k * h * TOP_ROW_SHARE + h / 2, w, z: 100 + i * 10 + k }));
  });
  const d = board.distribution;
  const column = layout.harborColumns[d.slot];
  if (board.phase === 'pick' && column) {
    const perRow = Math.min(3, d.cards.length);
    const rows = Math.ceil(d.cards.length / Math.max(1, perRow));
    const w = Math.min(layout.stackCardWidth * 1.15, (column.w - 16) / Math.max(1, perRow) - 6);
    const rowH = w * CARD_RATIO + 6;
    for (let r = 0; r < rows; r++) {
      const cards = d.cards.slice(r * perRow, (r + 1) * perRow);
      fan(out, cards, { x: column.x + 4, y: column.y + tile + 6 + r * rowH, w: column.w - 8, h: rowH - 6 }, w, 150 + r * 5);
    }
  }
  if (board.fight.company >= 0) {
    const f = layout.fight;
    const half = { y: f.y + f.h * 0.28, w: f.w / 2 - 20, h: f.h * 0.62 };
    const maxW = Math.min(96, half.h / CARD_RATIO);
    fan(out, board.fight.attackCards, { x: f.x + 10, ...half }, maxW, 300);
    fan(out, board.fight.defendCards, { x: f.x + f.w / 2 + 10, ...half }, maxW, 320);
  }
  const hand = mySeat === null ? [] : board.mine?.[String(mySeat)]?.hand ?? [];
  const handArea = layout.hand;
  fan(out, hand, { x: handArea.x + 4, y: handArea.y + 4, w: handArea.w - 8, h: handArea.h - 8 }, 110, 400);
  board.seats.forEach((seat, n) => {
    const area = warehouseArea(n);
    if (area) warehouse(out, seat.cards, area, 500 + n * 80);
  });
  return out;
}
