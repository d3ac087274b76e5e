/**
 * Merchants & Marauders rulebook scenarios: port activities and each port's own rule (the
 * checklist is in rulebook.test.ts).
 */
import { createRng } from '../../../shared/core/rng';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { MOD_TOKENS, SHIPS } from '../../../shared/games/merchants-and-marauders/data';
import { MISSIONS, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { repairPrice, shipCost, weaponPrice } from '../../../shared/games/merchants-and-marauders/harbor';
import { buyDrawCount } from '../../../shared/games/merchants-and-marauders/port';
import { newShip, shipMax } from '../../../shared/games/merchants-and-marauders/state';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, place, refusal, takeCargo, withRoll, Z } from './fixtures';
import { quiet, inPort, takeMod, modsOnBoard } from './rulebook-fixtures';

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

  test('Reinforced hull: a spent token is refreshed in a port for 3 gold', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'reinforced-hull')];
      t.seats[0]!.ship!.reinforcedSpent = true;
    });
    const after = act(s, 0, { type: 'refresh-hull' });
    expect(after.seats[0]!.gold).toBe(7);
    expect(after.seats[0]!.ship!.reinforcedSpent).toBe(false);
    expect(refusal(after, 0, { type: 'refresh-hull' })).toBe('nothing-to-refresh');
  });

  test('Extra hammocks: one more CREW place, but the extra crew must be recruited', () => {
    let s = inPort('Port Royal', (t) => {
      t.mods[Z('Port Royal')] = takeMod(t, 'extra-hammocks');
    });
    s = act(s, 0, { type: 'buy-mod' });
    expect(s.seats[0]!.ship!.crew).toBe(2);
    expect(shipMax(s.seats[0]!.ship!).crew).toBe(3);
    expect(refusal(s, 0, { type: 'recruit' })).toBe('accepted');
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
    const rigged = newShip('sloop');
    rigged.mods = [MOD_TOKENS.indexOf('advanced-rigs')];
    expect(shipMax(rigged).maneuverability).toBe(SHIPS.sloop.maneuverability + 1);
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

describe('Ports', () => {
  test('Cartagena: buying 3 or more goods makes one of them free, only one even when 6 are bought', () => {
    let s = act(inPort('Cartagena', (t) => {
      t.seats[0]!.gold = 30;
    }, 'flute'), 0, { type: 'buy-draw' });
    const paid: number[] = [];
    for (let k = 0; k < 6; k++) {
      const gold = s.seats[0]!.gold;
      s = act(s, 0, { type: 'buy-card', card: s.buy!.cards[0]! });
      paid.push(gold - s.seats[0]!.gold);
    }
    expect(paid.filter((x) => x === 0)).toHaveLength(1);
    expect(paid[2]).toBe(0);
  });

  test('Caracas draws 8 cargo cards, St. Maarten 7 (8 for the Dutch); 3 in the same port two turns running', () => {
    const at = (zone: string, patch: (t: MmState) => void = () => {}): number => buyDrawCount(quiet('draws', (t) => {
      place(t, 0, zone, true);
      patch(t);
    }), 0);
    expect(at('Port Royal')).toBe(6);
    expect(at('Caracas')).toBe(8);
    expect(at('St. Maarten')).toBe(7);
    expect(at('St. Maarten', (t) => { t.seats[0]!.captain = 11; })).toBe(8);
    expect(at('Caracas', (t) => {
      t.seats[0]!.lastBuyZone = Z('Caracas');
      t.seats[0]!.lastBuyTurn = t.seats[0]!.turnsTaken - 1;
    })).toBe(3);
  });

  test('Curacao: rumor rolls cost no gold; frigates and galleons cost 30', () => {
    const s = inPort('Curacao', (t) => {
      t.seats[0]!.gold = 40;
    });
    expect(shipCost(s, 0, { type: 'buy-ship', ship: 'galleon', transferMods: false })).toBe(30 - 5);
    expect(act(s, 0, { type: 'seek-rumor' }).seats[0]!.gold).toBe(40);
  });

  test('Old Providence: captains with a Spanish bounty buy special weapons for 1 gold and repair for free', () => {
    const s = quiet('old-providence', (t) => place(t, 0, 'Old Providence', true));
    expect([weaponPrice(s.seats[0]!), repairPrice(s.seats[0]!)]).toEqual([3, 2]);
    s.seats[0]!.bounties = [0, 0, 1, 0];
    expect([weaponPrice(s.seats[0]!), repairPrice(s.seats[0]!)]).toEqual([1, 0]);
  });

  test('Petit Goave: pirates can neither recruit nor repair; non-pirates recruit and repair at no cost', () => {
    const honest = inPort('Petit Goave', (t) => {
      t.seats[0]!.ship!.crew = 0;
      t.seats[0]!.ship!.hull = 1;
    });
    const filled = act(act(honest, 0, { type: 'recruit' }), 0, { type: 'repair', location: 'hull' });
    expect(filled.seats[0]!.ship!.crew).toBe(2);
    expect(filled.seats[0]!.ship!.hull).toBe(2);
    expect(filled.seats[0]!.gold).toBe(10);
    const pirate = inPort('Petit Goave', (t) => {
      t.seats[0]!.ship!.crew = 0;
      t.seats[0]!.ship!.hull = 1;
      t.seats[0]!.bounties = [0, 0, 1, 0];
    });
    expect(refusal(pirate, 0, { type: 'recruit' })).toBe('no-recruit-for-pirates');
    expect(refusal(pirate, 0, { type: 'repair', location: 'hull' })).toBe('no-repair-for-pirates');
  });

  test('Port Royal: pirates recruit at no cost, whatever the dice', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.crew = 0;
      t.seats[0]!.bounties = [0, 0, 1, 0];
    });
    for (let k = 0; k < 8; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`press-${k}`);
      const after = act(t, 0, { type: 'recruit' });
      expect(after.seats[0]!.ship!.crew).toBe(2);
      expect(after.seats[0]!.gold).toBe(10);
    }
  });

  test('Santo Domingo: once, before buying, 1 gold draws all the goods anew', () => {
    let s = act(inPort('Santo Domingo'), 0, { type: 'buy-draw' });
    const first = s.buy!.cards;
    s = act(s, 0, { type: 'redraw' });
    expect(s.seats[0]!.gold).toBe(9);
    expect(s.buy!.cards).toHaveLength(first.length);
    expect(s.buy!.cards.some((c) => first.includes(c))).toBe(false);
    expect(refusal(s, 0, { type: 'redraw' })).toBe('redraw-used');
  });

  test('St. Maarten: the gold courier stashes for a 5 gold fee', () => {
    const s = inPort('St. Maarten', (t) => {
      t.seats[0]!.gold = 20;
    });
    const after = act(s, 0, { type: 'stash', amount: 10 });
    expect(after.seats[0]!.gold).toBe(5);
    expect(after.seats[0]!.stash).toBe(10);
  });

  test('Bridgetown: a frigate entering port takes a hull hit unless a SEAMANSHIP roll succeeds; a sloop never does', () => {
    const s = quiet('bridgetown', (t) => place(t, 0, 'Bridgetown', false, 'frigate'));
    const scraped = withRoll(s, 0, { type: 'enter-port', method: 'free' }, (t) => t.seats[0]!.ship!.hull === 2).state;
    expect(scraped.seats[0]!.inPort).toBe(true);
    withRoll(s, 0, { type: 'enter-port', method: 'free' }, (t) => t.seats[0]!.ship!.hull === 3);
    const sloop = quiet('bridgetown', (t) => place(t, 0, 'Bridgetown', false, 'sloop'));
    for (let k = 0; k < 8; k++) {
      const t = structuredClone(sloop);
      t.rng = createRng(`reef-${k}`);
      expect(act(t, 0, { type: 'enter-port', method: 'free' }).seats[0]!.ship!.hull).toBe(2);
    }
  });
});
