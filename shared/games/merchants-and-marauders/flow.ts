/**
 * What happens by itself between decisions (rulebook "Turn sequence"): a round begins with the
 * merchant refill and an event card, then each player's turn in order from the first player;
 * hostile NPCs scout; battles run until a player must decide; the round ends with NPC arrivals.
 *
 * Rule decision: one event card per round, before the players' turns, as the rulebook's turn
 * sequence lists it ("Draw an event card ... Players perform their actions, starting with the
 * first player"); 34 events make at most 34 rounds.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { combatAdvance, startCombat } from './combat';
import { ACTIONS_PER_TURN, MERCHANT_TRACK_REFILL } from './data';
import { refillMerchants, resolveEvent } from './events';
import { dealCaptains, finish } from './life';
import { endLoyaltyTurn, npcEventLoyalty, startLoyaltyTurn } from './loyalty';
import { drawTurnCube, spinWind, stormStrikes } from './seas';
import { unflipAtTurnStart } from './cutthroat';
import { inspects, stopForContraband } from './contraband';
import { asksForFavor, npcFinds } from './favor-npc';
import { hostile, npcScoutRoll, placeArrivals, scoutingNpcs } from './npc';
import { alive, totalGlory } from './state';
import type { MmState, TurnState } from './types';
import { said } from './log';
import { own, seatToChange } from './change';

export function newTurn(seat: Seat): TurnState {
  return {
    seat, actionsLeft: ACTIONS_PER_TURN, started: false, acted: false, scouted: [], portUsed: false, portOpen: false,
    activities: [], current: '', recruitFailed: false, sureScout: false,
  };
}

/** The first player to reach the target declares it, showing the stash (rulebook "Winning"). */
export function checkDeclarations(st: MmState, log: LogEntry[]): void {
  if (st.phase !== 'play') return;
  for (const [seat, seen] of st.seats.entries()) {
    if (seen.declared || totalGlory(st, seen) < st.options.gloryTarget) continue;
    const p = seatToChange(st, seat);
    p.declared = true;
    st.endTriggered = true;
    log.push(said(['declare-glory', seat, totalGlory(st, p), p.stash]));
  }
}

/** Queues hostile NPC scouting of a player who starts a turn at sea or sails into their zone. */
export function queueNpcScouting(st: MmState, seat: Seat): void {
  const slots = scoutingNpcs(st, seat);
  if (slots.length) st.npcScouts = { seat, slots };
}

function runNpcScout(st: MmState, log: LogEntry[]): void {
  const q = st.npcScouts!;
  const slot = q.slots.shift()!;
  if (q.slots.length === 0) st.npcScouts = null;
  const p = st.seats[q.seat]!;
  const npc = st.npcs[slot]!;
  if (!alive(p) || p.inPort || npc.stack.length === 0 || npc.zone !== p.zone) return;
  // Module 7: a naval ship also scouts a non-pirate for contraband, who then resists or gives it up.
  const hunts = hostile(st, slot, q.seat);
  if (!hunts && !inspects(st, slot, q.seat)) return;
  if (!npcScoutRoll(st, slot, q.seat, log)) return;
  // Module 10: found at the very start of the turn, the seat may answer with a favor (favor-npc.ts).
  if (asksForFavor(st, q.seat)) st.npcFound = { seat: q.seat, slot };
  else npcFinds(st, slot, q.seat, log);
}

function startRound(st: MmState, log: LogEntry[]): void {
  if (st.merchantTrack.length >= MERCHANT_TRACK_REFILL) {
    refillMerchants(st);
    log.push(said(['merchants-return']));
  }
  if (st.eventDeck.length === 0) {
    finish(st, 'events', log);
    return;
  }
  st.round += 1;
  log.push(said(['round', st.round]));
  spinWind(st, log);
  st.event = own(st, 'eventDeck').pop()!;
  resolveEvent(st, st.event, log);
  npcEventLoyalty(st, st.event, log);
  if (st.phase !== 'play') return;
  st.turn = newTurn(st.options.flexibleTurns ? drawTurnCube(st, log) : st.firstSeat);
}

export function endTurn(st: MmState, log: LogEntry[]): void {
  const t = st.turn!;
  endLoyaltyTurn(st, t, log);
  seatToChange(st, t.seat).turnsTaken += 1;
  const next = st.options.flexibleTurns ? drawTurnCube(st, log) : (t.seat + 1) % st.players;
  if (st.options.flexibleTurns ? next >= 0 : next !== st.firstSeat) {
    st.turn = newTurn(next);
    return;
  }
  placeArrivals(st, log);
  st.turn = null;
  if (st.endTriggered) finish(st, 'glory', log);
}

function startTurn(st: MmState, log: LogEntry[]): void {
  const t = st.turn!;
  t.started = true;
  log.push(said(['turn', t.seat]));
  startLoyaltyTurn(st, t);
  unflipAtTurnStart(st, t.seat, log);
  stormStrikes(st, t.seat, log);
  queueNpcScouting(st, t.seat);
}

/** Runs everything that needs no decision, until a seat must act or the game is over. */
export function advance(st: MmState, log: LogEntry[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    checkDeclarations(st, log);
    if (st.phase !== 'play') return;
    if (st.gloryDiscards.length > 0 || st.stow) return;
    if (st.combat) {
      if (combatAdvance(st, log)) continue;
      return;
    }
    if (st.raid || st.buy || st.rumorChoice.length > 0 || st.cutthroat || st.contrabandStop || st.npcFound) return;
    if (st.npcScouts) {
      runNpcScout(st, log);
      continue;
    }
    const t = st.turn;
    if (!t) {
      startRound(st, log);
      continue;
    }
    // Read only: the seat is copied by the rules that write in it (dealCaptains, endTurn).
    const p = st.seats[t.seat]!;
    if (!t.started) {
      if (p.captain >= 0) {
        startTurn(st, log);
        continue;
      }
      if (p.offer.length === 0) dealCaptains(st, t.seat);
      if (st.seats[t.seat]!.offer.length === 0) {
        finish(st, 'captains', log);
        return;
      }
      return;
    }
    if (!alive(p)) {
      endTurn(st, log);
      continue;
    }
    return;
  }
  finish(st, 'limit', log);
}
