/**
 * Seas of Glory choices the rulebook leaves to the player (modules 3, 4 and 7):
 * - stow: a contraband card gained without buying it (plunder, a raid's cards, loot, a reef's
 *   find) goes on the regular or the contraband space, the owner's pick once the card is seen;
 * - cargo losses: which space a forced loss takes from first, a standing order set on one's turn
 *   (losses come in the middle of battles and raids, where nobody could be asked card by card);
 * - an NPC's weapons: beaten in crew combat, its unspent weapons are offered one by one to the
 *   victor, who may leave them (they go back to the upgrade pool when the battle ends);
 * - the crow's nest: its owner may stow it for his own scouting and to be found, a standing
 *   order too (the rolls it changes come on other seats' turns). An NPC always uses its own.
 * Readings: docs/games/merchants-and-marauders.md (40, 42, 29, 46, 47).
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { isContrabandCard, contrabandOf } from './contraband';
import { npcOf } from './npc';
import { said } from './log';
import { weaponToken } from './npc-upgrades-data';
import { hasMod, refuse, type Handler, type Refusal } from './state';
import type { CombatState, MmState, PlayerState, Weapon } from './types';
import { seatToChange } from './change';

export type ChoiceAction =
  | { type: 'stow-card'; contraband: boolean }
  | { type: 'cargo-loss-space'; space: 'regular' | 'contraband' }
  | { type: 'take-weapon'; weapon: Weapon }
  | { type: 'crows-nest'; scout: boolean; hide: boolean };
type Of<T extends ChoiceAction['type']> = Extract<ChoiceAction, { type: T }>;

/** A contraband card just gained without buying, waiting for its owner to choose its space. */
export interface Stow {
  seat: Seat;
  card: number;
}
/** The crow's nest's standing order (absent: used both ways). */
export interface CrowsNestOrder {
  scout: boolean;
  hide: boolean;
}

// ---- stowing a gained contraband card ----

/**
 * A card entered the seat's hold without being bought: with module 7, a contraband card asks
 * where it goes. A card drawn unseen by the others (a reef's find) always asks, so that the pause
 * does not tell them it was contraband; only a contraband card may take the contraband space.
 */
export function gained(st: MmState, seat: Seat, card: number, unseen = false): void {
  if (st.options.contraband && (unseen || isContrabandCard(card))) st.stow = { seat, card };
}

export const stowCard: Handler<Of<'stow-card'>> = {
  check(s, seat, a) {
    if (s.stow?.seat !== seat) return refuse('nothing-to-stow', 'No card of yours waits to be stowed.');
    return a.contraband && !isContrabandCard(s.stow.card) ? refuse('not-contraband', 'Only a contraband card may go on the contraband space.') : null;
  },
  run(st, seat, a) {
    const { card } = st.stow!;
    st.stow = null;
    const p = seatToChange(st, seat);
    // No log line: the contraband space's count is public, which card lies there is not.
    if (a.contraband) p.contraband = [...contrabandOf(p), card];
  },
};

// ---- which space a forced loss takes from ----

export const lossFromContraband = (p: PlayerState): boolean => p.lossFromContraband === true;

export const cargoLossSpace: Handler<Of<'cargo-loss-space'>> = {
  check(s, seat, a) {
    if (!s.options.contraband) return refuse('no-contraband', 'Cargo spaces are chosen only with the contraband module.');
    const now = lossFromContraband(s.seats[seat]!) ? 'contraband' : 'regular';
    return now === a.space ? refuse('already', `Losses already come from the ${now} space first.`) : null;
  },
  run(st, seat, a) {
    // Absent means the regular space first: only the other order is stored.
    if (a.space === 'contraband') seatToChange(st, seat).lossFromContraband = true;
    else delete seatToChange(st, seat).lossFromContraband;
  },
};

// ---- a beaten NPC's weapons ----

/** Crew combat won against an NPC: its unspent weapons of kinds the victor lacks are set aside for him to take or leave. */
export function offerNpcWeapons(st: MmState, c: CombatState, seat: Seat, slot: number, weapons: Weapon[]): void {
  const u = st.npcUpgrades;
  const p = seatToChange(st, seat);
  const offered = weapons.filter((w) => !p.weapons.includes(w));
  if (!u || offered.length === 0) return;
  for (const w of offered) u.on[slot]!.splice(u.on[slot]!.indexOf(weaponToken(w)), 1);
  c.wonWeapons = { slot, weapons: offered };
}

/** The battle ends: weapons left by the victor go back to the upgrade pool. */
export function leaveNpcWeapons(st: MmState, c: CombatState): void {
  if (!c.wonWeapons) return;
  st.npcUpgrades?.pool.push(...c.wonWeapons.weapons.map(weaponToken));
  delete c.wonWeapons;
}

function weaponRefusal(s: MmState, seat: Seat, w: Weapon): Refusal {
  const c = s.combat!;
  const i = c.queue[0];
  if (!c.wonWeapons || (c.step !== 'plunder' && c.step !== 'claim') || i === undefined || i !== c.winner) return refuse('no-spoils', 'No beaten NPC\'s weapon is on offer.');
  const f = c.sides[i]!.fighter;
  if (f.kind !== 'player' || f.seat !== seat) return refuse('not-your-decision', 'The victor decides.');
  if (!c.wonWeapons.weapons.includes(w)) return refuse('not-offered', `The beaten ship left no ${w}.`);
  return s.seats[seat]!.weapons.includes(w) ? refuse('have-weapon', `You may hold only one ${w}.`) : null;
}

export const takeWeapon: Handler<Of<'take-weapon'>> = {
  check: (s, seat, a) => weaponRefusal(s, seat, a.weapon),
  run(st, seat, a, log) {
    const won = st.combat!.wonWeapons!;
    won.weapons = won.weapons.filter((w) => w !== a.weapon);
    const p = seatToChange(st, seat);
    p.weapons.push(a.weapon);
    p.npcWeapons = [...(p.npcWeapons ?? []), a.weapon];
    log.push(said(['upgrade-taken', seat, weaponToken(a.weapon), npcOf(st, won.slot)]));
  },
};

// ---- the crow's nest ----

/** Whether the seat's crow's nest is used for its own scouting ('scout') or to be found less ('hide'). */
export const crowsNestUsed = (p: PlayerState, use: keyof CrowsNestOrder): boolean => p.crowsNest?.[use] ?? true;

export const crowsNestOrder: Handler<Of<'crows-nest'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!p.ship || !hasMod(p.ship, 'crows-nest')) return refuse('no-crows-nest', 'Your ship has no crow\'s nest.');
    const same = crowsNestUsed(p, 'scout') === a.scout && crowsNestUsed(p, 'hide') === a.hide;
    return same ? refuse('already', 'The crow\'s nest is already used that way.') : null;
  },
  run(st, seat, a, log: LogEntry[]) {
    const p = seatToChange(st, seat);
    if (a.scout && a.hide) delete p.crowsNest;
    else p.crowsNest = { scout: a.scout, hide: a.hide };
    log.push(said(['crows-nest', seat, a.scout ? 1 : 0, a.hide ? 1 : 0]));
  },
};
