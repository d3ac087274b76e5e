/**
 * Where everything sits on the Merchants & Marauders table for a canvas size: the map of the
 * Caribbean (kept at the board's proportions), the side column with the event card, wars and
 * decks, my hold (cargo, glory cards, rumor, stash: my secrets), and a player board per seat.
 * Landscape screens put the seats in a column on the left; phones stack map, info, hold, seats.
 */
import { clamp, fitRatio, stackRows, type Rect } from '../../table/geometry';

export interface MmLayout {
  landscape: boolean;
  map: Rect;
  info: Rect;
  hold: Rect;
  /** Over the map: the battle or the raid, when there is one. */
  combat: Rect;
  /** Player boards in display order (the viewer's own seat first). */
  seatPanels: Rect[];
  labelSize: number;
}

/** The board's data coordinates (data.ts ZONES x, y) with room for the zones' circles. */
export const MAP_BOUNDS = { x: 60, y: -10, w: 980, h: 620 } as const;
const M = 8;
const GAP = 8;

export function computeLayout(width: number, height: number, players: number): MmLayout {
  const landscape = width >= height * 1.15 && width >= 640;
  const labelSize = clamp(Math.round(Math.min(width, height) / 48), 10, 14);
  if (landscape) {
    const seatsW = clamp(width * 0.23, 210, 290);
    const infoW = clamp(width * 0.16, 150, 210);
    const holdH = clamp(height * 0.15, 64, 96);
    const mx = M + seatsW + GAP;
    const mapArea: Rect = { x: mx, y: M, w: width - mx - infoW - GAP - M, h: height - 2 * M - holdH - GAP };
    const map = fitRatio(mapArea, MAP_BOUNDS.w / MAP_BOUNDS.h);
    const infoX = map.x + map.w + GAP;
    return {
      landscape,
      map,
      info: { x: infoX, y: M, w: width - M - infoX, h: mapArea.h },
      hold: { x: mx, y: height - M - holdH, w: width - M - mx, h: holdH },
      combat: { x: map.x + map.w * 0.12, y: map.y + map.h * 0.08, w: map.w * 0.76, h: map.h * 0.84 },
      seatPanels: stackRows({ x: M, y: M, w: seatsW, h: height - 2 * M }, players, GAP),
      labelSize,
    };
  }
  const mw = width - 2 * M;
  const map = fitRatio({ x: M, y: M, w: mw, h: height * 0.4 }, MAP_BOUNDS.w / MAP_BOUNDS.h);
  const infoH = clamp(height * 0.09, 52, 76);
  const info: Rect = { x: M, y: map.y + map.h + GAP / 2, w: mw, h: infoH };
  const holdH = clamp(height * 0.1, 56, 80);
  const hold: Rect = { x: M, y: info.y + info.h + GAP / 2, w: mw, h: holdH };
  const seatsTop = hold.y + hold.h + GAP;
  const seatRows = Math.ceil(players / 2);
  const seatsH = height - M - seatsTop;
  const cellW = (mw - GAP) / 2;
  const cellH = (seatsH - GAP * (seatRows - 1)) / seatRows;
  const seatPanels = Array.from({ length: players }, (_, i) => ({ x: M + (i % 2) * (cellW + GAP), y: seatsTop + Math.floor(i / 2) * (cellH + GAP), w: cellW, h: cellH }));
  const combatH = Math.max(map.h + info.h, height * 0.45);
  return { landscape, map, info, hold, combat: { x: M, y: M, w: mw, h: combatH }, seatPanels, labelSize };
}
