/**
 * The heuristic bot's purse: a new captain whose player already has a stash starts with little
 * or no gold on board (rulebook "Dying and retirement"), and a merchant without gold can neither
 * buy goods nor pay its crew, so it would idle in port while its crew's loyalty sinks to a
 * mutiny. It takes gold back from the chest at home: first what lies above the last stash point
 * (free), and, for a broke merchant before the closing rounds, a cargo's worth even at a point's
 * cost, since a sale of three goods in demand wins the point back.
 */
import { PRICES, STASH_PER_GLORY } from './data';
import { stashPointsOf } from './state';
import type { Plan } from './heuristic-trade';
import type { MineView, MmAction, MmView, PlayerView } from './types';

/** Gold in the chest above its last stash point: taking it back costs no glory. */
export function spareStash(v: MmView, stash: number): number {
  const rising = v.seas.modules.includes('gloryOrDeath');
  const points = stashPointsOf(stash, v.gloryTarget, rising);
  let spare = 0;
  while (spare < stash && stashPointsOf(stash - spare - 1, v.gloryTarget, rising) === points) spare++;
  return spare;
}

/** Gold a merchant wants on board to trade and pay its crew. */
const WORKING_GOLD = 8;

/** The unstash that puts working gold on board, or undefined. */
export function workingUnstash(v: MmView, me: PlayerView, mine: MineView, plan: Plan, closing: boolean, legal: MmAction[]): MmAction | undefined {
  if (closing || me.gold >= WORKING_GOLD || mine.stash === 0) return undefined;
  const wanted = WORKING_GOLD - me.gold;
  let amount = Math.min(wanted, spareStash(v, mine.stash));
  const broke = plan === 'merchant' && me.gold + amount < 3 && mine.cargo.length === 0;
  if (broke) amount = Math.min(mine.stash, Math.max(wanted, STASH_PER_GLORY - 2));
  if (amount <= 0) return undefined;
  return legal.find((a) => a.type === 'unstash' && a.amount === amount);
}

/**
 * Gold taken from the chest for repairs and crew: only what lies above the last stash point,
 * unless the ship is broken (it can neither sail on nor fight), when the repair is worth a point.
 */
export function repairUnstash(v: MmView, me: PlayerView, stash: number, needed: number, broken: boolean): number {
  if (needed <= 0) return 0;
  if (broken) return Math.min(needed, stash);
  return Math.min(needed, spareStash(v, stash));
}

/** What the shipyard and the crew would cost to make the ship whole (2 gold a point). */
export function repairBill(me: PlayerView): number {
  const lost = me.maxHull - me.hull + (me.maxHull - me.masts) + (me.maxCannons - me.cannons) + (me.maxCargo - me.cargoSpace) + Math.max(0, me.maxCrew - me.crew);
  return PRICES.repair * lost;
}
