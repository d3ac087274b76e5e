/**
 * An icon and a number beside it that pops when it changes: a seat's influence, sabers,
 * score or hand size on its name line.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { easeOutBack, type Tweener } from './tween';

export interface StatLook {
  /** The number's size as a share of the icon's. */
  fontScale: number;
  /** Space between the icon and the number. */
  gap: number;
}

export class Stat extends Container {
  private readonly icon = new Graphics();
  private readonly value: Text;
  private current = Number.NaN;

  constructor(private readonly draw: (g: Graphics, size: number) => void, private readonly tweener: Tweener, private readonly look: StatLook = { fontScale: 0.8, gap: 4 }) {
    super();
    this.value = new Text({ text: '0', style: { fontFamily: 'Georgia, serif', fontWeight: 'bold', fill: 0xfff4d6, fontSize: 14 } });
    this.value.anchor.set(0, 0.5);
    this.addChild(this.icon, this.value);
  }

  setIconSize(size: number): void {
    this.icon.clear();
    this.draw(this.icon, size);
    this.value.style.fontSize = size * this.look.fontScale;
    this.value.position.set(size + this.look.gap, size / 2);
  }

  set(value: number, animate: boolean): void {
    if (value === this.current) return;
    this.current = value;
    this.value.text = String(value);
    if (!animate) return;
    this.value.scale.set(1.6);
    void this.tweener.to(this.value.scale, { x: 1, y: 1 }, 450, { ease: easeOutBack });
  }

  get textWidth(): number {
    return this.value.x + this.value.width;
  }
}
