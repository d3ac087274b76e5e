/**
 * The missions still on the board, by kind, as they lie sorted by value (rulebook "Prepare the
 * Missions"): what each asks for, its points and how many copies are left. A kind I can
 * complete now is a click target.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { MISSIONS, SPICES } from '../../../shared/games/borneo/data';
import type { MissionDef } from '../../../shared/games/borneo/types';
import { GOLD, GOLD_DARK } from '../../table/icons';
import { spiceChip } from './icons';
import { missionWords } from './words';
import type { Rect } from '../../table/geometry';

export interface MissionKind {
  key: string;
  def: MissionDef;
  /** Mission ids of this kind still on the board. */
  left: number[];
}

export function missionKey(def: MissionDef): string {
  return `${def.kind}-${def.amount}-${def.points}`;
}

/** Every kind of the game (also those all taken), in board order. */
export function missionKinds(onBoard: readonly number[], fivePlayers: boolean): MissionKind[] {
  const kinds = new Map<string, MissionKind>();
  MISSIONS.forEach((def, id) => {
    if (def.fivePlayersOnly && !fivePlayers) return;
    const key = missionKey(def);
    const kind = kinds.get(key) ?? { key, def, left: [] };
    if (onBoard.includes(id)) kind.left.push(id);
    kinds.set(key, kind);
  });
  return [...kinds.values()];
}

export class MissionBoard extends Container {
  private readonly bg = new Graphics();
  private readonly labels = new Container();
  private readonly hits = new Container();
  private rows = new Map<string, Rect>();
  private shown = '';

  constructor() {
    super();
    this.addChild(this.bg, this.labels, this.hits);
  }

  update(onBoard: readonly number[], fivePlayers: boolean, rect: Rect, labelSize: number): void {
    const key = JSON.stringify([onBoard, fivePlayers, rect, labelSize]);
    if (key === this.shown) return;
    this.shown = key;
    this.bg.clear();
    this.labels.removeChildren().forEach((child) => child.destroy());
    this.rows.clear();
    const kinds = missionKinds(onBoard, fivePlayers);
    // A wide, low rect (phones) gets one strip of cells; otherwise one row per kind under a title.
    const strip = rect.w > rect.h * 5;
    let top = rect.y;
    if (!strip) {
      this.write('Missions', rect.x + 2, rect.y + labelSize / 2 + 1, labelSize, 0xd8e4ea, 0, true);
      top = rect.y + labelSize + 6;
    }
    const h = strip ? rect.h : Math.min(34, (rect.y + rect.h - top) / kinds.length);
    const w = strip ? (rect.w - 4 * (kinds.length - 1)) / kinds.length : rect.w;
    kinds.forEach((kind, i) => {
      const row: Rect = strip ? { x: rect.x + i * (w + 4), y: rect.y, w, h } : { x: rect.x, y: top + i * h, w: rect.w, h: h - 3 };
      this.rows.set(kind.key, row);
      this.drawKind(kind, row, strip, labelSize);
    });
  }

  private drawKind(kind: MissionKind, row: Rect, compact: boolean, labelSize: number): void {
    const done = kind.left.length === 0;
    const mid = row.y + row.h / 2;
    this.bg.roundRect(row.x, row.y, row.w, row.h, 6).fill({ color: done ? 0x0a2c3a : 0xf3e6c4, alpha: done ? 0.5 : 0.95 });
    const badge = Math.min(row.h - 4, 26);
    this.bg.circle(row.x + 3 + badge / 2, mid, badge / 2).fill(done ? 0x5a6a72 : GOLD).stroke({ width: 1.5, color: GOLD_DARK });
    this.write(String(kind.def.points), row.x + 3 + badge / 2, mid, Math.max(9, badge * 0.5), 0x1d1a16, 0.5, true);
    const ink = done ? 0x8aa0aa : 0x1d1a16;
    const small = Math.max(9, Math.min(labelSize - 1, row.h * 0.46));
    let x = row.x + badge + 8;
    if (!compact) {
      const chip = Math.min(row.h - 6, 18);
      for (const s of kind.def.kind === 'each' ? SPICES : (['wild'] as const)) {
        spiceChip(this.bg, s, x + chip / 2, mid, chip);
        x += chip + 2;
      }
      x += 4;
    }
    const words = kind.def.kind === 'each' ? `${kind.def.amount} each` : `${kind.def.amount} same`;
    const left = done ? 'taken' : `${kind.left.length} left`;
    if (compact) {
      // Two short lines beside the points: what it asks, how many are left.
      const line = Math.max(8, Math.min(11, row.h * 0.36));
      this.write(words, x, row.y + row.h * 0.3, line, ink, 0, true);
      this.write(left, x, row.y + row.h * 0.72, line - 1, done ? 0x8aa0aa : 0x4a3b28, 0, false);
      return;
    }
    this.write(`×${words}`, x, mid, small, ink, 0, false);
    this.write(left, row.x + row.w - 5, mid, Math.max(9, small - 1), done ? 0x8aa0aa : 0x4a3b28, 1, false);
  }

  private write(value: string, x: number, y: number, size: number, fill: number, anchorX: number, bold: boolean): void {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fill, fontWeight: bold ? 'bold' : 'normal' } });
    t.anchor.set(anchorX, 0.5);
    t.position.set(x, y);
    this.labels.addChild(t);
  }

  /** Kinds a click completes (by proposing their ways to pay). */
  setTargets(targets: Map<string, () => void>, colour: number): void {
    this.hits.removeChildren().forEach((child) => child.destroy());
    for (const [key, onTap] of targets) {
      const row = this.rows.get(key);
      if (!row) continue;
      const hit = new Graphics().roundRect(row.x - 1, row.y - 1, row.w + 2, row.h + 2, 7).stroke({ width: 2.5, color: colour });
      hit.hitArea = new Rectangle(row.x, row.y, row.w, row.h);
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', onTap);
      this.hits.addChild(hit);
    }
  }
}
