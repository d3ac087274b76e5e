/**
 * Caribbean in words for the table: the turn line, what is asked of me now, the label of each
 * action, and a line per seat for the end screen. Everything is read from the public view and
 * my own secret part; legality is the server's business.
 */
import { cityAt, cityName, spaceName } from '../../../shared/games/caribbean/board';
import { PLAYER_COLOURS, SHIP_NAMES, THIEF, cardName, doubloons } from '../../../shared/games/caribbean/data';
import type { CaribbeanView, CardId, MineView } from '../../../shared/games/caribbean/types';
import type { ActionDescription, GameWords, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import { offeredChoices, orList } from '../../table/choices';

export function boardOf(view: TableView): CaribbeanView {
  return view.state.board as CaribbeanView;
}

export function mineOfView(view: TableView): MineView | undefined {
  return view.mySeat === null ? undefined : boardOf(view).mine?.[String(view.mySeat)];
}

export function shipName(ship: number): string {
  return SHIP_NAMES[ship] ?? `ship ${ship}`;
}

/** "3", "0", "T" on a small card. */
export function cardShort(card: CardId): string {
  return card === THIEF ? 'T' : String(card);
}

/** "3 barrels", "the thief" on a button. */
export function cardLabel(card: CardId): string {
  return card === THIEF ? 'the thief' : cardName(card);
}

/** "Anne, Ben and Cat". */
function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Why the game ended (the engine's end reasons), for the end of the game. */
const END_REASONS: Record<CaribbeanView['endReason'], string> = {
  threshold: 'A player reached the target and the round was finished:',
  'no-chests': 'No chest was left to win:',
  'round-limit': 'The house limit of 500 rounds was reached:',
  '': '',
};

/** Is it my turn to bribe the ships? (The server offers no bid actions: 5,040 are too many.) */
export function myBidDue(view: TableView): boolean {
  const board = boardOf(view);
  const me = view.mySeat;
  return me !== null && view.state.phase === 'playing' && board.phase === 'bidding' && board.toAct.includes(me) && board.seats[me]?.hasBid === false;
}

function who(view: TableView, seat: number): string {
  return seat === view.mySeat ? 'You' : view.seatName(seat);
}

export function turnLine(view: TableView): string {
  const board = boardOf(view);
  if (board.phase === 'over' || view.state.phase === 'over') return 'Game over';
  const last = board.endTriggered ? ' · last round!' : '';
  const stage = board.phase === 'bidding' ? 'bribing the ships' : board.current >= 0 ? `the ${shipName(board.current)}` : '';
  return `Round ${board.round} · ${stage} · first to ${doubloons(board.threshold)}${last}`;
}

function prompt(view: TableView): string {
  const board = boardOf(view);
  const me = view.mySeat;
  const waiting = board.toAct.filter((seat) => seat !== me).map((seat) => view.seatName(seat));
  if (board.phase === 'over' || view.state.phase === 'over') {
    const best = Math.max(...board.seats.map((s) => s.money));
    const winners = board.seats.flatMap((s, seat) => (s.money === best ? [who(view, seat)] : []));
    const why = END_REASONS[board.endReason];
    return `${why ? `${why} ` : ''}${list(winners)} ${winners.length === 1 && winners[0] !== 'You' ? 'wins' : 'win'} with ${doubloons(best)}.`;
  }
  if (board.phase === 'bidding') {
    if (myBidDue(view)) return 'Bribe the pirates: put one card on each of the six ships (the seventh is your tie-breaker), then confirm your bid.';
    return waiting.length ? `Waiting for ${list(waiting)} to bribe the ships…` : 'The bids are being revealed…';
  }
  const ship = shipName(board.current);
  if (board.phase === 'tie') {
    const res = board.resolutions[board.current];
    const mine = mineOfView(view);
    if (me !== null && board.toAct.includes(me)) {
      const card = mine && mine.tieBreaker >= 0 ? ` (${cardLabel(mine.tieBreaker)})` : '';
      const show = view.offered.some((a) => a.type === 'tie' && a.use === true);
      const keep = view.offered.some((a) => a.type === 'tie' && a.use !== true);
      const choices = orList([show ? `show your tie-breaker${card} face up to break the tie` : '', keep ? 'keep it face down for later' : ''].filter(Boolean));
      return choices ? `You tie for the ${ship}: ${choices}?` : '';
    }
    const tied = (res?.tieSeats ?? []).map((seat) => who(view, seat));
    return `${list(tied)} tie for the ${ship}; waiting for ${list(waiting) || 'the tie-breakers'}…`;
  }
  const sailing = board.sailing;
  if (sailing.seat === me) {
    const moves = sailing.movesLeft === 0 ? 'no move left' : sailing.movesLeft === 1 ? '1 move left' : `${sailing.movesLeft} moves left`;
    const choices = offeredChoices(view.offered, [
      { words: 'click a lit sea space to sail', types: ['move'] },
      { words: 'capture the chest here', types: ['capture'] },
      { words: 'deliver the chest', types: ['deliver'] },
      { words: 'steal a chest', types: ['steal'] },
      { words: 'swap chests', types: ['swap'] },
      { words: 'pass the chest on', types: ['pass'] },
      { words: `finish with the ${ship}`, types: ['end'] },
    ]);
    return choices ? `You sail the ${ship} (${moves}): ${choices}.` : '';
  }
  return `${view.seatName(sailing.seat)} sails the ${ship} (${sailing.movesLeft} left)…`;
}

export function describeTurn(view: TableView): { turn: string; prompt: string } {
  return { turn: turnLine(view), prompt: prompt(view) };
}

export function describeAction(action: Action, view: TableView): ActionDescription {
  const board = boardOf(view);
  const sailing = board.sailing;
  const ship = shipName(sailing.ship);
  const other = typeof action.ship === 'number' ? shipName(action.ship) : '';
  switch (action.type) {
    case 'move': {
      const to = Number(action.to);
      const city = cityAt(to);
      return { label: `Sail to ${spaceName(to)}${city >= 0 ? ` (${cityName(city)})` : ''}`, order: 10 + to / 100, group: `Sail the ${ship}…` };
    }
    case 'capture': {
      const city = cityAt(board.ships[sailing.ship]?.space ?? -1);
      return { label: `Capture the chest of ${cityName(city)}`, order: 1, tone: 'primary' };
    }
    case 'deliver':
      return { label: 'Deliver the chest here', order: 0, tone: 'primary' };
    case 'steal':
      return { label: `Steal the chest of the ${other}`, order: 2, tone: 'warning' };
    case 'swap':
      return { label: `Swap chests with the ${other}`, order: 3 };
    case 'pass':
      return { label: `Pass the chest to the ${other}`, order: 4 };
    case 'end':
      return { label: `Finish with the ${ship}`, order: 50 };
    case 'tie':
      return action.use
        ? { label: 'Show my tie-breaker face up', order: 0, tone: 'primary' }
        : { label: 'Keep my tie-breaker face down', order: 1 };
    case 'bid': {
      const cards = Array.isArray(action.ships) ? (action.ships as number[]) : [];
      return { label: `Bribe the ships: ${cards.map((card, i) => `${shipName(i)} ${cardShort(card)}`).join(', ')}`, order: 0, tone: 'primary' };
    }
    default:
      return { label: `Do ${action.type}`, order: 99 };
  }
}

export function seatSummary(view: TableView, seat: number): string {
  const board = boardOf(view);
  const money = board.seats[seat]?.money ?? 0;
  return `${doubloons(money)} · ${PLAYER_COLOURS[seat] ?? ''} havens`;
}

/** Caribbean's words on the table (GameWords). */
export const caribbeanWords: GameWords = { describe: describeTurn, describeAction, scoreLabel: 'Doubloons', seatSummary };
