/**
 * When a harbor pays out and who picks its spices (rulebook "3. Shipment": Monopoly, Shared
 * Distribution). Pure functions of the cards at the harbor and the company columns.
 */
import type { Seat } from '../../core/engine';
import { cardFlags, harborFlagCounts, visibleHarborFlags } from './cards';
import { COMPANIES } from './data';
import type { CardId, CompanyColumn, CompanyIndex, HarborDef } from './types';

export interface Settlement {
  kind: 'monopoly' | 'shared';
  /** The monopoly company alone, or the companies with flags in rank-token order. */
  companies: CompanyIndex[];
}

/** Companies in the order their first flag appears in `flags`; companies without one come last. */
function firstAppearance(flags: readonly CompanyIndex[]): CompanyIndex[] {
  const order: CompanyIndex[] = [];
  for (const c of flags) if (!order.includes(c)) order.push(c);
  for (let c = 0; c < COMPANIES.length; c++) if (!order.includes(c)) order.push(c);
  return order;
}

/**
 * Tie-break of a monopoly reached by two companies with the same card: flag order on that very
 * last card, left to right, top to bottom. (Both tied companies always show on it: a harbor's
 * counts grow only by the card just played, so both reached the monopoly through it.)
 */
export function monopolyPrecedence(cards: readonly CardId[]): CompanyIndex[] {
  const last = cards[cards.length - 1];
  return firstAppearance(last === undefined ? [] : cardFlags(last));
}

/**
 * Tie-break of a shared distribution: the company whose flag appears first on the harbor's
 * cards, read from the first card played (at the top of the column) down, each card left to
 * right and top to bottom (docs/games/borneo.md, "Ties between companies").
 */
export function sharedPrecedence(cards: readonly CardId[]): CompanyIndex[] {
  return firstAppearance(visibleHarborFlags(cards));
}

/**
 * The payout triggered by the card just played, if any. A monopoly wins over a full harbor
 * ("even if the shipment card limit has not been reached"; the shared distribution happens only
 * when "no company has enough flags for a monopoly").
 */
export function settlement(harbor: Pick<HarborDef, 'monopoly' | 'limit'>, cards: readonly CardId[]): Settlement | null {
  if (cards.length === 0) return null;
  const counts = harborFlagCounts(cards);
  const monopolist = monopolyPrecedence(cards).find((c) => (counts[c] ?? 0) >= harbor.monopoly);
  if (monopolist !== undefined) return { kind: 'monopoly', companies: [monopolist] };
  if (cards.length < harbor.limit) return null;
  // Most flags first ("1" token), ties by reading order; a company without flags gets nothing.
  const precedence = sharedPrecedence(cards);
  const ranked = precedence
    .filter((c) => (counts[c] ?? 0) > 0)
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || precedence.indexOf(a) - precedence.indexOf(b));
  return { kind: 'shared', companies: ranked };
}

/**
 * Who takes the spices, one entry per card. Monopoly: the company's merchants by rank, again
 * from the first when cards remain. Shared: the first-ranked merchants of the companies in
 * token order, then the second-ranked, and so on. The rulebook says what happens to cards left
 * over only for the monopoly; we apply the same "start again with the first-ranked merchants"
 * to the shared distribution. With no merchant at any paying company the queue is empty and
 * the spices are discarded.
 */
export function pickQueue(columns: readonly CompanyColumn[], companies: readonly CompanyIndex[], picks: number): Seat[] {
  const cycle: Seat[] = [];
  const deepest = Math.max(0, ...companies.map((c) => columns[c]?.merchants.length ?? 0));
  for (let rank = 0; rank < deepest; rank++) {
    for (const c of companies) {
      const seat = columns[c]?.merchants[rank];
      if (seat !== undefined) cycle.push(seat);
    }
  }
  if (cycle.length === 0) return [];
  const queue: Seat[] = [];
  for (let i = 0; i < picks; i++) queue.push(cycle[i % cycle.length] as Seat);
  return queue;
}
