/**
 * Libertalia character cards, drawn procedurally at the base card size: the crew colour as the
 * frame, the rank large in the top-left corner (it decides the order on the ship), the
 * influence number in its silver mark (it breaks ties, docs/games/libertalia.md), the name, the moments the
 * ability acts at (sun for day, setting sun for dusk, moon for night, chest for the end of the
 * campaign) and the ability text. The back is the Jolly Roger.
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { character, colourSlot, influence } from '../../../shared/games/libertalia/data';
import type { Timing } from '../../../shared/games/libertalia/types';
import { CARD_H, CARD_RADIUS, CARD_W, type CardPainter } from '../../table/card';
import { GOLD, GOLD_DARK, INK, PARCHMENT, sabers, skull } from '../../table/icons';
import { cardRank, cardSeat, seatColour } from './cards';

const FONT = 'Georgia, "Times New Roman", serif';

function label(value: string, x: number, y: number, style: TextStyleOptions, anchorX = 0.5): Text {
  const t = new Text({ text: value, style: { fontFamily: FONT, fill: INK, ...style } });
  t.anchor.set(anchorX, 0.5);
  t.position.set(x, y);
  return t;
}

/** A small picture of when an ability acts. */
export function drawTiming(g: Graphics, timing: Timing, x: number, y: number, size: number): Graphics {
  const r = size / 2;
  switch (timing) {
    case 'day':
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        g.moveTo(x + Math.cos(a) * r * 0.6, y + Math.sin(a) * r * 0.6).lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
      }
      g.stroke({ width: Math.max(1, r * 0.16), color: 0xe08a1e, cap: 'round' });
      g.circle(x, y, r * 0.45).fill(0xf2b53a);
      return g;
    case 'dusk':
      g.arc(x, y + r * 0.3, r * 0.6, Math.PI, 0).fill(0xe0603a);
      g.moveTo(x - r, y + r * 0.35).lineTo(x + r, y + r * 0.35).stroke({ width: Math.max(1, r * 0.16), color: 0x7a2e1a });
      return g;
    case 'night':
      g.circle(x, y, r * 0.75).fill(0xd9dde8);
      g.circle(x + r * 0.35, y - r * 0.2, r * 0.62).fill(PARCHMENT);
      return g;
    case 'end':
      g.roundRect(x - r * 0.8, y - r * 0.45, r * 1.6, r * 1.0, r * 0.15).fill(0xa0652c).stroke({ width: Math.max(1, r * 0.12), color: GOLD_DARK });
      g.rect(x - r * 0.8, y - r * 0.12, r * 1.6, r * 0.18).fill(GOLD);
      return g;
  }
}

/** Where the rank sits on a face: the coloured corner. */
const RANK_CORNER = { x: 7, y: 7, w: 52, h: 44 };

function nameText(rank: number): Text {
  const name = character(rank).name;
  return label(name, 13, 64, { fontSize: name.length > 13 ? 14 : 16, fontWeight: 'bold', wordWrap: true, wordWrapWidth: CARD_W - 24 }, 0);
}

/** The rank and the name on a face: a fanned hand must leave both in view. */
function faceParts(id: number): Record<string, { x: number; y: number; w: number; h: number }> {
  const name = nameText(cardRank(id));
  const parts = { rank: RANK_CORNER, name: { x: name.x, y: name.y - name.height / 2, w: name.width, h: name.height } };
  name.destroy();
  return parts;
}

function front(id: number, players: number): Container {
  const seat = cardSeat(id);
  const rank = cardRank(id);
  const def = character(rank);
  const colour = seatColour(seat);
  const face = new Container();
  face.addChild(new Graphics()
    .roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(colour)
    .roundRect(7, 7, CARD_W - 14, CARD_H - 14, CARD_RADIUS - 5).fill(PARCHMENT)
    .rect(7, 44, CARD_W - 14, 1.5).fill({ color: colour, alpha: 0.6 }));
  // The rank, large: the one thing that must read on a den's smallest card.
  const corner = new Graphics().roundRect(RANK_CORNER.x, RANK_CORNER.y, RANK_CORNER.w, RANK_CORNER.h, 10).fill(colour);
  face.addChild(corner);
  face.addChild(label(String(rank), 33, 29, { fontSize: 34, fontWeight: 'bold', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } }));
  // The influence number in its silver mark.
  face.addChild(new Graphics().circle(CARD_W - 27, 27, 15).fill(0xc9ced6).stroke({ width: 2.5, color: 0x7d848f }));
  face.addChild(label(String(influence(rank, colourSlot(seat, players))), CARD_W - 27, 28, { fontSize: 17, fontWeight: 'bold', fill: 0x30343a }));
  // Name, timing and text sit on the left, so a card half covered in a fanned hand still reads.
  face.addChild(nameText(rank));
  const icons = new Graphics();
  const timings = def.timings as readonly Timing[];
  timings.forEach((timing, i) => drawTiming(icons, timing, 21 + i * 22, 87, 16));
  face.addChild(icons);
  const text = new Text({
    text: def.text,
    style: { fontFamily: FONT, fill: 0x2a241c, fontSize: 11.5, lineHeight: 13.5, wordWrap: true, wordWrapWidth: CARD_W - 24 },
  });
  text.position.set(13, 98);
  face.addChild(text);
  return face;
}

function back(): Container {
  const card = new Container();
  const g = new Graphics()
    .roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(0x2b1a12)
    .roundRect(7, 7, CARD_W - 14, CARD_H - 14, CARD_RADIUS - 5).stroke({ width: 3, color: GOLD_DARK })
    .roundRect(14, 14, CARD_W - 28, CARD_H - 28, CARD_RADIUS - 7).fill(0x141414);
  card.addChild(g);
  card.addChild(sabers(new Graphics(), CARD_W / 2, CARD_H / 2 + 18, 70, 0xe9e4d8));
  card.addChild(skull(new Graphics(), CARD_W / 2, CARD_H / 2 - 14, 58));
  card.addChild(label('LIBERTALIA', CARD_W / 2, CARD_H - 30, { fontSize: 12, fontWeight: 'bold', fill: GOLD, letterSpacing: 2 }));
  return card;
}

/** The cards of a table of `players()` (the influence numbers depend on the number of seats). */
export function libertaliaPainter(players: () => number): CardPainter {
  return {
    key: (id) => `${players()}:${id}`,
    front: (id) => front(id, players()),
    back,
    parts: faceParts,
  };
}
