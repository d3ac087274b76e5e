/**
 * A face-down draw pile: a few stacked backs (thicker as it grows) with its count on top.
 * It can be a click target ("reveal a card").
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { CARD_H, CARD_RADIUS, CARD_W, type CardArt } from './card';

export class DeckPile extends Container {
  private readonly layers: Sprite[] = [];
  private readonly glow = new Graphics();
  private readonly empty = new Graphics();
  private readonly count: Text;

  constructor(art: CardArt) {
    super();
    this.empty.roundRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, CARD_RADIUS).stroke({ width: 4, color: 0xffffff, alpha: 0.25 });
    this.addChild(this.glow, this.empty);
    for (let i = 0; i < 4; i++) {
      const layer = new Sprite(art.back());
      layer.anchor.set(0.5);
      layer.width = CARD_W;
      layer.height = CARD_H;
      layer.position.set(-i * 3, -i * 3);
      this.layers.push(layer);
      this.addChild(layer);
    }
    this.count = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontSize: 40, fontWeight: 'bold', fill: 0xfff4d6, stroke: { color: 0x000000, width: 6 } } });
    this.count.anchor.set(0.5);
    this.count.label = 'deck-count';
    this.label = 'deck';
    this.addChild(this.count);
  }

  setCount(n: number): void {
    const visible = n === 0 ? 0 : Math.min(4, 1 + Math.floor(n / 12));
    this.layers.forEach((layer, i) => (layer.visible = i < visible));
    this.empty.visible = n === 0;
    this.count.text = String(n);
    this.count.position.set(-(visible - 1) * 3, -(visible - 1) * 3);
  }

  /** The top card's centre relative to the pile (cards are drawn from, and returned to, here). */
  topOffset(): number {
    return -(this.layers.filter((l) => l.visible).length - 1) * 3 * this.scale.x;
  }

  setClickable(on: boolean, onTap: () => void): void {
    this.eventMode = on ? 'static' : 'none';
    this.cursor = on ? 'pointer' : 'default';
    this.removeAllListeners('pointertap');
    if (on) this.on('pointertap', onTap);
    this.glow.clear();
    if (on) {
      this.glow
        .roundRect(-CARD_W / 2 - 14, -CARD_H / 2 - 14, CARD_W + 22, CARD_H + 22, CARD_RADIUS + 7).stroke({ width: 10, color: 0x7be0c3, alpha: 0.3 })
        .roundRect(-CARD_W / 2 - 9, -CARD_H / 2 - 9, CARD_W + 12, CARD_H + 12, CARD_RADIUS + 4).stroke({ width: 6, color: 0x7be0c3 });
    }
  }
}
