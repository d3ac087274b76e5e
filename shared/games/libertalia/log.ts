/**
 * Libertalia's log as data (shared/core/log.ts): each kind of entry with its arguments, and the
 * words each reads as. The engine writes the data; the client (and the tests, through the same
 * function) word it, so a line crosses the wire in a few bytes. A character is its seat and rank
 * (`label`); a booty kind is its index in BOOTY_KINDS; lists of pairs are flat (`[rank, n, ...]`).
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogData, type LogEntry } from '../../core/log';
import { BOOTY_KINDS, R, RANKS_ADDED_PER_CAMPAIGN, STARTING_DOUBLOONS, characterName } from './data';
import { bootyCount, bootyName, describeBooty, label, plural } from './pieces';
import type { BootyCounts, BootyKind, Rank } from './types';

/** Every kind of Libertalia entry and its arguments (`seat, rank` is the character acting). */
export type LibertaliaLogData =
  /** The ship in rank order, as `[seat, rank, seat, rank, ...]`. */
  | readonly ['sunrise', day: number, campaign: number, ship: readonly number[]]
  | readonly ['dusk', day: number]
  | readonly ['night', day: number]
  | readonly ['day', day: number, campaign: number]
  | readonly ['relics', seat: Seat, rank: Rank, relics: number, left: Seat]
  | readonly ['beg-own', seat: Seat, rank: Rank]
  | readonly ['beg', seat: Seat, rank: Rank, paid: number, from: Seat, fromRank: Rank]
  | readonly ['loses', seat: Seat, rank: Rank, doubloons: number]
  | readonly ['gains', seat: Seat, rank: Rank, doubloons: number]
  | readonly ['pays', seat: Seat, rank: Rank, doubloons: number]
  | readonly ['rich', seat: Seat, rank: Rank]
  | readonly ['witch', seat: Seat, rank: Rank, doubloons: number, discarded: number]
  | readonly ['brute', seat: Seat, rank: Rank, victimSeat: Seat, victimRank: Rank]
  | readonly ['spy', seat: Seat, rank: Rank, officers: number, drawn: readonly number[]]
  | readonly ['governor', seat: Seat, rank: Rank, discarded: number]
  /** A day question with no possible answer: the action is ignored. */
  | readonly ['no-choice', seat: Seat, rank: Rank]
  | readonly ['parrot', seat: Seat, rank: Rank, played: Rank]
  | readonly ['recruiter', seat: Seat, rank: Rank, taken: Rank]
  | readonly ['surgeon', seat: Seat, rank: Rank, taken: Rank]
  | readonly ['gunner', seat: Seat, rank: Rank, paid: number, victimSeat: Seat, victimRank: Rank]
  | readonly ['merchant', seat: Seat, rank: Rank, count: number, booty: number, earned: number]
  | readonly ['preacher', seat: Seat, rank: Rank, kept: number]
  | readonly ['captured', seat: Seat, rank: Rank]
  | readonly ['no-booty', seat: Seat, rank: Rank]
  | readonly ['booty-gone', seat: Seat, rank: Rank]
  | readonly ['take-saber', seat: Seat, rank: Rank]
  | readonly ['take-officer', seat: Seat, rank: Rank]
  | readonly ['take', seat: Seat, rank: Rank, booty: number]
  | readonly ['saber', seat: Seat, rank: Rank, victimSeat: Seat, victimRank: Rank]
  | readonly ['no-victim', seat: Seat, rank: Rank]
  | readonly ['waitress', seat: Seat, used: 0 | 1]
  /** One seat's night, `[rank, value, ...]` per character (see nightNote), and its gain. */
  | readonly ['night-for', seat: Seat, notes: readonly number[], gained: number]
  | readonly ['rest', campaign: number]
  /** The end-of-campaign effects as `[rank, doubloons, ...]`; booty as counts in BOOTY_KINDS order. */
  | readonly ['scores', seat: Seat, fortune: number, doubloons: number, effects: readonly number[], booty: readonly number[], total: number]
  | readonly ['campaign', campaign: number]
  | readonly ['over', scores: readonly number[]];

/** A booty kind as it travels in the log. */
export function bootyIndex(kind: BootyKind): number {
  return BOOTY_KINDS.indexOf(kind);
}

/** A den's booty as it travels in the log: its counts in BOOTY_KINDS order. */
export function bootyCounts(booty: BootyCounts): number[] {
  return BOOTY_KINDS.map((kind) => booty[kind]);
}

/** An entry every viewer reads alike (Libertalia keeps no secret in its log). */
export function said(data: LibertaliaLogData): LogEntry {
  return logEntry(data);
}

const seat = (n: Seat) => `{s${n}}`;
const kindAt = (index: number): BootyKind => BOOTY_KINDS[index] ?? 'goods';

function pairs(flat: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

/** A night note: the Mutineer's value is its victim (0: nobody), Granny Wata's 1 when alone. */
function nightNote(owner: Seat, rank: Rank, value: number): string {
  if (rank === R.mutineer) return value > 0 ? `Mutineer throws out ${label(owner, value)} +2` : 'Mutineer finds nobody to throw out';
  if (rank === R.grannyWata) return value > 0 ? 'Granny Wata +2' : 'Granny Wata is not alone and is discarded';
  return `${characterName(rank)} +${value}`;
}

/** What a day question with no possible answer reads as, by the asking character. */
function noChoice(who: string, owner: Seat, rank: Rank): string {
  switch (rank) {
    case R.parrot: return `${who}: ${seat(owner)} has no other character in hand; the Parrot stays.`;
    case R.recruiter: return `${who}: ${seat(owner)}'s den is empty.`;
    case R.surgeon: return `${who}: ${seat(owner)}'s discard pile is empty.`;
    case R.gunner: return `${who}: every den is empty, so the Gunner neither pays nor shoots.`;
    case R.merchant: return `${who}: ${seat(owner)} has no two identical booty tokens.`;
    default: return `${who}: ${seat(owner)} has at most one booty token and keeps it.`;
  }
}

function words(data: LibertaliaLogData): string {
  switch (data[0]) {
    case 'sunrise': {
      const order = pairs(data[3]).map(([who, rank]) => label(who, rank)).join(', ');
      return `Sunrise of day ${data[1]}, campaign ${data[2]}: the characters are revealed: ${order || 'none'}.`;
    }
    case 'dusk':
      return `Dusk of day ${data[1]}: the booty is shared, from the highest rank down.`;
    case 'night':
      return `Night falls on day ${data[1]}.`;
    case 'day':
      return `Day ${data[1]} of campaign ${data[2]}: every player chooses a character in secret.`;
    case 'no-choice':
      return noChoice(label(data[1], data[2]), data[1], data[2]);
    case 'no-victim':
      return `${label(data[1], data[2])} has a saber but no victim: the dens of ${seat(data[1])}'s neighbours are empty.`;
    case 'waitress':
      return `${label(data[1], R.waitress)}: ${seat(data[1])} ${data[2] ? 'discards a treasure map for 3 doubloons' : 'keeps the treasure maps'}.`;
    case 'night-for': {
      const [, owner, notes, gained] = data;
      return `Night for ${seat(owner)}: ${pairs(notes).map(([rank, value]) => nightNote(owner, rank, value)).join('; ')} (${plural(gained, 'doubloon')} in all).`;
    }
    case 'rest':
      return `The day of rest: campaign ${data[1]} is scored.`;
    case 'scores': {
      const [, owner, fortune, doubloons, effects, booty, total] = data;
      const notes = pairs(effects).map(([rank, n]) => `${characterName(rank)} ${n >= 0 ? '+' : ''}${n}`);
      const counts = Object.fromEntries(BOOTY_KINDS.map((kind, i) => [kind, booty[i] ?? 0])) as BootyCounts;
      return `${seat(owner)} scores ${plural(fortune, 'doubloon')}: ${plural(doubloons, 'doubloon')}${notes.length ? ` (${notes.join(', ')})` : ''} and ${describeBooty(counts)}; total ${total}.`;
    }
    case 'campaign':
      return `Campaign ${data[1]} begins: every hand receives ${RANKS_ADDED_PER_CAMPAIGN} new characters and every player has ${STARTING_DOUBLOONS} doubloons. Day 1: every player chooses a character in secret.`;
    case 'over':
      return `The game is over: ${data[1].map((score, n) => `${seat(n)} ${score}`).join(', ')}.`;
    default:
      return characterWords(data);
  }
}

/** A character's own action, `data[1]` and `data[2]` its seat and rank. */
function characterWords(data: LibertaliaLogData): string {
  // Worded only for the kinds below, so that unknown data never names a character.
  const who = () => label(data[1] as Seat, data[2] as Rank);
  const owner = seat(data[1] as Seat);
  switch (data[0]) {
    case 'relics':
      return data[3] > 0 ? `${who()} moves ${plural(data[3], 'cursed relic')} to ${seat(data[4])}'s den.` : `${who()} has no cursed relic to move.`;
    case 'beg-own':
      return `${who()}: the highest-ranked character on the ship is ${owner}'s own, so nobody gives anything.`;
    case 'beg':
      return `${who()} begs ${plural(data[3], 'doubloon')} from ${seat(data[4])} (owner of the ${characterName(data[5])}).`;
    case 'loses':
      return `${who()}: ${owner} loses ${plural(data[3], 'doubloon')}.`;
    case 'gains':
      return `${who()}: ${owner} gains ${plural(data[3], 'doubloon')}.`;
    case 'pays':
      return `${who()}: ${owner} pays ${plural(data[3], 'doubloon')}.`;
    case 'rich':
      return `${who()}: ${owner} has 9 doubloons or more and gains nothing.`;
    case 'witch':
      return `${who()}: ${owner} gains ${plural(data[3], 'doubloon')} for ${plural(data[4], 'discarded character')}.`;
    case 'brute':
      return data[3] === data[1] && data[4] === data[2]
        ? `${who()} is the highest-ranked character on the ship and discards itself.`
        : `${who()} discards ${label(data[3], data[4])} from the ship.`;
    case 'spy': {
      const [, , , officers, drawn] = data;
      if (officers === 0) return `${who()}: ${owner} has no Spanish officer.`;
      return `${who()} discards ${plural(officers, 'Spanish officer')} and draws ${drawn.length ? drawn.map((i) => bootyName(kindAt(i))).join(', ') : 'nothing'} from the bag.`;
    }
    case 'governor':
      return `${who()} discards ${data[3] ? `all ${plural(data[3], 'character')}` : 'nobody'} from ${owner}'s den.`;
    case 'parrot':
      return `${who()} is discarded; ${owner} plays ${label(data[1], data[3])} in its place.`;
    case 'recruiter':
      return `${who()}: ${owner} takes ${label(data[1], data[3])} back from the den into the hand.`;
    case 'surgeon':
      return `${who()}: ${owner} takes ${label(data[1], data[3])} back from the discard pile into the hand.`;
    case 'gunner':
      return `${who()}: ${owner} pays ${plural(data[3], 'doubloon')} and shoots ${label(data[4], data[5])}.`;
    case 'merchant':
      return `${who()}: ${owner} trades ${bootyCount(data[3], kindAt(data[4]))} for ${data[5]} doubloons.`;
    case 'preacher':
      return `${who()}: ${owner} gives up all booty but ${bootyName(kindAt(data[3]))}.`;
    case 'captured':
      return `${who()} fought the Spanish officer and is discarded.`;
    case 'no-booty':
      return `${who()} takes no booty.`;
    case 'booty-gone':
      return `${who()} finds no booty left.`;
    case 'take-saber':
      return `${who()} takes a saber and must discard a character from a neighbour's den.`;
    case 'take-officer':
      return `${who()} takes a Spanish officer prisoner.`;
    case 'take':
      return `${who()} takes ${bootyName(kindAt(data[3]))}.`;
    case 'saber':
      return `${who()} uses the saber: ${label(data[3], data[4])} is discarded.`;
    default:
      // Data from an older or newer engine still reads as something.
      return data.join(' ');
  }
}

/** Libertalia's log words (shared/core/log.ts `LogWords`): the sentence an entry's data reads as. */
export function libertaliaLogWords(data: LogData): string {
  return words(data as LibertaliaLogData) ?? data.join(' ');
}
