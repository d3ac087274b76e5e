/**
 * The loyalty track of Seas of Glory module 11 on a seat's panel: eight pips from Mutiny (left,
 * red) to Fierce loyalty (right, gold), Content marked by a ring, and the crew's marker in the
 * seat's colour, which slides along the track when the crew's loyalty changes (as the fleet's
 * ships sail). The step's name is written with the panel's other facts (`loyaltyWords`).
 */
import { Graphics } from 'pixi.js';
import { CONTENT, LOYALTY_STEPS } from '../../../shared/games/merchants-and-marauders/loyalty';
import { easeInOutCubic, type Tweener } from '../../table/tween';

const ENDS = { low: 0xff6b5c, high: 0xf2c14e, mid: 0xb8c7cf } as const;
const SLIDE_MS = 650;

const tintOf = (i: number): number => (i === 0 ? ENDS.low : i === LOYALTY_STEPS.length - 1 ? ENDS.high : ENDS.mid);
const gapOf = (size: number): number => size * 1.35;

/** The centre of a step's pip, for a track whose right end is at `right`. */
export const loyaltyPipX = (right: number, size: number, step: number): number =>
  right - gapOf(size) * (LOYALTY_STEPS.length - 1) - size / 2 + step * gapOf(size);

/** Draws the track's pips with its right end at `right`, centred on `y`; `size` is a pip's diameter. */
export function drawLoyaltyTrack(g: Graphics, right: number, y: number, size: number): void {
  LOYALTY_STEPS.forEach((_, i) => {
    const x = loyaltyPipX(right, size, i);
    g.circle(x, y, size * 0.4).stroke({ width: 1, color: tintOf(i), alpha: 0.85 });
    if (i === CONTENT) g.circle(x, y, size * 0.15).fill({ color: tintOf(i), alpha: 0.8 });
  });
}

/** The crew's marker on the track: placed at once, or slid to its new step when seen changing. */
export class LoyaltyMarker extends Graphics {
  private step = -1;

  constructor(private readonly tweener: Tweener) {
    super();
    this.visible = false;
  }

  show(right: number, y: number, size: number, step: number, colour: number, animate: boolean): void {
    this.clear().circle(0, 0, size * 0.55).fill(colour).stroke({ width: 1.5, color: tintOf(step) });
    this.visible = true;
    const x = loyaltyPipX(right, size, step);
    this.tweener.kill(this.position);
    if (animate && this.step >= 0 && step !== this.step) {
      this.position.y = y;
      void this.tweener.to(this.position, { x }, SLIDE_MS, { ease: easeInOutCubic });
    } else this.position.set(x, y);
    this.step = step;
  }

  hide(): void {
    this.visible = false;
    this.step = -1;
  }
}

/** "loyalty: Content" for the panel's facts line. */
export const loyaltyWords = (step: number): string => `loyalty: ${LOYALTY_STEPS[step] ?? '?'}`;
