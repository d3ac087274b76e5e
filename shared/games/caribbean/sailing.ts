/**
 * Sailing a ship won in the bidding (rulebook "Move the ships", "Getting treasure chests",
 * "Delivering treasure chests to safety"). The winner moves it one space at a time, never onto
 * or through another ship, and may capture, steal, swap, pass on and deliver at any point of the
 * move, before and after it too (docs/games/caribbean.md: these cost no movement).
 *
 * Rule decision (the rulebook is silent): at each space where it stands, the ship deals with
 * each other ship at most once (steal, swap or pass on), so a move always ends; passing a chest
 * back and forth between two ships would otherwise never stop. The rulebook lets the actions
 * happen "whenever he chooses during the ship's movement", so the count starts afresh after each
 * move, and a pass that unloads at a haven does not count: that chest leaves the game, so it
 * cannot go round in circles (a ship resting on a haven may take one chest after another).
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { areNeighbours, cityAt, havenOwner, neighbours } from './board';
import { CAPTURE_REWARD, chestValue } from './data';
import { said } from './log';
import { earn, shipToChange } from './pieces';
import { NO_SAILING } from './setup';
import type { CaribbeanAction, CaribbeanState, ShipIndex } from './types';

/** Every action the sailing seat may take now (empty for anyone else). */
export function sailingOptions(s: CaribbeanState, seat: Seat): CaribbeanAction[] {
  const sail = s.sailing;
  if (s.phase !== 'sailing' || sail.seat !== seat) return [];
  const ship = s.ships[sail.ship]!;
  const options: CaribbeanAction[] = [];
  if (sail.movesLeft > 0) {
    const occupied = new Set(s.ships.map((o) => o.space));
    for (const to of neighbours(ship.space)) if (!occupied.has(to)) options.push({ type: 'move', to });
  }
  const city = cityAt(ship.space);
  if (ship.chest < 0 && city >= 0 && (s.cities[city]?.chests.length ?? 0) > 0) options.push({ type: 'capture' });
  s.ships.forEach((other, index) => {
    if (index === sail.ship || sail.dealtWith.includes(index) || !areNeighbours(ship.space, other.space)) return;
    if (ship.chest < 0 && other.chest >= 0) options.push({ type: 'steal', ship: index });
    if (ship.chest >= 0 && other.chest >= 0) options.push({ type: 'swap', ship: index });
    if (ship.chest >= 0 && other.chest < 0) options.push({ type: 'pass', ship: index });
  });
  if (ship.chest >= 0 && havenOwner(ship.space, s.players) >= 0) options.push({ type: 'deliver' });
  options.push({ type: 'end' });
  return options;
}

/**
 * Unloads the chest of `ship` at the haven where it stands: the haven's owner earns the chest's
 * value (even when another player sails the ship) and the chest leaves the game.
 */
function unload(s: CaribbeanState, ship: ShipIndex, log: LogEntry[]): void {
  const owner = havenOwner(s.ships[ship]!.space, s.players);
  if (s.ships[ship]!.chest < 0 || owner < 0) return;
  const boat = shipToChange(s, ship);
  const chest = boat.chest;
  boat.chest = -1;
  writable(s, 'delivered').push(chest);
  earn(s, owner, chestValue(chest));
  log.push(said(['unload', ship, chest, owner, boat.space]));
}

/** Applies a sailing action already checked against `sailingOptions`. */
export function applySailing(s: CaribbeanState, a: CaribbeanAction, log: LogEntry[]): void {
  const sail = s.sailing;
  switch (a.type) {
    case 'move': {
      shipToChange(s, sail.ship).space = a.to;
      const next = writable(s, 'sailing');
      next.movesLeft--;
      writable(next, 'path').push(a.to);
      next.dealtWith = [];
      log.push(said(['sail', sail.ship, a.to]));
      return;
    }
    case 'capture': {
      const ship = shipToChange(s, sail.ship);
      const city = cityAt(ship.space);
      const chest = writable(writable(writable(s, 'cities'), city), 'chests').pop()!;
      ship.chest = chest;
      earn(s, sail.seat, CAPTURE_REWARD);
      log.push(said(['capture', sail.ship, city, chest, sail.seat]));
      return;
    }
    case 'steal': {
      const ship = shipToChange(s, sail.ship);
      const other = shipToChange(s, a.ship);
      ship.chest = other.chest;
      other.chest = -1;
      writable(writable(s, 'sailing'), 'dealtWith').push(a.ship);
      log.push(said(['steal', sail.ship, ship.chest, a.ship]));
      return;
    }
    case 'swap': {
      const ship = shipToChange(s, sail.ship);
      const other = shipToChange(s, a.ship);
      const mine = ship.chest;
      ship.chest = other.chest;
      other.chest = mine;
      writable(writable(s, 'sailing'), 'dealtWith').push(a.ship);
      log.push(said(['swap', sail.ship, mine, ship.chest, a.ship]));
      return;
    }
    case 'pass': {
      const ship = shipToChange(s, sail.ship);
      const other = shipToChange(s, a.ship);
      other.chest = ship.chest;
      ship.chest = -1;
      log.push(said(['pass', sail.ship, other.chest, a.ship]));
      // Rulebook: a ship standing at a safe haven "must unload the treasure there".
      unload(s, a.ship, log);
      if (other.chest >= 0) writable(writable(s, 'sailing'), 'dealtWith').push(a.ship);
      return;
    }
    case 'deliver':
      unload(s, sail.ship, log);
      return;
    default:
      // 'end' is flow.ts's endSailing; bids and tie answers never reach here.
      return;
  }
}

/**
 * The sailing seat is done. A ship that stops at a haven with a chest must unload it there
 * (rulebook "Delivering treasure chests to safety"), so no ship rests on a haven with a chest.
 */
export function finishSailing(s: CaribbeanState, log: LogEntry[]): void {
  const { ship, path } = s.sailing;
  unload(s, ship, log);
  if (path.length <= 1) log.push(said(['stays', ship, s.ships[ship]!.space]));
  s.sailing = { ...NO_SAILING, path: [], dealtWith: [] };
}
