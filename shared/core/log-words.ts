/**
 * The one way a log line becomes what a person reads: the client's log, the tests that read
 * the log as players do, and tools all word lines here. Data goes through the game's log words
 * (shared/games/<id>/log.ts), then seats become names.
 *
 * Light like the registry (words and card tables, no engine), so the client bundles it.
 */
import type { Seat } from './engine';
import { formatLogText, wordLogLine, type LogLine, type LogWords } from './log';
import { borneoLogWords } from '../games/borneo/log';
import { caribbeanLogWords } from '../games/caribbean/log';
import { libertaliaLogWords } from '../games/libertalia/log';
import { mmLogWords } from '../games/merchants-and-marauders/log';
import { portRoyalLogWords } from '../games/port-royal/log';

/** The games whose engines write their log as data, and their words. */
const LOG_WORDS: Readonly<Record<string, LogWords>> = {
  'port-royal': portRoyalLogWords,
  borneo: borneoLogWords,
  caribbean: caribbeanLogWords,
  libertalia: libertaliaLogWords,
  'merchants-and-marauders': mmLogWords,
};

/** The game's log words, if its engine writes data. */
export function logWordsOf(game: string): LogWords | undefined {
  return Object.prototype.hasOwnProperty.call(LOG_WORDS, game) ? LOG_WORDS[game] : undefined;
}

/** The line as the viewer reads it: worded in the game's words, seats by name. */
export function readLogLine(game: string, line: LogLine, seatName: (seat: Seat) => string): string {
  return formatLogText(wordLogLine(line, logWordsOf(game)), seatName);
}
