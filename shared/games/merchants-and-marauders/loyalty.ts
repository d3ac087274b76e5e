/**
 * Seas of Glory module 11, the loyalty track: each captain's crew stands on a step from Mutiny to
 * Fierce loyalty, starting on Content. It drops a step on every event card with an NPC captain,
 * when stashing and when a turn starts and ends in the same port; it rises a step with every glory
 * point and when bought up in a port. The steps' effects add up from Content outwards.
 * Readings (costs, how each effect applies here): docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { EVENTS } from './cards';
import { LOYALTY_STEPS } from './data';
import { killCaptain } from './life';
import { activityRefusal, beginActivity } from './port';
import { alive, captainOf, hasMod, refuse, rollDice, successes, type Handler, type Refusal } from './state';
import type { MmAction, MmState, PlayerState, TurnState } from './types';
import { said } from './log';
import type { LoyaltyWhy } from './log-seas';
import { everySeatToChange, seatToChange } from './change';

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

// The track's steps (data.ts, where the log's words read them too).
export { LOYALTY_STEPS } from './data';
export const MUTINY = 0;
export const ANGRY = 1;
export const UNHAPPY = 2;
export const RESTLESS = 3;
export const CONTENT = 4;
export const PLEASED = 5;
export const HAPPY = 6;
export const FIERCE = 7;
/** Gold shown on each step: the price of buying the crew up onto it (our numbers; the Mutiny step has none). */
export const LOYALTY_COST: readonly number[] = [0, 1, 2, 2, 3, 4, 6, 8];

/** The per-turn bookkeeping of the module (public): the port the turn started in (-1 at sea) and the once-a-turn uses. */
export interface LoyaltyTurn {
  startPort: number;
  fierceTried: boolean;
  freeHired: boolean;
  cardsBarred: boolean;
}

export const loyaltyOn = (s: MmState): boolean => s.options.loyalty === true;
/** The step of a captain's crew; Content without the module. */
export const loyaltyOf = (p: PlayerState): number => p.loyalty ?? CONTENT;

/** A new captain's crew starts on Content (rulebook setup; our reading for every later captain too). */
export function startLoyalty(st: MmState, p: PlayerState): void {
  if (loyaltyOn(st)) p.loyalty = CONTENT;
}

/** One step up (a glory point, or bought in port), never above Fierce loyalty. */
export function raiseLoyalty(st: MmState, seat: Seat, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  if (p.loyalty === undefined || p.loyalty >= FIERCE) return;
  p.loyalty += 1;
  log.push(said(['loyalty', seat, p.loyalty]));
}

/** One step down; reaching Mutiny forces a LEADERSHIP roll: back up to Angry, or the captain dies. */
export function lowerLoyalty(st: MmState, seat: Seat, why: LoyaltyWhy, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  if (p.loyalty === undefined || !alive(p) || p.loyalty <= MUTINY) return;
  p.loyalty -= 1;
  log.push(said(['loyalty-down', seat, p.loyalty, why]));
  if (p.loyalty > MUTINY) return;
  const dice = rollDice(st, captainOf(p)!.leadership);
  if (successes(dice) > 0) {
    p.loyalty = ANGRY;
    log.push(said(['mutiny-quelled', seat]));
    return;
  }
  log.push(said(['mutiny', seat]));
  p.loyalty = CONTENT;
  killCaptain(st, seat, log);
}

/**
 * An event card with an NPC captain costs every crew a step. The plank (module 3) avoids it: a
 * LEADERSHIP success, or else (at sea, with crew to spare) a crew member walks it.
 */
export function npcEventLoyalty(st: MmState, card: number, log: LogEntry[]): void {
  if (!loyaltyOn(st) || EVENTS[card]?.kind !== 'arrival') return;
  for (const [seat, p] of everySeatToChange(st).entries()) {
    if (!alive(p)) continue;
    if (hasMod(p.ship!, 'plank')) {
      if (successes(rollDice(st, captainOf(p)!.leadership)) > 0) {
        log.push(said(['plank', seat]));
        continue;
      }
      if (!p.inPort && p.ship!.crew > 1) {
        p.ship!.crew -= 1;
        log.push(said(['plank-walk', seat]));
        continue;
      }
    }
    lowerLoyalty(st, seat, 'npc', log);
  }
}

/** The turn's loyalty bookkeeping, when the turn starts (only with the module). */
export function startLoyaltyTurn(st: MmState, t: TurnState): void {
  if (!loyaltyOn(st)) return;
  const p = seatToChange(st, t.seat);
  t.loyalty = { startPort: p.inPort ? p.zone : -1, fierceTried: false, freeHired: false, cardsBarred: false };
}

/** A turn that starts and ends in the same port costs a step. */
export function endLoyaltyTurn(st: MmState, t: TurnState, log: LogEntry[]): void {
  const p = seatToChange(st, t.seat);
  if (!t.loyalty || t.loyalty.startPort < 0 || !alive(p) || !p.inPort || p.zone !== t.loyalty.startPort) return;
  lowerLoyalty(st, t.seat, 'port', log);
}

// ---- the steps' effects ----

/** Happy: +1 LEADERSHIP in crew combat; Angry: -1 (never below 1). */
export function combatLeadership(p: PlayerState, leadership: number): number {
  const step = loyaltyOf(p);
  if (step >= HAPPY) return leadership + 1;
  if (step <= ANGRY) return Math.max(1, leadership - 1);
  return leadership;
}

/** Pleased recruits free anywhere; Restless never recruits free. '' leaves the port's own rule. */
export function recruitRule(p: PlayerState): 'free' | 'paid' | '' {
  if (p.loyalty === undefined) return '';
  if (p.loyalty >= PLEASED) return 'free';
  if (p.loyalty <= RESTLESS) return 'paid';
  return '';
}

/** Restless: the specialists' powers are idle. */
export const specialistsIdle = (p: PlayerState): boolean => p.loyalty !== undefined && p.loyalty <= RESTLESS;

/** Price of hiring a specialist: Pleased hires one a turn free; Restless hires none (-1). */
export function hirePrice(s: MmState, p: PlayerState, cost: number): number {
  if (p.loyalty === undefined) return cost;
  if (p.loyalty <= RESTLESS) return -1;
  return p.loyalty >= PLEASED && !s.turn?.loyalty?.freeHired ? 0 : cost;
}

export function noteHire(st: MmState, p: PlayerState): void {
  if (st.turn?.loyalty && p.loyalty !== undefined && p.loyalty >= PLEASED) st.turn.loyalty.freeHired = true;
}

/** Unhappy: a glory card needs a LEADERSHIP success first; a failure bars glory cards for the rest of the turn. */
export function cardAllowed(st: MmState, seat: Seat, log: LogEntry[]): boolean {
  const p = seatToChange(st, seat);
  if (p.loyalty === undefined || p.loyalty > UNHAPPY) return true;
  if (successes(rollDice(st, captainOf(p)!.leadership)) > 0) return true;
  log.push(said(['unhappy', seat]));
  if (st.turn?.seat === seat && st.turn.loyalty) st.turn.loyalty.cardsBarred = true;
  return false;
}

export const cardsBarred = (s: MmState, seat: Seat): boolean => s.turn?.seat === seat && s.turn.loyalty?.cardsBarred === true;

// ---- the two actions ----

/** Why a captain cannot pay for the next step up (a port's activity or a town's), or null. */
export function raiseRefusal(p: PlayerState): Refusal | null {
  if (p.loyalty === undefined) return refuse('no-loyalty', 'The loyalty track is played only with the Seas of Glory module "Loyalty track".');
  if (p.loyalty >= FIERCE) return refuse('loyalty-top', 'Your crew is already fiercely loyal.');
  const price = LOYALTY_COST[p.loyalty + 1]!;
  if (p.gold < price) return refuse('no-gold', `Raising your crew to ${LOYALTY_STEPS[p.loyalty + 1]} costs ${price} gold.`);
  return null;
}

/** Port activity: pay the gold on the next step up for one step. */
export const buyLoyalty: Handler<Of<'buy-loyalty'>> = {
  check(s, seat) {
    return raiseRefusal(s.seats[seat]!) ?? activityRefusal(s, seat, 'loyalty');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'loyalty', true);
    const price = LOYALTY_COST[p.loyalty! + 1]!;
    p.gold -= price;
    log.push(said(['pay-crew', seat, price]));
    raiseLoyalty(st, seat, log);
  },
};

/** Fierce loyalty: once a turn, a LEADERSHIP roll; a success spends a step for an extra action. */
export const fierceLoyalty: Handler<Of<'fierce-loyalty'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (loyaltyOf(p) < FIERCE || !s.turn?.loyalty) return refuse('not-fierce', 'Only a fiercely loyal crew gives an extra action.');
    if (s.turn.loyalty.fierceTried) return refuse('tried', 'You have already called on your crew this turn.');
    return null;
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const t = st.turn!;
    t.loyalty!.fierceTried = true;
    if (successes(rollDice(st, captainOf(p)!.leadership)) === 0) {
      log.push(said(['crew-silent', seat]));
      return;
    }
    t.actionsLeft += 1;
    log.push(said(['fierce', seat]));
    lowerLoyalty(st, seat, 'extra', log);
  },
};
