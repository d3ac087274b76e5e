/**
 * Port Royal card art, drawn procedurally at the base card size: ships in their type's
 * colour with coins (top) and the sabers needed to repel them or a skull (bottom); persons
 * with their skill (top left), influence shield (top right) and hiring cost (bottom); tax
 * increases; expedition requests with the symbols they need. The back is the coin every card
 * is worth when drawn face down (rulebook, "Setup").
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { cardDef, PERSON_NAMES, SHIP_NAMES } from '../../../shared/games/port-royal/data';
import type { CardDef, PersonKind } from '../../../shared/games/port-royal/types';
import { CARD_H, CARD_RADIUS, CARD_W, type CardPainter } from '../../table/card';
import type { RuleSet } from '../../../shared/games/port-royal/types';
import { taxBonus } from './tax';
import { coin, GOLD, GOLD_DARK, INK, PARCHMENT, sabers, shield, skull, star } from '../../table/icons';
import { bust, ship, SHIP_COLOURS, symbol } from './icons';

type Person = Extract<CardDef, { kind: 'person' }>;

const PERSON_COLOURS: Record<PersonKind, [coat: number, hat: number]> = {
  trader: [0x8a5a2b, 0x3b2612],
  settler: [0x6b8e3a, 0x4a3520],
  captain: [0x1f3f77, 0x111111],
  priest: [0x5b2a6e, 0x1d1d1d],
  jack: [0x777777, 0x8a5a2b],
  sailor: [0x2d5e8c, 0xdddddd],
  pirate: [0x9b2226, 0x111111],
  mademoiselle: [0xc2577a, 0xf1c0d0],
  jester: [0xd97b1e, 0x6a2c91],
  admiral: [0x15315e, 0xd4af37],
  governor: [0x2f5d3a, 0x111111],
};

function text(value: string, style: TextStyleOptions): Text {
  return new Text({ text: value, style: { fontFamily: 'Georgia, "Times New Roman", serif', fill: INK, ...style } });
}

/** A label centred at (x, y). */
function centred(value: string, x: number, y: number, style: TextStyleOptions): Text {
  const t = text(value, style);
  t.anchor.set(0.5);
  t.position.set(x, y);
  return t;
}

/** The card outline all faces share: a frame and an inner panel. */
function frame(fill: number, border = 0xe9dcb8): Graphics {
  return new Graphics()
    .roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(border)
    .roundRect(5, 5, CARD_W - 10, CARD_H - 10, CARD_RADIUS - 4).fill(fill);
}

/** A coin with a number on it. */
function coinValue(card: Container, value: string, x: number, y: number, size: number): void {
  card.addChild(coin(new Graphics(), x, y, size));
  card.addChild(centred(value, x, y + 1, { fontSize: size * 0.6, fontWeight: 'bold', fill: 0x4a2e05 }));
}

function shipFace(card: Extract<CardDef, { kind: 'ship' }>): Container {
  const face = new Container();
  const colour = SHIP_COLOURS[card.ship];
  face.addChild(frame(colour));
  const sea = new Graphics()
    .rect(5, 118, CARD_W - 10, 44).fill({ color: 0x0b2233, alpha: 0.35 });
  for (let i = 0; i < 4; i++) sea.moveTo(14 + i * 30, 128).quadraticCurveTo(22 + i * 30, 122, 30 + i * 30, 128).stroke({ width: 2, color: 0xffffff, alpha: 0.45 });
  face.addChild(sea);
  face.addChild(ship(new Graphics(), card.ship, CARD_W / 2, 96, 96));
  face.addChild(centred(SHIP_NAMES[card.ship], CARD_W / 2 + 14, 24, { fontSize: 19, fontWeight: 'bold', fill: 0xfff8e6, stroke: { color: 0x000000, width: 3 } }));
  coinValue(face, String(card.coins), 27, 27, 34);
  const plaque = new Graphics().roundRect(28, 158, CARD_W - 56, 30, 8).fill({ color: 0x0b0f14, alpha: 0.75 });
  face.addChild(plaque);
  if (card.sabers === null) {
    face.addChild(skull(new Graphics(), CARD_W / 2, 173, 24));
  } else {
    face.addChild(sabers(new Graphics(), CARD_W / 2 - 16, 173, 22));
    face.addChild(centred(String(card.sabers), CARD_W / 2 + 14, 173, { fontSize: 22, fontWeight: 'bold', fill: 0xfff8e6 }));
  }
  return face;
}

/** The skill badge in the top-left corner and the skill in words. */
function skill(card: Person): { draw(g: Graphics, face: Container): void; words: string } {
  const x = 26;
  const y = 28;
  switch (card.person) {
    case 'settler':
    case 'captain':
    case 'priest':
      return { draw: (g) => symbol(g, card.symbol ?? 'house', x, y, 26, 0xfff8e6), words: `Expedition: ${card.symbol}` };
    case 'jack':
      return {
        draw: (g) => {
          symbol(g, 'house', x - 9, y - 6, 12, 0xfff8e6);
          symbol(g, 'anchor', x + 9, y - 6, 12, 0xfff8e6);
          symbol(g, 'cross', x, y + 9, 12, 0xfff8e6);
        },
        words: 'Expedition: any one symbol',
      };
    case 'sailor':
    case 'pirate':
      return {
        draw: (g, face) => {
          sabers(g, x - 4, y, 24);
          face.addChild(centred(String(card.sabers ?? 1), x + 14, y + 10, { fontSize: 14, fontWeight: 'bold', fill: 0xfff8e6 }));
        },
        words: `${card.sabers ?? 1} ${card.sabers === 1 ? 'saber' : 'sabers'} to repel ships`,
      };
    case 'trader':
      return {
        draw: (g, face) => {
          g.roundRect(x - 13, y - 10, 26, 20, 4).fill(SHIP_COLOURS[card.trades ?? 'skiff']).stroke({ width: 1.5, color: 0xfff8e6 });
          face.addChild(centred('+1', x, y, { fontSize: 13, fontWeight: 'bold', fill: 0xfff8e6 }));
        },
        words: `+1 coin looting a ${SHIP_NAMES[card.trades ?? 'skiff']}`,
      };
    case 'mademoiselle':
      return {
        draw: (g, face) => {
          coin(g, x, y, 26);
          face.addChild(centred('−1', x, y + 1, { fontSize: 13, fontWeight: 'bold', fill: 0x4a2e05 }));
        },
        words: 'Hiring costs 1 coin less',
      };
    case 'jester':
      return {
        draw: (g, face) => {
          coin(g, x, y, 26);
          face.addChild(centred('+1', x, y + 1, { fontSize: 13, fontWeight: 'bold', fill: 0x4a2e05 }));
        },
        words: '+1 coin if the harbor is empty',
      };
    case 'admiral':
      return {
        draw: (g, face) => {
          coin(g, x, y, 26);
          face.addChild(centred('+2', x, y + 1, { fontSize: 13, fontWeight: 'bold', fill: 0x4a2e05 }));
        },
        words: '+2 coins with 5+ harbor cards',
      };
    case 'governor':
      return {
        draw: (g, face) => {
          g.roundRect(x - 9, y - 13, 18, 26, 3).fill(0xfff8e6).stroke({ width: 1.5, color: GOLD_DARK });
          face.addChild(centred('+1', x, y, { fontSize: 12, fontWeight: 'bold' }));
        },
        words: '+1 card in every Loot and Hire',
      };
  }
}

function personFace(card: Person): Container {
  const face = new Container();
  const [coat, hat] = PERSON_COLOURS[card.person];
  face.addChild(frame(PARCHMENT, 0xd9c28f));
  face.addChild(new Graphics().roundRect(5, 5, CARD_W - 10, 48, CARD_RADIUS - 4).fill(coat).rect(5, 40, CARD_W - 10, 13).fill(coat));
  const badge = new Graphics();
  const { draw, words } = skill(card);
  face.addChild(badge);
  draw(badge, face);
  face.addChild(shield(new Graphics(), CARD_W - 26, 28, 30));
  face.addChild(centred(String(card.influence), CARD_W - 26, 26, { fontSize: 17, fontWeight: 'bold', fill: 0xfff8e6 }));
  face.addChild(bust(new Graphics(), CARD_W / 2, 84, 50, coat, hat));
  const name = card.trades ? `${SHIP_NAMES[card.trades]} Trader` : PERSON_NAMES[card.person];
  face.addChild(centred(name, CARD_W / 2, 124, { fontSize: name.length > 13 ? 13 : 16, fontWeight: 'bold', align: 'center', wordWrap: true, wordWrapWidth: CARD_W - 16 }));
  face.addChild(centred(words, CARD_W / 2, 146, { fontSize: 10, fill: 0x4a3b28, align: 'center', wordWrap: true, wordWrapWidth: CARD_W - 22 }));
  coinValue(face, String(card.cost), CARD_W / 2, 174, 32);
  return face;
}

function taxFace(card: Extract<CardDef, { kind: 'tax' }>): Container {
  const face = new Container();
  face.addChild(frame(0x6e1d14, 0xd9c28f));
  face.addChild(centred('Tax', CARD_W / 2, 30, { fontSize: 26, fontWeight: 'bold', fill: GOLD, stroke: { color: 0x000000, width: 3 } }));
  face.addChild(centred('increase', CARD_W / 2, 54, { fontSize: 15, fill: 0xfff4d6 }));
  const pile = new Graphics();
  for (let i = 0; i < 4; i++) coin(pile, CARD_W / 2 - 16 + (i % 2) * 32, 88 - Math.floor(i / 2) * 14, 26);
  face.addChild(pile);
  face.addChild(centred('12+ coins:\nlose half', CARD_W / 2, 124, { fontSize: 13, fill: 0xfff4d6, align: 'center' }));
  const bonus = new Graphics().roundRect(18, 150, CARD_W - 36, 36, 8).fill({ color: 0x000000, alpha: 0.35 });
  face.addChild(bonus);
  if (card.bonus === 'most-sabers') sabers(bonus, 42, 168, 22);
  else star(bonus, 42, 168, 22, 0xbfc7cf);
  face.addChild(centred(card.bonus === 'most-sabers' ? 'most: +1' : 'fewest ★: +1', 84, 168, { fontSize: 13, fontWeight: 'bold', fill: 0xfff4d6 }));
  return face;
}

function expeditionFace(card: Extract<CardDef, { kind: 'expedition' }>): Container {
  const face = new Container();
  face.addChild(frame(0x1e5a5a, 0xd9c28f));
  face.addChild(new Graphics().roundRect(14, 50, CARD_W - 28, 84, 10).fill(PARCHMENT).stroke({ width: 2, color: GOLD_DARK }));
  coinValue(face, String(card.coins), 27, 27, 32);
  face.addChild(shield(new Graphics(), CARD_W - 26, 28, 30));
  face.addChild(centred(String(card.influence), CARD_W - 26, 26, { fontSize: 17, fontWeight: 'bold', fill: 0xfff8e6 }));
  const icons = new Graphics();
  const n = card.needs.length;
  card.needs.forEach((need, i) => symbol(icons, need, CARD_W / 2 + (i - (n - 1) / 2) * 36, 92, 30, 0x3a2a18));
  face.addChild(icons);
  face.addChild(centred('Expedition', CARD_W / 2, 152, { fontSize: 17, fontWeight: 'bold', fill: 0xfff4d6 }));
  if (card.fivePlayersOnly) face.addChild(centred('5 players', CARD_W / 2, 176, { fontSize: 12, fill: GOLD }));
  return face;
}

function back(): Container {
  const face = new Container();
  const g = new Graphics()
    .roundRect(0, 0, CARD_W, CARD_H, CARD_RADIUS).fill(0x14324a)
    .roundRect(6, 6, CARD_W - 12, CARD_H - 12, CARD_RADIUS - 4).stroke({ width: 2, color: GOLD, alpha: 0.7 })
    .roundRect(12, 12, CARD_W - 24, CARD_H - 24, CARD_RADIUS - 6).stroke({ width: 1, color: GOLD, alpha: 0.4 });
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.moveTo(CARD_W / 2 + Math.cos(a) * 44, CARD_H / 2 + Math.sin(a) * 44)
      .lineTo(CARD_W / 2 + Math.cos(a) * 58, CARD_H / 2 + Math.sin(a) * 58)
      .stroke({ width: 2, color: GOLD, alpha: 0.35 });
  }
  coin(g, CARD_W / 2, CARD_H / 2, 70);
  star(g, CARD_W / 2, CARD_H / 2, 30, GOLD_DARK);
  face.addChild(g);
  return face;
}

/** The faces of a table's cards; a tax card shows the bonus of the table's rule set (`rules`). */
export function createPortRoyalPainter(): CardPainter & { rules: RuleSet } {
  return {
    rules: 'merchants',
    key(id) {
      const card = cardDef(id);
      return JSON.stringify(card.kind === 'tax' ? { ...card, bonus: taxBonus(card.bonus, this.rules) } : card);
    },
    front(id) {
      const card = cardDef(id);
      switch (card.kind) {
        case 'ship':
          return shipFace(card);
        case 'person':
          return personFace(card);
        case 'tax':
          return taxFace({ ...card, bonus: taxBonus(card.bonus, this.rules) });
        case 'expedition':
          return expeditionFace(card);
      }
    },
    back,
  };
}
