/**
 * Port Royal: phase 2, Loot and Hire (rulebook "2) Loot and Hire", "The persons and their
 * skills"). The active player takes his picks first, then every other seat clockwise gets
 * 1 pick (plus 1 per Governor), paying 1 coin to the active player for each card.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { cardDef, cardName, plural } from './data';
import { gainCoins, payCoin, seatToChange, spendCoins } from './coins';
import { checkEndTrigger, endTurn } from './ending';
import { expeditionWays } from './expedition';
import { countPersons, hireCost, lootValue, nextSeat, picksForShipTypes, shipTypes } from './stats';
import type { CardId, PortRoyalState } from './types';

/** Why `seat` cannot take `card` from the harbor now, or null when it can. */
export function takeError(s: PortRoyalState, seat: Seat, card: CardId): string | null {
  if (!Number.isInteger(card) || !s.harbor.includes(card)) return 'That card is not in the harbor.';
  const st = s.seats[seat]!;
  const coins = st.coins.length;
  // A non-active taker pays the active player 1 coin first, so he needs it on top of the price.
  const fee = seat === s.active ? 0 : 1;
  const def = cardDef(card);
  if (def.kind === 'person') {
    const cost = hireCost(st.display, card);
    if (coins < cost + fee) {
      const price = fee ? `${plural(cost, 'coin')} plus 1 coin for the active player` : plural(cost, 'coin');
      return `You have only ${plural(coins, 'coin')}; the ${cardName(card)} costs ${price}.`;
    }
    return null;
  }
  if (def.kind === 'ship') {
    return coins < fee ? 'You need 1 coin to pay the active player before you can loot a ship.' : null;
  }
  return 'Only ships and persons can be taken.';
}

export function takeableCards(s: PortRoyalState, seat: Seat): CardId[] {
  return s.harbor.filter((card) => takeError(s, seat, card) === null);
}

/** The active player must take at least one card if he can; anyone else may always pass. */
export function canPass(s: PortRoyalState, seat: Seat): boolean {
  return seat !== s.active || s.activeTook > 0 || !s.harbor.some((card) => takeError(s, seat, card) === null);
}

/** Whether the taker has anything to decide (otherwise his turn to take ends by itself). */
function takerHasChoice(s: PortRoyalState, seat: Seat): boolean {
  return s.harbor.some((card) => takeError(s, seat, card) === null) || (seat === s.active && expeditionWays(s).length > 0);
}

/** The active player stopped discovering: Loot and Hire begins with him. */
export function beginLootAndHire(s: PortRoyalState, log: LogEntry[]): void {
  const types = shipTypes(s.harbor).size;
  const governors = countPersons(s.seats[s.active]!.display, 'governor');
  const picks = picksForShipTypes(types) + governors;
  log.push(said(['stop', s.active, s.harbor.length, types, picks]));
  const queue: Seat[] = [];
  for (let seat = nextSeat(s, s.active); seat !== s.active; seat = nextSeat(s, seat)) queue.push(seat);
  s.activeTook = 0;
  startTaker(s, log, s.active, picks, queue);
  settle(s, log);
}

/** A seat's turn to take begins: Admiral and Jester pay out first ("Admiral", "Jester"). */
function startTaker(s: PortRoyalState, log: LogEntry[], seat: Seat, picks: number, queue: Seat[]): void {
  s.phase = { kind: 'trade', taker: seat, picksLeft: picks, queue };
  const display = s.seats[seat]!.display;
  const admirals = countPersons(display, 'admiral');
  if (admirals > 0 && s.harbor.length >= 5) {
    log.push(said(['admirals', seat, admirals]));
    gainCoins(s, log, seat, 2 * admirals);
  }
  const jesters = countPersons(display, 'jester');
  if (jesters > 0 && s.harbor.length === 0) {
    log.push(said(['jesters', seat, jesters]));
    gainCoins(s, log, seat, jesters);
  }
}

/** Moves past every taker with nothing to decide, and ends the turn after the last one. */
function settle(s: PortRoyalState, log: LogEntry[]): void {
  for (;;) {
    if (s.phase.kind !== 'trade') return;
    const { taker, picksLeft, queue } = s.phase;
    if (picksLeft > 0 && takerHasChoice(s, taker)) return;
    if (picksLeft > 0 && s.harbor.length > 0) log.push(said(['nothing', taker, taker === s.active && s.activeTook > 0 ? 1 : 0]));
    nextTaker(s, log, queue);
  }
}

function nextTaker(s: PortRoyalState, log: LogEntry[], queue: Seat[]): void {
  const [next, ...rest] = queue;
  if (next === undefined) {
    // "After all players had their chance ... the remaining cards are put on the discard pile."
    endTurn(s, log);
    return;
  }
  const governors = countPersons(s.seats[next]!.display, 'governor');
  startTaker(s, log, next, 1 + governors, rest);
}

/** Loots a ship or hires a person; the benefit of a card taken counts at once (a Governor's pick too). */
export function takeCard(s: PortRoyalState, log: LogEntry[], seat: Seat, card: CardId): void {
  const phase = s.phase;
  if (phase.kind !== 'trade') return;
  if (seat !== s.active) {
    payCoin(s, seat, s.active);
    log.push(said(['paid', seat, s.active]));
  }
  s.harbor = s.harbor.filter((id) => id !== card);
  const def = cardDef(card);
  // A Governor hired gives its pick at once; the card taken uses one.
  let picksLeft = phase.picksLeft - 1;
  if (def.kind === 'ship') {
    const coins = lootValue(s.seats[seat]!.display, card);
    writable(s, 'discard').push(card);
    const traders = coins - def.coins;
    log.push(said(['loot', seat, card, coins, traders]));
    gainCoins(s, log, seat, coins);
  } else {
    const cost = hireCost(s.seats[seat]!.display, card);
    spendCoins(s, seat, cost);
    writable(seatToChange(s, seat), 'display').push(card);
    log.push(said(['hire', seat, card, cost]));
    if (def.kind === 'person' && def.person === 'governor') picksLeft++;
    checkEndTrigger(s, log, seat);
  }
  s.phase = { ...phase, picksLeft };
  if (seat === s.active) s.activeTook++;
  settle(s, log);
}

/** The taker takes no more cards this Loot and Hire. */
export function passTaker(s: PortRoyalState, log: LogEntry[], seat: Seat): void {
  if (s.phase.kind !== 'trade') return;
  log.push(said(['pass', seat]));
  nextTaker(s, log, s.phase.queue);
  settle(s, log);
}

/** After an expedition in Loot and Hire the active player's choices may have changed. */
export function settleTrade(s: PortRoyalState, log: LogEntry[]): void {
  settle(s, log);
}
