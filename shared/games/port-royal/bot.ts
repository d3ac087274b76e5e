/**
 * Port Royal bots. They see only the view and their legal actions (the Bot interface).
 */
import type { Bot } from '../../core/engine';
import { randomInt } from '../../core/rng';
import type { PortRoyalAction, PortRoyalView } from './types';

/** Plays any legal action, uniformly. */
export const randomBot: Bot<PortRoyalView, PortRoyalAction> = {
  name: 'random',
  choose(_view, _seat, legal, rng) {
    return legal[randomInt(rng, legal.length)]!;
  },
};
