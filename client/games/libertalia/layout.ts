/**
 * Where everything sits on the Libertalia table for a canvas size: the score track, the ship
 * with one ranked slot per player, the six day spaces with the bag and the undealt characters,
 * one panel per seat (its den, discard pile and booty) and my hand. Landscape screens put the
 * seats in a column on the left; portrait phones stack track, ship, day spaces, seats and hand.
 */
import { CARD_W } from '../../table/card';
import { clamp, stackRows, type Rect, type Slot } from '../../table/geometry';

export interface LibertaliaLayout {
  landscape: boolean;
  track: Rect;
  ship: Rect;
  /** The ship's slots, left to right in rank order (day actions run left to right). */
  shipSlots: Slot[];
  /** The row of the bag, the six day spaces and the undealt characters. */
  days: Rect;
  bag: Slot;
  deck: Slot;
  daySpaces: Rect[];
  /** My hand (zero height for a spectator). */
  hand: Rect;
  /** A phone's hand: rows of three cards, each row showing the rank and name of the one above (handGridSlots). */
  handGrid: boolean;
  /** Panels in display order (the viewer's own seat first). */
  seatPanels: Rect[];
  labelSize: number;
}

export const CARD_RATIO = 1.4;
const MARGIN = 10;
const GAP = 8;

/** One slot per player on the deck, centred, the cards resting on the hull's rail. */
function slotsOn(ship: Rect, players: number, cardW: number): Slot[] {
  const gap = cardW * 0.12;
  const total = players * cardW + (players - 1) * gap;
  const x0 = ship.x + (ship.w - total) / 2 + cardW / 2;
  const y = ship.y + ship.h * 0.08 + (cardW * CARD_RATIO) / 2;
  return Array.from({ length: players }, (_, i) => ({ x: x0 + i * (cardW + gap), y, w: cardW }));
}

/** The bag on the left, the undealt characters on the right, six spaces in between. */
function dayRow(days: Rect): { bag: Slot; deck: Slot; daySpaces: Rect[] } {
  const side = Math.min(days.h * 0.9, days.w * 0.09);
  const bag: Slot = { x: days.x + side / 2, y: days.y + days.h / 2, w: side };
  const deckW = (days.h * 0.86) / CARD_RATIO;
  const deck: Slot = { x: days.x + days.w - deckW / 2 - 2, y: days.y + days.h / 2, w: deckW };
  const x0 = days.x + side + 6;
  const x1 = deck.x - deckW / 2 - 8;
  const w = (x1 - x0 - 5 * 5) / 6;
  const daySpaces = Array.from({ length: 6 }, (_, i) => ({ x: x0 + i * (w + 5), y: days.y, w, h: days.h }));
  return { bag, deck, daySpaces };
}

export function computeLayout(width: number, height: number, players: number, hasHand: boolean): LibertaliaLayout {
  const landscape = width >= height * 1.15 && width >= 640;
  const labelSize = clamp(Math.round(Math.min(width, height) / 48), 10, 14);
  if (landscape) {
    const seatsW = clamp(width * 0.33, 250, 430);
    const seats: Rect = { x: MARGIN, y: MARGIN, w: seatsW, h: height - 2 * MARGIN };
    const mx = MARGIN + seatsW + 14;
    const mw = width - mx - MARGIN;
    const track: Rect = { x: mx, y: MARGIN, w: mw, h: 30 };
    const handH = hasHand ? clamp(height * 0.36, 110, 240) : 0;
    const daysH = clamp(height * 0.1, 46, 66);
    const shipTop = track.y + track.h + 6;
    const shipH = height - MARGIN - handH - (hasHand ? GAP : 0) - daysH - GAP - shipTop;
    const ship: Rect = { x: mx, y: shipTop, w: mw, h: shipH };
    const cardW = clamp(Math.min((shipH * 0.8) / CARD_RATIO, (mw * 0.88) / (players * 1.12)), 36, 124);
    const days: Rect = { x: mx, y: shipTop + shipH + GAP, w: mw, h: daysH };
    return {
      landscape,
      track,
      ship,
      shipSlots: slotsOn(ship, players, cardW),
      days,
      ...dayRow(days),
      hand: { x: mx, y: height - MARGIN - handH, w: mw, h: handH },
      handGrid: false,
      seatPanels: stackRows(seats, players, GAP),
      labelSize,
    };
  }
  const mw = width - 2 * MARGIN;
  const track: Rect = { x: MARGIN, y: MARGIN, w: mw, h: 26 };
  const cardW = clamp((mw * 0.9) / (players * 1.12), 30, 68);
  const ship: Rect = { x: MARGIN, y: track.y + track.h + 4, w: mw, h: cardW * CARD_RATIO * 1.32 };
  const days: Rect = { x: MARGIN, y: ship.y + ship.h + 6, w: mw, h: clamp(height * 0.065, 40, 52) };
  // Nine cards across a phone would print their names at 5 px: the hand takes rows instead.
  const handH = hasHand ? HAND_ROWS * gridStep(mw) : 0;
  const hand: Rect = { x: MARGIN, y: height - MARGIN - handH, w: mw, h: handH };
  const seatsTop = days.y + days.h + 8;
  const seatsBottom = hasHand ? hand.y - 6 : height - MARGIN;
  return {
    landscape,
    track,
    ship,
    shipSlots: slotsOn(ship, players, cardW),
    days,
    ...dayRow(days),
    hand,
    handGrid: true,
    seatPanels: stackRows({ x: MARGIN, y: seatsTop, w: mw, h: seatsBottom - seatsTop }, players, 5),
    labelSize,
  };
}

/** My hand as a fan: as large as the area allows, overlapping when it must. */
export function handSlots(area: Rect, count: number, raise: number): Slot[] {
  if (count === 0 || area.h <= 0) return [];
  // Each card shows at least its rank and its name (the left 85% of its face): a long hand
  // takes smaller cards rather than hiding the names under their neighbours.
  const fits = count > 1 ? area.w / (1 + HAND_SHOWN * (count - 1)) : area.w;
  const w = Math.min((area.h - raise) / CARD_RATIO, 132, fits);
  const step = count > 1 ? Math.min(w + 8, (area.w - w) / (count - 1)) : 0;
  const total = w + step * (count - 1);
  const x0 = area.x + (area.w - total) / 2 + w / 2;
  const y = area.y + area.h - (w * CARD_RATIO) / 2;
  return Array.from({ length: count }, (_, i) => ({ x: x0 + i * step, y, w }));
}

/**
 * A phone's hand: three cards a row, drawn at 80% of the base card (a name's 14 px prints at
 * 11 px), each row covering the one above but for its top band (the rank and the name, up to
 * a two-line name). The last row shows its band above the canvas's edge, the rest of those
 * cards below it: a long press shows any card whole, text and all.
 */
const HAND_ROWS = 3;
const HAND_COLUMNS = 3;
const GRID_SCALE = 0.8;
/** The top of a face that carries its rank and name (client/games/libertalia/card-face.ts). */
const GRID_BAND = 0.44;
const GRID_GAP = 6;

function gridCardW(width: number): number {
  return Math.min(CARD_W * GRID_SCALE, (width - (HAND_COLUMNS - 1) * GRID_GAP) / HAND_COLUMNS);
}

function gridStep(width: number): number {
  return Math.round(gridCardW(width) * CARD_RATIO * GRID_BAND + GRID_GAP);
}

/** A card of my hand at least this wide prints its name (14 px on the face) at 11 px. */
export const LEGIBLE_HAND_W = CARD_W * (11 / 14);

/**
 * My hand's places and how far the picked card rises: a fan while it leaves each card legible,
 * else rows (the fewest that fit legible cards across: a phone's three, a laptop's two).
 */
export function handPlaces(layout: LibertaliaLayout, count: number): { slots: Slot[]; raise: number } {
  const raise = layout.hand.h * 0.12;
  const fan = layout.handGrid ? [] : handSlots(layout.hand, count, raise);
  if (fan.length > 0 && (fan[0]?.w ?? 0) >= LEGIBLE_HAND_W) return { slots: fan, raise };
  // In rows a raised card would cover the name above it: the highlight marks the pick.
  return { slots: handGridSlots(layout.hand, count), raise: 0 };
}

export function handGridSlots(area: Rect, count: number): Slot[] {
  if (count === 0 || area.h <= 0) return [];
  const w = gridCardW(area.w);
  const step = gridStep(area.w);
  let columns = Math.ceil(count / HAND_ROWS);
  while (columns < count && (area.w - columns * GRID_GAP) / (columns + 1) >= LEGIBLE_HAND_W) columns++;
  const cw = Math.min(w, (area.w - (columns - 1) * GRID_GAP) / columns);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / columns);
    const inRow = Math.min(columns, count - row * columns);
    const x0 = area.x + (area.w - (inRow * cw + (inRow - 1) * GRID_GAP)) / 2 + cw / 2;
    return { x: x0 + (i % columns) * (cw + GRID_GAP), y: area.y + row * step + (cw * CARD_RATIO) / 2, w: cw };
  });
}

/** How much of each card of my hand shows at least, beside the next one. */
const HAND_SHOWN = 0.85;

/** A row of small cards inside `area`, overlapping when they must. */
export function rowSlots(area: Rect, count: number, maxW: number): Slot[] {
  if (count === 0 || area.w <= 0 || area.h <= 0) return [];
  const w = Math.min(area.h / CARD_RATIO, maxW);
  const step = count > 1 ? Math.min(w + 4, (area.w - w) / (count - 1)) : 0;
  const y = area.y + area.h / 2;
  return Array.from({ length: count }, (_, i) => ({ x: area.x + w / 2 + i * step, y, w }));
}
