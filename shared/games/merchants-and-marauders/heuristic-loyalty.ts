/**
 * The heuristic bot and the loyalty track (Seas of Glory module 11): it keeps its crew well
 * above Mutiny, since a mutiny can cost the captain and everything on board (NPC events alone
 * lower it a dozen times a game). It pays the crew in every port action while the crew is
 * Restless or lower (higher only with plenty of gold to spare), stashes only above Angry, and
 * does not idle a whole turn in the port it started in.
 */
import { ANGRY, LOYALTY_COST, RESTLESS, UNHAPPY } from './loyalty';
import type { MmAction, MmView, PlayerView } from './types';

/** Paying the crew a step when it is low (or when gold is plentiful): undefined when not worth it. */
export function loyaltyPurchase(me: PlayerView, legal: MmAction[]): MmAction | undefined {
  const pay = legal.find((a) => a.type === 'buy-loyalty');
  if (!pay || me.loyalty === undefined) return undefined;
  const price = LOYALTY_COST[me.loyalty + 1] ?? 99;
  if (me.loyalty <= RESTLESS) return pay;
  // Happy adds a die in crew combat, and every step above Restless is an NPC event's worth of
  // margin, but gold paid to the crew is gold not stashed: measured with every module on, paying
  // from Content up only with 20 gold to spare (before: from Pleased up, and 4 to spare below
  // Happy) stashed more and reached the glory target in more two-player games, for a few more
  // mutinies (0.3 a game rather than 0.2).
  return me.gold >= price + 20 ? pay : undefined;
}

/** Stashing costs a step: with an Angry crew it would risk a mutiny. */
export const stashSafe = (me: PlayerView): boolean => me.loyalty === undefined || me.loyalty > ANGRY;

/** A turn ending in the port it started in costs a step: put to sea instead when an action allows. */
export function stayOrLeave(v: MmView, me: PlayerView, legal: MmAction[]): MmAction | undefined {
  if (me.loyalty === undefined || !me.inPort || v.turn.loyaltyPort !== me.zone || me.zone === v.seas.storm) return undefined;
  return legal.find((a) => a.type === 'leave-port');
}

/** An Unhappy crew is two NPC events from a mutiny: sail to a port and pay it, if there is gold to. */
export const needsPayday = (me: PlayerView): boolean =>
  me.loyalty !== undefined && me.loyalty <= UNHAPPY && me.gold >= (LOYALTY_COST[me.loyalty + 1] ?? 99);
