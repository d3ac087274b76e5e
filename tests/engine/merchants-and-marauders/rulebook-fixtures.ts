/** Stacked positions shared by the rulebook scenario files (rulebook*.test.ts). */
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { MOD_TOKENS } from '../../../shared/games/merchants-and-marauders/data';
import { successes } from '../../../shared/games/merchants-and-marauders/state';
import type { ModKind, MmState, ShipType } from '../../../shared/games/merchants-and-marauders/types';
import { act, onTurn, place, stackCargo, started, withRoll, Z } from './fixtures';

/** Thomas Harlow: English, home Nassau, SEAMANSHIP 2 / SCOUTING 3 / LEADERSHIP 3 / INFLUENCE 2; keen eye (scouting only). */
export const HARLOW = 1;
/** Samuel Greaves: English, home Old Providence, SEAMANSHIP 2 / LEADERSHIP 3; press gang (hired crew only). */
export const GREAVES = 4;

/** Seat 0 (Harlow) and seat 1 (Greaves) on a quiet table, seat 0 to play. */
export function quiet(seed: string, patch: (t: MmState) => void = () => {}): MmState {
  return onTurn(started(2, seed), 0, (t) => {
    t.seats[0]!.captain = HARLOW;
    t.seats[1]!.captain = GREAVES;
    place(t, 1, 'Havana', true);
    patch(t);
  });
}

/** Seat 0 in a port with the port action taken. */
export function inPort(zone: string, patch: (t: MmState) => void = () => {}, ship: ShipType = 'sloop'): MmState {
  return act(quiet(`port-${zone}`, (t) => {
    place(t, 0, zone, true, ship);
    patch(t);
  }), 0, { type: 'port' });
}

/** Both seats at sea in the Caribbean Sea, seat 0 has engaged seat 1 (round 1, declaring). */
export function battle(mine: ShipType, theirs: ShipType, patch: (t: MmState) => void = () => {}): MmState {
  const s = quiet('battle', (t) => {
    place(t, 0, 'Caribbean Sea', false, mine);
    place(t, 1, 'Caribbean Sea', false, theirs);
    patch(t);
  });
  return withRoll(s, 0, { type: 'scout', target: 'player', id: 1 }, (t) => t.combat !== null && t.combat.step === 'declare').state;
}

/** A modification token of a kind, taken off the board. */
export function takeMod(t: MmState, kind: ModKind, nth = 0): number {
  const id = MOD_TOKENS.map((k, i) => (k === kind ? i : -1)).filter((i) => i >= 0)[nth]!;
  const z = t.mods.indexOf(id);
  if (z >= 0) t.mods[z] = -1;
  return id;
}
export const modsOnBoard = (t: MmState): number => t.mods.filter((m) => m >= 0).length;

/** Seat 0 has found a merchant in `zone` (the token already off the board) and may engage it. */
export function merchantFound(zone: string, stack: (t: MmState) => number[], patch: (t: MmState) => void = () => {}): MmState {
  return quiet(`raid-${zone}`, (t) => {
    place(t, 0, zone, false);
    const token = t.merchants[Z(zone)]! >= 0 ? t.merchants[Z(zone)]! : t.merchantTrack.pop()!;
    t.merchants[Z(zone)] = -1;
    t.raid = { step: 'engage', token, nation: '', cards: [], dice: [], successes: 0, gold: 0 };
    stackCargo(t, stack(t));
    patch(t);
  });
}
export const cargoCard = (t: MmState, icon: string, pred: (id: number) => boolean = () => true): number => {
  const id = CARGO.findIndex((c, i) => c.icon === icon && pred(i) && (t.cargoDeck.includes(i) || t.cargoDiscard.includes(i)));
  if (id < 0) throw new Error(`no ${icon} card`);
  t.cargoDeck = t.cargoDeck.filter((c) => c !== id);
  t.cargoDiscard = t.cargoDiscard.filter((c) => c !== id);
  return id;
};
export const escapes = (t: MmState, n: number): number[] => Array.from({ length: n }, () => cargoCard(t, 'escape'));
