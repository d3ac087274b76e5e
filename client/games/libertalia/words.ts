/**
 * Libertalia in words for the table: the turn line, what is asked of me now, the label of each
 * legal action, and a line per seat for the end screen. Everything is read from the public
 * view and my own secret part; legality is the server's business.
 */
import { BOOTY, CAMPAIGNS, DAYS_PER_CAMPAIGN, R, character, characterName } from '../../../shared/games/libertalia/data';
import type { BootyKind, LibertaliaView, Rank } from '../../../shared/games/libertalia/types';
import type { ActionDescription, GameWords, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';

export function boardOf(view: TableView): LibertaliaView {
  return view.state.board as LibertaliaView;
}

/** My pick this sunrise, -1 when none (or when I am watching). */
export function myPick(view: TableView): Rank {
  const seat = view.mySeat;
  if (seat === null) return -1;
  return boardOf(view).mine?.[String(seat)]?.pick ?? -1;
}

export function named(rank: Rank): string {
  return `${characterName(rank)} (${rank})`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Anne, Ben and Cat". */
function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const PHASE_WORDS: Record<LibertaliaView['phase'], string> = {
  sunrise: 'sunrise',
  day: 'day',
  dusk: 'dusk',
  night: 'night',
  over: 'game over',
};

export function turnLine(board: LibertaliaView): string {
  if (board.phase === 'over') return 'Game over';
  return `Campaign ${board.campaign} of ${CAMPAIGNS} · Day ${board.day} of ${DAYS_PER_CAMPAIGN} · ${PHASE_WORDS[board.phase]}`;
}

/** What the question asks of its seat, in the second person (mine) or the third (theirs). */
function questionPrompt(view: TableView, board: LibertaliaView, mine: boolean): string {
  const q = board.question;
  const who = view.seatName(q.seat);
  const card = q.rank > 0 ? named(q.rank) : '';
  const yours = mine ? `Your ${card}` : `${who}'s ${card}`;
  switch (q.kind) {
    case 'parrot':
      return mine ? `${yours}: choose the character from your hand that takes its place on the ship.` : `${yours} is choosing a character to take its place…`;
    case 'recruiter':
      return mine ? `${yours}: choose a character in your den to take back into your hand.` : `${yours} is taking a character back from the den…`;
    case 'surgeon':
      return mine ? `${yours}: choose a character in your discard pile to take back into your hand.` : `${yours} is taking a character back from the discard pile…`;
    case 'gunner':
      return mine ? `${yours}: pay 3 doubloons and choose a character in any den to discard.` : `${yours} is taking aim at a den…`;
    case 'merchant':
      return mine ? `${yours}: trade 2 identical tokens for 3 doubloons or 3 for 5.` : `${yours} is trading booty…`;
    case 'preacher':
      return mine ? `${yours}: choose the one booty token to keep; all the rest is discarded.` : `${yours} is choosing the one token to keep…`;
    case 'booty': {
      const cook = q.rank === R.cook ? ' (the Cook takes two)' : '';
      return mine ? `${yours} takes booty${cook}: choose a token on today's space.` : `${yours} is choosing booty…`;
    }
    case 'saber':
      return mine ? `${yours} took a saber: choose a character in a neighbour's den to discard.` : `${yours} took a saber and chooses a victim…`;
    case 'waitress': {
      if (mine) return 'Your Waitress (8): discard a treasure map for 3 doubloons?';
      return `Waiting for ${list(q.seats.map((s) => view.seatName(s)))} to decide about the Waitress…`;
    }
    default:
      return '';
  }
}

export function describeTurn(view: TableView): { turn: string; prompt: string } {
  const board = boardOf(view);
  const turn = turnLine(board);
  const me = view.mySeat;
  if (view.state.phase === 'over' || board.phase === 'over') return { turn: 'Game over', prompt: 'The game is over: see the results.' };
  if (board.phase === 'sunrise') {
    const waiting = board.toAct.filter((s) => s !== me).map((s) => view.seatName(s));
    const others = waiting.length > 0 ? `Waiting for ${list(waiting)} to choose.` : '';
    if (me === null) return { turn, prompt: `Every player chooses a character in secret. ${others}`.trim() };
    const pick = myPick(view);
    if (pick > 0) return { turn, prompt: `You chose the ${named(pick)}. ${others}`.trim() };
    return { turn, prompt: 'Choose your character for today, in secret: click a card in your hand.' };
  }
  const q = board.question;
  const mine = me !== null && (q.kind === 'waitress' ? q.seats.includes(me) : q.seat === me);
  const prompt = questionPrompt(view, board, mine);
  return { turn, prompt: prompt || 'The characters act…' };
}

function bootyWord(kind: BootyKind): string {
  return BOOTY[kind].name;
}

/** What a token is worth at the day of rest, as a hint on the button. */
function bootyHint(kind: BootyKind): string {
  switch (kind) {
    case 'chest': return '+5';
    case 'jewels': return '+3';
    case 'goods': return '+1';
    case 'map': return '12 per set of 3';
    case 'relic': return '−3';
    case 'saber': return 'discard a neighbour’s character';
    case 'officer': return 'your character is discarded';
  }
}

export function describeAction(action: Action, view: TableView): ActionDescription {
  const rank = typeof action.rank === 'number' ? action.rank : 0;
  const seat = typeof action.seat === 'number' ? action.seat : -1;
  const kind = typeof action.booty === 'string' ? (action.booty as BootyKind) : null;
  const whose = seat === view.mySeat ? 'your' : `${view.seatName(seat)}'s`;
  switch (action.type) {
    // A hand of nine: short labels keep the bar to one row (the prompt says what they are for).
    case 'pick':
      return { label: named(rank), order: rank };
    case 'parrot':
      return { label: `Swap in the ${named(rank)}`, order: rank };
    case 'recruiter':
      return { label: `Take back the ${named(rank)} from your den`, order: rank };
    case 'surgeon':
      return { label: `Take back the ${named(rank)} from your discard pile`, order: rank };
    case 'gunner':
      return { label: `Shoot ${whose} ${named(rank)}`, order: seat * 40 + rank, tone: seat === view.mySeat ? 'warning' : undefined };
    case 'saber':
      return { label: `Discard ${whose} ${named(rank)}`, order: seat * 40 + rank };
    case 'merchant': {
      const count = Number(action.count);
      const gain = count === 3 ? 5 : 3;
      return { label: `Trade ${count} ${kind ? BOOTY[kind].plural : 'tokens'} for ${gain} doubloons`, order: count };
    }
    case 'preacher':
      return { label: `Keep ${kind ? bootyWord(kind) : 'that token'}, discard the rest`, order: 0 };
    case 'loot': {
      const warn = kind === 'relic' || kind === 'officer';
      return { label: kind ? `Take ${bootyWord(kind)} (${bootyHint(kind)})` : 'Take a token', order: warn ? 9 : 0, tone: warn ? 'warning' : undefined };
    }
    case 'waitress':
      return action.use === true
        ? { label: 'Discard a treasure map for 3 doubloons', order: 0, tone: 'primary' }
        : { label: 'Keep my treasure maps', order: 1 };
    default:
      return { label: action.type, order: 99 };
  }
}

/** The proposal title when a card in my hand is clicked: the card's full text. */
export function cardDetail(rank: Rank): string {
  const def = character(rank);
  return `${def.name} (${rank}): ${def.text}`;
}

export function seatSummary(view: TableView, seat: number): string {
  const s = boardOf(view).seats[seat];
  if (!s) return '';
  const campaigns = s.campaignScores.map((score, i) => `campaign ${i + 1}: ${score}`).join(' · ');
  return campaigns || plural(s.doubloons, 'doubloon');
}

/** Libertalia's words on the table (GameWords). */
export const libertaliaWords: GameWords = { describe: describeTurn, describeAction, scoreLabel: 'Doubloons', seatSummary };
