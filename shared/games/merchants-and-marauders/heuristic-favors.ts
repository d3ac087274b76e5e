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
import { npcStrength } from './heuristic-npc';
import { npcIsPirate } from './npc';

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

/**
 * An NPC found it at the very start of its turn (module 10, `favor-npc.ts`): a favor makes the NPC
 * roll again, unless the bot clearly outguns a ship that hunts it (a battle it wins is glory). A
 * search for contraband is always worth a favor: the alternative costs a bounty or the cargo.
 */
export function favorNpcAnswer(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const stands = legal.find((a) => a.type === 'npc-find-stands') ?? legal[0]!;
  const reroll = legal.find((a) => a.type === 'favor-npc-reroll');
  const found = v.seas.npcFound;
  if (!reroll || !found) return stands;
  const me = v.seats[seat]!;
  const npc = npcStrength(v, found.slot);
  const search = !me.pirate && !npcIsPirate(found.slot) && (me.contrabandCount ?? 0) > 0 && !hostileNpcZones(v, me).has(me.zone);
  const outguns = me.cannons >= npc.cannons + 1 && me.crew >= npc.crew + 1 && me.hull >= 3;
  return !search && outguns ? stands : reroll;
}
