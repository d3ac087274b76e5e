/**
 * The order of a round (rulebook "Playing the game", "The following rounds", "Game end"):
 * secret bids, then the ships one by one from the Arriba to the Fuego, then new chests from the
 * supply. `advance` runs everything that needs nobody's decision and stops at the next one.
 *
 * Rule decisions (docs/games/caribbean.md): the game also ends after a round in which the last
 * chest left play (nothing more can be earned; by then a player has always reached the
 * threshold), and, as a house rule against endless random play, after data.ts HOUSE_ROUND_LIMIT
 * rounds. A sailing player whose only option is to finish is finished by the engine.
 */
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { CHESTS, HOUSE_ROUND_LIMIT, SHIP_COUNT } from './data';
import { revealShip, settleTie, tieDeciders } from './bidding';
import { said } from './log';
import { chestsInPlay, seatToChange, thresholdFor } from './pieces';
import { finishSailing, sailingOptions } from './sailing';
import { NO_SAILING, freshResolutions } from './setup';
import type { CaribbeanState } from './types';

function startRound(s: CaribbeanState, log: LogEntry[]): void {
  s.round++;
  s.phase = 'bidding';
  s.current = -1;
  for (let seat = 0; seat < s.seats.length; seat++) {
    const st = seatToChange(s, seat);
    st.bids = [];
    st.tieBreaker = -1;
    st.tieBreakerState = 'hidden';
    st.tieChoice = '';
  }
  s.resolutions = freshResolutions();
  s.sailing = { ...NO_SAILING, path: [], dealtWith: [] };
  log.push(said(['round', s.round]));
}

/** The next face-down pair goes face up onto the cities it names, left to right. */
function placeSupplyPair(s: CaribbeanState, log: LogEntry[]): void {
  const pile = s.supply.findIndex((p) => p.chests.length > 0);
  if (pile < 0) return;
  const emptied = writable(writable(s, 'supply'), pile);
  const placed = [...emptied.chests];
  emptied.chests = [];
  const cities = writable(s, 'cities');
  for (const chest of placed) writable(writable(cities, CHESTS[chest]!.city), 'chests').push(chest);
  log.push(said(['new-chests', placed]));
}

function endGame(s: CaribbeanState, reason: CaribbeanState['endReason'], log: LogEntry[]): void {
  s.phase = 'over';
  s.current = -1;
  s.endReason = reason;
  log.push(said(['over', s.seats.map((st) => st.money)]));
}

function endRound(s: CaribbeanState, log: LogEntry[]): void {
  if (s.endTriggered) {
    log.push(said(['last-round', s.round, thresholdFor(s.players)]));
    endGame(s, 'threshold', log);
    return;
  }
  placeSupplyPair(s, log);
  if (chestsInPlay(s).length === 0) {
    log.push(said(['all-delivered']));
    endGame(s, 'no-chests', log);
    return;
  }
  if (s.round >= HOUSE_ROUND_LIMIT) {
    log.push(said(['round-limit']));
    endGame(s, 'round-limit', log);
    return;
  }
  startRound(s, log);
}

/** Resolves the ships after the current one until a decision is needed or the round ends. */
function resolveNextShips(s: CaribbeanState, log: LogEntry[]): void {
  for (;;) {
    s.current++;
    if (s.current >= SHIP_COUNT) {
      endRound(s, log);
      return;
    }
    if (revealShip(s, s.current, log)) return;
  }
}

/** Finishes the ship being sailed and moves on. */
export function endSailing(s: CaribbeanState, log: LogEntry[]): void {
  finishSailing(s, log);
  resolveNextShips(s, log);
}

/** Runs the game forward until someone must decide (or the game is over). */
export function advance(s: CaribbeanState, log: LogEntry[]): void {
  // Every pass either stops or resolves something; the bound only guards against a rule bug.
  for (let guard = 0; guard < 1000; guard++) {
    switch (s.phase) {
      case 'over':
        return;
      case 'bidding':
        if (s.seats.some((st) => st.bids.length === 0)) return;
        log.push(said(['revealing']));
        s.current = -1;
        resolveNextShips(s, log);
        continue;
      case 'tie':
        if (tieDeciders(s).some((seat) => s.seats[seat]!.tieChoice === '')) return;
        if (!settleTie(s, log)) resolveNextShips(s, log);
        continue;
      case 'sailing': {
        const options = sailingOptions(s, s.sailing.seat);
        if (options.length > 1) return;
        endSailing(s, log);
        continue;
      }
    }
  }
  throw new Error('Caribbean: the game did not settle (rule bug)');
}
