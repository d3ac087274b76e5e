/**
 * Libertalia on the Game contract: who is to act, what they may do, applying an action, and
 * the outcome. The phases themselves live in flow.ts, day.ts, dusk.ts, night.ts and campaign.ts.
 */
import type { Outcome, Seat } from '../../core/engine';
import { changeState } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import type { Result, RuleError } from '../../core/result';
import { err, ok } from '../../core/result';
import { characterName } from './data';
import { advance, answer, optionsFor, seatsToPick } from './flow';
import { label } from './pieces';
import type { LibertaliaAction, LibertaliaState } from './types';

export function toAct(s: LibertaliaState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'sunrise') return seatsToPick(s);
  const q = s.question;
  if (q.kind === 'waitress') return [...q.seats];
  return q.kind === 'none' ? [] : [q.seat];
}

export function legalActions(s: LibertaliaState, seat: Seat): LibertaliaAction[] {
  return optionsFor(s, seat);
}

function sameAction(legal: LibertaliaAction, a: LibertaliaAction): boolean {
  const wanted = a as unknown as Record<string, unknown>;
  return Object.entries(legal).every(([key, value]) => wanted[key] === value);
}

/** What is asked of the game now, in words, for refusals. */
export function describeQuestion(s: LibertaliaState): string {
  const q = s.question;
  if (s.phase === 'over') return 'The game is over.';
  if (s.phase === 'sunrise') return 'Every player is choosing a character for today.';
  switch (q.kind) {
    case 'parrot': return `${label(q.seat, q.rank)} must be replaced by a character from {s${q.seat}}'s hand.`;
    case 'recruiter': return `${label(q.seat, q.rank)} must take a character back from the den.`;
    case 'surgeon': return `${label(q.seat, q.rank)} must take a character back from the discard pile.`;
    case 'gunner': return `${label(q.seat, q.rank)} must choose a character to shoot.`;
    case 'merchant': return `${label(q.seat, q.rank)} must choose the identical tokens to trade.`;
    case 'preacher': return `${label(q.seat, q.rank)} must choose the one booty token to keep.`;
    case 'booty': return `${label(q.seat, q.rank)} must choose a booty token.`;
    case 'saber': return `${label(q.seat, q.rank)} must choose a victim for the saber.`;
    case 'waitress': return 'The Waitresses decide whether to trade a treasure map.';
    default: return 'Nothing is being asked.';
  }
}

/** A refusal a player understands, when `a` is not among `seat`'s options. */
function refusal(s: LibertaliaState, seat: Seat, a: LibertaliaAction, legal: LibertaliaAction[]): RuleError {
  if (s.phase === 'over') return { code: 'game-over', message: 'The game is over.' };
  if (legal.length === 0) {
    if (s.phase === 'sunrise' && (s.seats[seat]?.pick ?? -1) >= 0) {
      return { code: 'already-chosen', message: 'You have already chosen your character for today.' };
    }
    return { code: 'not-your-turn', message: `It is not your turn. ${describeQuestion(s)}` };
  }
  const expected = legal[0]?.type;
  if (a.type !== expected) {
    return { code: 'wrong-action', message: `That is not what is being asked. ${describeQuestion(s)}` };
  }
  const name = 'rank' in a && Number.isInteger(a.rank) && a.rank >= 1 && a.rank <= 30 ? `the ${characterName(a.rank)} (${a.rank})` : 'that character';
  switch (a.type) {
    case 'pick':
    case 'parrot':
      return { code: 'not-in-hand', message: `You do not have ${name} in your hand.` };
    case 'recruiter':
      return { code: 'not-in-den', message: `${name} is not in your den.` };
    case 'surgeon':
      return { code: 'not-in-discard', message: `${name} is not in your discard pile.` };
    case 'gunner':
      return { code: 'not-in-den', message: `${name} is not in that player's den.` };
    case 'saber':
      return { code: 'not-a-neighbour-den', message: `The saber can only discard a character in the den of your left or right neighbour, and ${name} is not there.` };
    case 'merchant':
      return { code: 'not-enough-booty', message: `You do not have ${a.count} identical tokens of that kind.` };
    case 'preacher':
      return { code: 'not-held', message: 'You do not hold a token of that kind.' };
    case 'loot':
      return { code: 'not-on-space', message: "There is no such token left on today's booty space." };
    default:
      return { code: 'illegal', message: `That is not allowed now. ${describeQuestion(s)}` };
  }
}

export function apply(
  s: LibertaliaState,
  seat: Seat,
  a: LibertaliaAction,
): Result<{ state: LibertaliaState; log: LogEntry[] }, RuleError> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return err('no-such-seat', `There is no seat ${seat} at this table.`);
  const legal = optionsFor(s, seat);
  const chosen = legal.find((option) => sameAction(option, a));
  if (!chosen) {
    const why = refusal(s, seat, a, legal);
    return err(why.code, why.message);
  }
  const log: LogEntry[] = [];
  const state = changeState(s, (next) => {
    answer(next, seat, chosen, log);
    advance(next, log);
  });
  return ok({ state, log });
}

export function outcome(s: LibertaliaState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.seats.map((st) => st.score);
  const lastCampaign = s.seats.map((st) => st.campaignScores[st.campaignScores.length - 1] ?? 0);
  const tieBreak = s.options.lastCampaignTieBreak;
  const key = (seat: Seat): [number, number] => [scores[seat] ?? 0, tieBreak ? (lastCampaign[seat] ?? 0) : 0];
  const seats = s.seats.map((_, seat) => seat).sort((a, b) => {
    const [sa, ta] = key(a);
    const [sb, tb] = key(b);
    return sb - sa || tb - ta || a - b;
  });
  const ranking: Seat[][] = [];
  for (const seat of seats) {
    const group = ranking[ranking.length - 1];
    const first = group?.[0];
    if (group && first !== undefined && key(first)[0] === key(seat)[0] && key(first)[1] === key(seat)[1]) group.push(seat);
    else ranking.push([seat]);
  }
  return {
    scores,
    ranking,
    detail: { campaignScores: s.seats.map((st) => [...st.campaignScores]), lastCampaignTieBreak: tieBreak },
  };
}
