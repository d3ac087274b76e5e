/**
 * How a turn moves on by itself between the players' decisions: the harbor payout, picks with
 * no real choice, refilling the harbor row, drawing, passing the turn, the two end conditions
 * and the last mission round. Every function works on the next state that `apply` builds, and
 * takes a part with change.ts (or `writable`) before writing in it.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { shuffleInPlace } from '../../core/rng';
import { cardClass } from './cards';
import { phaseToChange, seatToChange, slotToChange } from './change';
import { CARDS_DRAWN, HAND_LIMIT, HARBORS, MISSIONS } from './data';
import { pickQueue, settlement } from './harbor';
import { goodsForPayment, missionPayments, warehouseCounts } from './missions';
import { END_HARBORS, END_SHIPMENTS, said, saidTo } from './log';
import { scoreLines } from './scoring';
import type { BorneoAction, BorneoState, CardId, Distribution, EndReason, HarborDef, MissionDef, MissionId, SeatState } from './types';

/** Turn phase 1 is skipped at once when no mission can be paid for: the warehouse is public. */
export function beginTurn(st: BorneoState, seat: Seat, log: LogEntry[]): void {
  st.active = seat;
  st.turn += 1;
  log.push(said(['turn', st.turn, seat]));
  st.phase = { kind: 'mission' };
  if (!canCompleteMission(st, seat, false)) st.phase = { kind: 'company' };
}

export function nextTurn(st: BorneoState, log: LogEntry[]): void {
  beginTurn(st, (st.active + 1) % st.players, log);
}

/**
 * One action per distinct way to pay a distinct mission: copies of a mission are identical, and
 * goods of one class are interchangeable, so the list names the first of each. (`apply` takes
 * any goods that make the same payment.) In the last round nobody may trade with the pirates,
 * nor may the holder of the pirate ship (rulebook "the Secrets of Blackbeard").
 */
export function missionActions(st: BorneoState, seat: Seat, lastRound: boolean): BorneoAction[] {
  const seatState = st.seats[seat];
  if (!seatState) return [];
  const available = warehouseCounts(seatState);
  const canTrade = canTradeWithPirates(st, seat, lastRound);
  const actions: BorneoAction[] = [];
  for (const mission of distinctMissions(st)) {
    for (const payment of missionPayments(MISSIONS[mission] as MissionDef, available, canTrade)) {
      const goods = goodsForPayment(seatState, payment.counts);
      actions.push({ type: 'mission', mission, cards: goods.cards, harbors: goods.harbors, pirate: payment.pirate });
    }
  }
  return actions;
}

/**
 * Whether `missionActions` offers at least one action, without building them: asked at the start of every
 * turn and in the last round, where it decides only whether the seat is asked at all.
 */
export function canCompleteMission(st: BorneoState, seat: Seat, lastRound: boolean): boolean {
  const seatState = st.seats[seat];
  if (!seatState) return false;
  const available = warehouseCounts(seatState);
  const canTrade = canTradeWithPirates(st, seat, lastRound);
  return distinctMissions(st).some((mission) => missionPayments(MISSIONS[mission] as MissionDef, available, canTrade).length > 0);
}

function canTradeWithPirates(st: BorneoState, seat: Seat, lastRound: boolean): boolean {
  return st.options.blackbeard && !lastRound && st.pirateShip !== seat;
}

/** For each mission, the first of its identical copies (same kind, amount and points) in `MISSIONS`. */
const FIRST_COPY: readonly number[] = MISSIONS.map((def) =>
  MISSIONS.findIndex((other) => other.kind === def.kind && other.amount === def.amount && other.points === def.points),
);

/** The missions on the board, the first copy of each in board order. */
function distinctMissions(st: BorneoState): MissionId[] {
  const seen = new Set<number>();
  return st.missionsOnBoard.filter((mission) => {
    const copy = FIRST_COPY[mission] as number;
    if (seen.has(copy)) return false;
    seen.add(copy);
    return true;
  });
}

/** After the companies phase: phase 3, the shipment. */
export function toShipment(st: BorneoState, log: LogEntry[]): void {
  st.phase = { kind: 'ship' };
  // Cannot happen under the fight rule (everyone keeps a card), but an empty hand must not stall.
  if ((st.seats[st.active]?.hand.length ?? 0) === 0) {
    log.push(said(['no-shipment', st.active]));
    drawPhase(st, log);
  }
}

/** The card just played on `slot` may complete the harbor (rulebook "3. Shipment"). */
export function settleShipment(st: BorneoState, slotIndex: number, log: LogEntry[]): void {
  const shown = st.harborRow[slotIndex];
  if (!shown || shown.harbor < 0) return drawPhase(st, log);
  const def = HARBORS[shown.harbor] as HarborDef;
  const result = settlement(def, shown.cards);
  if (!result) return drawPhase(st, log);
  const shipper = st.active;
  const harbor = shown.harbor;
  const cards = shown.cards;
  const slot = slotToChange(st, slotIndex);
  slot.harbor = -1;
  slot.cards = [];
  const warehouse = seatToChange(st, shipper);
  if (warehouse) writable(warehouse, 'harbors').push(harbor);
  if (result.kind === 'monopoly') {
    log.push(said(['monopoly', result.companies[0] ?? -1, harbor]));
  } else {
    log.push(said(['shared', harbor, [...result.companies]]));
  }
  log.push(said(['harbor-card', shipper, harbor]));
  const queue = pickQueue(st.companies, result.companies, cards.length);
  if (queue.length === 0) {
    writable(st, 'discard').push(...cards);
    if (cards.length > 0) log.push(said(['spices-lost', harbor]));
    return finishDistribution(st, slotIndex, log);
  }
  const distribution: Distribution = { harbor, slot: slotIndex, kind: result.kind, companies: result.companies, cards, queue };
  st.phase = { kind: 'pick', distribution };
  continuePicks(st, log);
}

/** A pick among goods of one class is no choice at all, so it is made for the player. */
export function continuePicks(st: BorneoState, log: LogEntry[]): void {
  for (;;) {
    if (st.phase.kind !== 'pick') return;
    const d = st.phase.distribution;
    const picker = d.queue[0];
    if (d.cards.length === 0 || picker === undefined) {
      writable(st, 'discard').push(...d.cards);
      return finishDistribution(st, d.slot, log);
    }
    const first = d.cards[0] as CardId;
    if (!d.cards.every((c) => cardClass(c) === cardClass(first))) return;
    takeSpice(st, picker, first, log);
  }
}

export function takeSpice(st: BorneoState, seat: Seat, card: CardId, log: LogEntry[]): void {
  if (st.phase.kind !== 'pick') return;
  const d = writable(phaseToChange(st, 'pick'), 'distribution');
  d.cards = d.cards.filter((c) => c !== card);
  writable(d, 'queue').shift();
  const me = seatToChange(st, seat);
  if (me) writable(me, 'cards').push(card);
  log.push(said(['take', seat, card]));
}

/** "After the spices at the completed harbor have been distributed, turn over the top card from the harbor deck." */
function finishDistribution(st: BorneoState, slotIndex: number, log: LogEntry[]): void {
  if (st.harborDeck.length === 0) return endGame(st, 'harbors', log);
  const next = writable(st, 'harborDeck').pop() as number;
  if (st.harborRow[slotIndex]) {
    const slot = slotToChange(st, slotIndex);
    slot.harbor = next;
    slot.cards = [];
  }
  log.push(said(['new-harbor', next]));
  drawPhase(st, log);
}

/**
 * Phase 4: draw two, reshuffling the discard pile when the deck runs out. The game ends when a
 * player must draw and nothing at all is left, neither in the deck nor in the discards; with a
 * single card left he draws that one and play goes on (docs/games/borneo.md, reading 5).
 */
export function drawPhase(st: BorneoState, log: LogEntry[]): void {
  if (st.deck.length + st.discard.length === 0) return endGame(st, 'shipments', log);
  const seat = st.active;
  const drawn: CardId[] = [];
  for (let i = 0; i < CARDS_DRAWN; i++) {
    if (st.deck.length === 0) {
      if (st.discard.length === 0) break;
      st.deck = shuffleInPlace(writable(st, 'rng'), writable(st, 'discard'));
      st.discard = [];
      log.push(said(['reshuffle']));
    }
    drawn.push(writable(st, 'deck').pop() as CardId);
  }
  const me = seatToChange(st, seat);
  const hand = me ? writable(me, 'hand') : undefined;
  hand?.push(...drawn);
  log.push(saidTo(seat, ['draw-seen', seat, drawn], ['draw', seat, drawn.length]));
  if ((hand?.length ?? 0) > HAND_LIMIT) st.phase = { kind: 'discard' };
  else nextTurn(st, log);
}

/**
 * "All harbor cards and shipment cards still on the table are discarded, as are any cards still
 * in your hand." Then the last mission round, from the player left of the last to play.
 */
export function endGame(st: BorneoState, reason: EndReason, log: LogEntry[]): void {
  st.endReason = reason;
  log.push(said(['end', reason === 'harbors' ? END_HARBORS : END_SHIPMENTS]));
  const discard = writable(st, 'discard');
  st.harborRow.forEach((shown, index) => {
    discard.push(...shown.cards);
    if (shown.harbor >= 0) writable(st, 'harborsOut').push(shown.harbor);
    const slot = slotToChange(st, index);
    slot.harbor = -1;
    slot.cards = [];
  });
  st.seats.forEach((shown, seat) => {
    discard.push(...shown.hand);
    (seatToChange(st, seat) as SeatState).hand = [];
  });
  const queue = Array.from({ length: st.players }, (_, i) => (st.active + 1 + i) % st.players);
  st.phase = { kind: 'final', queue };
  log.push(said(['last-chance']));
  continueFinalRound(st, log);
}

/** Players who cannot pay for any mission are passed over (their warehouse is public). */
export function continueFinalRound(st: BorneoState, log: LogEntry[]): void {
  if (st.phase.kind !== 'final') return;
  // The queue is taken writable only when someone is passed over.
  while (st.phase.queue.length > 0 && !canCompleteMission(st, st.phase.queue[0] as Seat, true)) {
    writable(phaseToChange(st, 'final'), 'queue').shift();
  }
  if (st.phase.queue.length === 0) {
    st.phase = { kind: 'over' };
    log.push(said(['over', scoreLines(st).map((line) => line.total)]));
  }
}
