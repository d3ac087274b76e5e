/**
 * Log entries, per viewer.
 *
 * An entry is written once by the engine and read differently by each viewer: `text` is what
 * everyone reads; where some seats may know more (the card they drew themselves), `secret`
 * holds their version. Each is a line: either data, an entry kind and its arguments (seats,
 * card ids, numbers: `['hire', 2, 37, 3]`), which the game's log words (shared/games/<id>/log.ts)
 * turn into a sentence on the client, or a sentence already worded by the engine (games whose
 * entries are not yet data). Seats in a sentence are written as `{s2}` so each client puts its
 * own names in. Data is what crosses the wire: a few bytes where a sentence takes forty.
 */
import type { Seat } from './engine';

/** An argument of a log entry's data: a seat, a card id, a count, or a list of them. */
export type LogArg = number | string | readonly number[];

/** A log entry as data: its kind, then its arguments. */
export type LogData = readonly [kind: string, ...args: LogArg[]];

/** Data, or a sentence already worded (with `{sN}` for seats). */
export type LogLine = string | LogData;

export interface LogEntry {
  /** What every viewer (and a spectator) reads, e.g. `['reveal', 1, 12]` or "{s1} drew a card". */
  text: LogLine;
  /** What the listed seats read instead, e.g. "{s1} drew the Sailor". */
  secret?: { seats: Seat[]; text: LogLine };
}

/** A game's words for its log data: the sentence (with `{sN}` for seats) an entry's data reads as. */
export type LogWords = (data: LogData) => string;

export function logEntry(text: LogLine, secret?: LogEntry['secret']): LogEntry {
  return secret ? { text, secret } : { text };
}

/**
 * The line of `entry` that `viewer` may read (null = spectator): what the server sends it.
 * `'all'` reads every secret (a replay of a finished game: the line the secret's owner read).
 */
export function logLineFor(entry: LogEntry, viewer: Seat | null | 'all'): LogLine {
  if (entry.secret && viewer === 'all') return entry.secret.text;
  if (entry.secret && viewer !== null && viewer !== 'all' && entry.secret.seats.includes(viewer)) return entry.secret.text;
  return entry.text;
}

/** A line as a sentence (seats still `{sN}`): data through the game's words, a sentence as it is. */
export function wordLogLine(line: LogLine, words: LogWords | undefined): string {
  if (typeof line === 'string') return line;
  if (words) return words(line);
  // A game without log words never sends data; should one, it still reads as something.
  return line.map((arg) => (Array.isArray(arg) ? arg.join(' ') : String(arg))).join(' ');
}

/** The sentence of `entry` that `viewer` may read, seats still `{sN}`. */
export function logTextFor(entry: LogEntry, viewer: Seat | null, words?: LogWords): string {
  return wordLogLine(logLineFor(entry, viewer), words);
}

/** `{s2}` placeholders replaced by seat names. */
export function formatLogText(text: string, seatName: (seat: Seat) => string): string {
  return text.replace(/\{s(\d+)\}/g, (_, n: string) => seatName(Number(n)));
}
