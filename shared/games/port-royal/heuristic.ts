/**
 * Port Royal: a bot that plays like a sensible human (first version).
 */
import type { Bot } from '../../core/engine';
import type { PortRoyalAction, PortRoyalView } from './types';

export const heuristicBot: Bot<PortRoyalView, PortRoyalAction> = {
  name: 'heuristic',
  choose(view, _seat, legal) {
    const expedition = legal.find((a) => a.type === 'expedition');
    if (expedition) return expedition;
    if (legal.some((a) => a.type === 'repel')) return { type: 'repel' };
    const stop = legal.find((a) => a.type === 'stop');
    if (stop && view.harbor.length >= 3) return stop;
    return legal[0]!;
  },
};
