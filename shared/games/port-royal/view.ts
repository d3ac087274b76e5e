/**
 * Port Royal: what a viewer sees. Only the deck order and the faces of coin cards are hidden,
 * and nobody may know them (docs/games/port-royal.md, "Hidden information": not even a coin's owner), so every seat
 * and a spectator get the same view: counts instead of those cards.
 */
import type { Seat } from '../../core/engine';
import { displaySabers, influenceOf, shipTypes } from './stats';
import type { PhaseView, PortRoyalState, PortRoyalView } from './types';

function phaseView(s: PortRoyalState): PhaseView {
  const flat: PhaseView = { kind: s.phase.kind, revealed: 0, ship: -1, taker: -1, picksLeft: 0, queue: [] };
  switch (s.phase.kind) {
    case 'discover':
      return { ...flat, revealed: s.phase.revealed };
    case 'repel':
      return { ...flat, revealed: s.phase.revealed, ship: s.phase.ship };
    case 'trade':
      return { ...flat, taker: s.phase.taker, picksLeft: s.phase.picksLeft, queue: [...s.phase.queue] };
    case 'over':
      return flat;
  }
}

// The viewer does not matter: Port Royal has no card that one seat sees and another does not.
// The view's lists are the state's own, not copies: a state is never written once `apply` has
// returned it (shared/core/copy-on-write.ts), and a view is read-only for all its readers (the
// table's sync, bots, the client's renderer), so the copies only made garbage per action.
export function view(s: PortRoyalState, _viewer: Seat | null): PortRoyalView {
  return {
    rules: s.options.rules,
    players: s.players,
    deckCount: s.deck.length,
    discard: s.discard,
    harbor: s.harbor,
    expeditionRow: s.expeditionRow,
    seats: s.seats.map((st) => ({
      display: st.display,
      coinCount: st.coins.length,
      expeditions: st.expeditions,
      influence: influenceOf(st.display, st.expeditions),
      sabers: displaySabers(st.display),
    })),
    startSeat: s.startSeat,
    active: s.active,
    phase: phaseView(s),
    endTriggered: s.endTriggered,
    turn: s.turn,
    shipTypesInHarbor: shipTypes(s.harbor).size,
    endReason: s.endReason ?? '',
  };
}
