/**
 * Seas of Glory module 7's replacement rumor "A Myriad of Goods" (our card: `contraband-cards.ts`
 * MYRIAD_ROW, `glory.ts` RUMORS): with contraband it takes the place of a base rumor in the deck
 * (`seas-cards.ts`). True, it pays less gold than the rumor it replaces and the top cargo cards
 * besides: each one the hold has room for is kept, a contraband card on the contraband space (the
 * card says so: no choice to make), the rest go to the discard pile. Reading 43 in
 * docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { contrabandOf, isContrabandCard } from './contraband';
import { RUMORS } from './glory';
import { cargoCapacity, drawCargo } from './state';
import type { MmState } from './types';
import { saidTo } from './log';
import { own, seatToChange } from './change';

/** A true rumor's cargo cards, if it brings any (only "A Myriad of Goods" does). */
export function rumorGoods(st: MmState, seat: Seat, rumor: number, log: LogEntry[]): void {
  const count = RUMORS[rumor]?.cargo ?? 0;
  if (count === 0) return;
  const p = seatToChange(st, seat);
  const kept: number[] = [];
  let smuggled = 0;
  let lost = 0;
  for (let k = 0; k < count && st.cargoDeck.length + st.cargoDiscard.length > 0; k++) {
    const card = drawCargo(st);
    if (p.cargo.length >= cargoCapacity(p)) {
      own(st, 'cargoDiscard').push(card);
      lost += 1;
      continue;
    }
    p.cargo.push(card);
    kept.push(card);
    if (st.options.contraband && isContrabandCard(card)) {
      p.contraband = [...contrabandOf(p), card];
      smuggled += 1;
    }
  }
  log.push(saidTo(seat, ['myriad-goods-seen', seat, kept, smuggled, lost], ['myriad-goods', seat, kept.length, smuggled, lost]));
}

/** What a rumor is worth to the heuristic: its gold, and about 4 gold a cargo card it brings. */
export const rumorWorth = (rumor: number): number => (RUMORS[rumor]?.gold ?? 0) + 4 * (RUMORS[rumor]?.cargo ?? 0);
