/**
 * The shapes every table layout is made of: rectangles for zones and panels, card slots (a
 * card's centre and width; its height follows the card's proportions), and the few ways the
 * layouts cut an area into equal parts.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A card slot: centre and width (the height is the width times the game's card ratio). */
export interface Slot {
  x: number;
  y: number;
  w: number;
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

/** `count` equal rectangles stacked top to bottom inside `area`, `gap` apart. */
export function stackRows(area: Rect, count: number, gap: number): Rect[] {
  const h = (area.h - gap * (count - 1)) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => ({ x: area.x, y: area.y + i * (h + gap), w: area.w, h }));
}

/** `count` equal rectangles side by side inside `area`, `gap` apart. */
export function sideBySide(area: Rect, count: number, gap: number): Rect[] {
  const w = (area.w - gap * (count - 1)) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => ({ x: area.x + i * (w + gap), y: area.y, w, h: area.h }));
}

/** The largest rectangle of proportions `ratio` (width / height) inside `area`, centred. */
export function fitRatio(area: Rect, ratio: number): Rect {
  const w = Math.min(area.w, area.h * ratio);
  const h = w / ratio;
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h };
}
