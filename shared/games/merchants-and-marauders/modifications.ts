/**
 * Seas of Glory module 3, new ship modifications: the carved hull, the crow's nest and (with the
 * loyalty track) the plank join the base tokens; those not dealt to a port form a face-down
 * reserve pool; tokens leaving play go back to the pool and as many are drawn from it to re-enter;
 * with the optional market, a port without a token sells one drawn from the pool.
 * Readings: docs/games/merchants-and-marauders.md.
 */
import { randomInt, shuffleInPlace } from '../../core/rng';
import { own, seatToChange } from './change';
import { crowsNestUsed } from './choices';
import { BASE_MOD_COUNT, MOD_TOKENS, ZONES } from './data';
import { activityRefusal, beginActivity } from './port';
import { hasMod, refuse, shipMax, type Handler } from './state';
import type { MmAction, MmOptions, MmState, PlayerState } from './types';
import { said } from './log';

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

/** The tokens in play with these options: the base game's, and module 3's (the plank only with the loyalty track). */
export function modTokensInPlay(options: MmOptions): number[] {
  const ids = MOD_TOKENS.map((_, id) => id);
  // The smuggler's hold (with module 7's option) joins the tokens, and the reserve pool, even without the other new ones.
  const hold = options.smugglersHold ? ids.filter((id) => MOD_TOKENS[id] === 'smugglers-hold') : [];
  if (!options.newMods) return [...ids.slice(0, BASE_MOD_COUNT), ...hold];
  return ids.filter((id) => id < BASE_MOD_COUNT || (MOD_TOKENS[id] === 'smugglers-hold' ? hold.includes(id) : MOD_TOKENS[id] !== 'plank' || options.loyalty === true));
}

/** Setup: every token in play shuffled, one face down by each port, the rest face down in the reserve pool. */
export function dealNewMods(st: MmState): void {
  if (!st.options.newMods && !st.options.smugglersHold) return;
  const pool = shuffleInPlace(st.rng, modTokensInPlay(st.options));
  st.mods = st.mods.map((m, z) => (ZONES[z]!.port ? pool.pop()! : m));
  st.modsRevealed = st.mods.map(() => false);
  st.modPool = pool;
}

/**
 * Tokens leaving play (ship sunk, sold or discarded) go back to the reserve pool; as many are drawn
 * from it at random and re-enter face down in ports without a token (our reading: ports drawn at
 * random, as the base game places them); with every port full they stay in the pool.
 */
export function returnMods(st: MmState, ids: number[]): void {
  const pool = own(st, 'modPool')!;
  pool.push(...ids);
  for (let k = 0; k < ids.length; k++) {
    const free = ZONES.map((z, i) => (z.port && st.mods[i] === -1 ? i : -1)).filter((i) => i >= 0);
    if (free.length === 0) return;
    const [id] = pool.splice(randomInt(st.rng, pool.length), 1);
    const z = free[randomInt(st.rng, free.length)]!;
    own(st, 'mods')[z] = id!;
    own(st, 'modsRevealed')[z] = false;
  }
}

/** Carved hull: the enemy has -1 SEAMANSHIP (min 1) when either side flees. */
export function carvedHullDice(enemyShip: PlayerState['ship'], fleeing: boolean, dice: number): number {
  return fleeing && enemyShip && hasMod(enemyShip, 'carved-hull') ? Math.max(1, dice - 1) : dice;
}

/** Crow's nest (fully repaired masts only): +1 die to the owner's SCOUTING, -1 (min 1) to a roll scouting for the owner, each as its owner orders (choices.ts). */
export const crowsNestReady = (p: PlayerState | undefined): boolean =>
  !!p?.ship && hasMod(p.ship, 'crows-nest') && p.ship.masts >= shipMax(p.ship).masts;

export function scoutingDice(scout: PlayerState | undefined, target: PlayerState | undefined, dice: number): number {
  let n = dice + (crowsNestReady(scout) && crowsNestUsed(scout!, 'scout') ? 1 : 0);
  if (crowsNestReady(target) && crowsNestUsed(target!, 'hide')) n = Math.max(1, n - 1);
  return n;
}

/** The market (optional): in a port without a token, draw one from the pool and put it up for sale face up. */
export const drawMod: Handler<Of<'draw-mod'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (!s.options.modMarket || !s.modPool) return refuse('no-market', 'The modification market is played only with its Seas of Glory option.');
    if (!ZONES[p.zone]?.port || (s.mods[p.zone] ?? -1) >= 0) return refuse('port-has-mod', 'This port already has a ship modification.');
    if (s.modPool.length === 0) return refuse('pool-empty', 'The reserve pool of modifications is empty.');
    return activityRefusal(s, seat, 'market');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginActivity(st, 'market', true);
    const pool = own(st, 'modPool')!;
    const [id] = pool.splice(randomInt(st.rng, pool.length), 1);
    own(st, 'mods')[p.zone] = id!;
    own(st, 'modsRevealed')[p.zone] = true;
    log.push(said(['mod-drawn', seat, id!]));
  },
};
