/**
 * Where everything sits on the Port Royal table for a canvas size: the deck, the discard
 * pile, the expedition row, the harbor and one panel per seat. Landscape screens put the
 * seats in a column on the left; portrait phones stack pile row, harbor and seats.
 */
import { clamp, stackRows, type Rect, type Slot } from '../../table/geometry';

export interface TableLayout {
  landscape: boolean;
  deck: Slot;
  discard: Slot;
  /** The expedition row starts here and grows to the right. */
  expeditionSlot(index: number): Slot;
  expeditionArea: Rect;
  harbor: Rect;
  harborSlot(index: number): Slot;
  /** Panels in display order (the viewer's own seat first). */
  seatPanels: Rect[];
  labelSize: number;
}

export const CARD_RATIO = 1.4;
const MARGIN = 10;
const GAP = 8;

function row(x0: number, y: number, w: number, gap: number): (index: number) => Slot {
  return (index) => ({ x: x0 + w / 2 + index * (w + gap), y, w });
}

/** The harbor: up to two rows, wider rows as it fills so the cards stay as large as possible. */
function harborSlots(zone: Rect, count: number, maxW: number, label: number): (index: number) => Slot {
  // Inside the zone, below its caption.
  const area: Rect = { x: zone.x + 10, y: zone.y + label, w: zone.w - 20, h: zone.h - label - 6 };
  const perRow = Math.max(5, Math.ceil(count / 2));
  const rows = count > perRow ? 2 : 1;
  const byWidth = (area.w - GAP * (perRow - 1)) / perRow;
  const byHeight = (area.h - GAP * 3) / (2 * CARD_RATIO);
  const w = clamp(Math.min(byWidth, byHeight, maxW), 30, maxW);
  const h = w * CARD_RATIO;
  const top = area.y + (area.h - (rows * h + (rows - 1) * GAP)) / 2;
  return (index) => {
    const r = Math.floor(index / perRow);
    const inRow = r === rows - 1 ? count - r * perRow : perRow;
    const rowWidth = inRow * w + (inRow - 1) * GAP;
    const x0 = area.x + (area.w - rowWidth) / 2;
    return { x: x0 + w / 2 + (index % perRow) * (w + GAP), y: top + h / 2 + r * (h + GAP), w };
  };
}

export function computeLayout(width: number, height: number, players: number, harborCount: number, rowCount: number): TableLayout {
  const landscape = width >= height * 1.15 && width >= 640;
  const labelSize = clamp(Math.round(Math.min(width, height) / 48), 11, 15);
  const label = labelSize + 8;
  if (landscape) {
    const seatsW = clamp(width * 0.37, 240, 460);
    const seats: Rect = { x: MARGIN, y: MARGIN, w: seatsW, h: height - 2 * MARGIN };
    const mx = MARGIN + seatsW + 18;
    const mw = width - mx - MARGIN;
    const pileCount = Math.max(rowCount, 3) + 2;
    const tw = clamp(Math.min((mw - GAP * (pileCount + 1)) / (pileCount + 0.6), (height - 2 * MARGIN) * 0.2), 36, 96);
    const topY = MARGIN + label + (tw * CARD_RATIO) / 2;
    const deck: Slot = { x: mx + mw - tw / 2, y: topY, w: tw };
    const discard: Slot = { x: deck.x - tw - GAP * 2, y: topY, w: tw };
    const harborTop = topY + (tw * CARD_RATIO) / 2 + label + 10;
    const harbor: Rect = { x: mx, y: harborTop, w: mw, h: height - harborTop - MARGIN };
    return {
      landscape,
      deck,
      discard,
      expeditionSlot: row(mx, topY, tw, GAP),
      expeditionArea: { x: mx, y: MARGIN, w: discard.x - tw / 2 - mx - GAP, h: label + tw * CARD_RATIO },
      harbor,
      harborSlot: harborSlots(harbor, harborCount, 130, label),
      seatPanels: stackRows(seats, players, GAP),
      labelSize,
    };
  }
  const mw = width - 2 * MARGIN;
  const pileCount = Math.max(rowCount, 3) + 2;
  const tw = clamp((mw - GAP * (pileCount + 0.5)) / pileCount, 30, 56);
  const topY = MARGIN + label + (tw * CARD_RATIO) / 2;
  const deck: Slot = { x: MARGIN + mw - tw / 2, y: topY, w: tw };
  const discard: Slot = { x: deck.x - tw - GAP * 2, y: topY, w: tw };
  const harborTop = topY + (tw * CARD_RATIO) / 2 + label + 4;
  // Room for two rows of five cards, so the seats below never move as the harbor fills.
  const harborCard = Math.min(96, (mw - 20 - 4 * GAP) / 5);
  const harborH = Math.min(height * 0.36, label + 2 * harborCard * CARD_RATIO + 3 * GAP);
  const harbor: Rect = { x: MARGIN, y: harborTop, w: mw, h: harborH };
  const seatsTop = harborTop + harborH + 10;
  return {
    landscape,
    deck,
    discard,
    expeditionSlot: row(MARGIN, topY, tw, GAP),
    expeditionArea: { x: MARGIN, y: MARGIN, w: discard.x - tw / 2 - MARGIN - GAP, h: label + tw * CARD_RATIO },
    harbor,
    harborSlot: harborSlots(harbor, harborCount, 96, label),
    seatPanels: stackRows({ x: MARGIN, y: seatsTop, w: mw, h: height - seatsTop - MARGIN }, players, 6),
    labelSize,
  };
}
