/**
 * What a viewer may know (docs/games/caribbean.md, "Hidden information"). Hidden: every seat's bids until each
 * ship's bids are revealed, the tie-breakers until shown face up, the answers in a tie until
 * all are in, the face-down chests of the supply, and the RNG. A seat sees its own bids, its own
 * tie-breaker and its own tie answer in `mine`; everything else is the same for every viewer,
 * and nothing in it moves when a seat decides except `hasBid` / `hasChosenTie`.
 */
import type { Seat } from '../../core/engine';
import { thresholdFor } from './pieces';
import { toAct } from './rules';
import type { CaribbeanState, CaribbeanView, MineView } from './types';

function mineFor(s: CaribbeanState, viewer: Seat | null): Record<string, MineView> | undefined {
  const st = viewer === null ? undefined : s.seats[viewer];
  if (!st || viewer === null) return undefined;
  return { [String(viewer)]: { bids: st.bids, tieBreaker: st.tieBreaker, tieChoice: st.tieChoice } };
}

// The view's lists and records are the state's own where it shows them whole, not copies: a
// state is never written once `apply` has returned it (shared/core/copy-on-write.ts), and a view
// is read-only for all its readers (the table's sync, bots, the client's renderer), so the copies
// only made garbage per action.
export function view(s: CaribbeanState, viewer: Seat | null): CaribbeanView {
  const view: CaribbeanView = {
    players: s.players,
    round: s.round,
    phase: s.phase,
    threshold: thresholdFor(s.players),
    endTriggered: s.endTriggered,
    endReason: s.endReason,
    current: s.current,
    ships: s.ships,
    cities: s.cities,
    supply: s.supply.map((pile) => pile.chests.length),
    delivered: s.delivered,
    seats: s.seats.map((st) => ({
      money: st.money,
      hasBid: st.bids.length > 0,
      tieBreakerState: st.tieBreakerState,
      tieBreaker: st.tieBreakerState === 'up' ? st.tieBreaker : -1,
      hasChosenTie: st.tieChoice !== '',
    })),
    resolutions: s.resolutions.map((r, ship) => ({
      revealed: r.revealed,
      bids: r.revealed ? s.seats.map((st) => st.bids[ship] ?? -1) : [],
      winner: r.winner,
      moves: r.moves,
      outcome: r.outcome,
      tieSeats: r.tieSeats,
      tieCards: r.tieCards,
    })),
    sailing: s.sailing,
    toAct: toAct(s),
  };
  const mine = mineFor(s, viewer);
  if (mine) view.mine = mine;
  return view;
}

/** The viewing seat's own secrets in `v`, if `seat` is the viewer. */
export function mineOf(v: CaribbeanView, seat: Seat): MineView | undefined {
  return v.mine?.[String(seat)];
}
