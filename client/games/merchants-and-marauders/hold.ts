/**
 * My hold: what only I may see (Hidden information: docs/games/merchants-and-marauders.md): my cargo cards with their goods
 * and plunder values, the glory cards in my hand, my rumor, my mission and my stash, and the
 * goods drawn for me to buy with their prices. A spectator is told that these stay secret.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { GLORY, MISSIONS, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { PARCHMENT } from '../../table/icons';
import { goodChip } from './icons';
import type { Rect } from '../../table/geometry';
import type { Mine } from './words';
import { contrabandCardLook } from './contraband';

export class Hold extends Container {
  private readonly bg = new Graphics();
  private readonly texts = new Container();
  private shown = '';

  constructor() {
    super();
    this.eventMode = 'none';
    this.addChild(this.bg, this.texts);
  }

  update(mine: Mine | undefined, mission: number, rect: Rect, labelSize: number): void {
    const key = JSON.stringify([mine, mission, rect, labelSize]);
    if (key === this.shown) return;
    this.shown = key;
    const g = this.bg.clear();
    this.texts.removeChildren().forEach((c) => c.destroy());
    g.roundRect(rect.x, rect.y, rect.w, rect.h, 10).fill({ color: 0x0a2c3a, alpha: 0.6 });
    const size = Math.max(9, labelSize - 1);
    if (!mine) {
      this.write('You are watching: cargo, glory cards, rumors and stashes are secret to their owners.', rect.x + rect.w / 2, rect.y + rect.h / 2, size, rect.w - 16, 0.5);
      return;
    }
    const cardH = Math.min(rect.h - size - 14, 56);
    const cardW = Math.max(44, Math.min(84, cardH * 1.25));
    let x = rect.x + 8;
    const top = rect.y + size + 8;
    const section = (title: string) => {
      this.write(title, x, rect.y + 4, size * 0.9, 200, 0, 0, 0xb8c7cf);
    };
    const card = (lines: string[], colour: number, chip?: () => void) => {
      if (x + cardW > rect.x + rect.w - 4) return;
      g.roundRect(x, top, cardW, cardH, 5).fill(PARCHMENT).stroke({ width: 2, color: colour });
      chip?.();
      this.write(lines.join('\n'), x + cardW / 2, top + cardH / 2 + (chip ? size * 0.3 : 0), Math.max(8, size * 0.82), cardW - 6, 0.5, 0.5, 0x1d1a16);
      x += cardW + 5;
    };
    const buying = mine.buyCards.length > 0;
    section(buying ? 'Goods for sale' : 'My cargo');
    const cargo = buying ? mine.buyCards : mine.cargo;
    if (cargo.length === 0) {
      this.write('empty', x, top + cardH / 2, size, 80, 0, 0.5);
      x += 60;
    }
    cargo.forEach((id, i) => {
      const c = CARGO[id];
      if (!c) return;
      const price = buying ? `${mine.buyPrices[i] ?? '?'} gold` : `${c.plunder} plunder`;
      const cx = x;
      const look = contrabandCardLook(mine, id, buying);
      card(look ? [...look.lines.slice(0, 1), price, ...look.lines.slice(1)] : [c.good, price], look?.colour ?? 0x6b5a33, () => goodChip(g, c.good, cx + cardW / 2, top + size * 0.8, size));
    });
    x += 10;
    if (mine.gloryHand.length > 0) {
      section('Glory cards');
      for (const id of mine.gloryHand) card([GLORY[id]?.title ?? '?'], 0xf2c14e);
      x += 10;
    }
    for (const id of mine.rumorChoice.length ? mine.rumorChoice : mine.rumor >= 0 ? [mine.rumor] : []) {
      section('Rumor');
      const r = RUMORS[id];
      card([r?.title ?? '?', `${r?.zone ?? '?'} · ${r?.gold ?? '?'} gold`], 0x9c6ade);
    }
    if (mission >= 0) {
      section('Mission');
      const m = MISSIONS[mission];
      card([m?.title ?? '?', `to ${m?.deliverTo ?? '?'}`], 0x00897b);
    }
    // Favors (Seas of Glory module 10) are as secret as the stash: only here, in my own panel.
    const favors = mine.favors === undefined ? '' : `\n${mine.favors} favor${mine.favors === 1 ? '' : 's'}`;
    if (x + 90 < rect.x + rect.w) this.write(`Stash\n${mine.stash} gold${favors}`, x + 4, top + cardH / 2, size, 90, 0, 0.5, 0xf2c14e);
  }

  private write(value: string, x: number, y: number, size: number, wrap: number, ax = 0, ay = 0.5, fill = 0xd8e4ea): void {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: size, fill, align: ax === 0.5 ? 'center' : 'left', wordWrap: true, wordWrapWidth: Math.max(20, wrap) } });
    t.anchor.set(ax, ay);
    t.position.set(x, y);
    if (t.width > wrap) t.scale.set(wrap / t.width);
    this.texts.addChild(t);
  }
}
