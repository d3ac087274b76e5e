/**
 * The players' decisions, each checked and carried out on the caller's private copy of the
 * state. A handler returns the reason for refusing, or null when it has applied the action.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { classLabel, companyName, isCardId, isHarborId, isMissionId } from './cards';
import { COMPANY_SLOTS, HAND_LIMIT, MISSIONS } from './data';
import { attackerWins, attackProblem, cardsProblem, relocateTargets, totalFlags } from './fight';
import {
  beginTurn,
  continueFinalRound,
  continuePicks,
  nextTurn,
  settleShipment,
  takeSpice,
  toShipment,
} from './flow';
import { said, saidTo } from './log';
import { goodsCounts, isExactPayment, meetsMission, spareClass } from './missions';
import type { BorneoAction, BorneoState, CardId, Fight, MissionDef } from './types';

type ActionOf<T extends BorneoAction['type']> = Extract<BorneoAction, { type: T }>;
export type Refusal = { code: string; message: string } | null;

const refuse = (code: string, message: string): Refusal => ({ code, message });

function removeFromHand(st: BorneoState, seat: Seat, cards: readonly CardId[]): void {
  const seatState = st.seats[seat];
  if (seatState) seatState.hand = seatState.hand.filter((c) => !cards.includes(c));
}

export function place(st: BorneoState, seat: Seat, a: ActionOf<'place'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'placement') return refuse('wrong-phase', 'Merchants are placed only at the start of the game.');
  const column = st.companies[a.company];
  if (!column) return refuse('no-company', 'There is no such company.');
  if (column.merchants.length >= COMPANY_SLOTS) return refuse('company-full', `The ${companyName(a.company)} company has no empty slot.`);
  column.merchants.push(seat);
  log.push(said(['place', seat, a.company, column.merchants.length]));
  st.phase.order.shift();
  if (st.phase.order.length === 0) beginTurn(st, st.startSeat, log);
  return null;
}

export function mission(st: BorneoState, seat: Seat, a: ActionOf<'mission'>, log: LogEntry[]): Refusal {
  const lastRound = st.phase.kind === 'final';
  if (st.phase.kind !== 'mission' && !lastRound) return refuse('wrong-phase', 'Missions are completed at the start of your turn.');
  if (!isMissionId(a.mission) || !st.missionsOnBoard.includes(a.mission)) return refuse('no-mission', 'That mission is not on the board.');
  const seatState = st.seats[seat];
  if (!seatState) return refuse('no-seat', 'You have no seat at this table.');
  const def = MISSIONS[a.mission] as MissionDef;
  if (new Set(a.cards).size !== a.cards.length || new Set(a.harbors).size !== a.harbors.length) {
    return refuse('duplicate-goods', 'You named the same good twice.');
  }
  if (a.cards.some((c) => !isCardId(c) || !seatState.cards.includes(c)) || a.harbors.some((h) => !isHarborId(h) || !seatState.harbors.includes(h))) {
    return refuse('not-in-warehouse', 'Missions are paid only with spices from your warehouse (not from your hand).');
  }
  if (a.pirate) {
    if (!st.options.blackbeard) return refuse('no-pirates', 'This game is played without the Secrets of Blackbeard.');
    if (lastRound) return refuse('no-pirates', 'Nobody may trade with the pirates in the last mission round.');
    if (st.pirateShip === seat) return refuse('no-pirates', 'You hold the pirate ship, so you may not trade with the pirates.');
  }
  const counts = goodsCounts(a.cards, a.harbors);
  if (!meetsMission(def, counts, a.pirate)) {
    return refuse('not-enough', `These spices do not make ${def.kind === 'each' ? `${def.amount} of each spice` : `${def.amount} of one spice`}.`);
  }
  if (!isExactPayment(def, counts, a.pirate)) {
    if (a.pirate && meetsMission(def, counts, false)) return refuse('pirates-not-needed', 'You do not need the pirates for this payment.');
    const spare = spareClass(def, counts, a.pirate);
    return refuse('overpaid', `You would pay more than the mission needs: keep one ${classLabel(spare)}.`);
  }
  seatState.cards = seatState.cards.filter((c) => !a.cards.includes(c));
  seatState.harbors = seatState.harbors.filter((h) => !a.harbors.includes(h));
  // Paid shipment cards go to the discard pile (they come back when it is reshuffled); harbor cards leave the game.
  st.discard.push(...a.cards);
  st.harborsOut.push(...a.harbors);
  st.missionsOnBoard = st.missionsOnBoard.filter((m) => m !== a.mission);
  seatState.missions.push(a.mission);
  log.push(said(['mission', seat, a.mission, a.cards, a.harbors, a.pirate ? 1 : 0]));
  if (a.pirate) {
    st.pirateShip = seat;
    log.push(said(['pirate-ship', seat]));
  }
  if (lastRound) return finishFinalDecision(st, log);
  st.phase = { kind: 'company' };
  return null;
}

function finishFinalDecision(st: BorneoState, log: LogEntry[]): Refusal {
  if (st.phase.kind === 'final') st.phase.queue.shift();
  continueFinalRound(st, log);
  return null;
}

export function pass(st: BorneoState, seat: Seat, log: LogEntry[]): Refusal {
  switch (st.phase.kind) {
    case 'mission':
      st.phase = { kind: 'company' };
      return null;
    case 'company':
      log.push(said(['no-move', seat]));
      toShipment(st, log);
      return null;
    case 'final':
      log.push(said(['no-mission', seat]));
      return finishFinalDecision(st, log);
    default:
      return refuse('cannot-pass', 'You cannot pass now.');
  }
}

export function transfer(st: BorneoState, seat: Seat, a: ActionOf<'transfer'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'company') return refuse('wrong-phase', 'Merchants change companies in phase 2 of your turn.');
  const from = st.companies[a.from];
  const to = st.companies[a.to];
  if (!from || !to) return refuse('no-company', 'There is no such company.');
  if (from.merchants[a.rank] !== seat) return refuse('not-your-merchant', `You have no merchant at rank ${a.rank + 1} of the ${companyName(a.from)} company.`);
  if (a.from === a.to) return refuse('same-company', 'Choose a different company.');
  if (to.merchants.length >= COMPANY_SLOTS) return refuse('company-full', `The ${companyName(a.to)} company has no empty slot.`);
  from.merchants.splice(a.rank, 1);
  to.merchants.push(seat);
  log.push(said(['transfer', seat, a.from, a.to, to.merchants.length]));
  toShipment(st, log);
  return null;
}

export function attack(st: BorneoState, seat: Seat, a: ActionOf<'attack'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'company') return refuse('wrong-phase', 'Fights take place in phase 2 of your turn.');
  const problem = attackProblem(st, seat, a);
  if (problem) return refuse('illegal-attack', problem);
  const defender = st.companies[a.company]?.merchants[a.defenderRank] as Seat;
  removeFromHand(st, seat, a.cards);
  const fight: Fight = {
    company: a.company,
    attacker: seat,
    defender,
    attackerRank: a.attackerRank,
    defenderRank: a.defenderRank,
    attackCards: [...a.cards],
    defendCards: [],
    attackFlags: totalFlags(a.cards, a.company),
    defendFlags: 0,
    bonus: a.attackerRank - a.defenderRank - 1,
  };
  log.push(said(['attack', seat, defender, a.company, a.attackerRank, a.defenderRank, a.cards, fight.attackFlags]));
  st.phase = { kind: 'defend', fight };
  return null;
}

export function defend(st: BorneoState, seat: Seat, a: ActionOf<'defend'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'defend') return refuse('wrong-phase', 'There is no fight to defend.');
  const fight = st.phase.fight;
  const hand = st.seats[seat]?.hand ?? [];
  const problem = cardsProblem(hand, a.cards, fight.company, 0, fight.attackCards.length);
  if (problem) return refuse('illegal-defence', problem);
  removeFromHand(st, seat, a.cards);
  fight.defendCards = [...a.cards];
  fight.defendFlags = totalFlags(a.cards, fight.company);
  const total = fight.defendFlags + fight.bonus;
  log.push(said(['defend', seat, a.cards, fight.defendFlags, total, fight.attackFlags]));
  const column = st.companies[fight.company];
  if (attackerWins(fight) && column) {
    st.discard.push(...fight.attackCards, ...fight.defendCards);
    // The attacker takes the defender's slot; the defender, for now, the attacker's old one.
    column.merchants[fight.defenderRank] = fight.attacker;
    column.merchants[fight.attackerRank] = fight.defender;
    log.push(said(['attack-wins', fight.attacker, fight.company, fight.defenderRank]));
    st.phase = { kind: 'relocate', fight };
    const targets = relocateTargets(st, fight, COMPANY_SLOTS);
    if (targets.length === 1) return relocate(st, fight.defender, { type: 'relocate', company: fight.company }, log);
    return null;
  }
  log.push(said(['defence-holds']));
  if (fight.defendCards.length === 0) {
    st.discard.push(...fight.attackCards);
    toShipment(st, log);
    return null;
  }
  st.phase = { kind: 'reward', fight };
  if (fight.defendCards.length === 1) return keep(st, seat, { type: 'keep', card: fight.defendCards[0] as CardId }, log);
  return null;
}

export function relocate(st: BorneoState, seat: Seat, a: ActionOf<'relocate'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'relocate') return refuse('wrong-phase', 'You have no merchant to move now.');
  const fight = st.phase.fight;
  if (!relocateTargets(st, fight, COMPANY_SLOTS).includes(a.company)) {
    return refuse('company-full', `Your merchant can stay in the ${companyName(fight.company)} company or go to a company with an empty slot.`);
  }
  if (a.company === fight.company) {
    log.push(said(['drop', seat, fight.company, fight.attackerRank]));
  } else {
    st.companies[fight.company]?.merchants.splice(fight.attackerRank, 1);
    const target = st.companies[a.company];
    target?.merchants.push(seat);
    log.push(said(['leave', seat, a.company, target?.merchants.length ?? 0]));
  }
  toShipment(st, log);
  return null;
}

export function keep(st: BorneoState, seat: Seat, a: ActionOf<'keep'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'reward') return refuse('wrong-phase', 'There is no card to keep now.');
  const fight = st.phase.fight;
  if (!fight.defendCards.includes(a.card)) return refuse('not-played', 'You may keep only one of the cards you played in defence.');
  st.seats[seat]?.cards.push(a.card);
  st.discard.push(...fight.attackCards, ...fight.defendCards.filter((c) => c !== a.card));
  log.push(said(['keep', seat, a.card]));
  toShipment(st, log);
  return null;
}

export function ship(st: BorneoState, seat: Seat, a: ActionOf<'ship'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'ship') return refuse('wrong-phase', 'Shipments are played in phase 3 of your turn.');
  const slot = st.harborRow[a.harbor];
  if (!slot || slot.harbor < 0) return refuse('no-harbor', 'Choose one of the three harbors.');
  if (!(st.seats[seat]?.hand ?? []).includes(a.card)) return refuse('not-in-hand', 'You can only ship a card from your hand.');
  removeFromHand(st, seat, [a.card]);
  slot.cards.push(a.card);
  log.push(said(['ship', seat, a.card, slot.harbor, slot.cards.length]));
  settleShipment(st, a.harbor, log);
  return null;
}

export function pick(st: BorneoState, seat: Seat, a: ActionOf<'pick'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'pick') return refuse('wrong-phase', 'There are no spices to take now.');
  if (!st.phase.distribution.cards.includes(a.card)) return refuse('not-at-harbor', 'That card is not among the spices being distributed.');
  takeSpice(st, seat, a.card, log);
  continuePicks(st, log);
  return null;
}

export function discard(st: BorneoState, seat: Seat, a: ActionOf<'discard'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'discard') return refuse('wrong-phase', `You discard only when you hold more than ${HAND_LIMIT} cards after drawing.`);
  if (!(st.seats[seat]?.hand ?? []).includes(a.card)) return refuse('not-in-hand', 'You can only discard a card from your hand.');
  removeFromHand(st, seat, [a.card]);
  st.discard.push(a.card);
  log.push(saidTo(seat, ['discard-seen', seat, a.card], ['discard', seat]));
  if ((st.seats[seat]?.hand.length ?? 0) <= HAND_LIMIT) nextTurn(st, log);
  return null;
}

