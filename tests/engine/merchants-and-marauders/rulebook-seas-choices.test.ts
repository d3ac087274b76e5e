/**
 * Merchants & Marauders, Seas of Glory: the choices modules 3, 4 and 7 leave to the player
 * (choices.ts), a checklist line per rule with its scenario test below (readings 29, 40, 42, 46
 * and 47 in docs/games/merchants-and-marauders.md). "choices" = this file.
 *
 * MODULE 7: CARGO GAINED WITHOUT BUYING
 *  - a contraband card kept from a raid, plunder or loot goes on either space, the owner's pick
 *    ..................................................................... choices "Stow: a contraband card kept from a raid ..."
 *  - a regular card asks nothing; without the module nothing asks ...... choices "Stow: a regular card ..."
 *  - a card drawn unseen (a reef's find) always asks, so the pause tells nobody it was contraband;
 *    only contraband may take the contraband space; the card is the owner's secret
 *    ..................................................................... choices "Stow: a reef's cargo find ..."
 * MODULE 7: TAKING DAMAGE TO CARGO
 *  - the owner chooses the space that loses (a standing order, set on his turn); random within it;
 *    the other space once the chosen one is empty ...................... choices "Damage: the owner's order ..."
 *  - the order is the owner's secret; refused without the module ...... choices "Damage: the owner's order ..."
 * MODULE 4: DEFEATING AN NPC WITH UPGRADES
 *  - "you may keep" its unspent weapons: each is offered, left ones go back to the pool
 *    ..................................................................... choices "NPC weapons: the victor may leave ..."
 * MODULE 3: THE CROW'S NEST
 *  - "you may add ... or subtract": its owner may stow it for his scouting, against being found,
 *    or both (a standing order, public); refused without a crow's nest . choices "Crow's nest: its owner may ..."
 *  - an NPC always uses its own (the server decides for it) ............ seas-npc "Circumstantial: the crow's nest ..."
 * BOTS
 *  - the heuristic stows contraband as a merchant buys it (a pirate always), and takes a beaten
 *    NPC's weapons ....................................................... choices "Bots: ..."
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { CARGO, EVENTS, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { contrabandOf } from '../../../shared/games/merchants-and-marauders/contraband';
import { choiceAnswer } from '../../../shared/games/merchants-and-marauders/heuristic-choices';
import { MOD_TOKENS, WEAPONS } from '../../../shared/games/merchants-and-marauders/data';
import { scoutingDice } from '../../../shared/games/merchants-and-marauders/modifications';
import { NPC_UPGRADES, upgradeTokensInPlay } from '../../../shared/games/merchants-and-marauders/npc-upgrades-data';
import { defeat } from '../../../shared/games/merchants-and-marauders/spoils';
import { skillDice } from '../../../shared/games/merchants-and-marauders/harbor';
import { trimCargo } from '../../../shared/games/merchants-and-marauders/state';
import type { MmAction, MmState, Weapon } from '../../../shared/games/merchants-and-marauders/types';
import { mineOf } from '../../../shared/games/merchants-and-marauders/view';
import { act, actLog, game, onTurn, place, refusal, started, takeCargo, withRoll, Z } from './fixtures';
import { escapes, merchantFound } from './rulebook-fixtures';

const CONTRABAND_IDS = CARGO.map((c, i) => (c.port ? i : -1)).filter((i) => i >= 0);
const cardFor = (port: string): number => CONTRABAND_IDS.find((i) => CARGO[i]!.port === port)!;
const PIRATE_FRIGATE = 5;
const tok = (w: Weapon): number => NPC_UPGRADES.findIndex((t) => t.kind === 'weapon' && t.weapon === w);
const crowsNest = MOD_TOKENS.indexOf('crows-nest');

/** A raid past its dice: seat 0 keeps cards from Havana's contraband and two escapes. */
function raidKeeping(contraband = true): MmState {
  let s = merchantFound('Caribbean Sea', (t) => {
    if (contraband) t.options.contraband = true;
    for (const p of t.seats) if (contraband) Object.assign(p, { contraband: [], contrabandHeld: -1 });
    return [cardFor('Havana'), ...escapes(t, 2)];
  });
  s = act(s, 0, game.legalActions(s, 0).find((a) => a.type === 'raid')!);
  return act(s, 0, { type: 'raid-finish' });
}

/** Seat 0 on its turn with contraband on, at sea in the Caribbean Sea. */
const smuggler = (seed: string, patch: (t: MmState) => void = () => {}): MmState =>
  onTurn(started(2, seed, { contraband: true, locations: true }), 0, (t) => {
    place(t, 0, 'Caribbean Sea', false, 'frigate');
    place(t, 1, 'Havana', true);
    patch(t);
  });

describe('Module 7: cargo gained without buying', () => {
  test('Stow: a contraband card kept from a raid goes on the contraband space or the regular one, as its owner picks', () => {
    const s = raidKeeping();
    const havana = cardFor('Havana');
    expect(s.raid!.cards).toContain(havana);
    const kept = act(s, 0, { type: 'take-card', card: havana });
    expect(kept.stow).toEqual({ seat: 0, card: havana });
    expect(game.toAct(kept)).toEqual([0]);
    expect(game.legalActions(kept, 0)).toEqual([{ type: 'stow-card', contraband: false }, { type: 'stow-card', contraband: true }]);
    expect(refusal(kept, 0, { type: 'take-done' })).toBe('not-now');
    const smuggled = act(kept, 0, { type: 'stow-card', contraband: true });
    expect(smuggled.seats[0]!.contraband).toEqual([havana]);
    expect(smuggled.raid!.step).toBe('keep');
    expect(game.view(smuggled, 1).seats[0]!.contrabandCount).toBe(1);
    const honest = act(kept, 0, { type: 'stow-card', contraband: false });
    expect(honest.seats[0]!.contraband).toEqual([]);
    expect(honest.seats[0]!.cargo).toContain(havana);
  });

  test('Stow: a regular card kept asks nothing, and without the module nothing asks', () => {
    const s = raidKeeping();
    const regular = s.raid!.cards.find((c) => !CONTRABAND_IDS.includes(c))!;
    expect(act(s, 0, { type: 'take-card', card: regular }).stow ?? null).toBeNull();
    const base = raidKeeping(false);
    expect(act(base, 0, { type: 'take-card', card: cardFor('Havana') }).stow ?? null).toBeNull();
  });

  test('Stow: a reef\'s cargo find always asks (nobody learns it was contraband); only contraband takes the contraband space', () => {
    const reef = (card: number): MmState => smuggler('stow-reef', (t) => {
      t.cargoDeck = [...t.cargoDeck.filter((c) => c !== card), card];
      t.cargoDiscard = t.cargoDiscard.filter((c) => c !== card);
      t.reef = { finds: 1, taken: 0 };
    });
    const wood = reef(takeCargo(started(2, 'stow-reef', { contraband: true }), 'wood', 1)[0]!);
    const found = act(wood, 0, { type: 'reef-find', find: 'cargo' });
    const card = found.seats[0]!.cargo[0]!;
    expect(found.stow).toEqual({ seat: 0, card });
    expect(refusal(found, 0, { type: 'stow-card', contraband: true })).toBe('not-contraband');
    expect(mineOf(game.view(found, 0), 0)!.stow).toBe(card);
    expect(JSON.stringify(game.view(found, 1))).not.toContain('"stow"');
    const rum = act(reef(cardFor('Tortuga')), 0, { type: 'reef-find', find: 'cargo' });
    expect(act(rum, 0, { type: 'stow-card', contraband: true }).seats[0]!.contraband).toEqual([cardFor('Tortuga')]);
  });
});

describe('Module 7: taking damage to cargo', () => {
  test('Damage: the owner\'s order names the space that loses first; the other loses once it is empty', () => {
    const s = smuggler('loss-order', (t) => {
      t.seats[0]!.cargo.push(...takeCargo(t, 'wood', 1), cardFor('Curacao'));
      t.seats[0]!.contraband = [cardFor('Curacao')];
      t.cargoDeck = t.cargoDeck.filter((c) => c !== cardFor('Curacao'));
    });
    expect(refusal(s, 0, { type: 'cargo-loss-space', space: 'regular' })).toBe('already');
    const order = act(s, 0, { type: 'cargo-loss-space', space: 'contraband' });
    expect(order.seats[0]!.lossFromContraband).toBe(true);
    expect(mineOf(game.view(order, 0), 0)!.lossFromContraband).toBe(true);
    expect(JSON.stringify(game.view(order, 1))).not.toContain('lossFromContraband');
    order.seats[0]!.ship!.cargo = 1;
    trimCargo(order, 0, []);
    expect(order.seats[0]!.cargo).toHaveLength(1);
    expect(order.seats[0]!.cargo).not.toContain(cardFor('Curacao'));
    expect(contrabandOf(order.seats[0]!)).toEqual([]);
    const back = act(act(s, 0, { type: 'cargo-loss-space', space: 'contraband' }), 0, { type: 'cargo-loss-space', space: 'regular' });
    expect(back.seats[0]!.lossFromContraband).toBeUndefined();
    expect(refusal(onTurn(started(2, 'loss-base'), 0), 0, { type: 'cargo-loss-space', space: 'contraband' })).toBe('no-contraband');
  });
});

describe('Module 4: a beaten NPC\'s weapons', () => {
  test('NPC weapons: the victor may leave a beaten NPC\'s weapon; left, it goes back to the pool when the battle ends', () => {
    const s0 = onTurn(started(2, 'npc-weapons', { npcUpgrades: true, newMods: true, newWeapons: true }), 0, (t) => {
      place(t, 0, 'Caribbean Sea', false, 'frigate');
      place(t, 1, 'Havana', true);
      const arrival = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === PIRATE_FRIGATE && !e.ship);
      t.eventDeck = t.eventDeck.filter((c) => c !== arrival);
      t.npcs[PIRATE_FRIGATE] = { stack: [arrival], zone: Z('Caribbean Sea'), arriving: -1, returning: false };
      const u = t.npcUpgrades!;
      u.pool = upgradeTokensInPlay(t.options).filter((x) => x !== tok('grapeshot'));
      u.on = [...NPC_SLOTS.map(() => []), []];
      u.on[PIRATE_FRIGATE] = [tok('grapeshot')];
    });
    const s = withRoll(s0, 0, { type: 'scout', target: 'npc', id: PIRATE_FRIGATE }, (t) => t.combat !== null).state;
    s.combat!.stage = 'crew';
    defeat(s, s.combat!, 0, 'crew', []);
    expect(s.combat!.wonWeapons).toEqual({ slot: PIRATE_FRIGATE, weapons: ['grapeshot'] });
    expect(game.view(s, 1).combat.wonWeapons!.weapons).toEqual(['grapeshot']);
    const offered = game.legalActions(s, 0).map((a) => a.type);
    expect(offered).toContain('take-weapon');
    expect(offered).toContain('claim-ship');
    const left = act(s, 0, { type: 'claim-ship', take: false });
    expect(left.combat).toBeNull();
    expect(left.seats[0]!.weapons).not.toContain('grapeshot');
    expect(left.npcUpgrades!.pool).toContain(tok('grapeshot'));
    const taken = act(s, 0, { type: 'take-weapon', weapon: 'grapeshot' });
    expect(taken.seats[0]!.weapons).toContain('grapeshot');
    expect(refusal(taken, 0, { type: 'take-weapon', weapon: 'grapeshot' })).toBe('not-offered');
    expect(WEAPONS).toContain('grapeshot');
  });
});

describe('Module 3: the crow\'s nest', () => {
  test('Crow\'s nest: its owner may leave it out of his own scouting, out of being found, or both (public)', () => {
    const s = smuggler('nest', (t) => {
      t.options.newMods = true;
      t.seats[0]!.ship!.mods = [crowsNest];
    });
    const [me, them] = s.seats;
    const dice = skillDice(me!, 'scouting');
    expect(scoutingDice(me, them, dice)).toBe(dice + 1);
    expect(scoutingDice(them, me, 3)).toBe(2);
    expect(refusal(s, 0, { type: 'crows-nest', scout: true, hide: true })).toBe('already');
    const seen = actLog(s, 0, { type: 'crows-nest', scout: true, hide: false });
    expect(seen.text).toMatch(/uses the crow's nest only to scout/);
    expect(scoutingDice(seen.state.seats[0], them, dice)).toBe(dice + 1);
    expect(scoutingDice(them, seen.state.seats[0], 3)).toBe(3);
    expect(game.view(seen.state, 1).seats[0]!.crowsNest).toEqual({ scout: true, hide: false });
    const blind = act(seen.state, 0, { type: 'crows-nest', scout: false, hide: true });
    expect(scoutingDice(blind.seats[0], them, dice)).toBe(dice);
    expect(scoutingDice(them, blind.seats[0], 3)).toBe(2);
    expect(act(blind, 0, { type: 'crows-nest', scout: true, hide: true }).seats[0]!.crowsNest).toBeUndefined();
    expect(refusal(s, 1, { type: 'crows-nest', scout: false, hide: false })).toBe('not-your-turn');
    const bare = onTurn(s, 0, (t) => (t.seats[0]!.ship!.mods = []));
    expect(refusal(bare, 0, { type: 'crows-nest', scout: false, hide: false })).toBe('no-crows-nest');
  });
});

describe('Bots', () => {
  test('Bots: the heuristic stows contraband as a merchant buys it (a pirate always) and takes a beaten NPC\'s weapons', () => {
    const s = act(raidKeeping(), 0, { type: 'take-card', card: cardFor('Havana') });
    const v = game.view(s, 0);
    const legal = game.legalActions(s, 0);
    expect(choiceAnswer(v.seats[0]!, mineOf(v, 0)!, legal)).toEqual({ type: 'stow-card', contraband: true });
    const full = { ...mineOf(v, 0)!, contraband: [1, 2] };
    expect(choiceAnswer({ ...v.seats[0]!, pirate: false }, full, legal)).toEqual({ type: 'stow-card', contraband: false });
    expect(choiceAnswer({ ...v.seats[0]!, pirate: true }, full, legal)).toEqual({ type: 'stow-card', contraband: true });
    const spoils: MmAction[] = [{ type: 'take-weapon', weapon: 'chain-shot' }, { type: 'claim-ship', take: true }];
    expect(choiceAnswer(v.seats[0]!, mineOf(v, 0)!, spoils)).toEqual(spoils[0]);
    expect(merchantsAndMarauders.bots!.heuristic!.choose(v, 0, legal, { s: [1, 2, 3, 4] } as never)).toEqual({ type: 'stow-card', contraband: true });
  });
});
