/**
 * A coin icon with a count that runs up or down to its new value, and a "+2" / "−6" that
 * floats away from it, so a gain or a loss is noticed even at a glance.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { coin } from './icons';
import { easeOutCubic, linear, type Tweener } from './tween';

export class CoinCounter extends Container {
  private value = 0;
  private shown = { v: 0 };
  private readonly countText: Text;
  private readonly icon = new Graphics();

  constructor(private readonly tweener: Tweener, private readonly size = 22) {
    super();
    coin(this.icon, size / 2, size / 2, size);
    this.icon.pivot.set(size / 2, size / 2);
    this.icon.position.set(size / 2, size / 2);
    this.countText = new Text({
      text: '0',
      style: { fontFamily: 'Georgia, serif', fontSize: size * 0.8, fontWeight: 'bold', fill: 0xfff4d6 },
    });
    this.countText.anchor.set(0, 0.5);
    this.countText.position.set(size + 5, size / 2);
    this.addChild(this.icon, this.countText);
  }

  setValue(value: number, animate: boolean): void {
    if (value === this.value) return;
    const delta = value - this.value;
    this.value = value;
    if (!animate) {
      this.shown.v = value;
      this.countText.text = grouped(value);
      return;
    }
    const ms = Math.min(900, 180 + Math.abs(delta) * 90);
    void this.tweener.to(this.shown, { v: value }, ms, {
      ease: linear,
      onUpdate: () => (this.countText.text = grouped(Math.round(this.shown.v))),
    });
    this.float(delta);
  }

  private float(delta: number): void {
    const text = new Text({
      text: delta > 0 ? `+${delta}` : `−${-delta}`,
      style: {
        fontFamily: 'Georgia, serif', fontSize: this.size * 0.9, fontWeight: 'bold',
        fill: delta > 0 ? 0x9be27a : 0xff7a6b, stroke: { color: 0x101418, width: 3 },
      },
    });
    text.anchor.set(0.5, 1);
    text.position.set(this.size / 2, 0);
    this.addChild(text);
    void this.tweener.to(text, { y: -this.size * 1.4, alpha: 0 }, 1100, { ease: easeOutCubic }).then(() => text.destroy());
    // A short pulse of the coin itself.
    this.icon.scale.set(1.25);
    void this.tweener.to(this.icon.scale, { x: 1, y: 1 }, 400);
  }
}

/** "54,000": the same digits as the words beside it ("54,000 doubloons"). */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
