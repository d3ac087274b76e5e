/** Placeholder until the plan bot lands. */
import { randomBot } from './bot';
export const heuristicBot = { ...randomBot, name: 'heuristic' };
