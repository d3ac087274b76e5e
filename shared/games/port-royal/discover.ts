/**
 * Port Royal: phase 1, Discover (rulebook "1) Discover"). The active player reveals cards into
 * the harbor until he stops or busts on a second ship of a type he cannot (or will not) repel.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { said, TAX_FEWEST_INFLUENCE, TAX_MOST_SABERS } from './log';
import { cardDef } from './data';
import { drawCard, gainCoins, spendCoins } from './coins';
import { endTurn } from './ending';
import { beginLootAndHire } from './trade';
import { countPersons, nextSeat, seatInfluence, seatSabers, shipTypes } from './stats';
import type { CardId, PortRoyalState } from './types';

/** Whether the active player's sabers can repel this ship (never a skull ship). */
export function canRepel(s: PortRoyalState, ship: CardId): boolean {
  const def = cardDef(ship);
  return def.kind === 'ship' && def.sabers !== null && seatSabers(s, s.active) >= def.sabers;
}

/** Reveals the top card (the caller checked that a card is left in the deck or the discard pile). */
export function revealCard(s: PortRoyalState, log: LogEntry[]): void {
  if (s.phase.kind !== 'discover') return;
  const card = drawCard(s, log);
  if (card === undefined) return;
  const revealed = s.phase.revealed + 1;
  s.phase = { kind: 'discover', revealed };
  const def = cardDef(card);
  switch (def.kind) {
    case 'person':
      writable(s, 'harbor').push(card);
      log.push(said(['reveal', s.active, card]));
      return;
    case 'expedition':
      writable(s, 'expeditionRow').push(card);
      log.push(said(['reveal', s.active, card]));
      return;
    case 'tax':
      log.push(said(['reveal', s.active, card]));
      writable(s, 'discard').push(card);
      resolveTax(s, log, def.bonus);
      return;
    case 'ship':
      log.push(said(['reveal', s.active, card]));
      if (canRepel(s, card)) s.phase = { kind: 'repel', ship: card, revealed };
      else keepShip(s, log, card);
      return;
  }
}

/** The ship stays in the harbor, unless its type is already there: then the turn is lost. */
function keepShip(s: PortRoyalState, log: LogEntry[], ship: CardId): void {
  const def = cardDef(ship);
  const bust = def.kind === 'ship' && shipTypes(s.harbor).has(def.ship);
  writable(s, 'harbor').push(ship);
  if (bust) bustTurn(s, log, ship);
}

export function repelShip(s: PortRoyalState, log: LogEntry[]): void {
  if (s.phase.kind !== 'repel') return;
  const { ship, revealed } = s.phase;
  writable(s, 'discard').push(ship);
  log.push(said(['repel', s.active, ship]));
  s.phase = { kind: 'discover', revealed };
}

export function letShipStay(s: PortRoyalState, log: LogEntry[]): void {
  if (s.phase.kind !== 'repel') return;
  const { ship, revealed } = s.phase;
  s.phase = { kind: 'discover', revealed };
  log.push(said(['stay', s.active, ship]));
  keepShip(s, log, ship);
}

/**
 * A second ship of a type: the whole harbor goes to the discard pile and Loot and Hire is
 * cancelled; the active player's Jesters still pay ("even if there is no Loot and Hire").
 */
function bustTurn(s: PortRoyalState, log: LogEntry[], ship: CardId): void {
  const seat = s.active;
  log.push(said(['bust', seat, ship, s.harbor.length]));
  writable(s, 'discard').push(...s.harbor);
  s.harbor = [];
  const jesters = countPersons(s.seats[seat]!.display, 'jester');
  if (jesters > 0) {
    log.push(said(['jesters', seat, jesters]));
    gainCoins(s, log, seat, jesters);
  }
  endTurn(s, log);
}

export function stopDiscovering(s: PortRoyalState, log: LogEntry[]): void {
  beginLootAndHire(s, log);
}

/**
 * Tax Increase: 12+ coins lose half (rounded down); then 1 coin to each seat with the most
 * sabers (all tied, even at 0) or, for the 2014 "fewest influence" cards, the least influence.
 * Under merchants rules every tax card rewards the most sabers.
 */
function resolveTax(s: PortRoyalState, log: LogEntry[], bonus: 'most-sabers' | 'fewest-influence'): void {
  const order: Seat[] = [];
  for (let i = 0, seat = s.active; i < s.players; i++, seat = nextSeat(s, seat)) order.push(seat);
  for (const seat of order) {
    const coins = s.seats[seat]!.coins.length;
    if (coins < 12) continue;
    const lost = Math.floor(coins / 2);
    spendCoins(s, seat, lost);
    log.push(said(['tax', seat, coins]));
  }
  const rule = s.options.rules === 'merchants' ? 'most-sabers' : bonus;
  const score = (seat: Seat): number => (rule === 'most-sabers' ? seatSabers(s, seat) : -seatInfluence(s, seat));
  const best = Math.max(...order.map(score));
  const winners = order.filter((seat) => score(seat) === best);
  log.push(said(rule === 'most-sabers' ? ['tax-bonus', TAX_MOST_SABERS, best, winners] : ['tax-bonus', TAX_FEWEST_INFLUENCE, -best, winners]));
  for (const seat of winners) gainCoins(s, log, seat, 1);
}
