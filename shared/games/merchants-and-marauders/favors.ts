/**
 * Seas of Glory module 10 "Favors": a secret count of 0-5 favors per player. Gained by buying
 * them in a port (2 gold each), by taking a mission and by completing one; spent one per
 * situation to re-roll a non-combat skill roll (or make an NPC re-roll its SCOUTING roll that
 * found you), to draw the goods for sale anew, or to enter a closed port. All lost when the
 * captain dies. Readings: docs/games/merchants-and-marauders.md ("Seas of Glory", module 10).
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { randomInt, type RngState } from '../../core/rng';
import { ZONES } from './data';
import { activityRefusal, beginActivity, buyPrices, drawForSale } from './port';
import { raidRedraw, raidRedrawRefusal } from './raid-favor';
import { atWar, nationIndex, nationOf, refuse, rollDice, successes, type Handler, type Refusal } from './state';
import type { MmAction, MmState, MmView, PlayerState } from './types';
import { said, saidTo } from './log';
import type { FavorWhy } from './log-seas';
import { own, seatToChange } from './change';

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

export const MAX_FAVORS = 5;
export const FAVOR_PRICE = 2;

/** Favors `seat` holds (0 without the module). */
export const favorsOf = (s: MmState, seat: Seat): number => s.favors?.[seat] ?? 0;

/** Adds favors up to the cap of 5 (module on only); the count stays the owner's. */
export function gainFavor(st: MmState, seat: Seat, why: FavorWhy, log: LogEntry[]): void {
  if (!st.favors) return;
  const before = st.favors[seat]!;
  st.favors[seat] = Math.min(MAX_FAVORS, before + 1);
  if (st.favors[seat] === before) return;
  log.push(saidTo(seat, ['favor-seen', seat, why, st.favors[seat]!], ['favor', seat, why]));
}

/** A dead captain's favors are lost (module 10 "Spending favors"). */
export function loseFavors(st: MmState, seat: Seat): void {
  if (st.favors) st.favors[seat] = 0;
}

function spend(st: MmState, seat: Seat, n: number): void {
  st.favors![seat] = st.favors![seat]! - n;
}

/**
 * A non-combat skill roll of `seat` (scouting, rumors, missions, recruiting, a port's INFLUENCE
 * roll): its successes. With a favor held ready this turn, a roll short of `need` is rolled once
 * more and the favor is spent. Without the module it is exactly one roll.
 */
export function skillRoll(st: MmState, seat: Seat, dice: number, need: number, log: LogEntry[]): number {
  const first = successes(rollDice(st, dice));
  if (first >= need || !readyFavor(st, seat)) return first;
  spend(st, seat, 1);
  st.turn!.favorReady = false;
  const again = successes(rollDice(st, dice));
  log.push(said(['favor-roll', seat, again >= need ? 1 : 0]));
  return again;
}

/** An NPC's SCOUTING roll found `seat`: with a favor held ready, the NPC rolls again (true: still found). */
export function npcRerollFor(st: MmState, seat: Seat, roll: () => boolean, log: LogEntry[]): boolean {
  if (!readyFavor(st, seat)) return true;
  spend(st, seat, 1);
  st.turn!.favorReady = false;
  const found = roll();
  log.push(said(['favor-scout', seat, found ? 1 : 0]));
  return found;
}

const readyFavor = (st: MmState, seat: Seat): boolean => st.turn?.seat === seat && st.turn.favorReady === true && favorsOf(st, seat) > 0;

/** Favors it takes to enter the current port though it is closed: 1 per bounty of its nation, 1 more in a war. */
export function illegalEntryCost(s: MmState, p: PlayerState): number {
  const nation = ZONES[p.zone]!.nation;
  if (nation === '') return 0;
  return p.bounties[nationIndex(nation)]! + (atWar(s, nation, nationOf(p)) ? 1 : 0);
}

/**
 * The favors of every seat for the search bot: its own as it sees them, the others' (secret)
 * drawn from 0-2, the counts a player usually holds (each is consistent with the view, which
 * allows every count from 0 to 5).
 */
export function sampledFavors(v: MmView, seat: Seat, own: number, rng: RngState): number[] {
  return v.seats.map((_, i) => (i === seat ? own : randomInt(rng, 3)));
}

/** Whether the module is in play (the state carries the favor counts). */
export const favorsOn = (s: MmState): boolean => Array.isArray(s.favors);

const noModule = (s: MmState): Refusal => (favorsOn(s) ? null : refuse('no-favors-module', 'This table plays without favors (module 10).'));

/** Buying favors is a port activity: 2 gold each, never more than 5 held. */
export const buyFavors: Handler<Of<'buy-favors'>> = {
  check(s, seat, a) {
    const off = noModule(s);
    if (off) return off;
    if (favorsOf(s, seat) + a.amount > MAX_FAVORS) return refuse('too-many-favors', `You may hold at most ${MAX_FAVORS} favors.`);
    if (s.seats[seat]!.gold < a.amount * FAVOR_PRICE) return refuse('no-gold', `Favors cost ${FAVOR_PRICE} gold each.`);
    return activityRefusal(s, seat, 'favors');
  },
  run(st, seat, a, log) {
    beginActivity(st, 'favors', true);
    seatToChange(st, seat).gold -= a.amount * FAVOR_PRICE;
    st.favors![seat] = st.favors![seat]! + a.amount;
    log.push(said(['favor-buy', seat, a.amount * FAVOR_PRICE]));
  },
};

/** Holds a favor ready: the next roll this turn that goes against you is rolled again for it. */
export const readyFavorAction: Handler<Of<'ready-favor'>> = {
  check(s, seat) {
    const off = noModule(s);
    if (off) return off;
    if (favorsOf(s, seat) === 0) return refuse('no-favor', 'You have no favor to spend.');
    if (s.turn!.favorReady) return refuse('favor-ready', 'A favor is already held ready.');
    return null;
  },
  run(st, seat, _a, log) {
    st.turn!.favorReady = true;
    log.push(said(['favor-ready', seat]));
  },
};

/** While buying: a favor draws all the goods for sale anew, once, before any is bought. In a raid: its latest draw (`raid-favor.ts`). */
export const favorRedraw: Handler<Of<'favor-redraw'>> = {
  check(s, seat) {
    const off = noModule(s);
    if (off) return off;
    if (favorsOf(s, seat) === 0) return refuse('no-favor', 'You have no favor to spend.');
    if (s.raid) return raidRedrawRefusal(s);
    if (s.buy!.favorUsed || s.buy!.bought > 0) return refuse('redraw-used', 'A favor draws the goods anew once, before buying.');
    return null;
  },
  run(st, seat, _a, log) {
    spend(st, seat, 1);
    if (st.raid) return raidRedraw(st, seat, log);
    const b = st.buy!;
    const zone = seatToChange(st, seat).zone;
    own(st, 'cargoDiscard').push(...b.cards);
    b.cards = drawForSale(st, b.cards.length, zone);
    b.prices = buyPrices(b.cards, b.location ? -1 : zone);
    b.favorUsed = true;
    log.push(said(['favor-goods', seat]));
  },
};

/** Entering a closed port for favors: refused when the port is open or the favors fall short. */
export function favorEntryRefusal(s: MmState, seat: Seat, barred: string): Refusal {
  const off = noModule(s);
  if (off) return off;
  if (!barred) return refuse('not-barred', 'This port is open to you: no favor is needed.');
  const cost = illegalEntryCost(s, s.seats[seat]!);
  if (favorsOf(s, seat) < cost) return refuse('no-favor', `Entering this port takes ${cost} favors.`);
  return null;
}
export function spendFavorsOnEntry(st: MmState, seat: Seat, log: LogEntry[]): void {
  const cost = illegalEntryCost(st, seatToChange(st, seat));
  spend(st, seat, cost);
  log.push(said(['favor-port', seat, cost, seatToChange(st, seat).zone]));
}
