/**
 * Caribbean on the Game contract: who is to act, what they may do, applying an action, and the
 * outcome. The parts of a round live in bidding.ts, sailing.ts and flow.ts.
 */
import type { Outcome, Seat } from '../../core/engine';
import { changeState } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import type { Result, RuleError } from '../../core/result';
import { err, ok } from '../../core/result';
import { ALL_BIDS, answerTie, isValidBid, placeBid, tieDeciders } from './bidding';
import { areNeighbours, cityAt, havenOwner, isSpace, spaceName } from './board';
import { SHIP_COUNT } from './data';
import { advance, endSailing } from './flow';
import { shipName } from './pieces';
import { applySailing, sailingOptions } from './sailing';
import type { CaribbeanAction, CaribbeanState } from './types';

const TIE_OPTIONS: readonly CaribbeanAction[] = [Object.freeze({ type: 'tie', use: true }), Object.freeze({ type: 'tie', use: false })];

export function toAct(s: CaribbeanState): Seat[] {
  switch (s.phase) {
    case 'bidding':
      return s.seats.flatMap((st, seat) => (st.bids.length === 0 ? [seat] : []));
    case 'tie':
      return tieDeciders(s).filter((seat) => s.seats[seat]!.tieChoice === '');
    case 'sailing':
      return s.sailing.seat >= 0 ? [s.sailing.seat] : [];
    case 'over':
      return [];
  }
}

export function legalActions(s: CaribbeanState, seat: Seat): CaribbeanAction[] {
  if (!toAct(s).includes(seat)) return [];
  switch (s.phase) {
    case 'bidding':
      return [...ALL_BIDS];
    case 'tie':
      return [...TIE_OPTIONS];
    default:
      return sailingOptions(s, seat);
  }
}

/**
 * What a bidding seat's client is offered: everything but the 5,040 bid arrangements, which
 * the client composes from its card holder (any six different cards are legal).
 */
export function offeredActions(s: CaribbeanState, seat: Seat): CaribbeanAction[] {
  return s.phase === 'bidding' ? [] : legalActions(s, seat);
}

/**
 * The same fields with the same values. Counted and compared key by key rather than through
 * Object.keys/entries: apply compares the action with every option, and those lists were most
 * of what checking an action allocated.
 */
function sameAction(legal: CaribbeanAction, a: CaribbeanAction): boolean {
  const offered = legal as unknown as Record<string, unknown>;
  const wanted = a as unknown as Record<string, unknown>;
  let fields = 0;
  for (const key in offered) {
    if (!Object.hasOwn(offered, key)) continue;
    if (wanted[key] !== offered[key]) return false;
    fields++;
  }
  for (const key in wanted) if (Object.hasOwn(wanted, key)) fields--;
  return fields === 0;
}

function waitingFor(s: CaribbeanState): string {
  switch (s.phase) {
    case 'bidding':
      return 'The players are bribing the ships.';
    case 'tie':
      return `The tied players are deciding on their tie-breakers for the ${shipName(s.current)}.`;
    case 'sailing':
      return `Another player is sailing the ${shipName(s.sailing.ship)}.`;
    case 'over':
      return 'The game is over.';
  }
}

/** Why a sailing action is refused, in the player's words. */
function sailingRefusal(s: CaribbeanState, a: CaribbeanAction): RuleError {
  const ship = s.ships[s.sailing.ship]!;
  const name = `the ${shipName(s.sailing.ship)}`;
  const other = 'ship' in a && Number.isInteger(a.ship) ? s.ships[a.ship] : undefined;
  switch (a.type) {
    case 'move':
      if (s.sailing.movesLeft <= 0) return { code: 'no-moves-left', message: `${name} has no moves left this round.` };
      if (!isSpace(a.to) || !areNeighbours(ship.space, a.to)) return { code: 'not-adjacent', message: `${name} sails one space at a time, to a neighbouring sea space.` };
      return { code: 'occupied', message: `Another ship is at ${spaceName(a.to)}: sail around it.` };
    case 'capture':
      if (ship.chest >= 0) return { code: 'ship-full', message: `${name} already carries a chest; a ship carries only one.` };
      return { code: 'nothing-to-capture', message: cityAt(ship.space) < 0 ? `${name} is not at a harbor city.` : 'That city has no chest left.' };
    case 'steal':
    case 'swap':
    case 'pass': {
      if (!other || a.ship === s.sailing.ship) return { code: 'no-such-ship', message: 'Choose one of the other five ships.' };
      if (!areNeighbours(ship.space, other.space)) return { code: 'not-adjacent', message: `The ${shipName(a.ship)} is not next to ${name}.` };
      if (s.sailing.dealtWith.includes(a.ship)) return { code: 'already-dealt', message: `${name} has already dealt with the ${shipName(a.ship)} here; sail on to deal with it again.` };
      if (a.type === 'steal') return ship.chest >= 0 ? { code: 'ship-full', message: `${name} already carries a chest.` } : { code: 'no-chest', message: `The ${shipName(a.ship)} carries no chest.` };
      if (a.type === 'swap') return { code: 'no-chest', message: 'To swap, both ships must carry a chest.' };
      return ship.chest < 0 ? { code: 'no-chest', message: `${name} carries no chest to pass on.` } : { code: 'ship-full', message: `The ${shipName(a.ship)} already carries a chest.` };
    }
    case 'deliver':
      if (ship.chest < 0) return { code: 'no-chest', message: `${name} carries no chest.` };
      return { code: 'not-a-haven', message: havenOwner(ship.space, s.players) < 0 ? `${name} is not at a player's safe haven.` : 'That cannot be delivered now.' };
    default:
      return { code: 'wrong-action', message: `You are sailing ${name}: move, capture, steal, swap, pass on, deliver or finish.` };
  }
}

function refusal(s: CaribbeanState, seat: Seat, a: CaribbeanAction): RuleError {
  if (s.phase === 'over') return { code: 'game-over', message: 'The game is over.' };
  const st = s.seats[seat]!;
  if (a.type === 'bid') {
    if (s.phase !== 'bidding') return { code: 'not-bidding', message: 'The bids of this round are already being revealed; wait for the next round.' };
    if (st.bids.length > 0) return { code: 'already-bid', message: 'You have already placed your bids for this round.' };
    return { code: 'bad-bid', message: `Put six different cards, one on each of the ${SHIP_COUNT} ships; the seventh is your tie-breaker.` };
  }
  if (a.type === 'tie') {
    if (s.phase !== 'tie' || !tieDeciders(s).includes(seat)) return { code: 'not-tied', message: `Only tied players decide on tie-breakers. ${waitingFor(s)}` };
    return { code: 'already-chosen', message: 'You have already decided on your tie-breaker.' };
  }
  if (s.phase !== 'sailing' || s.sailing.seat !== seat) return { code: 'not-your-turn', message: `It is not your turn. ${waitingFor(s)}` };
  return sailingRefusal(s, a);
}

export function apply(s: CaribbeanState, seat: Seat, a: CaribbeanAction): Result<{ state: CaribbeanState; log: LogEntry[] }, RuleError> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return err('no-such-seat', `There is no seat ${seat} at this table.`);
  const allowed = toAct(s).includes(seat);
  const legal =
    allowed && a.type === 'bid' && s.phase === 'bidding'
      ? isValidBid(a.ships)
      : allowed && a.type !== 'bid' && legalActions(s, seat).some((option) => sameAction(option, a));
  if (!legal) {
    const why = refusal(s, seat, a);
    return err(why.code, why.message);
  }
  const log: LogEntry[] = [];
  // The next state shares every part this action leaves alone with `s` (shared/core/copy-on-write.ts).
  const state = changeState(s, (next) => {
    switch (a.type) {
      case 'bid':
        placeBid(next, seat, a.ships, log);
        break;
      case 'tie':
        answerTie(next, seat, a.use, log);
        break;
      case 'end':
        endSailing(next, log);
        break;
      default:
        applySailing(next, a, log);
    }
    advance(next, log);
  });
  return ok({ state, log });
}

export function outcome(s: CaribbeanState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.seats.map((st) => st.money);
  const order = scores.map((_, seat) => seat).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const ranking: Seat[][] = [];
  for (const seat of order) {
    const group = ranking[ranking.length - 1];
    if (group && scores[group[0]!] === scores[seat]) group.push(seat);
    else ranking.push([seat]);
  }
  return { scores, ranking, detail: { reason: s.endReason, rounds: s.round, delivered: [...s.delivered] } };
}
