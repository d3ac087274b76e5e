/**
 * Port Royal: expedition requests (rulebook "Expedition Request" and "Priest / Captain /
 * Settler / Jack of all Trades"). The active player completes an open request by discarding
 * persons whose symbols match it; a Jack of all Trades stands for any one symbol.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { cardDef, cardName, plural } from './data';
import { gainCoins, seatToChange } from './coins';
import type { CardId, ExpeditionSymbol, PortRoyalAction, PortRoyalState } from './types';

const SYMBOLS: readonly ExpeditionSymbol[] = ['house', 'anchor', 'cross'];

type SymbolCount = Record<ExpeditionSymbol, number>;

function countNeeds(needs: readonly ExpeditionSymbol[]): SymbolCount {
  const count: SymbolCount = { house: 0, anchor: 0, cross: 0 };
  for (const n of needs) count[n]++;
  return count;
}

function expeditionNeeds(card: CardId): readonly ExpeditionSymbol[] | undefined {
  const def = cardDef(card);
  return def.kind === 'expedition' ? def.needs : undefined;
}

/**
 * One `expedition` action per distinct way to complete each open request with the persons of
 * `seat` (the active player, unless asked whether anyone could), told apart by how many Jacks
 * stand in for each symbol.
 */
export function expeditionWays(s: PortRoyalState, seat: Seat = s.active): Extract<PortRoyalAction, { type: 'expedition' }>[] {
  if (s.expeditionRow.length === 0) return [];
  const display = s.seats[seat]!.display;
  const bySymbol: Record<ExpeditionSymbol, CardId[]> = { house: [], anchor: [], cross: [] };
  const jacks: CardId[] = [];
  for (const id of display) {
    const def = cardDef(id);
    if (def.kind !== 'person') continue;
    if (def.person === 'jack') jacks.push(id);
    else if (def.symbol) bySymbol[def.symbol].push(id);
  }
  const ways: Extract<PortRoyalAction, { type: 'expedition' }>[] = [];
  for (const card of s.expeditionRow) {
    const needs = expeditionNeeds(card);
    if (!needs) continue;
    const need = countNeeds(needs);
    for (let jh = 0; jh <= need.house; jh++) {
      for (let ja = 0; ja <= need.anchor; ja++) {
        for (let jc = 0; jc <= need.cross; jc++) {
          const useJacks: SymbolCount = { house: jh, anchor: ja, cross: jc };
          const jackTotal = jh + ja + jc;
          if (jackTotal > jacks.length) continue;
          if (SYMBOLS.some((sym) => need[sym] - useJacks[sym] > bySymbol[sym].length)) continue;
          const persons = SYMBOLS.flatMap((sym) => bySymbol[sym].slice(0, need[sym] - useJacks[sym]));
          persons.push(...jacks.slice(0, jackTotal));
          ways.push({ type: 'expedition', card, persons });
        }
      }
    }
  }
  return ways;
}

/** Why these persons cannot complete this request for `seat`, or null when they can. */
export function expeditionError(s: PortRoyalState, seat: Seat, card: CardId, persons: readonly CardId[]): string | null {
  const needs = Number.isInteger(card) && s.expeditionRow.includes(card) ? expeditionNeeds(card) : undefined;
  if (!needs) return 'That expedition request is not open.';
  const display = s.seats[seat]!.display;
  if (new Set(persons).size !== persons.length) return 'Each person can be discarded only once.';
  if (persons.length !== needs.length) {
    return `This expedition needs ${plural(needs.length, 'person')} (${needs.join(', ')}), not ${persons.length}.`;
  }
  const given: SymbolCount = { house: 0, anchor: 0, cross: 0 };
  for (const id of persons) {
    if (!display.includes(id)) return 'You can only discard persons from your own display.';
    const def = cardDef(id);
    if (def.kind !== 'person') return 'Only persons can complete an expedition.';
    if (def.person === 'jack') continue;
    if (!def.symbol) return `The ${cardName(id)} has no expedition symbol.`;
    given[def.symbol]++;
  }
  const need = countNeeds(needs);
  for (const sym of SYMBOLS) {
    // Non-jacks must fit the symbols; the Jacks then fill whatever is still missing.
    if (given[sym] > need[sym]) {
      return need[sym] === 0
        ? `This expedition needs no ${sym} symbol.`
        : `This expedition needs ${plural(need[sym], `${sym} symbol`)}, not ${given[sym]}.`;
    }
  }
  return null;
}

/** Completes the request: persons to the discard pile, the card to the seat, its coins drawn. */
export function completeExpedition(s: PortRoyalState, log: LogEntry[], seat: Seat, card: CardId, persons: readonly CardId[]): void {
  const st = seatToChange(s, seat);
  st.display = st.display.filter((id) => !persons.includes(id));
  writable(s, 'discard').push(...persons);
  s.expeditionRow = s.expeditionRow.filter((id) => id !== card);
  writable(st, 'expeditions').push(card);
  const def = cardDef(card);
  const reward = def.kind === 'expedition' ? def : { influence: 0, coins: 0 };
  log.push(said(['expedition', seat, card, [...persons]]));
  gainCoins(s, log, seat, reward.coins);
}
