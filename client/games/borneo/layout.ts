/**
 * Where everything sits on the Borneo table for a canvas size: the company columns, the
 * missions, the piles, the three harbors with their stacks, my hand and one panel per seat.
 * Landscape screens put the seats in a column on the left; portrait phones stack companies,
 * harbors, hand and seats.
 */
import { clamp, sideBySide, stackRows, type Rect, type Slot } from '../../table/geometry';

export interface BorneoLayout {
  landscape: boolean;
  companies: Rect;
  missions: Rect;
  deck: Slot;
  discard: Slot;
  /** The harbor deck's count is drawn here. */
  harborDeck: Rect;
  /** One column per harbor slot: its tile on top, its stack of shipment cards below. */
  harborColumns: Rect[];
  harborTileHeight: number;
  /** Width of a shipment card at a harbor. */
  stackCardWidth: number;
  /** Where the fight is shown (over the harbors, which wait while merchants fight). */
  fight: Rect;
  hand: Rect;
  /** Panels in display order (the viewer's own seat first). */
  seatPanels: Rect[];
  labelSize: number;
}

export const CARD_RATIO = 1.4;
const M = 10;
const GAP = 10;
/** A full card plus five covered ones showing their top row: the tallest stack (limit 6). */
export const STACK_HEIGHT_IN_CARDS = 1 + 5 * 0.32;

function stackCardWidth(column: Rect, tile: number): number {
  const byHeight = (column.h - tile - 8) / (STACK_HEIGHT_IN_CARDS * CARD_RATIO);
  return clamp(Math.min(byHeight, column.w * 0.62), 26, 110);
}

export function computeLayout(width: number, height: number, players: number): BorneoLayout {
  const landscape = width >= height * 1.15 && width >= 640;
  const labelSize = clamp(Math.round(Math.min(width, height) / 46), 11, 15);
  if (landscape) {
    const seatsW = clamp(width * 0.25, 200, 300);
    const mx = M + seatsW + 14;
    const mw = width - mx - M;
    const topH = clamp(height * 0.27, 118, 200);
    const pileW = clamp(topH / (CARD_RATIO * 1.6), 36, 70);
    const companiesW = Math.min(mw * 0.42, topH * 1.9);
    const pilesX = mx + mw - pileW * 2 - GAP * 2;
    const companies: Rect = { x: mx, y: M, w: companiesW, h: topH };
    const missions: Rect = { x: mx + companiesW + GAP + 4, y: M, w: pilesX - (mx + companiesW + GAP + 4) - GAP, h: topH };
    const pileY = M + labelSize + 8 + (pileW * CARD_RATIO) / 2;
    const deck: Slot = { x: pilesX + pileW / 2 + 4, y: pileY, w: pileW };
    const discard: Slot = { x: deck.x + pileW + GAP, y: pileY, w: pileW };
    const harborDeck: Rect = { x: pilesX, y: pileY + (pileW * CARD_RATIO) / 2 + 6, w: pileW * 2 + GAP + 8, h: topH - (pileY + (pileW * CARD_RATIO) / 2 + 6 - M) };
    const handH = clamp(height * 0.2, 84, 160);
    const hand: Rect = { x: mx, y: height - M - handH, w: mw, h: handH };
    const harborArea: Rect = { x: mx, y: M + topH + GAP, w: mw, h: hand.y - GAP - (M + topH + GAP) };
    const harborColumns = sideBySide(harborArea, 3, GAP * 1.5);
    const tile = clamp(harborArea.h * 0.17, 34, 56);
    const first = harborColumns[0] as Rect;
    return {
      landscape,
      companies,
      missions,
      deck,
      discard,
      harborDeck,
      harborColumns,
      harborTileHeight: tile,
      stackCardWidth: stackCardWidth(first, tile),
      fight: { x: harborArea.x + harborArea.w * 0.06, y: harborArea.y + tile * 0.6, w: harborArea.w * 0.88, h: harborArea.h - tile * 0.6 },
      hand,
      seatPanels: stackRows({ x: M, y: M, w: seatsW, h: height - 2 * M }, players, 8),
      labelSize,
    };
  }
  const mw = width - 2 * M;
  const topH = clamp(width * 0.34, 110, 160);
  const companies: Rect = { x: M, y: M, w: mw * 0.64, h: topH };
  const sideX = M + mw * 0.64 + GAP;
  const sideW = mw - mw * 0.64 - GAP;
  const pileW = clamp(sideW / 2 - GAP, 28, 50);
  const pileY = M + labelSize + 6 + (pileW * CARD_RATIO) / 2;
  const deck: Slot = { x: sideX + pileW / 2, y: pileY, w: pileW };
  const discard: Slot = { x: deck.x + pileW + GAP, y: pileY, w: pileW };
  const harborDeck: Rect = { x: sideX, y: pileY + (pileW * CARD_RATIO) / 2 + 4, w: sideW, h: labelSize + 6 };
  // Missions as one strip under the companies.
  const missions: Rect = { x: M, y: M + topH + 6, w: mw, h: clamp(height * 0.045, 26, 34) };
  const seatRows = Math.ceil(players / 2);
  const seatsH = clamp(height * 0.2, seatRows * 46, seatRows * 70);
  const seatsTop = height - M - seatsH;
  const handCard = clamp(mw / 5.4, 36, 72);
  const hand: Rect = { x: M, y: seatsTop - GAP - handCard * CARD_RATIO - 8, w: mw, h: handCard * CARD_RATIO + 8 };
  const harborTop = missions.y + missions.h + GAP;
  const harborArea: Rect = { x: M, y: harborTop, w: mw, h: hand.y - GAP - harborTop };
  const harborColumns = sideBySide(harborArea, 3, GAP);
  const tile = clamp(harborArea.h * 0.16, 32, 46);
  const first = harborColumns[0] as Rect;
  const seatCells = Array.from({ length: players }, (_, i) => {
    const w = (mw - 8) / 2;
    const h = (seatsH - 6 * (seatRows - 1)) / seatRows;
    return { x: M + (i % 2) * (w + 8), y: seatsTop + Math.floor(i / 2) * (h + 6), w, h };
  });
  return {
    landscape,
    companies,
    missions,
    deck,
    discard,
    harborDeck,
    harborColumns,
    harborTileHeight: tile,
    stackCardWidth: stackCardWidth(first, tile),
    fight: { x: harborArea.x, y: harborArea.y + tile * 0.5, w: harborArea.w, h: harborArea.h - tile * 0.5 },
    hand,
    seatPanels: seatCells,
    labelSize,
  };
}
