/**
 * The heuristic bot with Seas of Glory module 10 "Favors": it buys a favor or two when gold is
 * spare (after the port's other business), holds one ready before a turn at sea (a failed
 * SCOUTING roll, or a navy that finds it, is rolled again), and enters a closed port for favors
 * when that is where it is going (its turn logic takes any legal way in but the roll).
 */
import type { Seat } from '../../core/engine';
import type { Plan } from './heuristic-trade';
import type { MmAction, MmView } from './types';
import { mineOf } from './view';
import { hostileNpcZones } from './heuristic-safety';

const favorsHeld = (v: MmView, seat: Seat): number => mineOf(v, seat)?.favors ?? 0;

/** After the rest of the port's business: a favor for 2 gold while it has few and gold to spare. */
export function favorPurchase(v: MmView, seat: Seat, plan: Plan, legal: MmAction[]): MmAction | undefined {
  const me = v.seats[seat]!;
  const spare = me.gold - (plan === 'pirate' ? 6 : 8);
  const held = favorsHeld(v, seat);
  if (held >= 2 || spare < 4) return undefined;
  const amount = Math.min(2 - held, Math.floor((spare - 2) / 2));
  return legal.find((a) => a.type === 'buy-favors' && a.amount === amount);
}

/** In a raid: a favor draws the latest draw anew when it would wreck the ship or let the merchant go and no success can mend it. */
export function favorRaidRedraw(successesLeft: number, bad: boolean, legal: MmAction[]): MmAction | undefined {
  if (!bad || successesLeft > 0) return undefined;
  return legal.find((a) => a.type === 'favor-redraw');
}

/**
 * At sea with a favor, or about to leave a port with a hostile NPC outside (it scouts at once):
 * hold it ready for the rolls of this turn (scouting, an NPC finding us).
 */
export function favorReady(v: MmView, seat: Seat, legal: MmAction[]): MmAction | undefined {
  const me = v.seats[seat]!;
  if (me.inPort && !hostileNpcZones(v, me).has(me.zone)) return undefined;
  if (v.turn.favorReady || favorsHeld(v, seat) === 0) return undefined;
  return legal.find((a) => a.type === 'ready-favor');
}
