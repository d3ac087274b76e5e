/**
 * A battle or a merchant raid in progress, over the map (rulebook "Combat" and "Merchant
 * raids"): each side with its ship's state, its declaration, its last roll and the hit
 * location dice it inflicts, the glory cards played; for a raid the merchant's cargo cards and
 * the raider's SEAMANSHIP roll. New rolls tumble before they land (random faces only for the
 * show: the result is the server's).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { GLORY } from '../../../shared/games/merchants-and-marauders/glory';
import type { CombatSideView, PlayerView } from '../../../shared/games/merchants-and-marauders/types';
import { linear, type Tweener } from '../../table/tween';
import { dieFace, NATION_COLOUR } from './icons';
import { drawRaidCards } from './raid-cards';
import type { Rect } from '../../table/geometry';
import { type MmBoard, shipName } from './words';
import { weaponMarks } from './galleon';
import { npcUpgradeMarks } from './npc-upgrade-words';

const ROLL_MS = 700;
const ATTACK = 0xff8a5c;
const DEFEND = 0x7be0c3;

interface DiceRow {
  g: Graphics;
  faces: number[];
  x: number;
  y: number;
  size: number;
}

export class CombatPanel extends Container {
  private readonly bg = new Graphics();
  private readonly texts = new Container();
  private readonly dice = new Container();
  private shown = '';
  private lastRolls = new Map<string, string>();

  constructor(private readonly tweener: Tweener) {
    super();
    this.addChild(this.bg, this.texts, this.dice);
    this.eventMode = 'none';
  }

  /** Returns how long the rolls tumble (0 when nothing new was rolled). */
  update(board: MmBoard, name: (kind: string, id: number) => string, rect: Rect, labelSize: number, animate: boolean): number {
    const c = board.combat;
    const r = board.raid;
    this.visible = c.active || r.active;
    if (!this.visible) {
      this.shown = '';
      this.lastRolls.clear();
      return 0;
    }
    const key = JSON.stringify([c, r, rect, labelSize, c.active ? [board.seats[c.attacker.id], board.seats[c.defender.id]] : []]);
    if (key === this.shown) return 0;
    this.shown = key;
    this.bg.clear().roundRect(rect.x, rect.y, rect.w, rect.h, 14).fill({ color: 0x071d28, alpha: 0.92 }).stroke({ width: 3, color: c.active ? ATTACK : 0xd8c48c });
    this.texts.removeChildren().forEach((x) => x.destroy());
    this.dice.removeChildren().forEach((x) => x.destroy());
    const size = Math.max(10, labelSize);
    const rows: { id: string; row: DiceRow }[] = [];
    if (c.active) {
      this.write(`Battle · ${c.stage} combat · round ${c.round}${c.step ? ` · ${c.step}` : ''}`, rect.x + 14, rect.y + 10, size + 2, rect.w - 28, 0xfff4d6, true);
      const half = rect.w / 2;
      const top = rect.y + size * 2.6;
      this.bg.moveTo(rect.x + half, top).lineTo(rect.x + half, rect.y + rect.h - 12).stroke({ width: 1.5, color: 0xffffff, alpha: 0.2 });
      const sides = [c.attacker, c.defender];
      sides.forEach((side, i) => {
        const x = rect.x + 14 + i * half;
        const w = half - 28;
        rows.push(...this.side(board, side, i, name(side.kind, side.id), c.waiting === i, { x, y: top, w, h: rect.y + rect.h - top - 10 }, size));
      });
      if (c.winner >= 0) this.write(`${name(sides[c.winner]!.kind, sides[c.winner]!.id)} won the battle`, rect.x + rect.w / 2, rect.y + rect.h - size * 1.8, size + 1, rect.w - 20, 0xf2c14e, true, 0.5);
    } else {
      const nation = r.nation || r.tokenNation;
      this.write(`Merchant raid · a ${r.tokenNation} merchant${r.nation ? ` taken as ${r.nation}` : ''}`, rect.x + 14, rect.y + 10, size + 2, rect.w - 28, 0xfff4d6, true);
      if (nation) this.bg.rect(rect.x + rect.w - 40, rect.y + 12, 24, 16).fill(NATION_COLOUR[nation]);
      const top = rect.y + size * 3;
      const cardH = drawRaidCards(this.bg, this.write.bind(this), r.cards, rect.x + 14, top, rect.w - 28, {
        slots: 4,
        border: (card) => (card.icon === 'escape' ? DEFEND : ATTACK),
        iconWords: (card) => (card.icon === 'escape' ? 'escape' : `hit: ${card.icon}`),
      });
      if (r.step === 'engage') this.write('The raider decides: raid it (a bounty of its nation) or let it sail away.', rect.x + 14, top, size, rect.w - 28, 0xd8e4ea);
      const diceY = top + cardH + size * 2;
      if (r.dice.length) {
        this.write(`SEAMANSHIP: ${r.successes} success${r.successes === 1 ? '' : 'es'} to spend`, rect.x + 14, diceY - size * 1.6, size, rect.w - 28, 0xd8e4ea);
        rows.push({ id: 'raid', row: this.diceRow(r.dice, rect.x + 14 + size, diceY + size, Math.min(34, size * 2.2)) });
      }
    }
    // New rolls tumble; unchanged ones are drawn still.
    let tumble = 0;
    const now = new Map<string, string>();
    for (const { id, row } of rows) {
      const before = this.lastRolls.get(id);
      const value = JSON.stringify(row.faces);
      now.set(id, value);
      if (animate && before !== value && row.faces.length > 0) {
        this.roll(row);
        tumble = ROLL_MS;
      } else this.paintDice(row, row.faces);
    }
    this.lastRolls = now;
    return tumble;
  }

  private side(board: MmBoard, side: CombatSideView, i: number, who: string, waiting: boolean, r: Rect, size: number): { id: string; row: DiceRow }[] {
    const colour = i === 0 ? ATTACK : DEFEND;
    let y = r.y;
    const line = (text: string, fill = 0xd8e4ea, bold = false) => {
      const t = this.write(text, r.x, y, size, r.w, fill, bold);
      y += t.height + 3;
    };
    line(`${i === 0 ? 'Attacker' : 'Defender'}: ${who}${waiting ? ' (deciding…)' : ''}`, colour, true);
    const p: PlayerView | undefined = side.kind === 'player' ? board.seats[side.id] : undefined;
    const ship = p
      ? `${shipName(p.shipType)} · hull ${p.hull}/${p.maxHull} · masts ${p.masts} · crew ${p.crew}/${p.maxCrew} · cannons ${p.cannons}/${p.maxCannons}`
      : `${shipName(side.shipType)} · hull ${side.hull} · masts ${side.masts} · crew ${side.crew} · cannons ${side.cannons}`;
    line(ship);
    if (side.declared) line(`Declared: ${side.declared.toUpperCase()}`, 0xfff4d6, true);
    if (side.hasAnnounced) line('Has announced a glory card', 0xf2c14e);
    if (side.played.length) line(`Played: ${side.played.map((id) => GLORY[id]?.title ?? '?').join(', ')}`, 0xf2c14e);
    if (side.shot) line(`Fires ${side.shot.replace('-', ' ')}`);
    for (const mark of weaponMarks(board, side, i)) line(mark, 0xffb36b);
    for (const mark of npcUpgradeMarks(board, side)) line(mark, 0xffb36b);
    if (side.skullsToAssign > 0) line(`${side.skullsToAssign} skull hit${side.skullsToAssign === 1 ? '' : 's'} to place on its own ship`, ATTACK);
    const rows: { id: string; row: DiceRow }[] = [];
    const die = Math.min(30, size * 2, r.w / 8);
    if (side.dice.length) {
      line('Roll (a skull is a success):');
      rows.push({ id: `d${i}`, row: this.diceRow(side.dice, r.x + die / 2, y + die / 2, die) });
      y += die + 6;
    }
    if (side.hitRolls.length) {
      line('Hit locations (1 cargo, 2 masts, 3 crew, 4 cannons, skull: chosen):');
      rows.push({ id: `h${i}`, row: this.diceRow(side.hitRolls, r.x + die / 2, y + die / 2, die) });
    }
    return rows;
  }

  private diceRow(faces: number[], x: number, y: number, size: number): DiceRow {
    const g = new Graphics();
    this.dice.addChild(g);
    return { g, faces, x, y, size };
  }

  private paintDice(row: DiceRow, faces: number[]): void {
    const g = row.g.clear();
    faces.forEach((face, i) => dieFace(g, face, row.x + i * row.size * 1.2, row.y, row.size, face === 0));
  }

  private roll(row: DiceRow): void {
    let last = -1;
    void this.tweener.to({ t: 0 }, { t: 1 }, ROLL_MS, {
      ease: linear,
      onUpdate: (t) => {
        if (row.g.destroyed) return;
        if (t >= 1) {
          this.paintDice(row, row.faces);
          row.g.rotation = 0;
          return;
        }
        const step = Math.floor(t * 10);
        if (step === last) return;
        last = step;
        this.paintDice(row, row.faces.map(() => Math.floor(Math.random() * 5)));
      },
    });
  }

  private write(value: string, x: number, y: number, size: number, wrap: number, fill: number, bold = false, ax = 0): Text {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fill, fontWeight: bold ? 'bold' : 'normal', align: ax === 0.5 ? 'center' : 'left', wordWrap: true, wordWrapWidth: Math.max(20, wrap) } });
    t.anchor.set(ax, 0);
    t.position.set(x, y);
    this.texts.addChild(t);
    return t;
  }
}
