/**
 * Port Royal: phase 1, Discover (rulebook "1) Discover"). The active player reveals cards into
 * the harbor until he stops or busts on a second ship of a type he cannot (or will not) repel.
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogEntry } from '../../core/log';
import { cardDef, cardLabel, cardName, plural } from './data';
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
  const who = `{s${s.active}}`;
  const def = cardDef(card);
  switch (def.kind) {
    case 'person':
      s.harbor.push(card);
      log.push(logEntry(`${who} revealed the ${cardLabel(card)}.`));
      return;
    case 'expedition':
      s.expeditionRow.push(card);
      log.push(logEntry(`${who} revealed the ${cardLabel(card)}: it joins the expedition requests.`));
      return;
    case 'tax':
      log.push(logEntry(`${who} revealed a ${cardLabel(card)}.`));
      s.discard.push(card);
      resolveTax(s, log, def.bonus);
      return;
    case 'ship':
      log.push(logEntry(`${who} revealed the ${cardLabel(card)}.`));
      if (canRepel(s, card)) s.phase = { kind: 'repel', ship: card, revealed };
      else keepShip(s, log, card);
      return;
  }
}

/** The ship stays in the harbor, unless its type is already there: then the turn is lost. */
function keepShip(s: PortRoyalState, log: LogEntry[], ship: CardId): void {
  const def = cardDef(ship);
  const bust = def.kind === 'ship' && shipTypes(s.harbor).has(def.ship);
  s.harbor.push(ship);
  if (bust) bustTurn(s, log, ship);
}

export function repelShip(s: PortRoyalState, log: LogEntry[]): void {
  if (s.phase.kind !== 'repel') return;
  const { ship, revealed } = s.phase;
  s.discard.push(ship);
  log.push(logEntry(`{s${s.active}} repelled the ${cardName(ship)}.`));
  s.phase = { kind: 'discover', revealed };
}

export function letShipStay(s: PortRoyalState, log: LogEntry[]): void {
  if (s.phase.kind !== 'repel') return;
  const { ship, revealed } = s.phase;
  s.phase = { kind: 'discover', revealed };
  log.push(logEntry(`{s${s.active}} let the ${cardName(ship)} stay.`));
  keepShip(s, log, ship);
}

/**
 * A second ship of a type: the whole harbor goes to the discard pile and Loot and Hire is
 * cancelled; the active player's Jesters still pay ("even if there is no Loot and Hire").
 */
function bustTurn(s: PortRoyalState, log: LogEntry[], ship: CardId): void {
  const seat = s.active;
  log.push(logEntry(`{s${seat}} revealed a second ${cardName(ship)}: the harbor (${plural(s.harbor.length, 'card')}) is lost.`));
  s.discard.push(...s.harbor);
  s.harbor = [];
  const jesters = countPersons(s.seats[seat]!.display, 'jester');
  if (jesters > 0) {
    log.push(logEntry(`{s${seat}}'s ${jesters === 1 ? 'Jester' : `${jesters} Jesters`}: +${plural(jesters, 'coin')} (the harbor is empty).`));
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
    log.push(logEntry(`Tax: {s${seat}} had ${coins} coins and loses ${lost}.`));
  }
  const rule = s.options.rules === 'merchants' ? 'most-sabers' : bonus;
  const score = (seat: Seat): number => (rule === 'most-sabers' ? seatSabers(s, seat) : -seatInfluence(s, seat));
  const best = Math.max(...order.map(score));
  const winners = order.filter((seat) => score(seat) === best);
  const why = rule === 'most-sabers' ? `most sabers (${best})` : `fewest influence (${-best})`;
  log.push(logEntry(`Tax bonus for the ${why}: ${winners.map((seat) => `{s${seat}}`).join(', ')} ${winners.length === 1 ? 'gains' : 'gain'} 1 coin.`));
  for (const seat of winners) gainCoins(s, log, seat, 1);
}
