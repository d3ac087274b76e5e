/**
 * The loyalty track of Seas of Glory module 11 on a seat's panel: eight pips from Mutiny (left,
 * red) to Fierce loyalty (right, gold), Content marked by a ring, the crew's step filled in the
 * seat's colour. The step's name is written with the panel's other facts (`loyaltyWords`).
 */
import type { Graphics } from 'pixi.js';
import { CONTENT, LOYALTY_STEPS } from '../../../shared/games/merchants-and-marauders/loyalty';

const ENDS = { low: 0xff6b5c, high: 0xf2c14e, mid: 0xb8c7cf } as const;

/** Draws the track with its right end at `right`, centred on `y`; `size` is a pip's diameter. */
export function drawLoyaltyTrack(g: Graphics, right: number, y: number, size: number, step: number, colour: number): void {
  const gap = size * 1.35;
  const left = right - gap * (LOYALTY_STEPS.length - 1) - size / 2;
  LOYALTY_STEPS.forEach((_, i) => {
    const x = left + i * gap;
    const tint = i === 0 ? ENDS.low : i === LOYALTY_STEPS.length - 1 ? ENDS.high : ENDS.mid;
    if (i === step) g.circle(x, y, size * 0.55).fill(colour).stroke({ width: 1.5, color: tint });
    else g.circle(x, y, size * 0.4).stroke({ width: 1, color: tint, alpha: 0.85 });
    if (i === CONTENT && i !== step) g.circle(x, y, size * 0.15).fill({ color: tint, alpha: 0.8 });
  });
}

/** "loyalty: Content" for the panel's facts line. */
export const loyaltyWords = (step: number): string => `loyalty: ${LOYALTY_STEPS[step] ?? '?'}`;
