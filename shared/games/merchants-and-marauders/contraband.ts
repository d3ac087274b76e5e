/**
 * Seas of Glory module 7, contraband, with module 3's smuggler's hold: contraband cards shuffled
 * into the cargo deck, bought as contraband for 3 gold before the regular goods, sold only in the
 * port on the card for 10 gold (every second sold is a glory point), searched for by naval ships,
 * which a non-pirate resists or pays for with every contraband card.
 *
 * A card on the contraband space stays in the seat's `cargo` (it fills the hold like any cargo);
 * `contraband` lists which of them lie on that space, a secret of the owner (others see how many).
 * Readings: docs/games/merchants-and-marauders.md ("Contraband").
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogEntry } from '../../core/log';
import { randomInt } from '../../core/rng';
import { BASE_CARGO_COUNT, CARGO, NPC_SLOTS } from './cards';
import { CONTRABAND_PRICE, CONTRABAND_SALE } from './contraband-cards';
import { said } from './log';
import { startCombat } from './combat';
import { PORT_CARGO_LIMIT, zoneIndex } from './data';
import { alive, gainGlory, hasMod, isPirate, refuse, zoneName, type Handler, type Refusal } from './state';
import type { MmOptions, MmState, PlayerState } from './types';
import { everySeatToChange, own, seatToChange } from './change';

export type ContrabandAction = { type: 'buy-contraband'; card: number } | { type: 'resist-inspection' } | { type: 'dump-contraband' };
/** The naval ship (NPC slot) that found a seat's contraband. */
export interface ContrabandStop {
  seat: Seat;
  slot: number;
}
type Of<T extends ContrabandAction['type']> = Extract<ContrabandAction, { type: T }>;

export { CONTRABAND_PRICE, CONTRABAND_SALE };
const TRINIDAD = zoneIndex('Trinidad');

/** The cargo cards a table plays: the base deck, and the contraband cards with module 7. */
export const cargoInPlay = (options: MmOptions): number => (options.contraband ? CARGO.length : BASE_CARGO_COUNT);
export const isContrabandCard = (card: number): boolean => CARGO[card]?.port !== undefined;
/** The zone of the port that buys `card` as contraband (-1 for a regular card). */
export const contrabandPort = (card: number): number => (CARGO[card]?.port ? zoneIndex(CARGO[card]!.port!) : -1);

/** The cards on the seat's contraband space. */
export const contrabandOf = (p: PlayerState): number[] => (p.contraband ?? []).filter((c) => p.cargo.includes(c));
export const onContrabandSpace = (p: PlayerState, card: number): boolean => (p.contraband ?? []).includes(card) && p.cargo.includes(card);

/** The smuggler's hold hides one contraband card: the first on the space (the owner's pick, made for them). */
export function hiddenCard(p: PlayerState): number {
  return p.ship && hasMod(p.ship, 'smugglers-hold') ? (contrabandOf(p)[0] ?? -1) : -1;
}
/** The smuggler's hold's card takes no cargo space. */
export const smugglersRoom = (p: PlayerState): number => (hiddenCard(p) >= 0 ? 1 : 0);
/** Contraband a naval ship can find, and cards and damage can take (not the smuggler's hold's). */
export const exposedContraband = (p: PlayerState): number[] => contrabandOf(p).filter((c) => c !== hiddenCard(p));

/** Module 7 seats start with empty contraband spaces and nothing behind the captain. */
export function contrabandSetup(st: MmState): void {
  if (!st.options.contraband) return;
  for (const p of everySeatToChange(st)) {
    p.contraband = [];
    p.contrabandHeld = -1;
  }
}

/** Cards that left a hold leave its contraband space too (after every action). */
export function pruneContraband(st: MmState): void {
  for (const [seat, p] of st.seats.entries()) {
    // Only a seat whose hold lost a contraband card is copied (most actions leave every seat's space as it was).
    const kept = p.contraband ? contrabandOf(p) : [];
    if (p.contraband && kept.length !== p.contraband.length) seatToChange(st, seat).contraband = kept;
  }
}

/**
 * Which card a forced loss takes (a hit to the hold): the owner chooses the space, the card is
 * random within it. The owner's standing order (choices.ts) names the space that loses first; the
 * other loses once it is empty; the smuggler's hold's card is never taken.
 */
export function cargoLossIndex(st: MmState, p: PlayerState): number {
  if (!p.contraband) return randomInt(st.rng, p.cargo.length);
  const marked = new Set(contrabandOf(p));
  const at = (keep: (c: number) => boolean): number[] => p.cargo.map((c, i) => (keep(c) ? i : -1)).filter((i) => i >= 0);
  const regular = at((c) => !marked.has(c));
  const exposed = at((c) => marked.has(c) && c !== hiddenCard(p));
  const [first, then] = p.lossFromContraband ? [exposed, regular] : [regular, exposed];
  const from = first.length > 0 ? first : then.length > 0 ? then : at(() => true);
  return from[randomInt(st.rng, from.length)]!;
}

// ---- buying and selling ----

/** Contraband bought before any regular good of the draw, 3 gold each, into the hold (the smuggler's hold's card free of space). */
export const buyContraband: Handler<Of<'buy-contraband'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    const b = s.buy!;
    if (!s.options.contraband) return refuse('no-contraband', 'Contraband is played only with its Seas of Glory module.');
    if (!b.cards.includes(a.card) || !isContrabandCard(a.card)) return refuse('not-contraband', 'That card is not contraband for sale.');
    if (b.bought > 0) return refuse('contraband-first', 'Contraband is bought before the regular goods.');
    const room = Math.max(0, p.ship?.cargo ?? 0) + (p.ship && hasMod(p.ship, 'smugglers-hold') ? 1 : 0);
    if (b.location && p.cargo.length >= room) return refuse('hold-full', 'Your hold is full; throw a cargo card overboard first.');
    if (p.cargo.length >= PORT_CARGO_LIMIT) return refuse('port-limit', `You may hold at most ${PORT_CARGO_LIMIT} cargo cards in port; discard one first.`);
    if (p.gold < CONTRABAND_PRICE) return refuse('no-gold', `You have ${p.gold} gold; contraband costs ${CONTRABAND_PRICE}.`);
    return null;
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    const b = st.buy!;
    p.gold -= CONTRABAND_PRICE;
    const i = b.cards.indexOf(a.card);
    b.cards.splice(i, 1);
    b.prices.splice(i, 1);
    p.cargo.push(a.card);
    p.contraband = [...contrabandOf(p), a.card];
    if (b.location) p.locationBuy = [p.zone, p.turnsTaken];
    else {
      p.lastBuyTurn = p.turnsTaken;
      p.lastBuyZone = p.zone;
    }
    log.push(said(['contraband-buy', seat]));
  },
};

/** Contraband sells only in the port on its card, and never at a location. */
export function contrabandSaleRefusal(s: MmState, seat: Seat, cards: number[], atLocation: boolean): Refusal {
  const p = s.seats[seat]!;
  for (const c of cards) {
    if (!onContrabandSpace(p, c)) continue;
    if (atLocation) return refuse('contraband-in-port', 'Contraband is sold only in the port named on its card.');
    if (contrabandPort(c) !== p.zone) return refuse('contraband-port', `This contraband sells only in ${CARGO[c]!.port}.`);
  }
  return null;
}

/**
 * Contraband sold (already out of the hold): 10 gold each; the first card of a pair waits behind
 * the captain (a new captain keeps it) and goes to the discard pile with the second, for a glory point.
 */
export function sellContraband(st: MmState, seat: Seat, cards: number[], log: LogEntry[]): void {
  if (cards.length === 0) return;
  const p = seatToChange(st, seat);
  p.gold += CONTRABAND_SALE * cards.length;
  p.contraband = contrabandOf(p);
  log.push(said(['contraband-sell', seat, cards.length, p.zone]));
  for (const c of cards) {
    if ((p.contrabandHeld ?? -1) < 0) {
      p.contrabandHeld = c;
      continue;
    }
    own(st, 'cargoDiscard').push(p.contrabandHeld!, c);
    p.contrabandHeld = -1;
    gainGlory(st, seat, ['contraband'], log);
  }
}

// ---- naval ships searching ----

/** A naval ship scouts a non-pirate for contraband it can find (not in Trinidad, where navies see nobody). */
export function inspects(st: MmState, slot: number, seat: Seat): boolean {
  const p = st.seats[seat]!;
  if (!st.options.contraband || slot >= NPC_SLOTS.length || NPC_SLOTS[slot]!.pirate) return false;
  return alive(p) && !isPirate(p) && p.zone !== TRINIDAD && exposedContraband(p).length > 0;
}

export function stopForContraband(st: MmState, slot: number, seat: Seat, log: LogEntry[]): void {
  st.contrabandStop = { seat, slot };
  log.push(said(['contraband-search', slot, seat]));
}

const stopRefusal = (s: MmState, seat: Seat): Refusal =>
  s.contrabandStop?.seat === seat ? null : refuse('no-search', 'No naval ship is searching your hold.');

/** Resist: attack the naval ship, taking the bounty of starting the battle. */
export const resistInspection: Handler<Of<'resist-inspection'>> = {
  check: stopRefusal,
  run(st, seat, _a, log) {
    const { slot } = st.contrabandStop!;
    st.contrabandStop = null;
    log.push(said(['contraband-resist', seat]));
    startCombat(st, { kind: 'player', seat }, { kind: 'npc', slot }, log);
  },
};

/** Give in: every contraband card it can find goes to the discard pile, and the ship lets the seat go. */
export const dumpContraband: Handler<Of<'dump-contraband'>> = {
  check: stopRefusal,
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const lost = exposedContraband(p);
    p.cargo = p.cargo.filter((c) => !lost.includes(c));
    p.contraband = contrabandOf(p);
    own(st, 'cargoDiscard').push(...lost);
    st.contrabandStop = null;
    log.push(said(['contraband-dump', seat, lost.length]));
  },
};

/** For the search bot: `n` contraband cards taken from a shuffled pool of unseen cards (another seat's contraband space). */
export function takeContraband(pool: number[], n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < pool.length && out.length < n; ) {
    if (isContrabandCard(pool[i]!)) out.push(...pool.splice(i, 1));
    else i++;
  }
  return out;
}
