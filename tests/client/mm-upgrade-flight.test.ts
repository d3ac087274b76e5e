/**
 * Merchants & Marauders NPC upgrades on the table (client/games/merchants-and-marauders/upgrade-taken.ts,
 * flown by upgrade-flight.ts): the upgrades a victor takes from a beaten NPC are read from two
 * successive views, each with the zone it flies from and the seat it flies to, so they travel to
 * the winner's ship instead of appearing there.
 */
import { EVENTS, NPC_SLOTS } from '../../shared/games/merchants-and-marauders/cards';
import { zoneIndex } from '../../shared/games/merchants-and-marauders/data';
import { NPC_UPGRADES, UPGRADE_MOD_BASE, upgradeTokensInPlay } from '../../shared/games/merchants-and-marauders/npc-upgrades-data';
import { takeUpgradeMods } from '../../shared/games/merchants-and-marauders/npc-upgrades';
import type { MmState } from '../../shared/games/merchants-and-marauders/types';
import { game, onTurn, place, started } from '../engine/merchants-and-marauders/fixtures';
import { takenUpgrades } from '../../client/games/merchants-and-marauders/upgrade-taken';
import type { MmBoard } from '../../client/games/merchants-and-marauders/words';

const token = (name: string): number => NPC_UPGRADES.findIndex((u) => (u.kind === 'weapon' ? u.weapon : u.kind === 'mod' ? u.mod : '') === name);
const PIRATE_FRIGATE = 5;
const board = (s: MmState, seat: number | null): MmBoard => game.view(s, seat) as MmBoard;

/** Seat 0 in the Caribbean Sea beside the pirate frigate, which carries chain-shot and long guns. */
function beside(): MmState {
  return onTurn(started(2, 'flight', { npcUpgrades: true, newMods: true, newWeapons: true }), 0, (t) => {
    place(t, 0, 'Caribbean Sea', false, 'frigate');
    const captain = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === PIRATE_FRIGATE);
    t.eventDeck = t.eventDeck.filter((c) => c !== captain);
    t.npcs[PIRATE_FRIGATE]!.stack = [captain];
    t.npcs[PIRATE_FRIGATE]!.zone = zoneIndex('Caribbean Sea');
    const tokens = [token('chain-shot'), token('long-guns')];
    t.npcUpgrades = { pool: upgradeTokensInPlay(t.options).filter((x) => !tokens.includes(x)), on: [...NPC_SLOTS.map(() => []), []], spent: [] };
    t.npcUpgrades.on[PIRATE_FRIGATE] = tokens;
  });
}

describe('M&M upgrades taken from an NPC fly to the winner', () => {
  test('a weapon taken in crew combat flies from the battle\'s zone to the victor, for every viewer', () => {
    // Crew combat won: the beaten NPC's chain-shot leaves its card and waits on offer (combat.wonWeapons)
    // until the victor takes it (choices.ts); the flight starts from the offer.
    const before = beside();
    const taken = structuredClone(before);
    taken.npcUpgrades!.on[PIRATE_FRIGATE] = [token('long-guns')];
    taken.seats[0]!.weapons.push('chain-shot');
    taken.seats[0]!.npcWeapons = ['chain-shot'];
    for (const viewer of [0, 1, null]) {
      const prev = board(before, viewer);
      const offered = { ...prev, npcs: prev.npcs.map((n, slot) => (slot === PIRATE_FRIGATE ? { ...n, upgrades: [token('long-guns')] } : n)), combat: { ...prev.combat, wonWeapons: { slot: PIRATE_FRIGATE, weapons: ['chain-shot'] } } } as MmBoard;
      expect(takenUpgrades(offered, board(taken, viewer))).toEqual([{ token: token('chain-shot'), from: zoneIndex('Caribbean Sea'), seat: 0 }]);
      // Straight from the NPC's card too (a view skipped in between).
      expect(takenUpgrades(prev, board(taken, viewer))).toEqual([{ token: token('chain-shot'), from: zoneIndex('Caribbean Sea'), seat: 0 }]);
    }
  });

  test('the modifications of a claimed ship fly from the battle\'s prize to the claimer\'s ship', () => {
    const before = beside();
    const mods = takeUpgradeMods(structuredClone(before), PIRATE_FRIGATE, [UPGRADE_MOD_BASE + token('long-guns')]);
    const prev = board(before, 1);
    const claimed = structuredClone(before);
    claimed.npcUpgrades!.on[PIRATE_FRIGATE] = [token('chain-shot')];
    claimed.seats[0]!.ship!.mods = [UPGRADE_MOD_BASE + token('long-guns')];
    expect(takenUpgrades(prev, board(claimed, 1))).toEqual([{ token: token('long-guns'), from: zoneIndex('Caribbean Sea'), seat: 0 }]);
    // From the prize (the NPC's card no longer holds it): the battle's zone, where the winner is.
    const fromPrize = { ...prev, npcs: prev.npcs.map((n) => ({ ...n, upgrades: [] })), combat: { ...prev.combat, prize: { ...prev.combat.prize, mods } } } as MmBoard;
    expect(takenUpgrades(fromPrize, board(claimed, 1))).toEqual([{ token: token('long-guns'), from: zoneIndex('Caribbean Sea'), seat: 0 }]);
  });

  test('nothing flies without the module, nor for an upgrade the seat already held', () => {
    const s = beside();
    expect(takenUpgrades(board(s, 0), board(s, 0))).toEqual([]);
    const base = started(2, 'flight-base');
    expect(takenUpgrades(board(base, 0), board(base, 0))).toEqual([]);
  });
});
