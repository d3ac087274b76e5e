/**
 * Libertalia bots. Both see only the seat's view and its legal actions.
 * - random: a legal action chosen uniformly.
 * - heuristic: values booty (chests and completed maps, never relics), plays each character
 *   when its action pays (night characters early in a campaign, the French Officer when poor,
 *   the Monkey when holding relics), and aims sabers and the Gunner at the richest dens.
 */
import type { Bot, Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';
import { pick, randomInt } from '../../core/rng';
import { R } from './data';
import { denValue, playValue, tokenValue } from './bot-values';
import type { LibertaliaAction, LibertaliaView, Rank } from './types';

export const randomBot: Bot<LibertaliaView, LibertaliaAction> = {
  name: 'random',
  choose(_view, _seat, legal, rng) {
    return pick(rng, legal);
  },
};

/** The action with the best score; ties go to a random one of the best. */
function best(legal: LibertaliaAction[], score: (a: LibertaliaAction) => number, rng: RngState): LibertaliaAction {
  let top: LibertaliaAction[] = [];
  let topScore = -Infinity;
  for (const a of legal) {
    const value = score(a);
    if (value > topScore + 1e-9) {
      top = [a];
      topScore = value;
    } else if (Math.abs(value - topScore) <= 1e-9) top.push(a);
  }
  return top[randomInt(rng, top.length)] ?? (legal[0] as LibertaliaAction);
}

/** How much `seat` wants another seat's character gone: its worth to them, more if they lead. */
function harm(v: LibertaliaView, seat: Seat, victim: Seat, rank: Rank): number {
  if (victim === seat) return -denValue(v, seat, rank) - 5;
  const leader = Math.max(...v.seats.map((o) => o.score));
  const lead = (v.seats[victim]?.score ?? 0) >= leader ? 1 : 0;
  return denValue(v, victim, rank) + lead + rank / 100;
}

function heuristicScore(v: LibertaliaView, seat: Seat, a: LibertaliaAction): number {
  const mine = v.seats[seat];
  switch (a.type) {
    case 'pick':
    case 'parrot':
      return playValue(v, seat, a.rank);
    case 'recruiter':
      // Bring back a strong card whose stay in the den is worth little.
      return a.rank / 3 - denValue(v, seat, a.rank);
    case 'surgeon':
      return a.rank / 3 + (a.rank === R.parrot ? -5 : 0);
    case 'gunner':
    case 'saber':
      return harm(v, seat, a.seat, a.rank);
    case 'merchant':
      return (a.count === 3 ? 5 : 3) - a.count * tokenValue(v, seat, a.booty);
    case 'preacher':
    case 'loot':
      return tokenValue(v, seat, a.booty, v.question.rank);
    case 'waitress': {
      const maps = mine?.booty.map ?? 0;
      // A lone map is worth nothing at the day of rest; a pair may still become a set.
      const trade = maps % 3 === 1 || (maps % 3 === 2 && v.day >= 5);
      return a.use === trade ? 1 : 0;
    }
  }
}

export const heuristicBot: Bot<LibertaliaView, LibertaliaAction> = {
  name: 'heuristic',
  choose(view, seat, legal, rng) {
    return best(legal, (a) => heuristicScore(view, seat, a), rng);
  },
};
