/**
 * Seas of Glory module 10 "Favors" in a merchant raid: a favor draws the raid's latest draw anew
 * (the opening line, or the card a success drew or exchanged), once per draw and before a success
 * is spent on another card. Readings: docs/games/merchants-and-marauders.md ("Seas of Glory", module 10).
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { drawLine, pushCard } from './raid';
import { refuse, type Refusal } from './state';
import type { MmState, Nation } from './types';
import { own } from './change';

export function raidRedrawRefusal(s: MmState): Refusal {
  const r = s.raid!;
  if (r.step !== 'spend' || !r.favorDraw) return refuse('redraw-used', 'A favor draws anew only the raid\'s latest draw, once.');
  return null;
}

/** The draw's cards go to the discard pile and as many are drawn (the opening line as it was drawn). */
export function raidRedraw(st: MmState, seat: Seat, log: LogEntry[]): void {
  const r = st.raid!;
  const draw = r.favorDraw!;
  delete r.favorDraw;
  r.cards = r.cards.filter((c) => !draw.cards.includes(c));
  own(st, 'cargoDiscard').push(...draw.cards);
  if (draw.line) r.cards.push(...drawLine(st, seat, r.nation as Nation));
  else for (const _ of draw.cards) pushCard(st, r.cards);
  log.push(said(['favor-raid', seat]));
}
