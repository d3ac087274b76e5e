/**
 * The heuristic bot in battle and in merchant raids: board a weaker crew, flee when the ship is
 * nearly lost, place skull hits where they hurt least, keep bounties to few nations, and press a
 * raid only while the escapes drawn leave room for one more card.
 */
import type { Seat } from '../../core/engine';
import { CAPTAINS, CARGO } from './cards';
import { NATIONS } from './data';
import { GLORY } from './glory';
import type { HitLocation, MmAction, MmView, PlayerView } from './types';

const is = <T extends MmAction['type']>(t: T) => (a: MmAction): a is Extract<MmAction, { type: T }> => a.type === t;

/** Where a skull hit hurts least: the sturdiest location other than the hull. */
function placeHit(me: PlayerView): HitLocation {
  const values: Record<HitLocation, number> = { hull: me.hull, cargo: me.cargoSpace, masts: me.masts, crew: me.crew, cannons: me.cannons };
  const others = (['cargo', 'masts', 'cannons', 'crew'] as const).slice().sort((a, b) => values[b] - values[a]);
  if (values[others[0]!] > 1) return others[0]!;
  return me.hull > 1 ? 'hull' : others.find((l) => values[l] >= 1) ?? 'hull';
}

export function combatAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const c = v.combat;
  const mine = c.attacker.kind === 'player' && c.attacker.id === seat ? c.attacker : c.defender;
  const enemy = mine === c.attacker ? c.defender : c.attacker;
  const foe = enemy.kind === 'player' ? v.seats[enemy.id]! : undefined;
  const foeCrew = foe ? foe.crew : enemy.crew;
  const foeHull = foe ? foe.hull : enemy.hull;
  const first = legal[0]!;
  switch (first.type) {
    case 'declare': {
      const can = (x: 'shoot' | 'board' | 'flee') => legal.some((a) => a.type === 'declare' && a.action === x);
      const foeCannons = foe ? foe.cannons : enemy.cannons;
      if (can('board') && (me.crew > foeCrew + 1 || (me.crew > foeCrew && foeCannons === 0))) return { type: 'declare', action: 'board' };
      if (can('flee') && ((me.hull <= 1 && foeHull > 1) || me.cannons === 0)) return { type: 'declare', action: 'flee' };
      return { type: 'declare', action: 'shoot' };
    }
    case 'announce':
    case 'no-announce': {
      const wanted = c.stage === 'crew' ? ['boarding-party'] : me.hull <= 2 ? ['brace', 'full-sail', 'broadside-volley'] : ['full-sail', 'broadside-volley'];
      return legal.find((a) => a.type === 'announce' && wanted.includes(GLORY[a.card]!.key)) ?? { type: 'no-announce' };
    }
    case 'resolve-card':
      return { type: 'resolve-card', play: true };
    case 'grapple':
      return { type: 'grapple', use: true };
    case 'special-shot':
      return legal.find((a) => a.type === 'special-shot' && a.weapon === (mine.declared === 'board' ? 'grapeshot' : 'chain-shot')) ?? legal.find((a) => a.type === 'special-shot' && a.weapon !== '') ?? first;
    case 'assign-hit':
      return { type: 'assign-hit', location: placeHit(me) };
    case 'claim-ship': {
      const better = ['frigate', 'galleon', 'man-o-war'].includes(c.prizeType) && !['frigate', 'galleon', 'man-o-war'].includes(me.shipType);
      return { type: 'claim-ship', take: better };
    }
    default:
      return legal.find((a) => a.type === 'take-card') ?? legal.find((a) => a.type === 'take-done') ?? first;
  }
}

export function raidAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const r = v.raid;
  const raids = legal.filter(is('raid'));
  if (raids.length) {
    const own = CAPTAINS[me.captain]!.nation;
    // Keep bounties to few nations, and never one's own.
    const best = raids.filter((a) => a.nation !== own).sort((a, b) => me.bounties[NATIONS.indexOf(b.nation)]! - me.bounties[NATIONS.indexOf(a.nation)]!)[0];
    return best ?? legal.find(is('let-go'))!;
  }
  if (r.step === 'spend') {
    const hitCard = r.cards.filter((c) => CARGO[c]!.icon !== 'escape').sort((a, b) => CARGO[a]!.plunder - CARGO[b]!.plunder)[0];
    if (hitCard !== undefined) {
      const swap = legal.find((a) => a.type === 'raid-exchange' && a.card === hitCard);
      if (swap) return swap;
    }
    const escapes = r.cards.filter((c) => CARGO[c]!.icon === 'escape').length;
    const draw = legal.find(is('raid-draw'));
    if (draw && escapes + 1 < me.maneuverability) return draw;
    return legal.find(is('raid-finish'))!;
  }
  return legal.find(is('take-card')) ?? legal.find(is('take-done')) ?? legal[0]!;
}
