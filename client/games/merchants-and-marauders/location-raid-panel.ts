/**
 * A location raid in progress (Seas of Glory module 9), over the map like a merchant raid: the
 * location's defense cards (hit icons in red, escape icons in green; the missionary's hits
 * struck out), the bombardment dice that tumble as they are rolled, and the step the raider is at.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { LOCATION_CARDS, kindOf, type LocationKind } from '../../../shared/games/merchants-and-marauders/locations';
import type { Rect } from '../../table/geometry';
import { linear, type Tweener } from '../../table/tween';
import { dieFace } from './icons';
import { drawRaidCards } from './raid-cards';
import { type MmBoard, zoneName } from './words';

const ROLL_MS = 700;
const HIT = 0xff8a5c;
const ESCAPE = 0x7be0c3;
const STEPS: Record<string, string> = {
  bombard: 'Bombardment: a die per cannon, one at a time; each skull silences a card of the raider\'s choice.',
  assault: 'The guns have spoken: storm ashore (a crew hit per escape, less LEADERSHIP successes) or retreat.',
  keep: 'Taken: the raider keeps the cargo there is room for.',
};

export class LocationRaidPanel extends Container {
  private readonly bg = new Graphics();
  private readonly dice = new Graphics();
  private readonly texts = new Container();
  private shown = '';
  private lastDice = 0;

  constructor(private readonly tweener: Tweener) {
    super();
    this.addChild(this.bg, this.texts, this.dice);
    this.eventMode = 'none';
  }

  /** Returns how long a new die tumbles (0 when none was rolled). */
  update(board: MmBoard, raider: string, rect: Rect, labelSize: number, animate: boolean): number {
    const r = board.seas?.locations?.raid;
    this.visible = Boolean(r?.active);
    if (!r || !r.active) {
      this.shown = '';
      this.lastDice = 0;
      return 0;
    }
    const key = JSON.stringify([r, rect, labelSize]);
    if (key === this.shown) return 0;
    this.shown = key;
    const card = LOCATION_CARDS[kindOf(r.token) as LocationKind];
    const size = Math.max(10, labelSize);
    this.bg.clear().roundRect(rect.x, rect.y, rect.w, rect.h, 14).fill({ color: 0x071d28, alpha: 0.92 }).stroke({ width: 3, color: HIT });
    this.texts.removeChildren().forEach((x) => x.destroy());
    this.write(`Location raid · ${raider} attacks the ${card?.name ?? 'location'} in ${zoneName(r.zone)}`, rect.x + 14, rect.y + 10, size + 2, rect.w - 28, 0xfff4d6, true);
    const top = rect.y + size * 3;
    const cardH = drawRaidCards(this.bg, this.write.bind(this), r.cards, rect.x + 14, top, rect.w - 28, {
      slots: 5,
      border: (c) => (c.icon === 'escape' ? ESCAPE : HIT),
      iconWords: (c) => (c.icon === 'escape' ? 'escape' : card?.ignoreHits ? 'no guns' : `hit: ${c.icon}`),
    });
    const below = top + cardH + size;
    const gold = r.gold > 0 ? ` Plunder: ${r.gold} gold.` : '';
    this.write(`${STEPS[r.step] ?? ''}${r.toDiscard > 0 ? ` ${r.toDiscard} card${r.toDiscard === 1 ? '' : 's'} to silence.` : ''}${gold}`, rect.x + 14, below, size, rect.w - 28, 0xd8e4ea);
    const die = Math.min(34, size * 2.2);
    const row = { x: rect.x + 14 + die / 2, y: below + size * 3.2 + die / 2, size: die };
    const fresh = animate && r.dice.length > this.lastDice;
    this.lastDice = r.dice.length;
    if (!fresh) {
      this.paint(r.dice, row);
      return 0;
    }
    this.tumble(r.dice, row);
    return ROLL_MS;
  }

  private paint(faces: number[], row: { x: number; y: number; size: number }): void {
    const g = this.dice.clear();
    faces.forEach((face, i) => dieFace(g, face, row.x + i * row.size * 1.2, row.y, row.size, face === 0));
  }

  /** The newest die tumbles before it lands (random faces for the show; the result is the server's). */
  private tumble(faces: number[], row: { x: number; y: number; size: number }): void {
    let last = -1;
    void this.tweener.to({ t: 0 }, { t: 1 }, ROLL_MS, {
      ease: linear,
      onUpdate: (t) => {
        if (this.dice.destroyed) return;
        if (t >= 1) return this.paint(faces, row);
        const step = Math.floor(t * 10);
        if (step === last) return;
        last = step;
        this.paint([...faces.slice(0, -1), Math.floor(Math.random() * 5)], row);
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
