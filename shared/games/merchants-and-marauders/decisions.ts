/**
 * The decisions a player makes inside a battle or a raid: declarations, glory cards announced
 * and resolved (rulebook "Glory cards in combat"), grappling hooks, special shots, where skull
 * hits land, which plunder to keep and whether to claim the beaten ship.
 */
import { declare, legalDeclarations } from './combat';
import { SKULL, WEAPONS } from './data';
import { enemyOf, landHit, seatOf, sideOf } from './fighters';
import { GLORY } from './glory';
import { returnWeapon } from './npc-upgrades';
import { cardAllowed } from './loyalty';
import { letGo, raid, raidDiscard, raidDone, raidDraw, raidFinish, raidWeapon, checkRaid } from './raid';
import {
  cargoCapacity, refuse, releaseMods, rollDice, shipMax, trimCargo, type Handler, type Refusal,
} from './state';
import type { CombatState, MmAction, MmState } from './types';
import { fireNewWeapon, isNewWeapon, newShotRefusal, noteSpread, spreadRefusal } from './weapons';
import { said } from './log';
import { gained } from './choices';
import { shipIndex } from './log-names';
import { own, seatToChange } from './change';

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

/** The side the seat plays in the current step, or a refusal. */
function mySide(s: MmState, seat: number, step: CombatState['step']): number | Refusal {
  const c = s.combat!;
  if (c.step !== step) return refuse('wrong-step', `The battle is not at that step (now: ${c.step}).`);
  const i = c.queue[0];
  if (i === undefined || seatOf(c, i) !== seat) return refuse('not-your-decision', 'The other side decides now.');
  return i;
}
const side = (s: MmState, seat: number, step: CombatState['step']): number => mySide(s, seat, step) as number;
const refusalOf = (x: number | Refusal): Refusal => (typeof x === 'number' ? null : x);

export const declareAction: Handler<Of<'declare'>> = {
  check(s, seat, a) {
    const i = mySide(s, seat, 'declare');
    if (typeof i !== 'number') return i;
    return legalDeclarations(s, s.combat!, i).includes(a.action) ? null : refuse('not-allowed', `You cannot ${a.action} now (first round, destroyed masts or no crew).`);
  },
  run(st, seat, a, log) {
    declare(st, st.combat!, side(st, seat, 'declare'), a.action, log);
  },
};

/** Cards worth announcing in this stage: only Boarding party helps in crew combat. */
export function combatCardPlayable(c: CombatState, card: number): boolean {
  const g = GLORY[card];
  return !!g && g.category === 'combat' && (c.stage === 'naval' || g.key === 'boarding-party');
}

export const announce: Handler<Of<'announce'>> = {
  check(s, seat, a) {
    const i = mySide(s, seat, 'announce');
    if (typeof i !== 'number') return i;
    if (!s.seats[seat]!.gloryHand.includes(a.card)) return refuse('not-in-hand', 'You do not hold that glory card.');
    return combatCardPlayable(s.combat!, a.card) ? null : refuse('not-combat', 'That card cannot be played at this point of the battle.');
  },
  run(st, seat, a, log) {
    const c = st.combat!;
    const i = side(st, seat, 'announce');
    const p = seatToChange(st, seat);
    p.gloryHand = p.gloryHand.filter((x) => x !== a.card);
    c.sides[i]!.announced = a.card;
    c.queue.shift();
    log.push(said(['announce', sideOf(st, c, i)]));
  },
};

export const noAnnounce: Handler<Of<'no-announce'>> = {
  check: (s, seat) => refusalOf(mySide(s, seat, 'announce')),
  run(st) {
    st.combat!.queue.shift();
  },
};

/** An announced card is played or declined; either way it is shown (rulebook "Glory cards"). */
export const resolveCard: Handler<Of<'resolve-card'>> = {
  check: (s, seat) => refusalOf(mySide(s, seat, 'resolve-card')),
  run(st, seat, a, log) {
    const c = st.combat!;
    const i = side(st, seat, 'resolve-card');
    const me = c.sides[i]!;
    const card = me.announced;
    const g = GLORY[card]!;
    me.announced = -1;
    c.queue.shift();
    if (!a.play || !cardAllowed(st, seat, log)) {
      seatToChange(st, seat).gloryHand.push(card);
      log.push(said(['declines', sideOf(st, c, i), card]));
      return;
    }
    own(st, 'gloryDiscard').push(card);
    me.played.push(card);
    me.effects.push(g.key);
    if (g.key === 'brace') me.braceLeft += 2;
    if (g.key === 'boarding-party') me.crewBonus += 2;
    log.push(said(['plays', sideOf(st, c, i), card]));
  },
};

/** Grappling hooks: after a contest where you chose to board, re-roll your failed dice. */
export const grapple: Handler<Of<'grapple'>> = {
  check: (s, seat) => refusalOf(mySide(s, seat, 'grapple')),
  run(st, seat, a, log) {
    const c = st.combat!;
    const i = side(st, seat, 'grapple');
    c.queue.shift();
    if (!a.use) return;
    const p = seatToChange(st, seat);
    p.weapons = p.weapons.filter((w) => w !== 'grappling-hooks');
    returnWeapon(st, p, 'grappling-hooks');
    const me = c.sides[i]!;
    me.dice = me.dice.map((d) => (d === SKULL ? d : rollDice(st, 1)[0]!));
    log.push(said(['hooks', sideOf(st, c, i)]));
  },
};

export const specialShot: Handler<Of<'special-shot'>> = {
  check(s, seat, a) {
    const i = mySide(s, seat, 'shot');
    if (typeof i !== 'number') return i;
    if (a.weapon === '') return null;
    if (a.weapon === 'grappling-hooks') return refuse('not-a-shot', 'Grappling hooks are not a shot.');
    if (!s.seats[seat]!.weapons.includes(a.weapon)) return refuse('no-weapon', `You have no ${a.weapon}.`);
    return isNewWeapon(a.weapon) ? newShotRefusal(s, s.combat!, i, a.weapon) : null;
  },
  run(st, seat, a, log) {
    const c = st.combat!;
    const i = side(st, seat, 'shot');
    if (isNewWeapon(a.weapon)) return fireNewWeapon(st, c, i, a.weapon, log);
    c.queue.shift();
    if (a.weapon === '') return;
    const p = seatToChange(st, seat);
    p.weapons = p.weapons.filter((w) => w !== a.weapon);
    returnWeapon(st, p, a.weapon);
    c.sides[i]!.shot = a.weapon;
    log.push(said(['fires', sideOf(st, c, i), WEAPONS.indexOf(a.weapon), sideOf(st, c, enemyOf(i))]));
  },
};

export const assignHit: Handler<Of<'assign-hit'>> = {
  check: (s, seat, a) => refusalOf(mySide(s, seat, 'assign')) ?? spreadRefusal(s, s.combat!, side(s, seat, 'assign'), a.location),
  run(st, seat, a, log) {
    const c = st.combat!;
    const i = side(st, seat, 'assign');
    landHit(st, c, i, a.location, false, log);
    c.sides[i]!.skullsToAssign -= 1;
    noteSpread(c, i, a.location);
    if (c.sides[i]!.skullsToAssign <= 0) c.queue.shift();
  },
};

/** Keeping plunder (a raid's cards or a beaten ship's cargo) within the cargo value. */
function takeContext(s: MmState, seat: number): { cards: number[] } | Refusal {
  if (s.raid) return s.raid.step === 'keep' ? { cards: s.raid.cards } : refuse('wrong-step', 'The raid is not over yet.');
  const i = mySide(s, seat, 'plunder');
  if (typeof i !== 'number') return i;
  return { cards: s.combat!.plunderCards };
}

export const takeCard: Handler<Of<'take-card'>> = {
  check(s, seat, a) {
    const ctx = takeContext(s, seat);
    if (!ctx || !('cards' in ctx)) return ctx;
    if (!ctx.cards.includes(a.card)) return refuse('not-offered', 'That card is not among the plunder.');
    const p = s.seats[seat]!;
    if (p.cargo.length >= cargoCapacity(p)) return refuse('hold-full', 'Your hold is full; throw a cargo card overboard first.');
    return null;
  },
  run(st, seat, a) {
    const ctx = takeContext(st, seat) as { cards: number[] };
    ctx.cards.splice(ctx.cards.indexOf(a.card), 1);
    seatToChange(st, seat).cargo.push(a.card);
    gained(st, seat, a.card);
  },
};

export const takeDone: Handler<Of<'take-done'>> = {
  check(s, seat) {
    const ctx = takeContext(s, seat);
    return ctx && !('cards' in ctx) ? ctx : null;
  },
  run(st) {
    if (st.raid) return raidDone(st);
    const c = st.combat!;
    own(st, 'cargoDiscard').push(...c.plunderCards.splice(0));
    c.queue.shift();
  },
};

/** The winner may trade ships; modifications of the old ship stay behind (rulebook "Claiming ships"). */
export const claimShip: Handler<Of<'claim-ship'>> = {
  check: (s, seat) => refusalOf(mySide(s, seat, 'claim')),
  run(st, seat, a, log) {
    const c = st.combat!;
    c.queue.shift();
    if (!a.take || !c.prize) return;
    const p = seatToChange(st, seat);
    const old = p.ship!;
    releaseMods(st, old.mods);
    const ship = c.prize;
    c.prize = null;
    ship.crew = Math.min(old.crew, shipMax(ship).crew);
    ship.chasersSpent = false;
    p.ship = ship;
    trimCargo(st, seat, log);
    log.push(said(['claim-ship', seat, shipIndex(ship.type), shipIndex(old.type)]));
  },
};

// ---- raids ----

const raidStep = (s: MmState, step: 'engage' | 'spend'): Refusal =>
  s.raid!.step === step ? null : refuse('wrong-step', step === 'engage' ? 'The raid has already begun.' : 'Decide first whether to raid.');

export const raidAction: Handler<Of<'raid'>> = {
  check: (s, seat, a) => raidStep(s, 'engage') ?? checkRaid(s, seat, a.nation),
  run: (st, seat, a, log) => raid(st, seat, a.nation, log),
};
export const letGoAction: Handler<Of<'let-go'>> = {
  check: (s) => raidStep(s, 'engage'),
  run: (st, seat, _a, log) => letGo(st, seat, log),
};
export const raidWeaponAction: Handler<Of<'raid-weapon'>> = {
  check(s, seat, a) {
    if (!s.seats[seat]!.weapons.includes(a.weapon)) return refuse('no-weapon', `You have no ${a.weapon}.`);
    if (!s.raid!.dice.some((d) => d !== SKULL)) return refuse('no-failed-die', 'All your dice are already successes.');
    return raidStep(s, 'spend');
  },
  run: (st, seat, a, log) => raidWeapon(st, seat, a.weapon, log),
};
const needSuccess = (s: MmState): Refusal => raidStep(s, 'spend') ?? (s.raid!.successes > 0 ? null : refuse('no-success', 'You have no success left to spend.'));
export const raidDrawAction: Handler<Of<'raid-draw'>> = {
  check: (s) => needSuccess(s) ?? (s.cargoDeck.length + s.cargoDiscard.length > 0 ? null : refuse('no-cargo', 'No cargo card is left.')),
  run: (st, seat, _a, log) => raidDraw(st, seat, log),
};
const cardInRaid = (s: MmState, card: number): Refusal => (s.raid!.cards.includes(card) ? null : refuse('not-in-raid', 'That card is not in this raid.'));
export const raidDiscardAction: Handler<Of<'raid-discard'>> = {
  check: (s, _seat, a) => needSuccess(s) ?? cardInRaid(s, a.card),
  run: (st, seat, a, log) => raidDiscard(st, seat, a.card, false, log),
};
export const raidExchangeAction: Handler<Of<'raid-exchange'>> = {
  check: (s, _seat, a) => needSuccess(s) ?? cardInRaid(s, a.card),
  run: (st, seat, a, log) => raidDiscard(st, seat, a.card, true, log),
};
export const raidFinishAction: Handler<Of<'raid-finish'>> = {
  check: (s) => raidStep(s, 'spend'),
  run: (st, seat, _a, log) => raidFinish(st, seat, log),
};

