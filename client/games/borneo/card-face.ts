/**
 * Borneo's shipment cards, drawn procedurally at the base card size. The upper section has the
 * card's four flags on two lines, three above and one below (rulebook "The Shipment Cards");
 * the lower section its spice, with a "2" for the doubled ones. At a harbor each card covers
 * the second line of the card below it, so the top line sits within the top `TOP_ROW_SHARE` of
 * the card: that strip is all a covered card shows.
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { cardDef } from '../../../shared/games/borneo/cards';
import { CARD_H, CARD_RADIUS, CARD_W, type CardPainter } from '../../table/card';
import { GOLD, INK } from '../../table/icons';
import { COMPANY_INITIALS, COMPANY_INK, flag, spice, SPICE_COLOURS, WILD_COLOUR } from './icons';

/** The share of a card's height a covered card still shows at a harbor (its top row of flags). */
export const TOP_ROW_SHARE = 0.32;

function label(value: string, x: number, y: number, style: TextStyleOptions): Text {
  const t = new Text({ text: value, style: { fontFamily: 'Georgia, "Times New Roman", serif', fill: INK, ...style } });
  t.anchor.set(0.5);
  t.position.set(x, y);
  return t;
}

function flagWithInitial(face: Container, company: number, x: number, y: number, size: number): void {
  face.addChild(flag(new Graphics(), company, x, y, size));
  face.addChild(label(COMPANY_INITIALS[company] ?? '?', x + size * 0.02, y + 1, { fontSize: size * 0.36, fontWeight: 'bold', fill: COMPANY_INK[company] ?? 0 }));
}

function front(id: number): Container {
  const def = cardDef(id);
  const face = new Container();
  const band = def.spice === 'wild' ? WILD_COLOUR : SPICE_COLOURS[def.spice];
  face.addChild(
    new Graphics()
      .roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(0xe9dcb8)
      .roundRect(5, 5, CARD_W - 10, CARD_H - 10, CARD_RADIUS - 4).fill(0xf7efd9)
      // The top line's strip, so a covered card reads as a row of flags.
      .roundRect(5, 5, CARD_W - 10, CARD_H * TOP_ROW_SHARE - 5, CARD_RADIUS - 4).fill(0xefe2c0)
      .rect(5, 104, CARD_W - 10, CARD_H - 109).fill(band)
      .roundRect(5, CARD_H - 20, CARD_W - 10, 15, CARD_RADIUS - 4).fill(band),
  );
  def.top.forEach((company, i) => flagWithInitial(face, company, 28 + i * 42, 32, 36));
  flagWithInitial(face, def.bottom, CARD_W / 2, 80, 30);
  face.addChild(new Graphics().circle(CARD_W / 2, 140, 28).fill(0xfff4d6).stroke({ width: 2, color: 0x1d1a16, alpha: 0.4 }));
  face.addChild(spice(new Graphics(), def.spice, CARD_W / 2, 140, 36));
  const name = def.spice === 'wild' ? 'any spice' : def.spice;
  face.addChild(label(name, CARD_W / 2, 180, { fontSize: 15, fontWeight: 'bold', fill: 0xfff4d6 }));
  if (def.count === 2) {
    face.addChild(new Graphics().circle(CARD_W - 26, 124, 16).fill(GOLD).stroke({ width: 2, color: 0x1d1a16 }));
    face.addChild(label('2', CARD_W - 26, 125, { fontSize: 20, fontWeight: 'bold' }));
  }
  return face;
}

function back(): Container {
  const face = new Container();
  const g = new Graphics()
    .roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(0x5a2b14)
    .roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).stroke({ width: 2, color: GOLD, alpha: 0.75 })
    .roundRect(12, 12, CARD_W - 24, CARD_H - 24, CARD_RADIUS - 6).stroke({ width: 1, color: GOLD, alpha: 0.4 });
  // A compass rose: the back of every shipment card.
  const cx = CARD_W / 2;
  const cy = CARD_H / 2;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const r = i % 2 === 0 ? 48 : 30;
    const side = a + Math.PI / 2;
    g.poly([cx + Math.cos(a) * r, cy + Math.sin(a) * r, cx + Math.cos(side) * 8, cy + Math.sin(side) * 8, cx - Math.cos(side) * 8, cy - Math.sin(side) * 8])
      .fill(i % 2 === 0 ? GOLD : 0xc98f3a);
  }
  g.circle(cx, cy, 9).fill(0x5a2b14).stroke({ width: 2, color: GOLD });
  face.addChild(g);
  face.addChild(label('BORNEO', cx, CARD_H - 30, { fontSize: 16, fontWeight: 'bold', fill: GOLD, letterSpacing: 3 }));
  return face;
}

export const borneoPainter: CardPainter = {
  // Every card is distinct (its flags and spice), so each has its own face.
  key: (id) => String(id),
  front,
  back,
};
