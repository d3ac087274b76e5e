/**
 * The vector pieces of the Merchants & Marauders table: nation colours and flags, goods, ship
 * silhouettes (player ships in their seat's colour, naval ships in their nation's, pirates in
 * black), and the custom die (1-4 and two skulls; a skull is a success, rulebook "Dice").
 * Each draws into a Graphics centred on (x, y), `size` wide.
 */
import type { Graphics } from 'pixi.js';
import type { Good, Nation } from '../../../shared/games/merchants-and-marauders/types';
import { INK, skull } from '../../table/icons';

export const NATION_COLOUR: Record<Nation, number> = {
  english: 0xc8102e,
  french: 0x2f5fd0,
  spanish: 0xf2b705,
  dutch: 0xf07d1a,
};

export const GOOD_COLOUR: Record<Good, number> = {
  cocoa: 0x7b4a2d,
  food: 0x8bc34a,
  rum: 0xb5651d,
  spices: 0xe0563b,
  sugar: 0xf4f1e8,
  tobacco: 0xa08040,
  textiles: 0x9c6ade,
  wood: 0x5d7f3a,
};

const SEAT_COLOURS = [0x4fc3f7, 0xff8a65, 0xaed581, 0xce93d8] as const;
export const PIRATE_BLACK = 0x1b1b1b;

export function seatColour(seat: number): number {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? 0xffffff;
}

/** A small flag: the nation's colour with a pale stripe (no real flags are drawn). */
export function flag(g: Graphics, nation: Nation, x: number, y: number, size: number): Graphics {
  const w = size;
  const h = size * 0.66;
  g.rect(x - w / 2, y - h / 2, w, h).fill(NATION_COLOUR[nation]).stroke({ width: 1, color: 0x000000, alpha: 0.5 });
  g.rect(x - w / 2, y - h * 0.08, w, h * 0.16).fill({ color: 0xffffff, alpha: 0.75 });
  return g;
}

export function goodChip(g: Graphics, good: Good, x: number, y: number, size: number): Graphics {
  g.roundRect(x - size / 2, y - size / 2, size, size, size * 0.25).fill(GOOD_COLOUR[good]).stroke({ width: Math.max(1, size * 0.08), color: INK, alpha: 0.7 });
  return g;
}

/** A ship seen from the side, bow to the right: hull, mast and sail. */
export function shipIcon(g: Graphics, x: number, y: number, size: number, colour: number, sail = 0xf5efe0): Graphics {
  const s = size / 2;
  g.poly([x - s, y + s * 0.1, x + s, y + s * 0.1, x + s * 0.62, y + s * 0.6, x - s * 0.7, y + s * 0.6]).fill(colour).stroke({ width: Math.max(1, size * 0.06), color: INK });
  g.moveTo(x, y + s * 0.1).lineTo(x, y - s * 0.95).stroke({ width: Math.max(1, size * 0.06), color: INK });
  g.poly([x + s * 0.06, y - s * 0.85, x + s * 0.62, y - s * 0.05, x + s * 0.06, y - s * 0.05]).fill(sail).stroke({ width: 1, color: INK, alpha: 0.6 });
  g.poly([x - s * 0.06, y - s * 0.7, x - s * 0.5, y - s * 0.05, x - s * 0.06, y - s * 0.05]).fill(sail).stroke({ width: 1, color: INK, alpha: 0.6 });
  return g;
}

/** A die face: a number 1-4 as pips, or a skull (0). `highlight` rims a success. */
export function dieFace(g: Graphics, face: number, x: number, y: number, size: number, highlight: boolean): Graphics {
  const s = size / 2;
  g.roundRect(x - s, y - s, size, size, size * 0.18).fill(0xfbf6ea).stroke({ width: highlight ? Math.max(2, size * 0.1) : 1.5, color: highlight ? 0x7be0c3 : INK });
  if (face === 0) return skull(g, x, y, size * 0.78);
  const pip = size * 0.09;
  const at = (dx: number, dy: number) => g.circle(x + dx * s * 0.5, y + dy * s * 0.5, pip).fill(INK);
  const layouts: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [[-1, -1], [1, 1]],
    3: [[-1, -1], [0, 0], [1, 1]],
    4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  };
  for (const [dx, dy] of layouts[face] ?? []) at(dx, dy);
  return g;
}

/** A merchant token: a small round trader's sail in neutral cream. */
export function merchantToken(g: Graphics, x: number, y: number, size: number): Graphics {
  const s = size / 2;
  g.circle(x, y, s).fill(0xe9dcb5).stroke({ width: 1.5, color: 0x6b5a33 });
  // A trader's sail on the token.
  g.poly([x - s * 0.1, y - s * 0.6, x + s * 0.5, y + s * 0.3, x - s * 0.1, y + s * 0.3]).fill(0x8a6b3a);
  g.rect(x - s * 0.5, y + s * 0.38, s, s * 0.18).fill(0x8a6b3a);
  return g;
}
