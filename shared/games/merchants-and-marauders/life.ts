/**
 * A captain's life (rulebook "Setup", "Dying and retirement"): taking command of a ship in the
 * home port, dying or retiring (everything on the ship is lost, glory and stash are kept), and
 * the new captain drawn on the player's next turn.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { randomInt } from '../../core/rng';
import { CAPTAINS } from './cards';
import { STARTING_GOLD, zoneIndex } from './data';
import { startLoyalty } from './loyalty';
import { loseFavors } from './favors';
import { npcInPlay, npcIsPirate } from './npc';
import { returnWeapon } from './npc-upgrades';
import { drawGloryCard, newShip, releaseMods } from './state';
import type { MmState, ShipType } from './types';
import { said } from './log';
import { shipIndex } from './log-names';
import { own, seatToChange } from './change';

/**
 * Deals the captains a player chooses from. A captain whose home port has an NPC pirate in its
 * zone is set aside for another while the deck allows (rulebook "Dying and retirement").
 */
export function dealCaptains(st: MmState, seat: Seat): void {
  const p = seatToChange(st, seat);
  const wanted = Math.max(1, Math.min(2, st.options.captainsDealt));
  const aside: number[] = [];
  while (p.offer.length < wanted && st.captainDeck.length > 0) {
    const c = own(st, 'captainDeck').pop()!;
    const home = zoneIndex(CAPTAINS[c]!.home);
    const pirateThere = [4, 5].some((slot) => npcInPlay(st, slot) && npcIsPirate(slot) && st.npcs[slot]!.zone === home);
    if (pirateThere && st.captainDeck.length > 0) aside.push(c);
    else p.offer.push(c);
  }
  for (const c of aside) own(st, 'captainDeck').splice(randomInt(st.rng, st.captainDeck.length + 1), 0, c);
}

/**
 * The chosen captain takes a sloop or flute in the home port and draws a glory card. A first
 * captain gets 10 gold; a later one gets 10 gold only without a stash, else the game tops the
 * stash up to 10 on board.
 */
export function takeCommand(st: MmState, seat: Seat, captain: number, ship: ShipType, first: boolean, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  for (const c of p.offer) if (c !== captain) own(st, 'captainDeck').splice(randomInt(st.rng, st.captainDeck.length + 1), 0, c);
  p.offer = [];
  p.captain = captain;
  p.ship = newShip(ship);
  p.zone = zoneIndex(CAPTAINS[captain]!.home);
  p.inPort = true;
  p.gold = first || p.stash === 0 ? STARTING_GOLD : Math.max(0, STARTING_GOLD - p.stash);
  p.boughtBigShip = false;
  startLoyalty(st, p);
  log.push(said(['captain', seat, captain, shipIndex(ship), p.zone]));
  // Every new captain follows the setup (rulebook "Dying and retirement"): a glory card too.
  drawGloryCard(st, seat, log);
}

/** Everything on board is lost; glory points and the stash are kept. */
function clearCaptain(st: MmState, seat: Seat): void {
  const p = seatToChange(st, seat);
  own(st, 'gloryDiscard').push(...p.gloryHand.splice(0), ...p.specialists.splice(0));
  own(st, 'cargoDiscard').push(...p.cargo.splice(0));
  if (p.rumor >= 0) own(st, 'rumorDeck').splice(randomInt(st.rng, st.rumorDeck.length + 1), 0, p.rumor);
  if (p.mission >= 0) own(st, 'missionDiscard').push(p.mission);
  p.rumor = -1;
  p.mission = -1;
  for (const w of p.weapons) returnWeapon(st, p, w);
  p.weapons = [];
  if (p.ship) releaseMods(st, p.ship.mods);
  if (p.captain >= 0) own(st, 'captainDiscard').push(p.captain);
  p.captain = -1;
  p.ship = null;
  p.gold = 0;
  p.bounties = [0, 0, 0, 0];
  p.inPort = false;
  p.boughtBigShip = false;
  st.gloryDiscards = st.gloryDiscards.filter((s) => s !== seat);
}

/** The game ends at once when a captain dies and none is left to draw (rulebook "Winning"). */
export function killCaptain(st: MmState, seat: Seat, log: LogEntry[]): void {
  if (seatToChange(st, seat).captain < 0) return;
  log.push(said(['dies', seat]));
  loseFavors(st, seat);
  clearCaptain(st, seat);
  if (st.captainDeck.length === 0) finish(st, 'captains', log);
}

export function retireCaptain(st: MmState, seat: Seat, log: LogEntry[]): void {
  log.push(said(['retires', seat]));
  clearCaptain(st, seat);
}

export function finish(st: MmState, reason: MmState['endReason'], log: LogEntry[]): void {
  if (st.phase === 'over') return;
  st.phase = 'over';
  st.endReason = reason;
  // Whatever a battle or raid still holds goes back where it belongs.
  const c = st.combat;
  if (c) {
    own(st, 'cargoDiscard').push(...c.plunderCards);
    if (c.prize) releaseMods(st, c.prize.mods);
    for (const side of c.sides) if (side.announced >= 0) own(st, 'gloryDiscard').push(side.announced);
  }
  if (st.raid) {
    own(st, 'cargoDiscard').push(...st.raid.cards);
    if (st.raid.step === 'engage') own(st, 'merchantTrack').push(st.raid.token);
  }
  st.combat = null;
  st.raid = null;
  st.npcScouts = null;
  own(st, 'rumorDeck').push(...own(st, 'rumorChoice').splice(0));
  st.gloryDiscards = [];
  if (st.buy) {
    own(st, 'cargoDiscard').push(...st.buy.cards);
    st.buy = null;
  }
  log.push(said(['over', reason]));
}
