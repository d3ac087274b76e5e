/**
 * Human-readable log entries, per viewer.
 *
 * An entry is written once by the engine and read differently by each viewer: `text` is what
 * everyone reads; where some seats may know more (the card they drew themselves), `secret`
 * holds their version. Seats are written as `{s2}` so each client puts its own names in.
 */
import type { Seat } from './engine';

export interface LogEntry {
  /** What every viewer (and a spectator) reads, e.g. "{s1} drew a card". */
  text: string;
  /** What the listed seats read instead, e.g. "{s1} drew the Sailor". */
  secret?: { seats: Seat[]; text: string };
}

export function logEntry(text: string, secret?: LogEntry['secret']): LogEntry {
  return secret ? { text, secret } : { text };
}

/** The text of `entry` that `viewer` may read (null = spectator). */
export function logTextFor(entry: LogEntry, viewer: Seat | null): string {
  if (entry.secret && viewer !== null && entry.secret.seats.includes(viewer)) return entry.secret.text;
  return entry.text;
}

/** `{s2}` placeholders replaced by seat names. */
export function formatLogText(text: string, seatName: (seat: Seat) => string): string {
  return text.replace(/\{s(\d+)\}/g, (_, n: string) => seatName(Number(n)));
}

/**
 * A log line as `viewer` reads it, names put in: the one way every screen turns entries into
 * text. `'all'` reads every secret (a replay of a finished game: the line its owner read).
 */
export function logLine(entry: LogEntry, viewer: Seat | null | 'all', seatName: (seat: Seat) => string): string {
  const text = viewer === 'all' ? (entry.secret?.text ?? entry.text) : logTextFor(entry, viewer);
  return formatLogText(text, seatName);
}
