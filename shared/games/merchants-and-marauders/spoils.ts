/**
 * The end of a battle (rulebook "Glory cards", "Bounties and rewards", "Plunder"): the winner's
 * glory point, bounty and reward, the plunder of a player or a naval ship after crew combat, the
 * claim of the beaten ship, and the fate of the loser.
 */
import type { LogEntry } from '../../core/log';
import { randomInt } from '../../core/rng';
import { CARGO, NPC_SLOTS } from './cards';
import { BOUNTY_REWARD, NATIONS, NPC_PIRATE_REWARD, RAID_CARDS } from './data';
import { seatOf, shipOf, sideOf } from './fighters';
import { GLORY, RUMORS } from './glory';
import { killCaptain } from './life';
import { npcDefeated, npcIsPirate, npcNation } from './npc';
import {
  addBounty, alive, atWar, checkHandLimit, drawCargo, gainGlory, hasAbility, isPirate, nationOf, releaseMods, shipMax,
} from './state';
import type { CombatState, MmState, Nation } from './types';
import { galleonBounties, isGalleon, plunderGalleon } from './galleon';
import { npcWeapons, passWeapon, restoreNpcWeapons, returnWeapon, takeUpgradeMods } from './npc-upgrades';
import { leaveNpcWeapons, offerNpcWeapons } from './choices';
import { said } from './log';
import { own, seatToChange } from './change';

/**
 * A pirate player's reward: 5 gold per bounty of one nation that has none on the winner and is
 * not at war with the winner's nation; we take the best such nation for the winner.
 */
function pirateReward(st: MmState, winner: number, loserBounties: number[]): number {
  const w = seatToChange(st, winner);
  let best = 0;
  for (const [n, count] of loserBounties.entries()) {
    const nation = NATIONS[n]!;
    if (count > best && w.bounties[n] === 0 && !atWar(st, nation, nationOf(w))) best = count;
  }
  return best * BOUNTY_REWARD;
}

export function endCombat(st: MmState, log: LogEntry[]): void {
  const c = st.combat;
  if (!c) return;
  own(st, 'cargoDiscard').push(...c.plunderCards.splice(0));
  if (c.prize) releaseMods(st, c.prize.mods);
  leaveNpcWeapons(st, c);
  for (const side of c.sides) {
    if (side.fighter.kind !== 'player') continue;
    const p = seatToChange(st, side.fighter.seat);
    if (side.announced >= 0) (alive(p) ? p.gloryHand : own(st, 'gloryDiscard')).push(side.announced);
    side.announced = -1;
    if (p.ship) p.ship.chasersSpent = false;
  }
  st.combat = null;
  restoreNpcWeapons(st);
  log.push(said(['battle-over']));
}

/** Both ships sank in the same round: nobody wins. */
export function bothSunk(st: MmState, c: CombatState, log: LogEntry[]): void {
  log.push(said(['both-sink', sideOf(st, c, 0), sideOf(st, c, 1)]));
  for (const i of [0, 1]) loserFate(st, c, i, log);
  endCombat(st, log);
}

function loserFate(st: MmState, c: CombatState, i: number, log: LogEntry[]): void {
  const f = c.sides[i]!.fighter;
  if (f.kind === 'npc') npcDefeated(st, f.slot, log);
  else killCaptain(st, f.seat, log);
}

/** Side `w` defeated the other by sinking it or in crew combat. */
export function defeat(st: MmState, c: CombatState, w: number, how: 'sunk' | 'crew', log: LogEntry[]): void {
  const l = 1 - w;
  c.winner = w;
  const lf = c.sides[l]!.fighter;
  log.push(said(['defeats', sideOf(st, c, w), sideOf(st, c, l), how === 'sunk' ? 1 : 0]));
  const ws = seatOf(c, w);
  const winner = ws >= 0 ? seatToChange(st, ws) : undefined;
  if (winner && ws >= 0) {
    const bonus = hasAbility(winner, 'bounty-hunter') ? BOUNTY_REWARD : 0;
    let reward = 0;
    if (isGalleon(lf)) galleonBounties(st, ws, log);
    else if (lf.kind === 'npc' && !npcIsPirate(lf.slot)) addBounty(st, ws, npcNation(lf.slot) as Nation, log);
    if (lf.kind === 'npc' && npcIsPirate(lf.slot) && !isPirate(winner)) reward = NPC_PIRATE_REWARD[NPC_SLOTS[lf.slot]!.ship] + bonus;
    if (lf.kind === 'player' && isPirate(seatToChange(st, lf.seat))) {
      const r = pirateReward(st, ws, seatToChange(st, lf.seat).bounties);
      reward = r > 0 ? r + bonus : 0;
    }
    if (reward > 0) {
      winner.gold += reward;
      log.push(said(['reward', ws, reward]));
    }
    gainGlory(st, ws, ['victory'], log);
    if (how === 'crew') takePlunder(st, c, w, log);
  }
  loserFate(st, c, l, log);
  if (!st.combat) return;
  if (c.plunderCards.length > 0 && winner && alive(winner)) {
    c.step = 'plunder';
    c.queue = [w];
  } else if (c.prize && winner && alive(winner)) {
    c.step = 'claim';
    c.queue = [w];
  } else endCombat(st, log);
}

/** What the winner of crew combat takes (rulebook "Plunder"). */
function takePlunder(st: MmState, c: CombatState, w: number, log: LogEntry[]): void {
  const ws = seatOf(c, w);
  const winner = seatToChange(st, ws);
  const l = 1 - w;
  const lf = c.sides[l]!.fighter;
  if (lf.kind === 'player') {
    const loser = seatToChange(st, lf.seat);
    winner.gold += loser.gold;
    log.push(said(['plunder', ws, loser.gold, loser.cargo.length, loser.gloryHand.length, lf.seat]));
    loser.gold = 0;
    for (const card of loser.gloryHand.splice(0)) winner.gloryHand.push(card);
    checkHandLimit(st, ws);
    if (loser.rumor >= 0) {
      // Only one rumor may be held: the winner keeps the one promising more gold.
      const keepLoser = winner.rumor < 0 || RUMORS[loser.rumor]!.gold > RUMORS[winner.rumor]!.gold;
      const back = keepLoser ? winner.rumor : loser.rumor;
      if (keepLoser) winner.rumor = loser.rumor;
      if (back >= 0) own(st, 'rumorDeck').unshift(back);
      loser.rumor = -1;
    }
    for (const weapon of loser.weapons.splice(0)) {
      if (winner.weapons.includes(weapon)) returnWeapon(st, loser, weapon);
      else passWeapon(loser, winner, weapon);
    }
    for (const sp of loser.specialists.splice(0)) {
      if (winner.specialists.some((x) => GLORY[x]!.key === GLORY[sp]!.key)) own(st, 'gloryDiscard').push(sp);
      else winner.specialists.push(sp);
    }
    c.plunderCards.push(...loser.cargo.splice(0));
    // The ship is the winner's to claim; its modifications stay with it until then.
    c.prize = loser.ship;
    loser.ship = null;
    return;
  }
  const ship = shipOf(st, c, l);
  if (isGalleon(lf)) plunderGalleon(st, ws, log);
  else if (!npcIsPirate(lf.slot)) {
    // A naval ship: 3 cargo cards give their plunder value in gold; one is lost per cargo hit.
    const cards = Array.from({ length: RAID_CARDS }, () => drawCargo(st)).filter((x) => x >= 0);
    const gold = cards.reduce((a, id) => a + CARGO[id]!.plunder, 0);
    winner.gold += gold;
    const lost = shipMax(ship).cargo - ship.cargo;
    for (let k = 0; k < lost && cards.length > 0; k++) own(st, 'cargoDiscard').push(cards.splice(randomInt(st.rng, cards.length), 1)[0]!);
    c.plunderCards.push(...cards);
    log.push(said(['naval-plunder', ws, gold]));
  }
  offerNpcWeapons(st, c, ws, lf.slot, npcWeapons(st, lf.slot));
  c.prize = { ...ship, mods: takeUpgradeMods(st, lf.slot, ship.mods) };
}
