/**
 * The players' decisions, each checked and carried out on the next state that `apply` builds
 * (parts written in are taken with change.ts first, so the previous state is never touched).
 * A handler returns the reason for refusing, or null when it has applied the action.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { classLabel, companyName, isCardId, isHarborId, isMissionId } from './cards';
import { merchantsToChange, phaseToChange, seatToChange, slotToChange } from './change';
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
import type { BorneoAction, BorneoState, CardId, Fight, MissionDef, SeatState } from './types';

type ActionOf<T extends BorneoAction['type']> = Extract<BorneoAction, { type: T }>;
export type Refusal = { code: string; message: string } | null;

const refuse = (code: string, message: string): Refusal => ({ code, message });

function removeFromHand(st: BorneoState, seat: Seat, cards: readonly CardId[]): void {
  const seatState = seatToChange(st, seat);
  if (seatState) seatState.hand = seatState.hand.filter((c) => !cards.includes(c));
}

export function place(st: BorneoState, seat: Seat, a: ActionOf<'place'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'placement') return refuse('wrong-phase', 'Merchants are placed only at the start of the game.');
  const column = st.companies[a.company];
  if (!column) return refuse('no-company', 'There is no such company.');
  if (column.merchants.length >= COMPANY_SLOTS) return refuse('company-full', `The ${companyName(a.company)} company has no empty slot.`);
  const merchants = merchantsToChange(st, a.company);
  merchants.push(seat);
  log.push(said(['place', seat, a.company, merchants.length]));
  const order = writable(phaseToChange(st, 'placement'), 'order');
  order.shift();
  if (order.length === 0) beginTurn(st, st.startSeat, log);
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
  const me = seatToChange(st, seat) as SeatState;
  me.cards = me.cards.filter((c) => !a.cards.includes(c));
  me.harbors = me.harbors.filter((h) => !a.harbors.includes(h));
  // Paid shipment cards go to the discard pile (they come back when it is reshuffled); harbor cards leave the game.
  writable(st, 'discard').push(...a.cards);
  writable(st, 'harborsOut').push(...a.harbors);
  st.missionsOnBoard = st.missionsOnBoard.filter((m) => m !== a.mission);
  writable(me, 'missions').push(a.mission);
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
  if (st.phase.kind === 'final') writable(phaseToChange(st, 'final'), 'queue').shift();
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
  merchantsToChange(st, a.from).splice(a.rank, 1);
  const joined = merchantsToChange(st, a.to);
  joined.push(seat);
  log.push(said(['transfer', seat, a.from, a.to, joined.length]));
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
  const asked = st.phase.fight;
  const hand = st.seats[seat]?.hand ?? [];
  const problem = cardsProblem(hand, a.cards, asked.company, 0, asked.attackCards.length);
  if (problem) return refuse('illegal-defence', problem);
  removeFromHand(st, seat, a.cards);
  const fight = writable(phaseToChange(st, 'defend'), 'fight');
  fight.defendCards = [...a.cards];
  fight.defendFlags = totalFlags(a.cards, fight.company);
  const total = fight.defendFlags + fight.bonus;
  log.push(said(['defend', seat, a.cards, fight.defendFlags, total, fight.attackFlags]));
  if (attackerWins(fight) && st.companies[fight.company]) {
    writable(st, 'discard').push(...fight.attackCards, ...fight.defendCards);
    // The attacker takes the defender's slot; the defender, for now, the attacker's old one.
    const merchants = merchantsToChange(st, fight.company);
    merchants[fight.defenderRank] = fight.attacker;
    merchants[fight.attackerRank] = fight.defender;
    log.push(said(['attack-wins', fight.attacker, fight.company, fight.defenderRank]));
    st.phase = { kind: 'relocate', fight };
    const targets = relocateTargets(st, fight, COMPANY_SLOTS);
    if (targets.length === 1) return relocate(st, fight.defender, { type: 'relocate', company: fight.company }, log);
    return null;
  }
  log.push(said(['defence-holds']));
  if (fight.defendCards.length === 0) {
    writable(st, 'discard').push(...fight.attackCards);
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
    if (st.companies[fight.company]) merchantsToChange(st, fight.company).splice(fight.attackerRank, 1);
    const target = st.companies[a.company] ? merchantsToChange(st, a.company) : undefined;
    target?.push(seat);
    log.push(said(['leave', seat, a.company, target?.length ?? 0]));
  }
  toShipment(st, log);
  return null;
}

export function keep(st: BorneoState, seat: Seat, a: ActionOf<'keep'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'reward') return refuse('wrong-phase', 'There is no card to keep now.');
  const fight = st.phase.fight;
  if (!fight.defendCards.includes(a.card)) return refuse('not-played', 'You may keep only one of the cards you played in defence.');
  const me = seatToChange(st, seat);
  if (me) writable(me, 'cards').push(a.card);
  writable(st, 'discard').push(...fight.attackCards, ...fight.defendCards.filter((c) => c !== a.card));
  log.push(said(['keep', seat, a.card]));
  toShipment(st, log);
  return null;
}

export function ship(st: BorneoState, seat: Seat, a: ActionOf<'ship'>, log: LogEntry[]): Refusal {
  if (st.phase.kind !== 'ship') return refuse('wrong-phase', 'Shipments are played in phase 3 of your turn.');
  const shown = st.harborRow[a.harbor];
  if (!shown || shown.harbor < 0) return refuse('no-harbor', 'Choose one of the three harbors.');
  if (!(st.seats[seat]?.hand ?? []).includes(a.card)) return refuse('not-in-hand', 'You can only ship a card from your hand.');
  removeFromHand(st, seat, [a.card]);
  const cards = writable(slotToChange(st, a.harbor), 'cards');
  cards.push(a.card);
  log.push(said(['ship', seat, a.card, shown.harbor, cards.length]));
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
  writable(st, 'discard').push(a.card);
  log.push(saidTo(seat, ['discard-seen', seat, a.card], ['discard', seat]));
  if ((st.seats[seat]?.hand.length ?? 0) <= HAND_LIMIT) nextTurn(st, log);
  return null;
}

