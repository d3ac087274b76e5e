/**
 * A player's turn (rulebook "Player actions"): up to 3 actions among move, scout and port, plus
 * what costs no action: glory cards, hiring specialists, dropping cargo, ending the turn. Also the
 * choice of a captain and port entry with bounties and wars.
 */
import { CAPTAINS } from './cards';
import { NATIONS, PRICES, STARTING_SHIPS, ZONES, neighbours, zoneIndex } from './data';
import { startCombat } from './combat';
import { favorEntryRefusal, skillRoll, spendFavorsOnEntry } from './favors';
import { endTurn, queueNpcScouting } from './flow';
import { GLORY, RUMORS } from './glory';
import { skillDice } from './harbor';
import { killCaptain, retireCaptain, takeCommand } from './life';
import { cardAllowed, cardsBarred, hirePrice, noteHire } from './loyalty';
import { scoutingDice } from './modifications';
import { scoutingForNpc } from './npc-upgrades';
import { npcInPlay, npcOf } from './npc';
import { closeActivity } from './port';
import { CARTAGENA, startRaid } from './raid';
import { hardLifeStart, moveCost, noteWindMove, stormStrikes } from './seas';
import { captainFee } from './captains-for-gold';
import { askOffTurnScouts } from './cutthroat';
import {
  alive, atWar, cargoCapacity, gainGlory, gloryKey, hasSpecialist, hitShip, homeOf, nationIndex, nationOf, refuse,
  shipMax, zoneName, type Handler, type Refusal,
} from './state';
import type { LogEntry } from '../../core/log';
import type { MmAction, MmState, PlayerState } from './types';
import { galleonHere } from './galleon';
import { assaultCardRefusal, playAssaultCard } from './location-assault-cards';
import { abilityGold, scoutBonus } from './seas-abilities';
import { GALLEON_SLOT } from './galleon-card';
import { said, saidTo } from './log';
import { rumorGoods } from './myriad';
import { shipIndex } from './log-names';
import { everySeatToChange, own, seatToChange } from './change';

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

const PORT_ROYAL = zoneIndex('Port Royal');
const BRIDGETOWN = zoneIndex('Bridgetown');
const ENGLISH = nationIndex('english');

function needAction(s: MmState): Refusal {
  return s.turn!.actionsLeft > 0 ? null : refuse('no-actions', 'You have no actions left this turn.');
}

function spendAction(st: MmState): void {
  const t = st.turn!;
  t.actionsLeft -= 1;
  t.acted = true;
}

export const chooseCaptain: Handler<Of<'choose-captain'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!p.offer.includes(a.captain)) return refuse('not-dealt', 'Choose one of the captains dealt to you.');
    if (!(STARTING_SHIPS as readonly string[]).includes(a.ship)) return refuse('bad-ship', 'A new captain starts with a sloop or a flute.');
    return null;
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    if (st.phase === 'captains') {
      // Chosen secretly; revealed when every seat has chosen.
      p.chosenCaptain = a.captain;
      p.chosenShip = a.ship;
      log.push(said(['chosen', seat]));
      if (st.seats.every((x) => x.chosenCaptain >= 0)) revealCaptains(st, log);
      return;
    }
    takeCommand(st, seat, a.captain, a.ship, false, log);
    st.turn!.started = true;
  },
};

function revealCaptains(st: MmState, log: LogEntry[]): void {
  for (const [seat, p] of everySeatToChange(st).entries()) {
    const fee = captainFee(st, p);
    takeCommand(st, seat, p.chosenCaptain, p.chosenShip === '' ? 'sloop' : p.chosenShip, true, log);
    p.gold -= fee;
    p.chosenCaptain = -1;
    p.chosenShip = '';
  }
  if (st.options.hardLife) hardLifeStart(st, log);
  // The first player is drawn from the captains in play (rulebook "Setup").
  st.firstSeat = st.rng[0] % st.players;
  st.phase = 'play';
  log.push(said(['first', st.firstSeat]));
}

export const retire: Handler<Of<'retire'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (s.turn!.acted) return refuse('too-late', 'You may retire only before taking any action.');
    if (!p.inPort) return refuse('not-in-port', 'You may retire only when your turn starts in a port.');
    if (s.captainDeck.length === 0) return refuse('no-captains', 'No captain is left to replace yours.');
    return null;
  },
  run(st, seat, _a, log) {
    retireCaptain(st, seat, log);
  },
};

export const move: Handler<Of<'move'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (p.inPort) return refuse('in-port', 'Leave the port first (a move action).');
    if (!neighbours(p.zone).includes(a.zone)) return refuse('not-adjacent', `${zoneName(a.zone)} does not border ${zoneName(p.zone)}.`);
    const cost = moveCost(s, p.zone, a.zone);
    if (cost === 2 && s.turn!.actionsLeft < 2) return refuse('against-wind', 'The first move against the wind takes 2 actions; you have 1.');
    return cost === 0 ? null : needAction(s);
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    const cost = moveCost(st, p.zone, a.zone);
    noteWindMove(st, p.zone, a.zone);
    for (let k = 0; k < cost; k++) spendAction(st);
    st.turn!.acted = true;
    log.push(said(['sail', seat, p.zone, a.zone, cost === 0 ? 1 : cost === 2 ? 2 : 0]));
    p.zone = a.zone;
    stormStrikes(st, seat, log);
    askOffTurnScouts(st, seat);
    queueNpcScouting(st, seat);
  },
};

/**
 * Ports of nations that hold a bounty on you, or (our rule) are at war with your nation, are
 * closed, except your home port; Port Royal lets pirates with an English bounty in for 2 gold or
 * an INFLUENCE roll (rulebook "Effects of bounties", "Ports").
 */
export function portBarred(s: MmState, p: PlayerState): string {
  if (p.zone === homeOf(p)) return '';
  const nation = ZONES[p.zone]!.nation;
  if (nation === '') return '';
  if (atWar(s, nation, nationOf(p))) return `${nation} ports are closed to you during the war`;
  const b = p.bounties[nationIndex(nation)]!;
  if (b > 0 && !(b === 1 && captainOfAbility(p) === 'smuggler')) return `${nation} ports are closed to captains with a ${nation} bounty`;
  return '';
}
const captainOfAbility = (p: PlayerState): string => (p.captain >= 0 ? CAPTAINS[p.captain]!.ability : '');

export const enterPort: Handler<Of<'enter-port'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (p.inPort) return refuse('in-port', 'You are already in port.');
    if (!ZONES[p.zone]!.port) return refuse('no-port', 'The Caribbean Sea has no port.');
    const barred = portBarred(s, p);
    const viaPortRoyal = p.zone === PORT_ROYAL && p.bounties[ENGLISH]! > 0 && !atWar(s, 'english', nationOf(p));
    if (a.method === 'favor') return favorEntryRefusal(s, seat, barred) ?? needAction(s);
    if (a.method === 'free' && barred) return refuse('barred', `You cannot enter: ${barred}.`);
    if (a.method !== 'free' && (!barred || !viaPortRoyal)) return refuse('no-fee', 'Only Port Royal lets wanted pirates in for a fee or an INFLUENCE roll.');
    if (a.method === 'fee' && p.gold < PRICES.portRoyalFee) return refuse('no-gold', 'The fee is 2 gold.');
    return needAction(s);
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    spendAction(st);
    if (a.method === 'fee') p.gold -= PRICES.portRoyalFee;
    if (a.method === 'favor') spendFavorsOnEntry(st, seat, log);
    if (a.method === 'roll' && skillRoll(st, seat, skillDice(p, 'influence'), 1, log) === 0) {
      log.push(said(['port-denied', seat]));
      return;
    }
    p.inPort = true;
    log.push(said(['enter', seat, p.zone]));
    // Bridgetown's shallows: big ships roll SEAMANSHIP or take a hull hit.
    const big = p.ship!.type === 'frigate' || p.ship!.type === 'galleon' || p.ship!.type === 'man-o-war';
    if (p.zone === BRIDGETOWN && big && skillRoll(st, seat, CAPTAINS[p.captain]!.seamanship, 1, log) === 0) {
      hitShip(p.ship!, 'hull');
      log.push(said(['scrape', seat, shipIndex(p.ship!.type)]));
      if (p.ship!.hull <= 0) killCaptain(st, seat, log);
    }
  },
};

export const leavePort: Handler<Of<'leave-port'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (!p.inPort) return refuse('at-sea', 'You are not in port.');
    if (p.cargo.length > cargoCapacity(p)) return refuse('overloaded', `Your ship carries ${cargoCapacity(p)} cargo cards; discard down to that first.`);
    return needAction(s);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    spendAction(st);
    closeActivity(st);
    st.turn!.portOpen = false;
    p.inPort = false;
    log.push(said(['to-sea', seat, p.zone]));
    stormStrikes(st, seat, log);
    askOffTurnScouts(st, seat);
    queueNpcScouting(st, seat);
  },
};

export const portAction: Handler<Of<'port'>> = {
  check(s, seat) {
    if (!s.seats[seat]!.inPort) return refuse('at-sea', 'You must be in a port.');
    if (s.turn!.portUsed) return refuse('port-used', 'You may take the port action once per turn.');
    return needAction(s);
  },
  run(st, seat, _a, log) {
    const t = st.turn!;
    const p = st.seats[seat]!;
    spendAction(st);
    t.portUsed = true;
    t.portOpen = true;
    // A face-down modification token is revealed right after the port action is taken.
    if (st.mods[p.zone]! >= 0) own(st, 'modsRevealed')[p.zone] = true;
    log.push(said(['business', seat, p.zone]));
  },
};

export const scoutKey = (a: Of<'scout'>): string => `${a.target[0]}${a.id}`;

export const scout: Handler<Of<'scout'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (p.inPort) return refuse('in-port', 'You can scout only at sea.');
    if (s.turn!.scouted.includes(scoutKey(a))) return refuse('scouted', 'You may not scout for the same target twice in a turn.');
    if (a.target === 'player') {
      const o = s.seats[a.id];
      if (!o || a.id === seat || !alive(o) || o.inPort || o.zone !== p.zone) return refuse('no-target', 'That captain is not at sea in your zone.');
    } else if (a.target === 'npc' && a.id === GALLEON_SLOT) {
      if (!galleonHere(s, p.zone)) return refuse('no-target', 'The treasure galleon is not in your zone.');
    } else if (a.target === 'npc') {
      if (!npcInPlay(s, a.id) || s.npcs[a.id]!.zone !== p.zone) return refuse('no-target', 'That ship is not in your zone.');
    } else if (a.id !== p.zone || s.merchants[p.zone]! < 0) return refuse('no-target', 'There is no merchant in your zone.');
    return needAction(s);
  },
  run(st, seat, a, log) {
    const p = st.seats[seat]!;
    const t = st.turn!;
    spendAction(st);
    t.scouted.push(scoutKey(a));
    // Cartagena: no roll to find a merchant taken as Spanish; a tip-off needs no roll either.
    const sure = t.sureScout || (a.target === 'merchant' && p.zone === CARTAGENA);
    if (t.sureScout) t.sureScout = false;
    const dice = scoutingForNpc(st, a.target === 'npc' ? a.id : -1, scoutingDice(p, a.target === 'player' ? st.seats[a.id] : undefined, skillDice(p, 'scouting') + scoutBonus(p, a.target)));
    const found = sure || skillRoll(st, seat, dice, 1, log) > 0;
    const target = a.target === 'player' ? a.id : a.target === 'npc' ? npcOf(st, a.id) : -1;
    log.push(said(['scout', seat, target, found ? 1 : 0]));
    if (!found) return;
    if (a.target === 'player') startCombat(st, { kind: 'player', seat }, { kind: 'player', seat: a.id }, log);
    else if (a.target === 'npc') startCombat(st, { kind: 'player', seat }, { kind: 'npc', slot: a.id }, log);
    else startRaid(st, seat, st.merchants[p.zone]!, log);
  },
};

export const endTurnAction: Handler<Of<'end-turn'>> = {
  check: () => null,
  run(st, seat, _a, log) {
    closeActivity(st);
    log.push(said(['end-turn', seat]));
    endTurn(st, log);
  },
};

export const discardCargo: Handler<Of<'discard-cargo'>> = {
  check(s, seat, a) {
    return s.seats[seat]!.cargo.includes(a.card) ? null : refuse('not-your-cargo', 'You do not carry that cargo card.');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    p.cargo = p.cargo.filter((c) => c !== a.card);
    own(st, 'cargoDiscard').push(a.card);
    log.push(said(['overboard', seat, a.card]));
  },
};

export const playGlory: Handler<Of<'play-glory'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (s.locationRaid) return assaultCardRefusal(s, seat, a.card, a.nation);
    if (!p.gloryHand.includes(a.card)) return refuse('not-in-hand', 'You do not hold that glory card.');
    const g = GLORY[a.card]!;
    if (g.category !== 'turn') return refuse('not-now', `${g.title} is ${g.category === 'combat' ? 'played in combat' : 'hired in a port'}.`);
    if (cardsBarred(s, seat)) return refuse('crew-unhappy', 'Your unhappy crew refused a glory card this turn.');
    const ship = p.ship!;
    const max = shipMax(ship);
    if (g.key === 'royal-pardon' && (a.nation === '' || p.bounties[nationIndex(a.nation)] === 0)) return refuse('no-bounty', 'Name a nation that has a bounty on you.');
    if (g.key !== 'royal-pardon' && a.nation !== '') return refuse('no-nation', 'This card names no nation.');
    if (g.key === 'hidden-cove' && ship.hull + ship.masts + ship.cannons + ship.cargo >= max.hull + max.masts + max.cannons + max.cargo) return refuse('not-damaged', 'Your ship has no damage to repair.');
    if (g.key === 'loyal-crew' && ship.crew >= max.crew) return refuse('crew-full', 'Your crew is full.');
    if (g.key === 'tip-off' && s.turn!.sureScout) return refuse('already', 'Your next scout is already sure.');
    return null;
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    const ship = p.ship!;
    const max = shipMax(ship);
    if (st.locationRaid) return playAssaultCard(st, seat, a.card, log);
    if (!cardAllowed(st, seat, log)) return;
    p.gloryHand = p.gloryHand.filter((c) => c !== a.card);
    own(st, 'gloryDiscard').push(a.card);
    log.push(said(['play', seat, a.card, a.nation ? NATIONS.indexOf(a.nation) : -1]));
    switch (gloryKey(a.card)) {
      case 'fair-winds':
        st.turn!.actionsLeft += 1;
        break;
      case 'royal-pardon':
        p.bounties[nationIndex(a.nation as 'english')] = Math.max(0, p.bounties[nationIndex(a.nation as 'english')]! - 2);
        break;
      case 'hidden-cove':
        for (let k = 0; k < 2; k++) {
          const loc = (['hull', 'masts', 'cannons', 'cargo'] as const).find((l) => ship[l] < max[l]);
          if (loc) ship[loc] += 1;
        }
        break;
      case 'tip-off':
        st.turn!.sureScout = true;
        break;
      case 'windfall':
        p.gold += 5;
        break;
      case 'loyal-crew':
        ship.crew = max.crew;
        break;
    }
  },
};

export const hire: Handler<Of<'hire'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!p.gloryHand.includes(a.card)) return refuse('not-in-hand', 'You do not hold that glory card.');
    const g = GLORY[a.card]!;
    if (g.category !== 'specialist') return refuse('not-specialist', `${g.title} is not a specialist.`);
    if (!p.inPort) return refuse('at-sea', 'Specialists are hired in a port.');
    if (hasSpecialist(p, g.key as 'carpenter')) return refuse('have-one', `You already employ a ${g.title}.`);
    const price = hirePrice(s, p, g.hireCost);
    if (price < 0) return refuse('restless', 'Your restless crew will take on no new specialist.');
    if (p.gold < price) return refuse('no-gold', `Hiring the ${g.title} costs ${price} gold.`);
    return null;
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    const g = GLORY[a.card]!;
    p.gold -= hirePrice(st, p, g.hireCost);
    noteHire(st, p);
    p.gloryHand = p.gloryHand.filter((c) => c !== a.card);
    p.specialists.push(a.card);
    log.push(said(['specialist', seat, a.card]));
  },
};

/** Acting on a rumor costs an action in its zone (our rule); true or false, the card goes back. */
export const investigate: Handler<Of<'investigate'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (p.rumor < 0) return refuse('no-rumor', 'You hold no rumor.');
    if (ZONES[p.zone]!.name !== RUMORS[p.rumor]!.zone) return refuse('wrong-zone', `Your rumor leads to ${RUMORS[p.rumor]!.zone}.`);
    return needAction(s);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const rumor = p.rumor;
    const r = RUMORS[rumor]!;
    spendAction(st);
    own(st, 'rumorDeck').unshift(p.rumor);
    p.rumor = -1;
    if (skillRoll(st, seat, skillDice(p, r.skill), 1, log) === 0) {
      log.push(said(['rumor-false', seat, rumor]));
      return;
    }
    const gold = r.gold + abilityGold(p, 'treasure-hunter');
    p.gold += gold;
    log.push(said(gold === r.gold ? ['rumor-true', seat, rumor] : ['rumor-true', seat, rumor, gold]));
    rumorGoods(st, seat, rumor, log);
    gainGlory(st, seat, ['rumor'], log);
  },
};

export const discardGlory: Handler<Of<'discard-glory'>> = {
  check(s, seat, a) {
    return s.seats[seat]!.gloryHand.includes(a.card) ? null : refuse('not-in-hand', 'You do not hold that glory card.');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    p.gloryHand = p.gloryHand.filter((c) => c !== a.card);
    own(st, 'gloryDiscard').push(a.card);
    log.push(saidTo(seat, ['glory-discard-seen', seat, a.card], ['glory-discard', seat]));
    if (p.gloryHand.length <= 4) st.gloryDiscards = st.gloryDiscards.filter((x) => x !== seat);
  },
};
