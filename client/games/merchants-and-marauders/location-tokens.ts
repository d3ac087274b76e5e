/**
 * Seas of Glory module 9 on the sea chart: each zone's location token, face up as the rulebook
 * lays them, a small plaque under the zone's name with the location's kind and who may visit;
 * the one being raided glows red, one visited this turn is dimmed. A raided-away token is gone.
 */
import type { Graphics } from 'pixi.js';
import { LOCATION_CARDS, kindOf, type LocationKind } from '../../../shared/games/merchants-and-marauders/locations';
import type { MmBoard } from './words';

const PLAQUE = 0xe8d9b0;
const RAIDED = 0xff8a5c;
/** Pirates-only and non-pirates-only locations are edged in their own colours. */
const EDGE: Record<string, number> = { anyone: 0x3b2f1e, pirates: 0x1b1b1b, 'non-pirates': 0x2e6da4 };

/** The plaque's word for each kind (the full name is in the action labels and the docs). */
const SHORT: Record<LocationKind, string> = {
  missionary: 'Mission', natives: 'Natives', 'naval-fort': 'Fort', 'pirate-haven': 'Haven', prison: 'Prison', reef: 'Reef', town: 'Town', 'trade-station': 'Station',
};

type Note = (text: string, x: number, y: number, size: number) => void;

export function drawLocationTokens(g: Graphics, board: MmBoard, centre: (zone: number) => { x: number; y: number }, r: number, note: Note): void {
  const l = board.seas?.locations;
  if (!l) return;
  l.tokens.forEach((token, zone) => {
    const kind = kindOf(token);
    if (kind === '') return;
    const card = LOCATION_CARDS[kind as LocationKind];
    const c = centre(zone);
    const mark = card.visitors === 'pirates' ? ' ☠' : card.visitors === 'non-pirates' ? ' ⚓' : '';
    const text = `${SHORT[kind as LocationKind]}${mark}`;
    // In the lower half of the zone, between its ships and its name, sized to its words.
    const size = Math.max(7, r * 0.27);
    const w = text.length * size * 0.56 + 6;
    const h = size * 1.4;
    const x = c.x - w / 2;
    const y = c.y + r * 0.98 - h;
    const raided = l.raid.active && l.raid.zone === zone;
    const visited = l.visited.includes(zone);
    g.roundRect(x, y, w, h, 4)
      .fill({ color: PLAQUE, alpha: visited ? 0.55 : 0.95 })
      .stroke({ width: raided ? 3 : 1.5, color: raided ? RAIDED : EDGE[card.visitors]! });
    note(text, c.x, y + h / 2, size);
  });
}
