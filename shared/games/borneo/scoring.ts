/** Rulebook "End of the Game": the final score and its tie-break. */
import type { Outcome, Seat } from '../../core/engine';
import { MISSIONS, PIRATE_SHIP_PENALTY } from './data';
import type { BorneoState } from './types';

export interface ScoreLine {
  shipmentCards: number;
  harborCards: number;
  missionPoints: number;
  missions: number;
  pirateShip: number;
  total: number;
}

/** Rulebook "End of the Game": 1 per card in the warehouse, mission values, -2 for the pirate ship. */
export function scoreLines(s: BorneoState): ScoreLine[] {
  return s.seats.map((seat, i) => {
    const missionPoints = seat.missions.reduce((sum, m) => sum + (MISSIONS[m]?.points ?? 0), 0);
    const pirateShip = s.pirateShip === i ? -PIRATE_SHIP_PENALTY : 0;
    return {
      shipmentCards: seat.cards.length,
      harborCards: seat.harbors.length,
      missionPoints,
      missions: seat.missions.length,
      pirateShip,
      total: seat.cards.length + seat.harbors.length + missionPoints + pirateShip,
    };
  });
}

/** Highest score wins; "in case of a tie, the tied player with the most Missions wins". */
export function outcome(s: BorneoState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const lines = scoreLines(s);
  const order = lines.map((_, i) => i).sort((a, b) => compare(lines[a] as ScoreLine, lines[b] as ScoreLine) || a - b);
  const ranking: Seat[][] = [];
  for (const seat of order) {
    const group = ranking[ranking.length - 1];
    const first = group?.[0];
    if (group && first !== undefined && compare(lines[first] as ScoreLine, lines[seat] as ScoreLine) === 0) group.push(seat);
    else ranking.push([seat]);
  }
  return { scores: lines.map((l) => l.total), ranking, detail: { lines, endReason: s.endReason } };
}

function compare(a: ScoreLine, b: ScoreLine): number {
  return b.total - a.total || b.missions - a.missions;
}
