/**
 * Where everything sits on the Merchants & Marauders table for a canvas size: the map of the
 * Caribbean (kept at the board's proportions), the side column with the event card, wars and
 * decks, my hold (cargo, glory cards, rumor, stash: my secrets), and a player board per seat.
 * Landscape screens put the seats in a column on the left; phones stack map, info, hold, seats.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

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

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

function rows(area: Rect, count: number, gap: number): Rect[] {
  const h = (area.h - gap * (count - 1)) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => ({ x: area.x, y: area.y + i * (h + gap), w: area.w, h }));
}

/** The largest rect of the map's proportions inside `area`, centred. */
function fitMap(area: Rect): Rect {
  const ratio = MAP_BOUNDS.w / MAP_BOUNDS.h;
  const w = Math.min(area.w, area.h * ratio);
  const h = w / ratio;
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h };
}

export function computeLayout(width: number, height: number, players: number): MmLayout {
  const landscape = width >= height * 1.15 && width >= 640;
  const labelSize = clamp(Math.round(Math.min(width, height) / 48), 10, 14);
  if (landscape) {
    const seatsW = clamp(width * 0.23, 210, 290);
    const infoW = clamp(width * 0.16, 150, 210);
    const holdH = clamp(height * 0.15, 64, 96);
    const mx = M + seatsW + GAP;
    const mapArea: Rect = { x: mx, y: M, w: width - mx - infoW - GAP - M, h: height - 2 * M - holdH - GAP };
    const map = fitMap(mapArea);
    const infoX = map.x + map.w + GAP;
    return {
      landscape,
      map,
      info: { x: infoX, y: M, w: width - M - infoX, h: mapArea.h },
      hold: { x: mx, y: height - M - holdH, w: width - M - mx, h: holdH },
      combat: { x: map.x + map.w * 0.12, y: map.y + map.h * 0.08, w: map.w * 0.76, h: map.h * 0.84 },
      seatPanels: rows({ x: M, y: M, w: seatsW, h: height - 2 * M }, players, GAP),
      labelSize,
    };
  }
  const mw = width - 2 * M;
  const map = fitMap({ x: M, y: M, w: mw, h: height * 0.4 });
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
