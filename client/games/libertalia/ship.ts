/**
 * The ship, drawn procedurally: sails and masts behind, the hull below, and on the deck one
 * ranked slot per player where the revealed characters stand in rank order (rulebook "Phase 1:
 * Sunrise"). Day actions run from the left (lowest rank), booty is shared from the right
 * (highest rank), as the arrows under the slots say. The character acting now gets a marker.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ShipSlot } from '../../../shared/games/libertalia/types';
import { GOLD } from '../../table/icons';
import { drawBooty } from './booty-icons';
import type { Rect, Slot } from '../../table/geometry';
import { CARD_RATIO } from './layout';

const FONT = 'Georgia, serif';
const HULL = 0x6b4226;
const HULL_DARK = 0x3e2414;

export class ShipArt extends Container {
  private readonly back = new Graphics();
  private readonly front = new Graphics();
  private readonly marks = new Graphics();
  private readonly title: Text;
  private readonly hint: Text;

  constructor() {
    super();
    this.title = new Text({ text: '', style: { fontFamily: FONT, fontSize: 13, fontWeight: 'bold', fill: 0xfff4d6 } });
    this.hint = new Text({ text: '', style: { fontFamily: FONT, fontSize: 11, fill: 0xd8c9a3 } });
    this.hint.anchor.set(1, 0);
    this.addChild(this.back, this.front, this.marks, this.title, this.hint);
  }

  /** Sails and hull for the area; the slots are outlined where the cards will stand. */
  draw(area: Rect, slots: Slot[], labelSize: number, caption: string): void {
    const b = this.back.clear();
    const cardH = (slots[0]?.w ?? 60) * CARD_RATIO;
    const deckY = (slots[0]?.y ?? area.y) + cardH / 2 - cardH * 0.12;
    const left = Math.min(...slots.map((s) => s.x - s.w / 2)) - area.w * 0.06;
    const right = Math.max(...slots.map((s) => s.x + s.w / 2)) + area.w * 0.06;
    const shipL = Math.max(area.x + 4, left - area.w * 0.08);
    const shipR = Math.min(area.x + area.w - 4, right + area.w * 0.1);
    // Masts and sails stand behind the cards.
    const masts = [0.3, 0.68].map((f) => shipL + (shipR - shipL) * f);
    for (const x of masts) {
      b.rect(x - 3, area.y + 2, 6, deckY - area.y).fill(HULL_DARK);
      const top = area.y + 8;
      const sailW = (shipR - shipL) * 0.16;
      b.moveTo(x - sailW, top).quadraticCurveTo(x, top + 10, x + sailW, top)
        .lineTo(x + sailW * 0.9, deckY - cardH * 0.45).quadraticCurveTo(x, deckY - cardH * 0.32, x - sailW * 0.9, deckY - cardH * 0.45)
        .closePath().fill({ color: 0xefe4c8, alpha: 0.18 });
    }
    // The hull, with its rail just under the cards' feet.
    const hullH = Math.min(area.y + area.h - deckY, cardH * 0.42);
    this.front.clear()
      .moveTo(shipL, deckY)
      .lineTo(shipR, deckY - hullH * 0.25)
      .quadraticCurveTo(shipR - (shipR - shipL) * 0.04, deckY + hullH * 0.7, shipR - (shipR - shipL) * 0.1, deckY + hullH)
      .lineTo(shipL + (shipR - shipL) * 0.07, deckY + hullH)
      .quadraticCurveTo(shipL + (shipR - shipL) * 0.01, deckY + hullH * 0.6, shipL, deckY)
      .closePath().fill(HULL).stroke({ width: 2, color: HULL_DARK })
      .rect(shipL + 6, deckY + hullH * 0.28, shipR - shipL - 14, Math.max(2, hullH * 0.08)).fill({ color: GOLD, alpha: 0.55 });
    for (let i = 0; i < 7; i++) {
      const x = shipL + (shipR - shipL) * (0.18 + i * 0.1);
      this.front.circle(x, deckY + hullH * 0.62, Math.max(2, hullH * 0.08)).fill(HULL_DARK);
    }
    // Slot outlines, behind the cards.
    for (const slot of slots) {
      b.roundRect(slot.x - slot.w / 2, slot.y - (slot.w * CARD_RATIO) / 2, slot.w, slot.w * CARD_RATIO, 8).fill({ color: 0x000000, alpha: 0.18 }).stroke({ width: 1.5, color: 0xfff4d6, alpha: 0.25 });
    }
    this.title.style.fontSize = labelSize + 1;
    this.title.text = caption;
    this.title.position.set(area.x + 2, area.y);
    this.hint.style.fontSize = Math.max(9, labelSize - 1);
    this.hint.text = 'day: lowest rank first  ·  dusk: highest first';
    this.hint.position.set(area.x + area.w - 2, area.y);
    this.hint.visible = area.w > 420;
  }

  /** The character acting now, and the booty each character has taken so far. */
  mark(slots: Slot[], ship: ShipSlot[], acting: { seat: number; rank: number } | null): void {
    const m = this.marks.clear();
    ship.forEach((slot, i) => {
      const at = slots[i];
      if (!at) return;
      const h = at.w * CARD_RATIO;
      if (acting && acting.seat === slot.seat && acting.rank === slot.rank) {
        m.roundRect(at.x - at.w / 2 - 6, at.y - h / 2 - 6, at.w + 12, h + 12, 12).stroke({ width: 4, color: 0x7be0c3 });
        m.poly([at.x - 8, at.y - h / 2 - 18, at.x + 8, at.y - h / 2 - 18, at.x, at.y - h / 2 - 8]).fill(0x7be0c3);
      }
      if (slot.captured) drawBooty(m, 'officer', at.x + at.w * 0.3, at.y + h * 0.3, at.w * 0.34);
    });
  }
}
