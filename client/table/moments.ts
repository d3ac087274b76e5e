/**
 * Table moments: a banner across the table ("Bust!", "Tax increase!"), a shake of the whole
 * scene and a coloured flash. Used for the events a player must not miss.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { easeOutBack, easeOutCubic, linear, type Tweener } from './tween';

export class Moments {
  readonly layer = new Container();
  private width = 0;
  private height = 0;

  constructor(private readonly scene: Container, private readonly tweener: Tweener) {
    this.layer.eventMode = 'none';
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
  }

  async banner(title: string, subtitle: string, color: number): Promise<void> {
    const band = new Container();
    const h = Math.min(120, this.height * 0.2);
    const bg = new Graphics()
      .rect(0, -h / 2, this.width, h).fill({ color: 0x0b1620, alpha: 0.82 })
      .rect(0, -h / 2, this.width, 4).fill(color)
      .rect(0, h / 2 - 4, this.width, 4).fill(color);
    const big = new Text({
      text: title,
      style: { fontFamily: 'Georgia, serif', fontSize: h * 0.42, fontWeight: 'bold', fill: color, stroke: { color: 0x000000, width: 4 }, letterSpacing: 2 },
    });
    big.anchor.set(0.5, 0.75);
    big.position.set(this.width / 2, 0);
    const small = new Text({
      text: subtitle,
      style: { fontFamily: 'Georgia, serif', fontSize: Math.max(12, h * 0.17), fill: 0xfff4d6, align: 'center', wordWrap: true, wordWrapWidth: this.width * 0.9 },
    });
    small.anchor.set(0.5, 0);
    small.position.set(this.width / 2, h * 0.12);
    band.addChild(bg, big, small);
    band.position.set(0, this.height / 2);
    band.alpha = 0;
    band.scale.y = 0.2;
    this.layer.addChild(band);
    await Promise.all([
      this.tweener.to(band, { alpha: 1 }, 180),
      this.tweener.to(band.scale, { y: 1 }, 320, { ease: easeOutBack }),
    ]);
    await this.tweener.wait(1300);
    await this.tweener.to(band, { alpha: 0 }, 400, { ease: linear });
    band.destroy({ children: true });
  }

  async shake(strength = 10, ms = 420): Promise<void> {
    // The scene rests at the origin; overlapping shakes must not drift it.
    const origin = { x: 0, y: 0 };
    const state = { t: 0 };
    await this.tweener.to(state, { t: 1 }, ms, {
      ease: linear,
      onUpdate: (t) => {
        const fade = 1 - t;
        this.scene.x = origin.x + Math.sin(t * 55) * strength * fade;
        this.scene.y = origin.y + Math.cos(t * 43) * strength * 0.6 * fade;
      },
    });
    this.scene.position.set(origin.x, origin.y);
  }

  async flash(color: number, alpha = 0.35): Promise<void> {
    const veil = new Graphics().rect(0, 0, this.width, this.height).fill(color);
    veil.alpha = alpha;
    this.layer.addChild(veil);
    await this.tweener.to(veil, { alpha: 0 }, 600, { ease: easeOutCubic });
    veil.destroy();
  }
}
