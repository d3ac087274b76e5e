/**
 * Seas of Glory module 1's markers on the chart, display only: a numbered mission token in the
 * zone where each mission on the board is claimed (the board's mission cards are listed beside
 * the chart with the same numbers), a flag in each player's colour on the player's home port,
 * and a spawn flag (brown for a navy, black for a pirate) where an NPC will appear at the end of
 * the round. Without the module nothing is drawn.
 */
import type { Graphics } from 'pixi.js';
import { CAPTAINS, EVENTS, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { zoneIndex } from '../../../shared/games/merchants-and-marauders/data';
import { MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import type { MmView } from '../../../shared/games/merchants-and-marauders/types';
import { PIRATE_BLACK, seatColour } from './icons';

export interface ChartFlags {
  /** Token 1-3 per mission on the board, in the board's order, in its claim zone. */
  missions: { token: number; zone: number }[];
  homes: { seat: number; zone: number }[];
  spawns: { zone: number; pirate: boolean }[];
}

const NAVY_BROWN = 0x7a4a23;

export function chartFlags(v: Pick<MmView, 'seas' | 'missionsOnBoard' | 'seats' | 'npcs'>): ChartFlags {
  if (!v.seas?.newCards) return { missions: [], homes: [], spawns: [] };
  return {
    missions: v.missionsOnBoard.map((m, i) => ({ token: i + 1, zone: zoneIndex(MISSIONS[m]?.claimAt ?? '') })).filter((f) => f.zone >= 0),
    homes: v.seats.flatMap((p, seat) => (p.captain >= 0 && CAPTAINS[p.captain] ? [{ seat, zone: zoneIndex(CAPTAINS[p.captain]!.home) }] : [])),
    spawns: v.npcs.flatMap((n, slot) => (n.arriving >= 0 && EVENTS[n.arriving] ? [{ zone: zoneIndex(EVENTS[n.arriving]!.zone), pirate: NPC_SLOTS[slot]!.pirate }] : [])),
  };
}

/** Draws the markers; `at` gives a zone's centre on screen, `r` a zone's radius, `label` writes a centred number. */
export function drawChartFlags(
  g: Graphics, v: Pick<MmView, 'seas' | 'missionsOnBoard' | 'seats' | 'npcs'>, at: (zone: number) => { x: number; y: number }, r: number,
  label: (text: string, x: number, y: number, size: number) => void,
): void {
  const flags = chartFlags(v);
  const s = Math.max(8, r * 0.3);
  const pennant = (x: number, y: number, colour: number): void => {
    g.moveTo(x, y + s).lineTo(x, y - s).stroke({ width: 2, color: 0x20160a });
    g.poly([x, y - s, x + s * 1.1, y - s * 0.65, x, y - s * 0.3]).fill(colour).stroke({ width: 1, color: 0x20160a });
  };
  for (const m of flags.missions) {
    const c = at(m.zone);
    const x = c.x - r * 0.75 + (m.token - 1) * s * 0.9;
    g.circle(x, c.y + r * 0.7, s * 0.6).fill(0xf2e2b1).stroke({ width: 1.5, color: 0x7a4a23 });
    label(String(m.token), x, c.y + r * 0.7, s * 0.8);
  }
  flags.homes.forEach((h) => {
    const c = at(h.zone);
    pennant(c.x + r * 0.15 + h.seat * s * 0.5, c.y + r * 0.55, seatColour(h.seat));
  });
  for (const sp of flags.spawns) {
    const c = at(sp.zone);
    pennant(c.x - r * 0.2, c.y - r * 0.15, sp.pirate ? PIRATE_BLACK : NAVY_BROWN);
  }
}
