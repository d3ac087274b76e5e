/**
 * The end of the game (rulebook "Winning"): most glory points (stash points included) wins; a
 * tie goes to the larger stash; a tie on both is shared.
 */
import type { Outcome, Seat } from '../../core/engine';
import { totalGlory } from './state';
import type { MmState } from './types';

export interface MmOutcomeDetail {
  reason: MmState['endReason'];
  /** Glory on the track, and the stash shown at the end. */
  glory: number[];
  stash: number[];
}

export function outcome(s: MmState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.seats.map((p) => totalGlory(s, p));
  const key = (seat: Seat): [number, number] => [scores[seat]!, s.seats[seat]!.stash];
  const order = s.seats.map((_, i) => i).sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1] || a - b);
  const ranking: Seat[][] = [];
  for (const seat of order) {
    const last = ranking[ranking.length - 1];
    const same = last && key(last[0]!)[0] === key(seat)[0] && key(last[0]!)[1] === key(seat)[1];
    if (same) last.push(seat);
    else ranking.push([seat]);
  }
  const detail: MmOutcomeDetail = { reason: s.endReason, glory: s.seats.map((p) => p.glory), stash: s.seats.map((p) => p.stash) };
  return { scores, ranking, detail };
}
