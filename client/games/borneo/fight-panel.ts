/**
 * A rank fight in progress (rulebook "2. Companies"): the company, the attacker's cards and
 * flags on the left, the defender's cards, flags and bonus on the right, and the outcome once
 * the defender has played. The cards themselves are sprites of the card layer, placed over it.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { plural } from '../../../shared/games/borneo/cards';
import { COMPANIES } from '../../../shared/games/borneo/data';
import type { FightView } from '../../../shared/games/borneo/types';
import { companyColour, flag } from './icons';
import type { Rect } from '../../table/geometry';

const ATTACK = 0xff8a5c;
const DEFEND = 0x7be0c3;

export class FightPanel extends Container {
  private readonly bg = new Graphics();
  private readonly labels = new Container();
  private shown = '';

  constructor() {
    super();
    this.eventMode = 'none';
    this.addChild(this.bg, this.labels);
  }

  update(fight: FightView, rect: Rect, labelSize: number, name: (seat: number) => string): void {
    const key = JSON.stringify([fight, rect, labelSize, name(fight.attacker), name(fight.defender)]);
    if (key === this.shown) return;
    this.shown = key;
    this.bg.clear();
    this.labels.removeChildren().forEach((child) => child.destroy());
    this.visible = fight.company >= 0;
    if (!this.visible) return;
    const colour = companyColour(fight.company);
    this.bg.roundRect(rect.x, rect.y, rect.w, rect.h, 14).fill({ color: 0x071d28, alpha: 0.9 }).stroke({ width: 3, color: colour });
    flag(this.bg, fight.company, rect.x + 24, rect.y + 20, 24);
    const size = Math.max(11, labelSize);
    this.write(`Fight in the ${COMPANIES[fight.company]} company`, rect.x + 44, rect.y + 20, size + 1, 0xfff4d6, 0);
    const top = rect.y + 36;
    const half = rect.w / 2;
    this.bg.moveTo(rect.x + half, top).lineTo(rect.x + half, rect.y + rect.h - 10).stroke({ width: 1.5, color: 0xffffff, alpha: 0.2 });
    const wrap = half - 24;
    this.write(`${name(fight.attacker)} (rank ${fight.attackerRank + 1}): ${plural(fight.attackFlags, 'flag')}`, rect.x + 14, top, size, ATTACK, 0, wrap);
    const defence = fight.winner === '' ? `bonus ${fight.bonus}` : `${plural(fight.defendFlags, 'flag')} + bonus ${fight.bonus} = ${fight.defendFlags + fight.bonus}`;
    this.write(`${name(fight.defender)} (rank ${fight.defenderRank + 1}): ${defence}`, rect.x + half + 14, top, size, DEFEND, 0, wrap);
    if (fight.winner !== '') {
      const won = fight.winner === 'attacker';
      const verdict = won ? 'The attack succeeds' : 'The defence holds';
      // Beside the title where there is room, else along the bottom.
      if (rect.w >= 520) this.write(verdict, rect.x + rect.w - 14, rect.y + 20, size + 1, won ? ATTACK : DEFEND, 1);
      else this.write(verdict, rect.x + rect.w / 2, rect.y + rect.h - 14, size + 1, won ? ATTACK : DEFEND, 0.5);
    } else if (fight.defendCards.length === 0) {
      this.write('waiting for the defence…', rect.x + half + 14, top + size * 2 + 8, size - 1, 0xb8c7cf, 0, wrap);
    }
  }

  private write(value: string, x: number, y: number, size: number, fill: number, anchorX: number, wrap = 0): void {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fontWeight: 'bold', fill, wordWrap: wrap > 0, wordWrapWidth: wrap } });
    t.anchor.set(anchorX, wrap > 0 ? 0 : 0.5);
    t.position.set(x, y);
    this.labels.addChild(t);
  }
}
