/*__CHECKLIST__*/
import type { LogEntry } from '../../../shared/core/log';
import { createRng } from '../../../shared/core/rng';
import { CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { legalDeclarations, startCombat } from '../../../shared/games/merchants-and-marauders/combat';
import { crewRound, startCrewCombat } from '../../../shared/games/merchants-and-marauders/crew';
import { CARIBBEAN_SEA, MOD_TOKENS, SHIPS, SHIP_TYPES, WEAPON_SUPPLY } from '../../../shared/games/merchants-and-marauders/data';
import { MISSIONS, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { repairPrice, shipCost, weaponPrice } from '../../../shared/games/merchants-and-marauders/harbor';
import { dealCaptains } from '../../../shared/games/merchants-and-marauders/life';
import { hostile, scoutingNpcs } from '../../../shared/games/merchants-and-marauders/npc';
import { buyDrawCount } from '../../../shared/games/merchants-and-marauders/port';
import { bothSunk, defeat } from '../../../shared/games/merchants-and-marauders/spoils';
import { addBounty, newShip, pips, shipMax, successes, trimCargo } from '../../../shared/games/merchants-and-marauders/state';
import type { ModKind, MmState, ShipType } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, giveGlory, onTurn, place, refusal, stackCargo, started, takeCargo, withRoll, Z } from './fixtures';

/** Thomas Harlow: English, home Nassau, SEAMANSHIP 2 / SCOUTING 3 / LEADERSHIP 3 / INFLUENCE 2; keen eye (scouting only). */
const HARLOW = 1;
/** Samuel Greaves: English, home Old Providence, SEAMANSHIP 2 / LEADERSHIP 3; press gang (hired crew only). */
const GREAVES = 4;

/** Seat 0 (Harlow) and seat 1 (Greaves) on a quiet table, seat 0 to play. */
function quiet(seed: string, patch: (t: MmState) => void = () => {}): MmState {
  return onTurn(started(2, seed), 0, (t) => {
    t.seats[0]!.captain = HARLOW;
    t.seats[1]!.captain = GREAVES;
    place(t, 1, 'Havana', true);
    patch(t);
  });
}

/** Seat 0 in a port with the port action taken. */
function inPort(zone: string, patch: (t: MmState) => void = () => {}, ship: ShipType = 'sloop'): MmState {
  return act(quiet(`port-${zone}`, (t) => {
    place(t, 0, zone, true, ship);
    patch(t);
  }), 0, { type: 'port' });
}

/** Both seats at sea in the Caribbean Sea, seat 0 has engaged seat 1 (round 1, declaring). */
function battle(mine: ShipType, theirs: ShipType, patch: (t: MmState) => void = () => {}): MmState {
  const s = quiet('battle', (t) => {
    place(t, 0, 'Caribbean Sea', false, mine);
    place(t, 1, 'Caribbean Sea', false, theirs);
    patch(t);
  });
  return withRoll(s, 0, { type: 'scout', target: 'player', id: 1 }, (t) => t.combat !== null && t.combat.step === 'declare').state;
}

/** A modification token of a kind, taken off the board. */
function takeMod(t: MmState, kind: ModKind, nth = 0): number {
  const id = MOD_TOKENS.map((k, i) => (k === kind ? i : -1)).filter((i) => i >= 0)[nth]!;
  const z = t.mods.indexOf(id);
  if (z >= 0) t.mods[z] = -1;
  return id;
}
const modsOnBoard = (t: MmState): number => t.mods.filter((m) => m >= 0).length;

/** Seat 0 has found a merchant in `zone` (the token already off the board) and may engage it. */
function merchantFound(zone: string, stack: (t: MmState) => number[], patch: (t: MmState) => void = () => {}): MmState {
  return quiet(`raid-${zone}`, (t) => {
    place(t, 0, zone, false);
    const token = t.merchants[Z(zone)]! >= 0 ? t.merchants[Z(zone)]! : t.merchantTrack.pop()!;
    t.merchants[Z(zone)] = -1;
    t.raid = { step: 'engage', token, nation: '', cards: [], dice: [], successes: 0, gold: 0 };
    stackCargo(t, stack(t));
    patch(t);
  });
}
const cargoCard = (t: MmState, icon: string, pred: (id: number) => boolean = () => true): number => {
  const id = CARGO.findIndex((c, i) => c.icon === icon && pred(i) && (t.cargoDeck.includes(i) || t.cargoDiscard.includes(i)));
  if (id < 0) throw new Error(`no ${icon} card`);
  t.cargoDeck = t.cargoDeck.filter((c) => c !== id);
  t.cargoDiscard = t.cargoDiscard.filter((c) => c !== id);
  return id;
};
const escapes = (t: MmState, n: number): number[] => Array.from({ length: n }, () => cargoCard(t, 'escape'));

describe('Setup', () => {
  test('Setup: a captain starts with a sloop or a flute, nothing bigger', () => {
    const s = game.setup(2, 'ships', { gloryTarget: 10, captainsDealt: 1 });
    const captain = s.seats[0]!.offer[0]!;
    expect(refusal(s, 0, { type: 'choose-captain', captain, ship: 'frigate' })).toBe('bad-ship');
    expect(refusal(s, 0, { type: 'choose-captain', captain, ship: 'flute' })).toBe('accepted');
  });

  test('Setup: the hit location cubes match the ship card, the masts the hull toughness', () => {
    for (const type of SHIP_TYPES) {
      const ship = newShip(type);
      const d = SHIPS[type];
      expect([ship.hull, ship.masts, ship.cargo, ship.crew, ship.cannons]).toEqual([d.hull, d.hull, d.cargo, d.crew, d.cannons]);
    }
  });

  test('Setup: turns go clockwise from a first player drawn at random, in the same order every round', () => {
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => started(3, seed).firstSeat));
    expect(firsts.size).toBeGreaterThan(1);
    let s = started(3, 'order');
    const f = s.firstSeat;
    const seen: number[] = [];
    for (let k = 0; k < 6; k++) {
      const seat = game.toAct(s)[0]!;
      seen.push(seat);
      s = act(s, seat, { type: 'end-turn' });
    }
    expect(seen).toEqual([0, 1, 2, 0, 1, 2].map((k) => (f + k) % 3));
  });
});

describe('Turn sequence and event cards', () => {
  const ARRIVAL = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4);
  const ARRIVAL_2 = EVENTS.findIndex((e, i) => e.kind === 'arrival' && e.slot === 4 && i !== ARRIVAL);
  const QUIET = EVENTS.findIndex((e) => (e.kind === 'calm' || e.kind === 'tax' || e.kind === 'market') && e.moves.every(([slot]) => slot !== 4));

  function roundAhead(deck: number[], patch: (t: MmState) => void = () => {}): MmState {
    const s0 = started(2, 'events');
    return onTurn(s0, s0.firstSeat, (t) => {
      t.eventDeck = [...t.eventDeck.filter((e) => !deck.includes(e)), ...deck];
      t.eventDiscard = t.eventDiscard.filter((e) => !deck.includes(e));
      patch(t);
    });
  }
  const endRound = (s: MmState): MmState => {
    for (let k = 0; k < s.players; k++) s = act(s, game.toAct(s)[0]!, { type: 'end-turn' });
    return s;
  };

  test('Draw event card: an NPC arrival card stays by the board and its ship appears at the end of the round', () => {
    let s = endRound(roundAhead([QUIET, ARRIVAL]));
    expect(s.event).toBe(ARRIVAL);
    expect(s.npcs[4]!.arriving).toBe(ARRIVAL);
    expect(s.npcs[4]!.zone).toBe(-1);
    s = endRound(s);
    expect(s.npcs[4]!.stack).toEqual([ARRIVAL]);
    expect(s.npcs[4]!.zone).toBe(Z(EVENTS[ARRIVAL]!.zone));
    expect(s.eventDiscard).not.toContain(ARRIVAL);
    // Any other card goes to the discard pile once resolved.
    expect(s.event).toBe(QUIET);
    expect(s.eventDiscard).toContain(QUIET);
  });

  test('NPCs: a new card for a ship in play goes on top of the old one, and the ship moves to the new card\'s zone', () => {
    let s = endRound(roundAhead([QUIET, ARRIVAL_2], (t) => {
      t.npcs[4]!.stack = [ARRIVAL];
      t.npcs[4]!.zone = Z('Trinidad');
      t.eventDeck = t.eventDeck.filter((e) => e !== ARRIVAL);
    }));
    s = endRound(s);
    expect(s.npcs[4]!.stack).toEqual([ARRIVAL, ARRIVAL_2]);
    expect(s.npcs[4]!.zone).toBe(Z(EVENTS[ARRIVAL_2]!.zone));
  });
});

describe('Port activities', () => {
  test('Port: each activity once per port action; after selling no more goods are sold that turn', () => {
    let s = inPort('Port Royal', (t) => {
      t.seats[0]!.cargo = takeCargo(t, 'wood', 2);
    }, 'flute');
    const [a, b] = s.seats[0]!.cargo;
    s = act(s, 0, { type: 'sell', cards: [a!] });
    expect(refusal(s, 0, { type: 'sell', cards: [b!] })).not.toBe('accepted');
    s = act(act(s, 0, { type: 'buy-draw' }), 0, { type: 'buy-done' });
    expect(refusal(s, 0, { type: 'buy-draw' })).toBe('activity-done');
  });

  test('Buy goods: when the cargo deck runs out, the discard pile is shuffled into a new deck', () => {
    let s = inPort('Port Royal', (t) => {
      t.cargoDiscard.push(...t.cargoDeck.splice(0));
    });
    s = act(s, 0, { type: 'buy-draw' });
    expect(s.buy!.cards).toHaveLength(6);
    expect(s.cargoDeck.length).toBeGreaterThan(40);
  });

  test('Buy/sell ships: the old ship sells for its price +1 per modification -1 per damage point (crew aside); the crew comes along; its modifications re-enter the game', () => {
    let s = inPort('Port Royal', (t) => {
      const p = t.seats[0]!;
      p.gold = 40;
      p.ship!.mods = [takeMod(t, 'chasers')];
      p.ship!.hull -= 1;
      p.ship!.crew -= 1;
    });
    const before = modsOnBoard(s);
    s = act(s, 0, { type: 'buy-ship', ship: 'frigate', transferMods: false });
    const p = s.seats[0]!;
    // 35 - (5 + 1 - 1) = 30.
    expect(p.gold).toBe(10);
    expect(p.ship!.type).toBe('frigate');
    expect(p.ship!.crew).toBe(1);
    expect(p.ship!.mods).toEqual([]);
    expect(modsOnBoard(s)).toBe(before + 1);
  });

  test('Buy/sell ships: the man-o-war can be neither bought nor sold', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 60;
    });
    expect(refusal(s, 0, { type: 'buy-ship', ship: 'man-o-war', transferMods: false })).toBe('not-for-sale');
    const big = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 60;
    }, 'man-o-war');
    expect(refusal(big, 0, { type: 'buy-ship', ship: 'galleon', transferMods: false })).toBe('cannot-sell');
  });

  test('Special weapons: 3 gold a token, one of each kind, all three if you wish', () => {
    let s = inPort('Port Royal');
    s = act(s, 0, { type: 'buy-weapon', weapon: 'grappling-hooks' });
    s = act(s, 0, { type: 'buy-weapon', weapon: 'chain-shot' });
    expect(refusal(s, 0, { type: 'buy-weapon', weapon: 'grappling-hooks' })).toBe('have-weapon');
    s = act(s, 0, { type: 'buy-weapon', weapon: 'grapeshot' });
    expect(s.seats[0]!.gold).toBe(1);
    expect(s.seats[0]!.weapons).toHaveLength(3);
  });

  test('Repair: 2 gold per point of damage, every location but the crew', () => {
    let s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.hull = 1;
      t.seats[0]!.ship!.crew = 1;
    });
    expect(refusal(s, 0, { type: 'repair', location: 'crew' })).toBe('crew-not-repaired');
    s = act(s, 0, { type: 'repair', location: 'hull' });
    expect(s.seats[0]!.gold).toBe(8);
    expect(s.seats[0]!.ship!.hull).toBe(2);
    expect(refusal(s, 0, { type: 'repair', location: 'hull' })).toBe('not-damaged');
  });

  test('Ship modifications: only the port\'s own token, then the port sells none; extended hold moves the cargo cube up', () => {
    let s = inPort('Port Royal', (t) => {
      const id = takeMod(t, 'extended-hold');
      t.mods[Z('Port Royal')] = id;
    });
    s = act(s, 0, { type: 'buy-mod' });
    const p = s.seats[0]!;
    expect(p.gold).toBe(7);
    expect(shipMax(p.ship!).cargo).toBe(3);
    expect(p.ship!.cargo).toBe(3);
    expect(s.mods[Z('Port Royal')]).toBe(-1);
  });

  test('Ship modifications: one of each kind; CARGO and CANNONS never exceed 5', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'extended-hold', 0)];
      t.mods[Z('Port Royal')] = takeMod(t, 'extended-hold', 1);
    });
    expect(refusal(s, 0, { type: 'buy-mod' })).toBe('have-mod');
    const galleon = newShip('galleon');
    galleon.mods = [MOD_TOKENS.indexOf('extended-hold'), MOD_TOKENS.indexOf('extra-cannon-port')];
    expect(shipMax(galleon).cargo).toBe(5);
    expect(shipMax(galleon).cannons).toBe(5);
    const warship = newShip('man-o-war');
    warship.mods = [MOD_TOKENS.indexOf('extra-hammocks'), MOD_TOKENS.indexOf('extra-cannon-port')];
    expect(shipMax(warship).crew).toBe(5);
    expect(shipMax(warship).cannons).toBe(5);
  });

  test('St. John: modifications cost 1 gold; a ship bought here keeps the old one\'s for 1 gold each (nowhere else)', () => {
    let s = inPort('St. John', (t) => {
      t.seats[0]!.gold = 40;
      t.mods[Z('St. John')] = takeMod(t, 'chasers');
    });
    s = act(s, 0, { type: 'buy-mod' });
    expect(s.seats[0]!.gold).toBe(39);
    // 35 - (5 + 1) + 1 = 30.
    s = act(s, 0, { type: 'buy-ship', ship: 'frigate', transferMods: true });
    expect(s.seats[0]!.gold).toBe(9);
    expect(s.seats[0]!.ship!.mods).toHaveLength(1);
    const elsewhere = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 40;
      t.seats[0]!.ship!.mods = [takeMod(t, 'chasers')];
    });
    expect(refusal(elsewhere, 0, { type: 'buy-ship', ship: 'frigate', transferMods: true })).toBe('no-transfer');
  });

  test('Recruit: a LEADERSHIP success fills the crew; after a failure crew costs 2 gold each, never above the CREW value', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.crew = 0;
    });
    const filled = withRoll(s, 0, { type: 'recruit' }, (t) => t.seats[0]!.ship!.crew === 2).state;
    expect(filled.seats[0]!.gold).toBe(10);
    let failed = withRoll(s, 0, { type: 'recruit' }, (t) => t.turn!.recruitFailed).state;
    expect(failed.seats[0]!.ship!.crew).toBe(0);
    failed = act(act(failed, 0, { type: 'hire-crew' }), 0, { type: 'hire-crew' });
    expect(failed.seats[0]!.ship!.crew).toBe(2);
    expect(failed.seats[0]!.gold).toBe(6);
    expect(refusal(failed, 0, { type: 'hire-crew' })).toBe('crew-full');
  });

  test('Acquire a rumor: 2 gold and an INFLUENCE roll; only one rumor is held, the other is shuffled back', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.rumor = t.rumorDeck.shift()!;
    });
    const held = s.seats[0]!.rumor;
    const deck = s.rumorDeck.length;
    const miss = withRoll(s, 0, { type: 'seek-rumor' }, (t) => t.rumorChoice.length === 0).state;
    expect(miss.seats[0]!.gold).toBe(8);
    expect(miss.seats[0]!.rumor).toBe(held);
    let hit = withRoll(s, 0, { type: 'seek-rumor' }, (t) => t.rumorChoice.length === 2).state;
    expect(hit.seats[0]!.gold).toBe(8);
    const other = hit.rumorChoice.find((c) => c !== held)!;
    hit = act(hit, 0, { type: 'keep-rumor', card: held });
    expect(hit.seats[0]!.rumor).toBe(held);
    expect(hit.rumorDeck).toContain(other);
    expect(hit.rumorDeck).toHaveLength(deck);
  });

  test('Rumors: a rumor found true pays its gold, 1 glory point and a glory card; a false one is discarded', () => {
    const rumor = RUMORS.findIndex((r) => r.zone === 'Nassau');
    const s = quiet('rumor', (t) => {
      place(t, 0, 'Nassau', false);
      t.rumorDeck = t.rumorDeck.filter((r) => r !== rumor);
      t.seats[0]!.rumor = rumor;
    });
    const truth = withRoll(s, 0, { type: 'investigate' }, (t) => t.seats[0]!.glory === 1).state;
    expect(truth.seats[0]!.gold).toBe(10 + RUMORS[rumor]!.gold);
    expect(truth.seats[0]!.gloryHand).toHaveLength(1);
    expect(truth.seats[0]!.rumor).toBe(-1);
    const lie = withRoll(s, 0, { type: 'investigate' }, (t) => t.seats[0]!.glory === 0).state;
    expect(lie.seats[0]!.gold).toBe(10);
    expect(lie.seats[0]!.rumor).toBe(-1);
  });

  test('Missions: a claimed mission is replaced on the board and replaces the one held; completing it earns 1 glory point and a glory card', () => {
    const ransom = MISSIONS.findIndex((m) => m.requirement === 'gold' && m.claimAt === 'Nassau');
    const old = MISSIONS.findIndex((m, i) => i !== ransom && m.claimAt !== 'Nassau');
    let s = inPort('Nassau', (t) => {
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom && m !== old);
      t.missionsOnBoard = [ransom, t.missionsOnBoard.find((m) => m !== ransom && m !== old)!];
      t.seats[0]!.mission = old;
    });
    s = act(s, 0, { type: 'claim-mission', mission: ransom });
    expect(s.seats[0]!.gold).toBe(10 - MISSIONS[ransom]!.amount);
    expect(s.seats[0]!.mission).toBe(ransom);
    expect(s.missionDiscard).toContain(old);
    expect(s.missionsOnBoard).not.toContain(ransom);
    expect(s.missionsOnBoard).toHaveLength(2);
    const done = act(inPort(MISSIONS[ransom]!.deliverTo, (t) => {
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom);
      t.missionsOnBoard = t.missionsOnBoard.filter((m) => m !== ransom);
      t.seats[0]!.mission = ransom;
    }), 0, { type: 'deliver' });
    expect(done.seats[0]!.gold).toBe(10 + MISSIONS[ransom]!.reward);
    expect(done.seats[0]!.glory).toBe(1);
    expect(done.seats[0]!.gloryHand).toHaveLength(1);
    expect(done.seats[0]!.mission).toBe(-1);
  });

  test('Missions: a failed claim leaves the mission in play, to be tried again on another port action', () => {
    const letters = MISSIONS.findIndex((m) => m.requirement === 'skill' && m.claimAt === 'Port Royal');
    const s = inPort('Port Royal', (t) => {
      t.missionDeck = t.missionDeck.filter((m) => m !== letters);
      t.missionsOnBoard = [letters];
    });
    const failed = withRoll(s, 0, { type: 'claim-mission', mission: letters }, (t) => t.seats[0]!.mission === -1).state;
    expect(failed.missionsOnBoard).toContain(letters);
    expect(refusal(failed, 0, { type: 'claim-mission', mission: letters })).toBe('activity-done');
  });

  test('Stash gold: only in the home port, and gold comes back out of the chest only there', () => {
    const away = inPort('Port Royal', (t) => {
      t.seats[0]!.stash = 10;
    });
    expect(refusal(away, 0, { type: 'stash', amount: 5 })).toBe('not-here');
    expect(refusal(away, 0, { type: 'unstash', amount: 5 })).toBe('not-home');
    const home = inPort('Nassau', (t) => {
      t.seats[0]!.stash = 10;
    });
    expect(act(home, 0, { type: 'unstash', amount: 4 }).seats[0]!.gold).toBe(14);
  });
});
