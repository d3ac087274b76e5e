/**
 * Merchants & Marauders, Seas of Glory module 11 (the loyalty track) and module 3 (new ship
 * modifications: the carved hull, the crow's nest, the plank, the reserve pool, re-entering the
 * game, the optional market): a checklist line per rule with its scenario test below (readings in
 * docs/games/merchants-and-marauders.md). "loyalty" = this file.
 *
 * OPTIONS
 *  - the three switches are off by default; the market needs module 3 ... loyalty "Options: off by default; the market without module 3 is refused ..."
 * MODULE 11: LOYALTY TRACK
 *  - setup: every crew on Content; no track without the module ...... loyalty "Setup: every crew starts on Content ..."
 *  - down a step on every event card with an NPC captain ............. loyalty "Losing: an NPC event card costs every crew a step"
 *  - down a step when stashing ........................................ loyalty "Losing: stashing costs a step"
 *  - down a step when a turn starts and ends in the same port ........ loyalty "Losing: a turn that starts and ends in one port ..."
 *  - up a step with a glory point ..................................... loyalty "Gaining: a glory point raises the crew a step"
 *  - up a step for the gold on the next step, once per port action .. loyalty "Gaining: paying the next step's gold ..."
 *  - Fierce loyalty: LEADERSHIP roll, a step for an extra action, once a turn
 *    ..................................................................... loyalty "Fierce loyalty: a LEADERSHIP success ..."
 *  - Happy +1 / Angry -1 (min 1) LEADERSHIP in crew combat ........... loyalty "Happy and Angry: LEADERSHIP in crew combat ..."
 *  - Pleased: recruits free in any port; one specialist a turn free .. loyalty "Pleased: free recruiting in any port ...", "Pleased: one specialist a turn ..."
 *  - Restless: no free recruiting, no new specialists, powers idle ... loyalty "Restless: no free recruiting ..."
 *  - Unhappy: a glory card needs a LEADERSHIP success, else none this turn
 *    ..................................................................... loyalty "Unhappy: a glory card needs a LEADERSHIP success ..."
 *  - Mutiny: LEADERSHIP roll: up to Angry, or the captain dies ....... loyalty "Mutiny: ..."
 * MODULE 3: NEW SHIP MODIFICATIONS
 *  - setup: new tokens join the base ones, one per port, the rest a face-down reserve pool; the
 *    plank only with the loyalty track ................................ loyalty "Module 3 setup: ..."
 *  - carved hull: the enemy has -1 SEAMANSHIP (min 1) when either flees  loyalty "Carved hull: ..."
 *  - crow's nest: +1 die scouting, -1 die against (min 1), full masts only  loyalty "Crow's nest: ..."
 *    (its owner may give up either use: choices "Crow's nest: its owner may ...")
 *  - the plank: a LEADERSHIP success or (at sea) a crew member saves the step  loyalty "The plank: ..."
 *  - re-entering: tokens leaving play go to the pool, as many drawn back into bare ports
 *    ..................................................................... loyalty "Re-entering: ..."
 *  - market: a bare port sells a token drawn from the pool ........... loyalty "Market: ..."
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { BASE_MOD_COUNT, MOD_TOKENS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import { GLORY } from '../../../shared/games/merchants-and-marauders/glory';
import { skillDice } from '../../../shared/games/merchants-and-marauders/harbor';
import {
  ANGRY, combatLeadership, CONTENT, FIERCE, HAPPY, LOYALTY_COST, MUTINY, PLEASED, RESTLESS, startLoyaltyTurn, UNHAPPY,
} from '../../../shared/games/merchants-and-marauders/loyalty';
import { carvedHullDice, scoutingDice } from '../../../shared/games/merchants-and-marauders/modifications';
import { gainGlory, hasSpecialist, newShip } from '../../../shared/games/merchants-and-marauders/state';
import type { MmOptions, MmState, ModKind } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, giveGlory, onTurn, place, refusal, started, withRoll, Z } from './fixtures';
import { GREAVES, HARLOW } from './rulebook-fixtures';

const LOYAL: Partial<MmOptions> = { loyalty: true };
const ARRIVAL = EVENTS.findIndex((e) => e.kind === 'arrival');
const modId = (kind: ModKind, nth = 0): number => MOD_TOKENS.map((k, i) => (k === kind ? i : -1)).filter((i) => i >= 0)[nth]!;

/** Seat 0 (Harlow, LEADERSHIP 3) and seat 1 (Greaves) with the loyalty track, seat 0 to play at the turn's start. */
function loyal(seed: string, patch: (t: MmState) => void = () => {}, options: Partial<MmOptions> = LOYAL): MmState {
  return onTurn(started(2, seed, options), 0, (t) => {
    t.seats[0]!.captain = HARLOW;
    t.seats[1]!.captain = GREAVES;
    place(t, 0, 'Nassau', true);
    place(t, 1, 'Havana', true);
    // Round 1's event may have cost a step already: both crews start the scenario on Content.
    for (const p of t.seats) if (p.loyalty !== undefined) p.loyalty = CONTENT;
    startLoyaltyTurn(t, t.turn!);
    patch(t);
  });
}

/** Ends turns until the next round's event card has been drawn. */
function nextRound(s: MmState): MmState {
  const round = s.round;
  for (let k = 0; k < 10 && s.round === round && s.phase === 'play'; k++) s = act(s, game.toAct(s)[0]!, { type: 'end-turn' });
  return s;
}

describe('Options', () => {
  test('Options: off by default; the market without module 3 is refused with a clear message', () => {
    const defaults = merchantsAndMarauders.optionsSchema.parse({}) as MmOptions;
    expect(defaults).toMatchObject({ loyalty: false, newMods: false, modMarket: false });
    const market = merchantsAndMarauders.optionsSchema.safeParse({ modMarket: true });
    expect(market.success).toBe(false);
    expect(market.error?.issues[0]?.message).toMatch(/reserve pool: turn on "Module 3: New ship modifications"/);
    expect(merchantsAndMarauders.optionsSchema.safeParse({ newMods: true, modMarket: true, loyalty: true }).success).toBe(true);
  });
});

describe('Module 11: loyalty track', () => {
  test('Setup: every crew starts on Content, shown to all; without the module there is no track', () => {
    const s = started(3, 'loyal-setup', LOYAL);
    expect(s.seats.map((p) => p.loyalty)).toEqual([CONTENT, CONTENT, CONTENT]);
    expect(game.view(s, null).seats.map((p) => p.loyalty)).toEqual([CONTENT, CONTENT, CONTENT]);
    const base = started(2, 'loyal-setup');
    expect(base.seats[0]!.loyalty).toBeUndefined();
    expect('loyalty' in game.view(base, 0).seats[0]!).toBe(false);
    expect(refusal(onTurn(base, 0), 0, { type: 'fierce-loyalty' })).toBe('not-fierce');
  });

  test('Losing: an NPC event card costs every crew a step', () => {
    let s = loyal('loyal-npc', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      place(t, 1, 'Caribbean Sea', false);
      t.eventDeck = [...t.eventDeck.filter((c) => c !== ARRIVAL), ARRIVAL];
      t.eventDiscard = t.eventDiscard.filter((c) => c !== ARRIVAL);
    });
    s = nextRound(s);
    expect(s.event).toBe(ARRIVAL);
    expect(s.seats.map((p) => p.loyalty)).toEqual([CONTENT - 1, CONTENT - 1]);
  });

  test('Losing: stashing costs a step', () => {
    const s = act(loyal('loyal-stash'), 0, { type: 'port' });
    const after = act(s, 0, { type: 'stash', amount: 5 });
    expect(after.seats[0]!.loyalty).toBe(CONTENT - 1);
  });

  test('Losing: a turn that starts and ends in one port costs a step; putting to sea does not', () => {
    const idle = act(loyal('loyal-idle'), 0, { type: 'end-turn' });
    expect(idle.seats[0]!.loyalty).toBe(CONTENT - 1);
    const sailed = act(act(loyal('loyal-sail'), 0, { type: 'leave-port' }), 0, { type: 'end-turn' });
    expect(sailed.seats[0]!.loyalty).toBe(CONTENT);
  });

  test('Gaining: a glory point raises the crew a step (never above Fierce loyalty)', () => {
    const s = structuredClone(loyal('loyal-glory'));
    gainGlory(s, 0, ['victory'], []);
    expect(s.seats[0]!.loyalty).toBe(PLEASED);
    s.seats[0]!.loyalty = FIERCE;
    gainGlory(s, 0, ['victory'], []);
    expect(s.seats[0]!.loyalty).toBe(FIERCE);
  });

  test('Gaining: paying the next step\'s gold raises the crew one step, once per port action', () => {
    let s = act(loyal('loyal-pay'), 0, { type: 'port' });
    s = act(s, 0, { type: 'buy-loyalty' });
    expect(s.seats[0]!.loyalty).toBe(PLEASED);
    expect(s.seats[0]!.gold).toBe(10 - LOYALTY_COST[PLEASED]!);
    expect(refusal(s, 0, { type: 'buy-loyalty' })).toBe('activity-done');
    const poor = act(loyal('loyal-poor', (t) => (t.seats[0]!.gold = 2)), 0, { type: 'port' });
    expect(refusal(poor, 0, { type: 'buy-loyalty' })).toBe('no-gold');
  });

  test('Fierce loyalty: a LEADERSHIP success spends a step for an extra action; one attempt a turn', () => {
    const s = loyal('loyal-fierce', (t) => (t.seats[0]!.loyalty = FIERCE));
    const won = withRoll(s, 0, { type: 'fierce-loyalty' }, (t) => t.turn!.actionsLeft === 4);
    expect(won.state.seats[0]!.loyalty).toBe(HAPPY);
    won.state.seats[0]!.loyalty = FIERCE;
    expect(refusal(won.state, 0, { type: 'fierce-loyalty' })).toBe('tried');
    const lost = withRoll(s, 0, { type: 'fierce-loyalty' }, (t) => t.turn!.actionsLeft === 3);
    expect(lost.state.seats[0]!.loyalty).toBe(FIERCE);
    expect(refusal(lost.state, 0, { type: 'fierce-loyalty' })).toBe('tried');
    expect(refusal(loyal('loyal-not-fierce'), 0, { type: 'fierce-loyalty' })).toBe('not-fierce');
  });

  test('Happy and Angry: LEADERSHIP in crew combat is one higher when Happy, one lower (min 1) when Angry', () => {
    const s = loyal('loyal-combat');
    const p = s.seats[0]!;
    p.loyalty = HAPPY;
    expect(combatLeadership(p, 3)).toBe(4);
    p.loyalty = FIERCE;
    expect(combatLeadership(p, 3)).toBe(4);
    p.loyalty = ANGRY;
    expect(combatLeadership(p, 3)).toBe(2);
    expect(combatLeadership(p, 1)).toBe(1);
    p.loyalty = UNHAPPY;
    expect(combatLeadership(p, 3)).toBe(3);
  });

  test('Pleased: free recruiting in any port, even a pirate in Petit Goave', () => {
    const s = act(loyal('loyal-recruit', (t) => {
      place(t, 0, 'Petit Goave', true);
      t.seats[0]!.ship!.crew = 1;
      t.seats[0]!.bounties = [1, 0, 0, 0];
      t.seats[0]!.loyalty = PLEASED;
    }), 0, { type: 'port' });
    const after = act(s, 0, { type: 'recruit' });
    expect(after.seats[0]!.ship!.crew).toBe(newShip('sloop').crew);
  });

  test('Pleased: one specialist a turn is hired free; the next costs its price', () => {
    const s = loyal('loyal-hire', (t) => {
      t.seats[0]!.loyalty = PLEASED;
      giveGlory(t, 0, 'carpenter');
      giveGlory(t, 0, 'lookout');
    });
    const [carpenter, lookout] = s.seats[0]!.gloryHand;
    const once = act(s, 0, { type: 'hire', card: carpenter! });
    expect(once.seats[0]!.gold).toBe(10);
    const twice = act(once, 0, { type: 'hire', card: lookout! });
    expect(twice.seats[0]!.gold).toBe(10 - GLORY[lookout!]!.hireCost);
  });

  test('Restless: no free recruiting (not even a pirate in Port Royal), no new specialist, and the specialists\' powers are idle', () => {
    const s = act(loyal('loyal-restless', (t) => {
      place(t, 0, 'Port Royal', true);
      t.seats[0]!.ship!.crew = 1;
      t.seats[0]!.bounties = [0, 1, 0, 0];
      t.seats[0]!.loyalty = RESTLESS;
      giveGlory(t, 0, 'carpenter');
      t.seats[0]!.specialists.push(t.seats[0]!.gloryHand.pop()!);
      giveGlory(t, 0, 'lookout');
    }), 0, { type: 'port' });
    // The roll decides now: a failure leaves hiring crew for gold.
    const failed = withRoll(s, 0, { type: 'recruit' }, (t) => t.turn!.recruitFailed);
    expect(failed.state.seats[0]!.ship!.crew).toBe(1);
    expect(refusal(s, 0, { type: 'hire', card: s.seats[0]!.gloryHand[0]! })).toBe('restless');
    expect(hasSpecialist(s.seats[0]!, 'carpenter')).toBe(false);
    s.seats[0]!.loyalty = CONTENT;
    expect(hasSpecialist(s.seats[0]!, 'carpenter')).toBe(true);
  });

  test('Unhappy: a glory card needs a LEADERSHIP success; a failure keeps it in hand and bars glory cards this turn', () => {
    const s = loyal('loyal-unhappy', (t) => {
      t.seats[0]!.loyalty = UNHAPPY;
      giveGlory(t, 0, 'windfall');
    });
    const card = s.seats[0]!.gloryHand[0]!;
    const failed = withRoll(s, 0, { type: 'play-glory', card, nation: '' }, (t) => t.seats[0]!.gloryHand.includes(card));
    expect(failed.state.seats[0]!.gold).toBe(10);
    expect(refusal(failed.state, 0, { type: 'play-glory', card, nation: '' })).toBe('crew-unhappy');
    const played = withRoll(s, 0, { type: 'play-glory', card, nation: '' }, (t) => !t.seats[0]!.gloryHand.includes(card));
    expect(played.state.seats[0]!.gold).toBe(15);
  });

  test('Mutiny: reaching it forces a LEADERSHIP roll: a success moves up to Angry, a failure kills the captain', () => {
    const s = act(loyal('loyal-mutiny', (t) => (t.seats[0]!.loyalty = ANGRY)), 0, { type: 'port' });
    const quelled = withRoll(s, 0, { type: 'stash', amount: 1 }, (t) => t.seats[0]!.captain >= 0);
    expect(quelled.state.seats[0]!.loyalty).toBe(ANGRY);
    expect(quelled.text).toMatch(/puts down the mutiny/);
    const mutinied = withRoll(s, 0, { type: 'stash', amount: 1 }, (t) => t.seats[0]!.captain < 0);
    expect(mutinied.text).toMatch(/mutinies/);
    expect(mutinied.state.seats[0]!.ship).toBeNull();
    expect(mutinied.state.seats[0]!.loyalty).not.toBe(MUTINY);
  });
});

describe('Module 3: new ship modifications', () => {
  test('Module 3 setup: the new tokens join the base ones, one by each port, the rest a face-down reserve pool; the plank only with the loyalty track', () => {
    const ports = ZONES.filter((z) => z.port).length;
    const s = started(2, 'mods-setup', { newMods: true, loyalty: true });
    const placed = s.mods.filter((m) => m >= 0);
    expect(placed).toHaveLength(ports);
    // Every token but the smuggler's holds (module 7's option: rulebook-seas-contraband.test.ts).
    expect([...placed, ...s.modPool!].sort((a, b) => a - b)).toEqual(MOD_TOKENS.map((_, i) => i).filter((i) => MOD_TOKENS[i] !== 'smugglers-hold'));
    expect(game.view(s, 0).seas.modPool).toBe(s.modPool!.length);
    const noPlank = started(2, 'mods-setup', { newMods: true });
    expect([...noPlank.mods.filter((m) => m >= 0), ...noPlank.modPool!].some((id) => MOD_TOKENS[id] === 'plank')).toBe(false);
    const base = started(2, 'mods-setup');
    expect(base.modPool).toBeUndefined();
    expect(base.mods.every((m) => m < BASE_MOD_COUNT)).toBe(true);
  });

  test('Carved hull: the enemy has -1 SEAMANSHIP (min 1) when either ship flees, and only then', () => {
    const carved = newShip('sloop');
    carved.mods = [modId('carved-hull')];
    expect(carvedHullDice(carved, true, 3)).toBe(2);
    expect(carvedHullDice(carved, true, 1)).toBe(1);
    expect(carvedHullDice(carved, false, 3)).toBe(3);
    expect(carvedHullDice(newShip('sloop'), true, 3)).toBe(3);
  });

  test('Crow\'s nest: +1 die when scouting, -1 die (min 1) for a scout against you, only with full masts', () => {
    const s = loyal('mods-nest', () => {}, { newMods: true });
    const [me, them] = s.seats;
    me!.ship!.mods = [modId('crows-nest')];
    expect(scoutingDice(me, them, skillDice(me!, 'scouting'))).toBe(skillDice(me!, 'scouting') + 1);
    expect(scoutingDice(them, me, 2)).toBe(1);
    expect(scoutingDice(them, me, 1)).toBe(1);
    me!.ship!.masts -= 1;
    expect(scoutingDice(me, them, 3)).toBe(3);
    expect(scoutingDice(them, me, 2)).toBe(2);
  });

  test('The plank: on an NPC event a LEADERSHIP success keeps the step; failing it at sea, a crew member walks the plank instead', () => {
    const s = loyal('mods-plank', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      t.seats[0]!.ship!.mods = [modId('plank')];
      t.eventDeck = [...t.eventDeck.filter((c) => c !== ARRIVAL), ARRIVAL];
      t.eventDiscard = t.eventDiscard.filter((c) => c !== ARRIVAL);
      t.firstSeat = 0;
      t.turn = { ...t.turn!, seat: 1 };
    }, { newMods: true, loyalty: true });
    const kept = withRoll(s, 1, { type: 'end-turn' }, (_t, text) => /plank/.test(text) && /in line/.test(text));
    expect(kept.state.seats[0]!.loyalty).toBe(CONTENT);
    expect(kept.state.seats[0]!.ship!.crew).toBe(newShip('sloop').crew);
    const walked = withRoll(s, 1, { type: 'end-turn' }, (_t, text) => /walks the plank/.test(text));
    expect(walked.state.seats[0]!.loyalty).toBe(CONTENT);
    expect(walked.state.seats[0]!.ship!.crew).toBe(newShip('sloop').crew - 1);
  });

  test('Re-entering: tokens of a sold ship go back to the pool and as many are drawn from it into ports without one', () => {
    const s = act(loyal('mods-reenter', (t) => {
      const nest = modId('crows-nest');
      t.mods = t.mods.map((m) => (m === nest ? -1 : m));
      t.modPool = t.modPool!.filter((m) => m !== nest);
      t.seats[0]!.ship!.mods = [nest];
      const bare = t.mods.findIndex((m, z) => ZONES[z]!.port && z !== Z('Nassau'));
      t.modPool!.push(t.mods[bare]!);
      t.mods[bare] = -1;
      t.seats[0]!.gold = 40;
    }, { newMods: true }), 0, { type: 'port' });
    const pool = s.modPool!.length;
    const after = act(s, 0, { type: 'buy-ship', ship: 'flute', transferMods: false });
    expect(after.modPool).toHaveLength(pool);
    expect(after.mods.filter((m) => m >= 0)).toHaveLength(s.mods.filter((m) => m >= 0).length + 1);
    expect(after.modsRevealed[after.mods.findIndex((m, z) => s.mods[z] === -1 && m >= 0)]).toBe(false);
  });

  test('Market: a port without a token draws one from the pool face up for sale, once per port action; it can then be bought', () => {
    const s = act(loyal('mods-market', (t) => {
      t.modPool!.push(t.mods[Z('Nassau')]!);
      t.mods[Z('Nassau')] = -1;
    }, { newMods: true, modMarket: true }), 0, { type: 'port' });
    const { state, text } = actLog(s, 0, { type: 'draw-mod' });
    expect(state.mods[Z('Nassau')]).toBeGreaterThanOrEqual(0);
    expect(state.modsRevealed[Z('Nassau')]).toBe(true);
    expect(state.modPool).toHaveLength(s.modPool!.length - 1);
    expect(text).toMatch(/from the reserve; it is for sale here/);
    expect(refusal(state, 0, { type: 'draw-mod' })).toBe('port-has-mod');
    const bought = act(state, 0, { type: 'buy-mod' });
    expect(bought.seats[0]!.ship!.mods).toEqual([state.mods[Z('Nassau')]]);
    expect(refusal(bought, 0, { type: 'draw-mod' })).toBe('activity-done');
    const noMarket = act(loyal('mods-no-market', (t) => (t.mods[Z('Nassau')] = -1), { newMods: true }), 0, { type: 'port' });
    expect(refusal(noMarket, 0, { type: 'draw-mod' })).toBe('no-market');
  });
});
