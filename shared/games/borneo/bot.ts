/**
 * Borneo bots. They see only the view and their legal actions (the Bot interface); the
 * heuristic bot lives in heuristic.ts.
 */
import type { Bot } from '../../core/engine';
import { randomInt } from '../../core/rng';
import type { BorneoAction, BorneoView } from './types';

/** Plays any legal action, uniformly. */
export const randomBot: Bot<BorneoView, BorneoAction> = {
  name: 'random',
  choose(_view, _seat, legal, rng) {
    return legal[randomInt(rng, legal.length)]!;
  },
};
