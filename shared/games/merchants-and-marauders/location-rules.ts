/**
 * Module 9 on the rules table: each location action's handler and the moments it belongs to, and
 * the candidates the legal actions are filtered from (`rules.ts` adds both with a line each).
 */
import type { Seat } from '../../core/engine';
import { NATIONS, WEAPONS, neighbours } from './data';
import * as raid from './location-raid';
import * as town from './location-town-seas';
import * as visit from './location-visits';
import { kindOf, locationAt, type LocationAction } from './locations';
import type { Handler } from './state';
import type { MmAction, MmState } from './types';

type Of<T extends LocationAction['type']> = Extract<LocationAction, { type: T }>;

/** The moment a location visit or raid awaits its player's decision. */
export const inLocation = (s: MmState): boolean => Boolean(s.locationRaid || s.reef);

const TURN = ['turn'] as const;
const HERE = ['location'] as const;

export const LOCATION_HANDLERS: { [K in LocationAction['type']]: { ctx: readonly ('turn' | 'location')[]; h: Handler<Of<K>> } } = {
  'visit-missionary': { ctx: TURN, h: visit.visitMissionary },
  'visit-natives': { ctx: TURN, h: visit.visitNatives },
  'visit-fort': { ctx: TURN, h: visit.visitFort },
  'visit-haven': { ctx: TURN, h: visit.visitHaven },
  'visit-prison': { ctx: TURN, h: visit.visitPrison },
  'visit-reef': { ctx: TURN, h: visit.visitReef },
  'reef-find': { ctx: HERE, h: visit.reefFind },
  'reef-done': { ctx: HERE, h: visit.reefDone },
  'visit-sell': { ctx: TURN, h: visit.visitSell },
  'visit-buy': { ctx: TURN, h: visit.visitBuy },
  'visit-repair': { ctx: TURN, h: visit.visitRepair },
  'visit-recruit': { ctx: TURN, h: visit.visitRecruit },
  'visit-rumor': { ctx: TURN, h: visit.visitRumor },
  'visit-favors': { ctx: TURN, h: town.visitFavors },
  'visit-loyalty': { ctx: TURN, h: town.visitLoyalty },
  'raid-location': { ctx: TURN, h: raid.raidLocation },
  bombard: { ctx: HERE, h: raid.bombard },
  'bombard-discard': { ctx: HERE, h: raid.bombardDiscard },
  'bombard-stop': { ctx: HERE, h: raid.bombardStop },
  'ground-assault': { ctx: HERE, h: raid.groundAssault },
  retreat: { ctx: HERE, h: raid.retreat },
  'loot-card': { ctx: HERE, h: raid.lootCard },
  'loot-done': { ctx: HERE, h: raid.lootDone },
};

/** Every set of the player's cargo cards, to sell. */
function saleSets(cargo: number[]): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << cargo.length; mask++) out.push(cargo.filter((_, i) => mask & (1 << i)));
  return out;
}

const trading = (cargo: number[]): MmAction[] => [{ type: 'visit-buy' }, ...saleSets(cargo).map((cards): MmAction => ({ type: 'visit-sell', cards }))];

/** Candidate location actions for `seat` now (legal ones are those their handler accepts). */
export function locationCandidates(s: MmState, seat: Seat): MmAction[] {
  const p = s.seats[seat]!;
  const r = s.locationRaid;
  if (r) {
    const out: MmAction[] = [{ type: 'bombard' }, { type: 'bombard-stop' }, { type: 'ground-assault' }, { type: 'retreat' }, { type: 'loot-done' }];
    for (const card of r.cards) out.push({ type: 'bombard-discard', card }, { type: 'loot-card', card });
    for (const card of p.gloryHand) out.push({ type: 'play-glory', card, nation: '' });
    return out;
  }
  if (s.reef) return [...(['cargo', 'rumor', 'crew', ...WEAPONS] as const).map((find): MmAction => ({ type: 'reef-find', find })), { type: 'reef-done' }];
  if (!s.options.locations || p.inPort || locationAt(s, p.zone) < 0) return [];
  const out: MmAction[] = [{ type: 'raid-location' }];
  switch (kindOf(locationAt(s, p.zone))) {
    case 'missionary':
      for (const nation of NATIONS) for (let count = 1; count <= p.bounties[NATIONS.indexOf(nation)]!; count++) out.push({ type: 'visit-missionary', nation, count });
      break;
    case 'natives':
      for (const card of p.cargo) out.push({ type: 'visit-natives', card });
      break;
    case 'naval-fort':
      out.push({ type: 'visit-fort', zone: -1 });
      for (const n of s.npcs) if (n.zone >= 0) for (const zone of neighbours(n.zone)) out.push({ type: 'visit-fort', zone });
      break;
    case 'pirate-haven':
      out.push({ type: 'visit-haven' });
      break;
    case 'prison':
      out.push({ type: 'visit-prison' });
      break;
    case 'reef':
      out.push({ type: 'visit-reef' });
      break;
    case 'town':
      out.push({ type: 'visit-repair' }, { type: 'visit-rumor' });
      for (let hire = 0; hire <= 5; hire++) out.push({ type: 'visit-recruit', hire });
      for (let amount = 1; amount <= 5; amount++) out.push({ type: 'visit-favors', amount });
      out.push({ type: 'visit-loyalty' });
      out.push(...trading(p.cargo));
      break;
    case 'trade-station':
      out.push(...trading(p.cargo));
      break;
  }
  return [...new Map(out.map((a) => [JSON.stringify(a), a])).values()];
}
