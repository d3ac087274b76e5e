/**
 * The port action's other activities (rulebook "Port"): the shipyard (ships, special weapons,
 * repairs, modifications), recruiting, rumors, missions and the stash, with each port's rules.
 */
import { randomInt } from '../../core/rng';
import { CARGO } from './cards';
import { BUYABLE_SHIPS, MOD_TOKENS, PRICES, SHIPS, WEAPONS, ZONES, zoneIndex } from './data';
import { gainFavor, skillRoll } from './favors';
import { MISSIONS } from './glory';
import { lowerLoyalty, recruitRule } from './loyalty';
import { activityRefusal, beginActivity } from './port';
import { onContrabandSpace } from './contraband';
import { abilityGold, modDiscount, recruitBonus, weaponDiscount } from './seas-abilities';
import {
  captainOf, damagePoints, gainGlory, hasAbility, hasSpecialist, homeOf, isPirate, modKinds, nationIndex, nationOf, newShip,
  refuse, releaseMods, shipMax, type Handler,
} from './state';
import type { HitLocation, MmAction, MmState, PlayerState, Skill } from './types';
import { weaponRefusal } from './weapons';
import { said, saidTo } from './log';
import { locationIndex, shipIndex } from './log-names';
import { own, seatToChange } from './change';

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

const CURACAO = zoneIndex('Curacao');
const OLD_PROVIDENCE = zoneIndex('Old Providence');
const PETIT_GOAVE = zoneIndex('Petit Goave');
const PORT_ROYAL = zoneIndex('Port Royal');
const ST_JOHN = zoneIndex('St. John');
const ST_MAARTEN = zoneIndex('St. Maarten');
const SPANISH = nationIndex('spanish');

/** Dice for a skill roll, with the abilities and specialists that add one. */
export function skillDice(p: PlayerState, skill: Skill): number {
  const c = captainOf(p);
  if (!c) return 0;
  let n = c[skill];
  if (skill === 'scouting' && hasAbility(p, 'keen-eye')) n += 1;
  if (skill === 'scouting' && hasSpecialist(p, 'lookout')) n += 1;
  if (skill === 'influence' && hasAbility(p, 'silver-tongue')) n += 1;
  return n;
}

// ---- shipyard ----

/** Sale value: +1 per modification, -1 per point of damage other than crew (rulebook "Buy/sell ships"). */
export function saleValue(p: PlayerState): number {
  const ship = p.ship!;
  return Math.max(0, SHIPS[ship.type].sell + ship.mods.length - damagePoints(ship));
}

export function shipCost(s: MmState, seat: number, a: Of<'buy-ship'>): number {
  const p = s.seats[seat]!;
  const big = a.ship === 'frigate' || a.ship === 'galleon';
  const price = big && p.zone === CURACAO ? PRICES.bigShipCuracao : SHIPS[a.ship].buy;
  return price - saleValue(p) + (a.transferMods ? p.ship!.mods.length : 0);
}

export const buyShip: Handler<Of<'buy-ship'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!(BUYABLE_SHIPS as readonly string[]).includes(a.ship)) return refuse('not-for-sale', 'The man-o-war cannot be bought.');
    if (a.ship === 'brig' && !s.options.brig) return refuse('no-brig', 'The brig is sold only with the Seas of Glory module "Ships".');
    if (p.ship!.type === 'man-o-war') return refuse('cannot-sell', 'The man-o-war cannot be sold, so you cannot buy another ship.');
    if (p.ship!.type === a.ship) return refuse('same-ship', `You already sail a ${a.ship}.`);
    if (a.transferMods && (p.zone !== ST_JOHN || p.ship!.mods.length === 0)) return refuse('no-transfer', 'Modifications move to a new ship only in St. John.');
    const cost = shipCost(s, seat, a);
    if (p.gold < cost) return refuse('no-gold', `You have ${p.gold} gold; the ${a.ship} costs you ${cost} after selling your ship.`);
    return activityRefusal(s, seat, 'shipyard');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'shipyard', false);
    p.gold -= shipCost(st, seat, a);
    const old = p.ship!;
    const ship = newShip(a.ship);
    if (a.transferMods) {
      ship.mods = old.mods;
      const m = shipMax(ship);
      ship.cargo = m.cargo;
      ship.cannons = m.cannons;
    } else releaseMods(st, old.mods);
    // The crew comes along, as many as the new ship holds.
    ship.crew = Math.min(old.crew, shipMax(ship).crew);
    p.ship = ship;
    log.push(said(['new-ship', seat, shipIndex(old.type), shipIndex(a.ship)]));
    if ((a.ship === 'frigate' || a.ship === 'galleon') && !p.boughtBigShip) {
      p.boughtBigShip = true;
      gainGlory(st, seat, ['ship', shipIndex(a.ship)], log);
    }
  },
};

export const weaponPrice = (p: PlayerState): number =>
  weaponDiscount(p, p.zone === OLD_PROVIDENCE && p.bounties[SPANISH]! > 0 ? PRICES.weaponOldProvidence : PRICES.weapon);

export const buyWeapon: Handler<Of<'buy-weapon'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!(WEAPONS as readonly string[]).includes(a.weapon)) return refuse('bad-weapon', 'There is no such special weapon.');
    if (weaponRefusal(s, a.weapon)) return weaponRefusal(s, a.weapon);
    if (p.weapons.includes(a.weapon)) return refuse('have-weapon', `You may hold only one ${a.weapon}.`);
    if (s.weaponSupply[WEAPONS.indexOf(a.weapon)]! <= 0) return refuse('sold-out', `No ${a.weapon} is left.`);
    if (p.gold < weaponPrice(p)) return refuse('no-gold', `You have ${p.gold} gold; a special weapon costs ${weaponPrice(p)}.`);
    return activityRefusal(s, seat, 'shipyard');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'shipyard', false);
    p.gold -= weaponPrice(p);
    own(st, 'weaponSupply')[WEAPONS.indexOf(a.weapon)]! -= 1;
    p.weapons.push(a.weapon);
    log.push(said(['weapon', seat, WEAPONS.indexOf(a.weapon)]));
  },
};

/** Petit Goave repairs non-pirates free; Old Providence repairs captains with a Spanish bounty free. */
export function repairPrice(p: PlayerState): number {
  if (p.zone === PETIT_GOAVE && !isPirate(p)) return 0;
  if (p.zone === OLD_PROVIDENCE && p.bounties[SPANISH]! > 0) return 0;
  return hasAbility(p, 'shipwright') || hasSpecialist(p, 'carpenter') ? 1 : PRICES.repair;
}

export const repair: Handler<Of<'repair'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    const loc: HitLocation = a.location;
    if (loc === 'crew') return refuse('crew-not-repaired', 'Crew is recruited, not repaired.');
    if (p.ship![loc] >= shipMax(p.ship!)[loc]) return refuse('not-damaged', `Your ${loc} is not damaged.`);
    if (p.zone === PETIT_GOAVE && isPirate(p)) return refuse('no-repair-for-pirates', 'Pirates cannot repair in Petit Goave.');
    if (p.gold < repairPrice(p)) return refuse('no-gold', `A repair costs ${repairPrice(p)} gold.`);
    return activityRefusal(s, seat, 'shipyard');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'shipyard', false);
    p.gold -= repairPrice(p);
    p.ship![a.location] += 1;
    log.push(said(['repair', seat, locationIndex(a.location)]));
  },
};

const refreshPrice = (p: PlayerState): number => (hasSpecialist(p, 'carpenter') ? 1 : PRICES.reinforcedHullRefresh);

export const refreshHull: Handler<Of<'refresh-hull'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (!modKinds(p.ship!).includes('reinforced-hull') || !p.ship!.reinforcedSpent) return refuse('nothing-to-refresh', 'You have no spent reinforced hull.');
    if (p.gold < refreshPrice(p)) return refuse('no-gold', `Refreshing the reinforced hull costs ${refreshPrice(p)} gold.`);
    return activityRefusal(s, seat, 'shipyard');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'shipyard', false);
    p.gold -= refreshPrice(p);
    p.ship!.reinforcedSpent = false;
    log.push(said(['hull-refresh', seat]));
  },
};

const modPrice = (p: PlayerState): number => modDiscount(p, p.zone === ST_JOHN ? PRICES.modificationStJohn : PRICES.modification);

export const buyMod: Handler<Of<'buy-mod'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    const id = s.mods[p.zone] ?? -1;
    if (id < 0 || !s.modsRevealed[p.zone]) return refuse('no-mod', 'This port sells no ship modification.');
    if (modKinds(p.ship!).includes(MOD_TOKENS[id]!)) return refuse('have-mod', 'You already have this modification.');
    if (p.gold < modPrice(p)) return refuse('no-gold', `The modification costs ${modPrice(p)} gold.`);
    return activityRefusal(s, seat, 'shipyard');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'shipyard', false);
    p.gold -= modPrice(p);
    const ship = p.ship!;
    const before = shipMax(ship);
    const id = st.mods[p.zone]!;
    ship.mods.push(id);
    own(st, 'mods')[p.zone] = -1;
    own(st, 'modsRevealed')[p.zone] = false;
    const after = shipMax(ship);
    ship.cargo += after.cargo - before.cargo;
    ship.cannons += after.cannons - before.cannons;
    log.push(said(['fit', seat, id]));
  },
};

// ---- crew ----

/** Petit Goave recruits non-pirates free (pirates not at all); Port Royal recruits pirates free. */
const freeRecruit = (p: PlayerState): boolean =>
  recruitRule(p) !== '' ? recruitRule(p) === 'free' : (p.zone === PETIT_GOAVE && !isPirate(p)) || (p.zone === PORT_ROYAL && isPirate(p));

export const recruit: Handler<Of<'recruit'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (s.turn!.recruitFailed) return refuse('recruit-failed', 'Your recruiting roll failed; hire crew for gold instead.');
    if (p.ship!.crew >= shipMax(p.ship!).crew) return refuse('crew-full', 'Your crew is full.');
    if (p.zone === PETIT_GOAVE && isPirate(p) && recruitRule(p) !== 'free') return refuse('no-recruit-for-pirates', 'Pirates cannot recruit in Petit Goave.');
    return activityRefusal(s, seat, 'recruit');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'recruit', false);
    if (freeRecruit(p) || skillRoll(st, seat, skillDice(p, 'leadership') + recruitBonus(p), 1, log) > 0) {
      p.ship!.crew = shipMax(p.ship!).crew;
      log.push(said(['crew-full', seat]));
      beginActivity(st, 'recruit', true);
    } else {
      st.turn!.recruitFailed = true;
      log.push(said(['no-volunteers', seat]));
    }
  },
};

export const crewPrice = (p: PlayerState): number => (hasAbility(p, 'press-gang') ? 1 : PRICES.crew);

export const hireCrew: Handler<Of<'hire-crew'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (s.turn!.current !== 'recruit' || !s.turn!.recruitFailed) return refuse('recruit-first', 'Crew is hired for gold only after a failed recruiting roll.');
    if (p.ship!.crew >= shipMax(p.ship!).crew) return refuse('crew-full', 'Your crew is full.');
    if (p.gold < crewPrice(p)) return refuse('no-gold', `A crew member costs ${crewPrice(p)} gold.`);
    return null;
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    p.gold -= crewPrice(p);
    p.ship!.crew += 1;
    log.push(said(['hire', seat]));
  },
};

// ---- rumors and missions ----

const rumorPrice = (p: PlayerState): number => (p.zone === CURACAO ? 0 : PRICES.rumor);

export const seekRumor: Handler<Of<'seek-rumor'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (s.rumorDeck.length === 0) return refuse('no-rumors', 'No rumor is left to hear.');
    if (p.gold < rumorPrice(p)) return refuse('no-gold', `A rumor costs ${rumorPrice(p)} gold.`);
    return activityRefusal(s, seat, 'rumor');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'rumor', true);
    p.gold -= rumorPrice(p);
    if (skillRoll(st, seat, skillDice(p, 'influence'), 1, log) === 0) {
      log.push(said(['no-rumor', seat]));
      return;
    }
    const card = own(st, 'rumorDeck').pop()!;
    log.push(saidTo(seat, ['rumor-seen', seat, card], ['rumor', seat]));
    if (p.rumor >= 0) {
      st.rumorChoice = [p.rumor, card];
      p.rumor = -1;
    } else p.rumor = card;
  },
};

export const keepRumor: Handler<Of<'keep-rumor'>> = {
  check(s, _seat, a) {
    return s.rumorChoice.includes(a.card) ? null : refuse('not-offered', 'Choose one of your two rumors.');
  },
  run(st, seat, a) {
    const other = st.rumorChoice.find((c) => c !== a.card)!;
    seatToChange(st, seat).rumor = a.card;
    // The other is shuffled back into the deck.
    own(st, 'rumorDeck').splice(randomInt(st.rng, st.rumorDeck.length + 1), 0, other);
    st.rumorChoice = [];
  },
};

export const claimMission: Handler<Of<'claim-mission'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    const m = MISSIONS[a.mission];
    if (!m || !s.missionsOnBoard.includes(a.mission)) return refuse('no-mission', 'That mission is not on the board.');
    if (ZONES[p.zone]!.name !== m.claimAt) return refuse('wrong-port', `This mission is claimed in ${m.claimAt}.`);
    if (m.forbids && p.bounties[nationIndex(m.forbids)]! > 0) return refuse('wanted', `Captains with a ${m.forbids} bounty cannot take this mission.`);
    if (m.requirement === 'gold' && p.gold < m.amount) return refuse('no-gold', `This mission needs ${m.amount} gold.`);
    if (m.requirement === 'cargo' && p.cargo.filter((c) => CARGO[c]!.good === m.good && !onContrabandSpace(p, c)).length < m.amount) {
      return refuse('no-cargo', `This mission needs ${m.amount} ${m.good}.`);
    }
    return activityRefusal(s, seat, 'mission');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    const m = MISSIONS[a.mission]!;
    beginActivity(st, 'mission', true);
    if (m.requirement === 'skill' && skillRoll(st, seat, skillDice(p, m.skill as Skill), m.amount, log) < m.amount) {
      log.push(said(['mission-fails', seat, a.mission]));
      return;
    }
    if (m.requirement === 'gold') p.gold -= m.amount;
    if (m.requirement === 'cargo') {
      for (let k = 0; k < m.amount; k++) {
        const i = p.cargo.findIndex((c) => CARGO[c]!.good === m.good && !onContrabandSpace(p, c));
        own(st, 'cargoDiscard').push(...p.cargo.splice(i, 1));
      }
    }
    if (p.mission >= 0) own(st, 'missionDiscard').push(p.mission);
    p.mission = a.mission;
    st.missionsOnBoard = st.missionsOnBoard.filter((x) => x !== a.mission);
    const next = own(st, 'missionDeck').pop();
    if (next !== undefined) own(st, 'missionsOnBoard').push(next);
    log.push(said(['mission', seat, a.mission]));
    gainFavor(st, seat, 'take', log);
  },
};

export const deliver: Handler<Of<'deliver'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (p.mission < 0) return refuse('no-mission', 'You hold no mission.');
    if (ZONES[p.zone]!.name !== MISSIONS[p.mission]!.deliverTo) return refuse('wrong-port', `Your mission is completed in ${MISSIONS[p.mission]!.deliverTo}.`);
    return activityRefusal(s, seat, 'deliver');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const m = MISSIONS[p.mission]!;
    beginActivity(st, 'deliver', true);
    const reward = m.reward + abilityGold(p, 'patron');
    p.gold += reward;
    own(st, 'missionDiscard').push(p.mission);
    log.push(said(reward === m.reward ? ['mission-done', seat, p.mission] : ['mission-done', seat, p.mission, reward]));
    p.mission = -1;
    gainGlory(st, seat, ['mission'], log);
    gainFavor(st, seat, 'complete', log);
  },
};

// ---- stash ----

/** Home port; any port of one's nation for the Quartermaster; St. Maarten's courier for a fee. */
export function stashFee(p: PlayerState): number {
  if (p.zone === homeOf(p)) return 0;
  if (hasAbility(p, 'quartermaster') && ZONES[p.zone]!.nation === nationOf(p)) return 0;
  if (p.zone === ST_MAARTEN) return PRICES.stMaartenCourier;
  return -1;
}

export const stash: Handler<Of<'stash'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    const fee = stashFee(p);
    if (fee < 0) return refuse('not-here', 'You can stash gold only in your home port (or through the courier of St. Maarten).');
    if (!Number.isInteger(a.amount) || a.amount < 1 || a.amount + fee > p.gold) return refuse('bad-amount', `You can stash 1 to ${Math.max(0, p.gold - fee)} gold here.`);
    return activityRefusal(s, seat, 'stash');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'stash', true);
    p.gold -= a.amount + stashFee(p);
    p.stash += a.amount;
    p.hasStashed = true;
    lowerLoyalty(st, seat, 'ashore', log);
    // The stash is declared but its amount stays secret (rulebook "Stash gold").
    log.push(saidTo(seat, ['stash-seen', seat, a.amount, p.stash], ['stash', seat]));
  },
};

/** Taking gold back from the chest is the stash activity too, in the home port only. */
export const unstash: Handler<Of<'unstash'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (p.zone !== homeOf(p)) return refuse('not-home', 'You can take gold from your stash only in your home port.');
    if (!Number.isInteger(a.amount) || a.amount < 1 || a.amount > p.stash) return refuse('bad-amount', `You can take 1 to ${p.stash} gold from your stash.`);
    return activityRefusal(s, seat, 'stash');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'stash', true);
    p.stash -= a.amount;
    p.gold += a.amount;
    log.push(saidTo(seat, ['unstash-seen', seat, a.amount], ['unstash', seat]));
  },
};

