/**
 * Port Royal: the end of a turn and of the game (rulebook "End of the game"; docs/games/port-royal.md, "Rule sets" and readings 9-13).
 */
import type { Outcome, Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { expeditionWays } from './expedition';
import { nextSeat, seatInfluence } from './stats';
import type { EndReason, PortRoyalState } from './types';

/**
 * House rule (docs/games/port-royal.md, reading 13): random play could go on for ever (nobody
 * able to meet the end condition), so the round in which this many turns have been played is
 * the last. Heuristic bots never reach it.
 */
export const TURN_LIMIT = 300;

/** merchants: 10+ influence and 1+ completed expedition; 2014 rules: 12+ influence. */
export function meetsEndCondition(s: PortRoyalState, seat: Seat): boolean {
  const influence = seatInfluence(s, seat);
  if (s.options.rules === 'port-royal-2014') return influence >= 12;
  return influence >= 10 && s.seats[seat]!.expeditions.length > 0;
}

/** Called after every change of a seat's influence. */
export function checkEndTrigger(s: PortRoyalState, log: LogEntry[], seat: Seat): void {
  if (s.endTriggered || !meetsEndCondition(s, seat)) return;
  s.endTriggered = true;
  log.push(said(['last-round', seat, seatInfluence(s, seat), s.options.rules === 'port-royal-2014' ? 0 : 1]));
}

/** The active player may discover only while a card is left to reveal. */
export function canDiscover(s: PortRoyalState): boolean {
  return s.deck.length > 0 || s.discard.length > 0;
}

/**
 * Stop begins Loot and Hire: after at least one reveal, or at once when no card is left to
 * reveal (after an expedition whose coins took the last cards, or one he chose not to complete).
 */
export function canStop(s: PortRoyalState): boolean {
  return s.phase.kind === 'discover' && (s.phase.revealed > 0 || !canDiscover(s));
}

/** Whether any seat could complete an open expedition request with the persons it has now. */
function anyoneCanCompleteExpedition(s: PortRoyalState): boolean {
  return s.seats.some((_, seat) => expeditionWays(s, seat).length > 0);
}

/**
 * Ends the active player's turn: the harbor goes to the discard pile and the next player
 * becomes active, unless the last round is over (the seat before the start seat plays last).
 *
 * Out of cards (the rulebook is silent; docs/games/port-royal.md, "Out of cards"): when the
 * new active player finds the deck and the discard pile both empty, every card is held by a
 * player. Only an expedition can bring cards back (its persons go to the discard pile), so a
 * player who can complete one is awaited (he may also stop at once); one who cannot loses his
 * turn; and when nobody can, nothing can ever change again and the game ends now.
 */
export function endTurn(s: PortRoyalState, log: LogEntry[]): void {
  if (s.harbor.length > 0) {
    writable(s, 'discard').push(...s.harbor);
    s.harbor = [];
  }
  s.turn++;
  const next = nextSeat(s, s.active);
  if (next === s.startSeat && (s.endTriggered || s.turn >= TURN_LIMIT)) {
    finish(s, log, s.endTriggered ? 'influence' : 'turn-limit');
    return;
  }
  s.active = next;
  s.phase = { kind: 'discover', revealed: 0 };
  s.activeTook = 0;
  log.push(said(['turn', s.turn + 1, next]));
  if (canDiscover(s)) return;
  if (!anyoneCanCompleteExpedition(s)) {
    finish(s, log, s.endTriggered ? 'influence' : 'out-of-cards');
    return;
  }
  if (expeditionWays(s).length > 0) return;
  log.push(said(['no-move', next]));
  endTurn(s, log);
}

function finish(s: PortRoyalState, log: LogEntry[], reason: EndReason): void {
  s.phase = { kind: 'over' };
  s.endReason = reason;
  const result = outcome(s);
  if (reason === 'turn-limit') log.push(said(['turn-limit', s.turn]));
  if (reason === 'out-of-cards') log.push(said(['out-of-cards']));
  const first = result?.ranking[0] ?? [];
  const influence = first.length > 0 ? seatInfluence(s, first[0]!) : 0;
  log.push(said(['over', first, influence]));
}

export interface PortRoyalOutcomeDetail {
  reason: EndReason;
  rules: PortRoyalState['options']['rules'];
  influence: number[];
  coins: number[];
  /** merchants rules: only seats with a completed expedition can win; they rank first. */
  qualified: boolean[];
}

/**
 * Ranking: (merchants) seats with an expedition first, then most influence, then more coins;
 * seats equal on all of these share their place.
 */
export function outcome(s: PortRoyalState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const seats = s.seats.map((_, seat) => seat);
  const influence = seats.map((seat) => seatInfluence(s, seat));
  const coins = s.seats.map((st) => st.coins.length);
  const qualified = s.seats.map((st) => s.options.rules === 'port-royal-2014' || st.expeditions.length > 0);
  const key = (seat: Seat): [number, number, number] => [qualified[seat] ? 1 : 0, influence[seat]!, coins[seat]!];
  const sorted = [...seats].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return kb[0] - ka[0] || kb[1] - ka[1] || kb[2] - ka[2] || a - b;
  });
  const ranking: Seat[][] = [];
  for (const seat of sorted) {
    const group = ranking[ranking.length - 1];
    const head = group?.[0];
    if (group && head !== undefined && key(head).every((v, i) => v === key(seat)[i])) group.push(seat);
    else ranking.push([seat]);
  }
  const detail: PortRoyalOutcomeDetail = { reason: s.endReason ?? 'influence', rules: s.options.rules, influence, coins, qualified };
  return { scores: influence, ranking, detail };
}
