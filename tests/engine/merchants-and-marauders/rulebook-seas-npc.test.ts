/**
 * Merchants & Marauders, the Seas of Glory expansion: the audit of module 4 (NPC upgrades) and the
 * treasure galleon's draw (module 6 with module 4), a checklist line per rule with its scenario
 * test below (readings in docs/games/merchants-and-marauders.md). "seas-npc" = this file.
 *
 * OPTIONS
 *  - the module is an option, off by default, combined with every other; listed in play ... seas-npc "Options: ..."
 * SETUP
 *  - 17 tokens (the 0 and 2 tokens among them), face down in a pool: a viewer sees its size
 *    ..................................................................... seas-npc "Setup: 17 tokens ..."
 *  - without the new modifications or the new weapons their tokens leave the pool seas-npc "Setup: without modules 2 or 3 ..."
 * DRAWING UPGRADES
 *  - an NPC captain taking command draws a token; the ship has its ability .. seas-npc "Drawing: an arriving NPC ..."
 *  - the 0 token: no upgrade, back to the pool ......................... seas-npc "Drawing: the 0 token ..."
 *  - the 2 token: two upgrades, the 2 back to the pool, 0 and 2 drawn again seas-npc "Drawing: the 2 token ..."
 *  - a new NPC of the same kind covering the old: the old tokens back, a new draw
 *    ..................................................................... seas-npc "Drawing: a new NPC covering ..."
 *  - an NPC beaten with cards beneath: the new commander draws anew ... seas-npc "Drawing: beaten with cards beneath ..."
 *  - only the top card carries tokens: an NPC leaving the sea returns them seas-npc "Drawing: sunk with no card beneath ..."
 *  - NPCs at sea from the start (variant 4) draw too .................... seas-npc "Drawing: it's a hard life ..."
 * CIRCUMSTANTIAL RULES
 *  - War & Peace: the ship keeps its tokens; one a man-o-war cannot use is replaced
 *    ..................................................................... seas-npc "Circumstantial: a war ..."
 *  - a man-o-war never keeps extra hammocks or an extra cannon port ... seas-npc "Circumstantial: a man-o-war draws ..."
 *  - a spent weapon upgrade is the NPC's again after the battle, if it survived
 *    ..................................................................... seas-npc "Circumstantial: the NPC has its weapon back ..."
 *  - the crow's nest is always used: +1 die scouting, -1 (at least 1) for a player scouting for it
 *    ..................................................................... seas-npc "Circumstantial: the crow's nest ..."
 * UPGRADES IN BATTLE
 *  - modifications: cannons and crew filled to the new maximum, maneuverability, long guns,
 *    reinforced hull ................................................... seas-npc "Battle: the NPC's ship fights with ...", "Battle: long guns ...", "Battle: reinforced hull ..."
 *  - weapons: chain-shot (grapeshot when boarding) on a skull, grappling hooks when boarding
 *    ..................................................................... seas-npc "Battle: the NPC fires chain-shot ...", "Battle: grappling hooks ..."
 * DEFEATING AN NPC WITH UPGRADES
 *  - sunk: the tokens go back to the pool ............................... seas-npc "Defeat: sunk ..."
 *  - crew combat: the unspent weapons the victor has room for are his ... seas-npc "Defeat: crew combat ..."
 *    (he may leave them: choices "NPC weapons: ...")
 *  - claimed: the ship keeps its modifications; back to the pool when sunk (or sold), or when
 *    left unclaimed ................................................... seas-npc "Defeat: a claimed ship ..."
 *  - a taken weapon, used, goes back to the upgrade pool (not the shipyard) seas-npc "Defeat: a taken weapon ..."
 * MODULE 6 WITH MODULE 4
 *  - the treasure galleon draws an upgrade too; it fights with it; beaten, its tokens leave with it
 *    ..................................................................... seas-npc "Galleon: ..."
 * SECRETS, BOTS AND TABLE
 *  - the pool is nobody's: views show its size; the strong bot samples it; a replay lists it
 *    ..................................................................... seas-npc "Secrets: ..."
 *  - the heuristic bot attacks an upgraded NPC only strong enough, and spreads the hits of an
 *    NPC's double shot as the rule asks ................................ seas-npc "Bots: ..."
 *  - the table shows each NPC's upgrades (badges on the map, the side column, the combat panel)
 *    ..................................................................... seas-npc "Table: ..."
 */
import { npcUpgradeLines, npcUpgradeMarks, upgradeBadges } from '../../../client/games/merchants-and-marauders/npc-upgrade-words';
import { npcWords, seasLines, type MmBoard } from '../../../client/games/merchants-and-marauders/words';
import { createRng } from '../../../shared/core/rng';
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { EVENTS, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { combatAdvance } from '../../../shared/games/merchants-and-marauders/combat';
import { SKULL, WEAPONS } from '../../../shared/games/merchants-and-marauders/data';
import { searchHooks } from '../../../shared/games/merchants-and-marauders/determinize';
import { resolveEvent } from '../../../shared/games/merchants-and-marauders/events';
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';
import { upgradedNpcBeatable } from '../../../shared/games/merchants-and-marauders/heuristic-npc';
import { killCaptain } from '../../../shared/games/merchants-and-marauders/life';
import { npcDefeated, npcScoutRoll, placeArrivals } from '../../../shared/games/merchants-and-marauders/npc';
import { npcScoutBonus, scoutingForNpc } from '../../../shared/games/merchants-and-marauders/npc-upgrades';
import { NO_UPGRADE, NPC_UPGRADES, TWO_UPGRADES, UPGRADE_MOD_BASE, upgradeTokensInPlay } from '../../../shared/games/merchants-and-marauders/npc-upgrades-data';
import { reveal } from '../../../shared/games/merchants-and-marauders/reveal';
import { defeat, endCombat } from '../../../shared/games/merchants-and-marauders/spoils';
import { hasMod, rollDice, shipMax } from '../../../shared/games/merchants-and-marauders/state';
import type { MmOptions, MmState, ModKind, Weapon } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, logText, place, started, withRoll, Z } from './fixtures';
import { quiet } from './rulebook-fixtures';

const PIRATE_FRIGATE = 5;
const ENGLISH_NAVY = 0;

/** The token of an upgrade kind. */
const tok = (kind: ModKind | Weapon): number => NPC_UPGRADES.findIndex((t) => (t.kind === 'mod' && t.mod === kind) || (t.kind === 'weapon' && t.weapon === kind));
/** An arrival event card of an NPC slot (the base game's). */
const arrival = (slot: number, nth = 0): number => EVENTS.map((e, i) => (e.kind === 'arrival' && e.slot === slot && !e.ship ? i : -1)).filter((i) => i >= 0)[nth]!;

/** Module 4 (with modules 2 and 3) on a stacked table; the pool holds every token not given out. */
function withModule(t: MmState, extra: Partial<MmOptions> = {}): void {
  Object.assign(t.options, { npcUpgrades: true, newMods: true, newWeapons: true, ...extra });
  if (t.options.newWeapons && t.weaponSupply.length < WEAPONS.length) t.weaponSupply = WEAPONS.map(() => 4);
  t.npcUpgrades = { pool: upgradeTokensInPlay(t.options), on: [...NPC_SLOTS.map(() => []), []], spent: [] };
}

/** Puts tokens on an NPC's card, out of the pool. */
function give(t: MmState, slot: number, tokens: number[]): void {
  const u = t.npcUpgrades!;
  u.pool = u.pool.filter((x) => !tokens.includes(x));
  u.on[slot] = [...tokens];
}

/** An NPC of `slot` commanded by its arrival card, in a zone. */
function putNpc(t: MmState, slot: number, zone: string, cards = [arrival(slot)]): void {
  t.eventDeck = t.eventDeck.filter((c) => !cards.includes(c));
  t.npcs[slot] = { stack: [...cards], zone: Z(zone), arriving: -1, returning: false };
}

/** Seat 0 on a frigate in the Caribbean Sea beside the pirate frigate with these upgrades. */
function beside(upgrades: (ModKind | Weapon)[], patch: (t: MmState) => void = () => {}): MmState {
  return quiet('npc-upgrades', (t) => {
    withModule(t);
    place(t, 0, 'Caribbean Sea', false, 'frigate');
    putNpc(t, PIRATE_FRIGATE, 'Caribbean Sea');
    give(t, PIRATE_FRIGATE, upgrades.map(tok));
    patch(t);
  });
}

/** Seat 0 has found the pirate frigate: the battle has begun. */
const fighting = (upgrades: (ModKind | Weapon)[], patch?: (t: MmState) => void): MmState =>
  withRoll(beside(upgrades, patch), 0, { type: 'scout', target: 'npc', id: PIRATE_FRIGATE }, (t) => t.combat !== null).state;

/** How many dice `roll` throws on a copy of the table (the generator's state after it, matched against n dice). */
function diceUsed(t: MmState, roll: (t: MmState) => void): number {
  const copy = structuredClone(t);
  roll(copy);
  for (let n = 0; n < 10; n++) {
    const probe = structuredClone(t);
    rollDice(probe, n);
    if (JSON.stringify(probe.rng) === JSON.stringify(copy.rng)) return n;
  }
  return -1;
}

/** Every token of the table once: in the pool, on a card, fitted or held. */
function allTokens(s: MmState): number[] {
  const u = s.npcUpgrades!;
  const fitted = s.seats.flatMap((p) => p.ship?.mods ?? []).filter((m) => m >= UPGRADE_MOD_BASE).map((m) => m - UPGRADE_MOD_BASE);
  const held = s.seats.flatMap((p) => (p.npcWeapons ?? []).map(tok));
  return [...u.pool, ...u.on.flat(), ...fitted, ...held].sort((a, b) => a - b);
}

describe('Options and setup', () => {
  test('Options: NPC upgrades is an option, off by default, combined with every other; listed in play', () => {
    expect((merchantsAndMarauders.optionsSchema.parse({}) as MmOptions).npcUpgrades).toBe(false);
    expect(merchantsAndMarauders.optionsSchema.safeParse({ npcUpgrades: true }).success).toBe(true);
    expect(started(2, 'off').npcUpgrades).toBeUndefined();
    expect(game.view(started(2, 'on', { npcUpgrades: true }), null).seas.modules).toEqual(['npcUpgrades']);
  });

  test('Setup: 17 tokens, the 0 and 2 among them, face down in a pool: a viewer sees its size', () => {
    expect(NPC_UPGRADES).toHaveLength(17);
    expect(NPC_UPGRADES[NO_UPGRADE]).toMatchObject({ kind: 'draw', upgrades: 0 });
    expect(NPC_UPGRADES[TWO_UPGRADES]).toMatchObject({ kind: 'draw', upgrades: 2 });
    for (const t of NPC_UPGRADES) expect(t.text.length).toBeGreaterThan(20);
    const s = started(2, 'pool', { npcUpgrades: true, newMods: true, newWeapons: true });
    expect(s.npcUpgrades!.pool.sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(game.view(s, 0).seas.npcUpgrades).toEqual({ pool: 17, galleon: [], spent: [] });
  });

  test('Setup: without modules 2 or 3 their tokens leave the pool', () => {
    const kinds = (o: Partial<MmOptions>) => started(2, 'pool', { npcUpgrades: true, ...o }).npcUpgrades!.pool.length;
    expect(kinds({})).toBe(12);
    expect(kinds({ newMods: true })).toBe(14);
    expect(kinds({ newWeapons: true })).toBe(15);
    expect(started(2, 'pool', { npcUpgrades: true }).npcUpgrades!.pool).not.toContain(tok('crows-nest'));
    expect(started(2, 'pool', { npcUpgrades: true }).npcUpgrades!.pool).not.toContain(tok('caltrops'));
  });
});

describe('Drawing upgrades', () => {
  /** The pirate frigate's card arrives this round with the pool holding `pool` only. */
  function arriving(pool: number[], seed = 'arrive', before: number[] = []): { s: MmState; text: string } {
    const s = quiet('draw', (t) => {
      withModule(t);
      t.npcUpgrades!.pool = [...pool];
      if (before.length) {
        putNpc(t, PIRATE_FRIGATE, 'Tortuga');
        t.npcUpgrades!.on[PIRATE_FRIGATE] = [...before];
      }
      const card = arrival(PIRATE_FRIGATE, 1);
      t.eventDeck = t.eventDeck.filter((c) => c !== card);
      t.npcs[PIRATE_FRIGATE]!.arriving = card;
      t.rng = createRng(seed);
    });
    const log: { text: string }[] = [];
    placeArrivals(s, log as never);
    return { s, text: logText(log) };
  }

  test('Drawing: an arriving NPC draws a token, and its ship has the ability', () => {
    const { s, text } = arriving([tok('extra-cannon-port')]);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toEqual([tok('extra-cannon-port')]);
    expect(text).toMatch(/draws the upgrade Extra cannon port/);
    expect(game.view(s, 0).npcs[PIRATE_FRIGATE]!.upgrades).toEqual([tok('extra-cannon-port')]);
  });

  test('Drawing: the 0 token gives no upgrade and stays in the pool', () => {
    const { s, text } = arriving([NO_UPGRADE]);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toEqual([]);
    expect(s.npcUpgrades!.pool).toEqual([NO_UPGRADE]);
    expect(text).toMatch(/draws no upgrade/);
  });

  test('Drawing: the 2 token gives two upgrades, goes back to the pool, and the 0 and 2 are drawn again', () => {
    const pool = [TWO_UPGRADES, NO_UPGRADE, tok('long-guns'), tok('chain-shot')];
    let two: MmState | undefined;
    for (let k = 0; k < 50 && !two; k++) {
      const { s } = arriving(pool, `two-${k}`);
      if (s.npcUpgrades!.on[PIRATE_FRIGATE]!.length === 2) two = s;
    }
    expect(two!.npcUpgrades!.on[PIRATE_FRIGATE]!.sort()).toEqual([tok('long-guns'), tok('chain-shot')].sort());
    expect(two!.npcUpgrades!.pool.sort()).toEqual([NO_UPGRADE, TWO_UPGRADES].sort());
  });

  test('Drawing: a new NPC covering the old one returns its tokens and draws anew', () => {
    const { s } = arriving([tok('chasers')], 'cover', [tok('long-guns')]);
    expect(s.npcs[PIRATE_FRIGATE]!.stack).toHaveLength(2);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]!.length).toBe(1);
    expect(allTokens(s)).toEqual([tok('chasers'), tok('long-guns')].sort((a, b) => a - b));
  });

  test('Drawing: beaten with cards beneath, the new commander draws anew', () => {
    const s = beside(['long-guns'], (t) => putNpc(t, PIRATE_FRIGATE, 'Caribbean Sea', [arrival(PIRATE_FRIGATE, 0), arrival(PIRATE_FRIGATE, 1)]));
    s.npcUpgrades!.pool = [tok('swivel-guns')];
    const log: { text: string }[] = [];
    npcDefeated(s, PIRATE_FRIGATE, log as never);
    expect(s.npcs[PIRATE_FRIGATE]!.stack).toHaveLength(1);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toHaveLength(1);
    expect(allTokens(s)).toEqual([tok('long-guns'), tok('swivel-guns')].sort((a, b) => a - b));
    expect(logText(log)).toMatch(/draws the upgrade/);
  });

  test('Drawing: sunk with no card beneath, the NPC leaves the sea and its tokens go back', () => {
    const s = beside(['long-guns', 'chain-shot']);
    npcDefeated(s, PIRATE_FRIGATE, []);
    expect(s.npcs[PIRATE_FRIGATE]!.zone).toBe(-1);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toEqual([]);
    expect(s.npcUpgrades!.pool).toEqual(expect.arrayContaining([tok('long-guns'), tok('chain-shot')]));
  });

  test('Drawing: it\'s a hard life: the NPCs at sea from the start have drawn', () => {
    let found: MmState | undefined;
    for (let k = 0; k < 20 && !found; k++) {
      const s = started(2, `hard-${k}`, { npcUpgrades: true, hardLife: true });
      if (s.npcUpgrades!.on.some((on) => on.length > 0)) found = s;
    }
    const s = found!;
    s.npcUpgrades!.on.forEach((on, slot) => {
      if (on.length) expect(s.npcs[slot]!.stack.length).toBeGreaterThan(0);
    });
    expect(allTokens(s)).toEqual(upgradeTokensInPlay(s.options));
  });
});

describe('Circumstantial rules', () => {
  const WAR = EVENTS.findIndex((e) => e.kind === 'war' && e.nations.includes('english'));

  test('Circumstantial: a war makes the frigate a man-o-war with its tokens; one it cannot use is replaced', () => {
    const s = quiet('war', (t) => {
      withModule(t);
      putNpc(t, ENGLISH_NAVY, 'Nassau');
      give(t, ENGLISH_NAVY, [tok('extra-hammocks'), tok('long-guns')]);
    });
    const log: { text: string }[] = [];
    resolveEvent(s, WAR, log as never);
    const on = s.npcUpgrades!.on[ENGLISH_NAVY]!;
    expect(on).toContain(tok('long-guns'));
    expect(on).not.toContain(tok('extra-hammocks'));
    expect(on).toHaveLength(2);
    expect(logText(log)).toMatch(/cannot use Extra hammocks on a man-o-war/);
  });

  test('Circumstantial: a man-o-war draws no extra hammocks or extra cannon port', () => {
    for (let k = 0; k < 10; k++) {
      const s = quiet('mow', (t) => {
        withModule(t);
        t.wars = [{ a: 'english', b: 'french' }];
        t.npcUpgrades!.pool = [tok('extra-hammocks'), tok('extra-cannon-port'), tok('long-guns')];
        const card = arrival(ENGLISH_NAVY);
        t.eventDeck = t.eventDeck.filter((c) => c !== card);
        t.npcs[ENGLISH_NAVY]!.arriving = card;
        t.rng = createRng(`mow-${k}`);
      });
      placeArrivals(s, []);
      expect(s.npcUpgrades!.on[ENGLISH_NAVY]).toEqual([tok('long-guns')]);
    }
  });

  test('Circumstantial: the NPC has its weapon back after the battle if it survived', () => {
    const s = fighting(['chain-shot']);
    const c = s.combat!;
    Object.assign(c, { round: 2, step: 'shot', queue: [1], contestWinner: -1 });
    c.sides[1]!.hitRolls = [SKULL];
    combatAdvance(s, []);
    expect(s.npcUpgrades!.spent).toEqual([tok('chain-shot')]);
    expect(game.view(s, 0).seas.npcUpgrades!.spent).toEqual([tok('chain-shot')]);
    endCombat(s, []);
    expect(s.npcUpgrades!.spent).toEqual([]);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toEqual([tok('chain-shot')]);
  });

  test('Circumstantial: the crow\'s nest: the NPC rolls 1 die more scouting, a player 1 less scouting for it (at least 1)', () => {
    const s = beside(['crows-nest']);
    expect(npcScoutBonus(s, PIRATE_FRIGATE)).toBe(1);
    expect(scoutingForNpc(s, PIRATE_FRIGATE, 3)).toBe(2);
    expect(scoutingForNpc(s, PIRATE_FRIGATE, 1)).toBe(1);
    const plain = beside([]);
    expect(npcScoutBonus(plain, PIRATE_FRIGATE)).toBe(0);
    expect(scoutingForNpc(plain, PIRATE_FRIGATE, 3)).toBe(3);
    // Counted on the seeded dice: the same table rolls one die more (the NPC) or one less (the player).
    expect(diceUsed(s, (t) => npcScoutRoll(t, PIRATE_FRIGATE, 0, []))).toBe(diceUsed(plain, (t) => npcScoutRoll(t, PIRATE_FRIGATE, 0, [])) + 1);
    const scout = (t: MmState): void => void Object.assign(t, act(t, 0, { type: 'scout', target: 'npc', id: PIRATE_FRIGATE }));
    expect(diceUsed(s, scout)).toBe(diceUsed(plain, scout) - 1);
  });
});

describe('Upgrades in battle', () => {
  test('Battle: the NPC\'s ship fights with its modifications: cannons and crew filled to the new maximum, more maneuverability', () => {
    const s = fighting(['extra-cannon-port', 'extra-hammocks']);
    expect(s.combat!.npcShips[1]).toMatchObject({ type: 'frigate', cannons: 4, crew: 4 });
    expect(game.view(s, 0).combat.defender).toMatchObject({ cannons: 4, crew: 4, mods: [UPGRADE_MOD_BASE + tok('extra-cannon-port'), UPGRADE_MOD_BASE + tok('extra-hammocks')] });
    const rigs = fighting(['advanced-rigs']);
    expect(shipMax(rigs.combat!.npcShips[1]!).maneuverability).toBe(4);
    // Without upgrades the view of the side carries no modifications at all (as without the module).
    expect(game.view(fighting([]), 0).combat.defender.mods).toBeUndefined();
  });

  test('Battle: long guns: the NPC fires before the first round', () => {
    const { text } = withRoll(beside(['long-guns']), 0, { type: 'scout', target: 'npc', id: PIRATE_FRIGATE }, (t, log) => t.combat !== null && /long guns hit/.test(log));
    expect(text).toMatch(/\(Pirate frigate\)'s long guns hit \d time/);
    expect(text.indexOf('long guns hit')).toBeLessThan(text.search(/declares|takes a hit/));
  });

  test('Battle: reinforced hull: the NPC\'s ship absorbs the first hit to its hull', () => {
    // Every location down to 1: the hit the NPC places would destroy one, which the hull takes instead.
    const hull = fighting(['reinforced-hull']);
    Object.assign(hull.combat!.npcShips[1]!, { hull: 1, cargo: 1, masts: 1, crew: 1, cannons: 1 });
    const l2: { text: string }[] = [];
    Object.assign(hull.combat!, { round: 2, step: 'assign', queue: [1] });
    hull.combat!.sides[1]!.skullsToAssign = 1;
    combatAdvance(hull, l2 as never);
    expect(logText(l2)).toMatch(/reinforced hull absorbs a hit/);
    expect(hull.combat!.npcShips[1]!.reinforcedSpent).toBe(true);
  });

  test('Battle: the NPC fires chain-shot on a skull (grapeshot when it boards)', () => {
    const s = fighting(['chain-shot', 'grapeshot']);
    const c = s.combat!;
    Object.assign(c, { round: 2, step: 'shot', queue: [1], contestWinner: -1 });
    c.sides[1]!.hitRolls = [SKULL];
    const log: { text: string }[] = [];
    combatAdvance(s, log as never);
    expect(s.combat!.sides[1]!.shot).toBe('chain-shot');
    expect(logText(log)).toMatch(/fires chain shot/);
    const mastsBefore = s.seats[0]!.ship!.masts;
    combatAdvance(s, []);
    expect(s.seats[0]!.ship!.masts).toBe(mastsBefore - 1);
    const boarding = fighting(['chain-shot', 'grapeshot']);
    Object.assign(boarding.combat!, { round: 2, step: 'shot', queue: [1], contestWinner: -1 });
    boarding.combat!.sides[1]!.hitRolls = [SKULL];
    boarding.combat!.sides[1]!.declared = 'board';
    combatAdvance(boarding, []);
    expect(boarding.combat!.sides[1]!.shot).toBe('grapeshot');
  });

  test('Battle: grappling hooks re-roll the NPC\'s failed dice when it chose to board', () => {
    const s = fighting(['grappling-hooks']);
    const c = s.combat!;
    Object.assign(c, { round: 2, step: 'grapple', queue: [1] });
    c.sides[1]!.declared = 'board';
    c.sides[1]!.dice = [1, 2, SKULL];
    const log: { text: string }[] = [];
    combatAdvance(s, log as never);
    expect(logText(log)).toMatch(/throws grappling hooks and re-rolls/);
    expect(s.combat!.sides[1]!.dice[2]).toBe(SKULL);
    expect(s.npcUpgrades!.spent).toEqual([tok('grappling-hooks')]);
  });
});

describe('Defeating an NPC with upgrades', () => {
  test('Defeat: sunk, the NPC\'s tokens go back to the pool', () => {
    const s = fighting(['long-guns', 'chain-shot']);
    defeat(s, s.combat!, 0, 'sunk', []);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toEqual([]);
    expect(s.seats[0]!.weapons).toEqual([]);
    expect(allTokens(s)).toEqual(upgradeTokensInPlay(s.options));
  });

  test('Defeat: crew combat: the unspent weapons the victor has room for are his; the rest go back', () => {
    const s = fighting(['chain-shot', 'grapeshot', 'grappling-hooks'], (t) => {
      t.seats[0]!.weapons = ['grappling-hooks'];
      t.weaponSupply[WEAPONS.indexOf('grappling-hooks')]! -= 1;
    });
    s.npcUpgrades!.spent = [tok('grapeshot')];
    s.combat!.stage = 'crew';
    const log: { text: string }[] = [];
    defeat(s, s.combat!, 0, 'crew', log as never);
    // Offered to the victor (choices.ts): only the unspent kind he lacks.
    expect(s.combat!.wonWeapons!.weapons).toEqual(['chain-shot']);
    const r = merchantsAndMarauders.apply(s, 0, { type: 'take-weapon', weapon: 'chain-shot' });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.value.state;
    const p = t.seats[0]!;
    expect(p.weapons.sort()).toEqual(['chain-shot', 'grappling-hooks']);
    expect(p.npcWeapons).toEqual(['chain-shot']);
    expect(t.npcUpgrades!.pool).toEqual(expect.arrayContaining([tok('grapeshot'), tok('grappling-hooks')]));
    expect(logText(r.value.log)).toMatch(/takes the Chain-shot of/);
    expect(game.view(t, 1).seats[0]!.npcWeapons).toEqual(['chain-shot']);
  });

  test('Defeat: a claimed ship keeps its upgrade modifications; they go back to the pool when it sinks, or when left unclaimed', () => {
    const s = fighting(['long-guns']);
    s.combat!.stage = 'crew';
    defeat(s, s.combat!, 0, 'crew', []);
    expect(s.combat!.prize!.mods).toEqual([UPGRADE_MOD_BASE + tok('long-guns')]);
    expect(s.npcUpgrades!.on[PIRATE_FRIGATE]).toEqual([]);
    const claimed = act(s, 0, { type: 'claim-ship', take: true });
    expect(hasMod(claimed.seats[0]!.ship!, 'long-guns')).toBe(true);
    expect(allTokens(claimed)).toEqual(upgradeTokensInPlay(claimed.options));
    killCaptain(claimed, 0, []);
    expect(claimed.npcUpgrades!.pool).toContain(tok('long-guns'));
    const left = act(s, 0, { type: 'claim-ship', take: false });
    expect(left.npcUpgrades!.pool).toContain(tok('long-guns'));
    expect(left.mods.filter((m) => m >= UPGRADE_MOD_BASE)).toEqual([]);
  });

  test('Defeat: a taken weapon, used, goes back to the upgrade pool and not to the shipyard', () => {
    const s = fighting([], (t) => {
      t.seats[0]!.weapons = ['chain-shot'];
      t.seats[0]!.npcWeapons = ['chain-shot'];
      t.npcUpgrades!.pool = t.npcUpgrades!.pool.filter((x) => x !== tok('chain-shot'));
    });
    const supply = [...s.weaponSupply];
    Object.assign(s.combat!, { round: 2, step: 'shot', queue: [0], contestWinner: -1 });
    s.combat!.sides[0]!.hitRolls = [SKULL];
    const fired = act(s, 0, { type: 'special-shot', weapon: 'chain-shot' });
    expect(fired.seats[0]!.weapons).toEqual([]);
    expect(fired.seats[0]!.npcWeapons).toBeUndefined();
    expect(fired.weaponSupply).toEqual(supply);
    expect(fired.npcUpgrades!.pool).toContain(tok('chain-shot'));
  });
});

describe('Module 6 with module 4', () => {
  test('Galleon: the treasure galleon draws an upgrade at setup, fights with it, and its tokens leave with it', () => {
    let s: MmState | undefined;
    for (let k = 0; k < 30 && !s; k++) {
      const t = started(2, `galleon-${k}`, { npcUpgrades: true, treasureGalleon: true });
      if (t.npcUpgrades!.on[GALLEON_SLOT]!.some((x) => NPC_UPGRADES[x]!.kind === 'mod')) s = t;
    }
    const t = s!;
    const mods = t.npcUpgrades!.on[GALLEON_SLOT]!.filter((x) => NPC_UPGRADES[x]!.kind === 'mod');
    expect(game.view(t, null).seas.npcUpgrades!.galleon).toEqual(t.npcUpgrades!.on[GALLEON_SLOT]);
    const near = quiet('galleon-fight', (x) => {
      x.options = { ...t.options };
      x.npcUpgrades = structuredClone(t.npcUpgrades);
      x.galleon = { zone: Z('Cartagena'), gold: 10 };
      x.weaponSupply = t.weaponSupply.slice();
      place(x, 0, 'Cartagena', false, 'frigate');
    });
    const fight = withRoll(near, 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (x) => x.combat !== null).state;
    expect(fight.combat!.npcShips[1]!.mods).toEqual(mods.map((x) => UPGRADE_MOD_BASE + x));
    defeat(fight, fight.combat!, 0, 'sunk', []);
    expect(fight.galleon!.zone).toBe(-1);
    expect(fight.npcUpgrades!.on[GALLEON_SLOT]).toEqual([]);
    expect(allTokens(fight)).toEqual(upgradeTokensInPlay(fight.options));
  });
});

describe('Secrets, bots and table', () => {
  test('Secrets: the pool is nobody\'s: views show its size; the strong bot samples it; a replay lists it', () => {
    const s = beside(['long-guns']);
    const v = game.view(s, 0);
    expect(v.seas.npcUpgrades).toEqual({ pool: 16, galleon: [], spent: [] });
    const shuffled = structuredClone(s);
    shuffled.npcUpgrades!.pool.reverse();
    expect(JSON.stringify(game.view(shuffled, 0))).toBe(JSON.stringify(v));
    const sampled = searchHooks.determinize(v, 0, createRng('sample')) as MmState;
    expect(sampled.npcUpgrades!.on).toEqual(s.npcUpgrades!.on);
    expect([...sampled.npcUpgrades!.pool].sort((a, b) => a - b)).toEqual([...s.npcUpgrades!.pool].sort((a, b) => a - b));
    expect(JSON.stringify(game.view(sampled, 0).seas)).toBe(JSON.stringify(v.seas));
    const hidden = reveal(s).find((p) => p.label === 'NPC upgrade pool');
    expect(hidden?.text).toMatch(/No upgrade, Two upgrades, Extra hammocks/);
  });

  test('Bots: the heuristic bot attacks an upgraded NPC only with its crew and cannons and a sound hull', () => {
    const strong = beside(['extra-hammocks', 'extra-cannon-port'], (t) => (t.merchants[Z('Caribbean Sea')] = -1));
    const sv = game.view(strong, 0);
    expect(upgradedNpcBeatable(sv, sv.seats[0]!, PIRATE_FRIGATE)).toBe(false);
    expect(game.bots.heuristic.choose(sv, 0, game.legalActions(strong, 0), createRng('bot'))).not.toEqual({ type: 'scout', target: 'npc', id: PIRATE_FRIGATE });
    const weak = beside(['swivel-guns'], (t) => (t.merchants[Z('Caribbean Sea')] = -1));
    const wv = game.view(weak, 0);
    expect(upgradedNpcBeatable(wv, wv.seats[0]!, PIRATE_FRIGATE)).toBe(true);
    expect(game.bots.heuristic.choose(wv, 0, game.legalActions(weak, 0), createRng('bot'))).toEqual({ type: 'scout', target: 'npc', id: PIRATE_FRIGATE });
  });

  test('Bots: under an NPC\'s double shot the heuristic bot spreads the hits as the rule asks', () => {
    const s = fighting(['double-shot']);
    Object.assign(s.combat!, { round: 2, step: 'shot', queue: [1], contestWinner: -1 });
    // Two skulls and two extra hits to spread; the bot's favourite place (its cannons) is allowed only once.
    s.combat!.sides[1]!.hitRolls = [SKULL, SKULL];
    s.combat!.sides[0]!.hitRolls = [];
    Object.assign(s.seats[0]!.ship!, { hull: 3, cargo: 1, masts: 1, crew: 2, cannons: 3 });
    combatAdvance(s, []);
    expect(s.combat!.sides[1]!.shot).toBe('double-shot');
    combatAdvance(s, []);
    expect(s.combat!.step).toBe('assign');
    let t = s;
    while (t.combat?.step === 'assign' && t.combat.queue[0] === 0) {
      const a = game.bots.heuristic.choose(game.view(t, 0), 0, game.legalActions(t, 0), createRng('spread'));
      t = act(t, 0, a);
    }
    expect(t.seats[0]!.ship!).toMatchObject({ cannons: 2, crew: 1, cargo: 0, masts: 0 });
  });

  test('Table: each NPC wears a badge per upgrade, lower case once spent; the side column names them with the pool\'s size', () => {
    const s = beside(['long-guns', 'chain-shot']);
    s.npcUpgrades!.spent = [tok('chain-shot')];
    const board = game.view(s, 0) as unknown as MmBoard;
    expect(upgradeBadges(board, PIRATE_FRIGATE)).toEqual(['LG', 'cs']);
    expect(upgradeBadges(board, ENGLISH_NAVY)).toEqual([]);
    const line = npcUpgradeLines(board, (slot) => npcWords(board, slot))[0]!;
    expect(line).toMatch(/^NPC upgrades \(15 in the pool\): .*pirate frigate: Long guns, Chain-shot$/);
    expect(seasLines(board)).toContain(line);
    expect(seasLines(board)[0]).toMatch(/NPC upgrades/);
    expect(npcUpgradeMarks(board, { kind: 'npc', id: PIRATE_FRIGATE })).toEqual(['Upgrades: Long guns, Chain-shot (spent)']);
    expect(npcUpgradeMarks(board, { kind: 'player', id: 0 })).toEqual([]);
  });
});
