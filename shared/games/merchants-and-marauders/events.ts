/**
 * Event cards (rulebook "Draw event card"): NPC icons first, then the card's text.
 */
import type { LogEntry } from '../../core/log';
import { randomInt, shuffleInPlace } from '../../core/rng';
import { EVENTS } from './cards';
import { ZONES, zoneIndex } from './data';
import { killCaptain } from './life';
import { moveNpc } from './npc';
import { moveGalleon } from './galleon';
import { fitNpcUpgrades } from './npc-upgrades';
import { employersCalling } from './seas-cards';
import { alive, captainOf, hitShip, nationIndex, rollDice, successes } from './state';
import type { MmState } from './types';
import { said } from './log';
import { everySeatToChange, npcToChange, own } from './change';

/** A new demand token replaces the old one, drawn at random from the pool (rulebook "Sell goods"). */
export function replaceDemand(st: MmState, zone: number): void {
  const old = st.demand[zone]!;
  if (old < 0 || st.demandPool.length === 0) return;
  const [fresh] = own(st, 'demandPool').splice(randomInt(st.rng, st.demandPool.length), 1);
  own(st, 'demand')[zone] = fresh!;
  own(st, 'demandPool').push(old);
}

/** Merchant tokens from the track go face down to zones without one. */
export function refillMerchants(st: MmState): void {
  shuffleInPlace(st.rng, own(st, 'merchantTrack'));
  for (let z = 0; z < st.merchants.length && st.merchantTrack.length > 0; z++) {
    if (st.merchants[z] === -1) own(st, 'merchants')[z] = own(st, 'merchantTrack').pop()!;
  }
}

export function resolveEvent(st: MmState, card: number, log: LogEntry[]): void {
  const e = EVENTS[card]!;
  log.push(said(['event', card]));
  for (const [slot, dir] of e.moves) moveNpc(st, slot, dir, log);
  moveGalleon(st, e.moves, log);
  let keep = false;
  switch (e.kind) {
    case 'arrival': {
      // The card stays by the board as the NPC's captain; the ship comes at the end of the round.
      const npc = npcToChange(st, e.slot);
      if (npc.arriving >= 0) own(st, 'eventDiscard').push(npc.arriving);
      npc.arriving = card;
      keep = true;
      break;
    }
    case 'war':
      if (!st.wars.some((w) => e.nations.includes(w.a) && e.nations.includes(w.b))) own(st, 'wars').push({ a: e.nations[0]!, b: e.nations[1]! });
      break;
    case 'peace':
      st.wars = [];
      break;
    case 'storm':
      for (const [seat, p] of everySeatToChange(st).entries()) {
        if (!alive(p) || p.inPort || !e.zones.some((z) => zoneIndex(z) === p.zone)) continue;
        if (successes(rollDice(st, captainOf(p)!.seamanship)) > 0) {
          log.push(said(['storm', seat]));
          continue;
        }
        hitShip(p.ship!, 'masts');
        log.push(said(['storm-masts', seat]));
        if (p.ship!.hull <= 0) killCaptain(st, seat, log);
      }
      break;
    case 'disease':
      for (const [seat, p] of everySeatToChange(st).entries()) {
        const portNation = p.inPort ? ZONES[p.zone]?.nation : '';
        if (!alive(p) || !portNation || !e.nations.includes(portNation) || p.ship!.crew <= 1) continue;
        p.ship!.crew -= 1;
        log.push(said(['disease', seat]));
      }
      break;
    case 'market':
      for (const z of e.zones) replaceDemand(st, zoneIndex(z));
      break;
    case 'pardon':
      for (const p of everySeatToChange(st)) for (const n of e.nations) p.bounties[nationIndex(n)] = Math.max(0, p.bounties[nationIndex(n)]! - 1);
      break;
    case 'convoy':
      refillMerchants(st);
      break;
    case 'tax':
      for (const [seat, p] of everySeatToChange(st).entries()) {
        if (!alive(p) || !p.inPort || p.gold === 0) continue;
        const paid = Math.min(2, p.gold);
        p.gold -= paid;
        log.push(said(['tax', seat, paid]));
      }
      break;
    case 'calm':
      break;
    case 'employers':
      employersCalling(st, log);
      break;
  }
  if (!keep) own(st, 'eventDiscard').push(card);
  fitNpcUpgrades(st, log);
}
