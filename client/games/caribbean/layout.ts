/**
 * Where everything sits on the Caribbean table for a canvas size: the sea map (drawn on its
 * own 1000 x 700 design canvas, scaled as a whole so ships keep their places when it grows or
 * shrinks) and one panel per seat. Landscape screens put the seats in a column on the right;
 * portrait phones put the map on top and the seats below it, two by two.
 */
import { clamp, type Rect } from '../../table/geometry';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../shared/games/caribbean/map';

export interface CaribbeanLayout {
  landscape: boolean;
  /** The map's top-left corner on the canvas and its scale from design units. */
  map: { x: number; y: number; scale: number };
  /** Panels in display order (the viewer's own seat first). */
  seatPanels: Rect[];
}

const M = 8;
const GAP = 8;

function fitMap(area: Rect): CaribbeanLayout['map'] {
  const scale = Math.max(0.1, Math.min(area.w / MAP_WIDTH, area.h / MAP_HEIGHT));
  return { x: area.x + (area.w - MAP_WIDTH * scale) / 2, y: area.y + (area.h - MAP_HEIGHT * scale) / 2, scale };
}

export function computeLayout(width: number, height: number, players: number): CaribbeanLayout {
  const usable = Math.max(120, height);
  const landscape = width >= usable * 1.1 && width >= 600;
  if (landscape) {
    const panelW = clamp(width * 0.22, 170, 270);
    const column: Rect = { x: width - M - panelW, y: M, w: panelW, h: usable - 2 * M };
    const h = Math.min(140, (column.h - GAP * (players - 1)) / players);
    const seatPanels = Array.from({ length: players }, (_, i) => ({ x: column.x, y: column.y + i * (h + GAP), w: panelW, h }));
    return { landscape, map: fitMap({ x: M, y: M, w: column.x - 2 * M, h: usable - 2 * M }), seatPanels };
  }
  const mapH = Math.min((width - 2 * M) * (MAP_HEIGHT / MAP_WIDTH), usable * 0.62);
  const map = fitMap({ x: M, y: M, w: width - 2 * M, h: mapH });
  const top = map.y + MAP_HEIGHT * map.scale + GAP;
  const cols = players > 1 ? 2 : 1;
  const rowsCount = Math.ceil(players / cols);
  const w = (width - 2 * M - GAP * (cols - 1)) / cols;
  const h = Math.min(130, (usable - top - M - GAP * (rowsCount - 1)) / rowsCount);
  const seatPanels = Array.from({ length: players }, (_, i) => ({
    x: M + (i % cols) * (w + GAP),
    y: top + Math.floor(i / cols) * (h + GAP),
    w,
    h,
  }));
  return { landscape, map, seatPanels };
}
