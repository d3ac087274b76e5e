/** The random bot, a legal action chosen uniformly (a baseline and a fuzzer). */
import type { Bot } from '../../core/engine';
import { pick } from '../../core/rng';
import type { MmAction, MmView } from './types';

export const randomBot: Bot<MmView, MmAction> = {
  name: 'random',
  choose: (_view, _seat, legal, rng) => pick(rng, legal),
};
