/**
 * Merchants & Marauders on the Game contract: who acts, what they may do, and applying an
 * action. Every action has a handler (`check` refuses without touching the state, `run` performs
 * it) and the contexts it belongs to; legal actions are the candidates their handler accepts.
 */
import type { Seat } from '../../core/engine';
import { changeState } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { err, ok, type Result, type RuleError } from '../../core/result';
import { BUYABLE_SHIPS, LOCATIONS, NATIONS, STARTING_SHIPS, WEAPONS, neighbours } from './data';
import * as d from './decisions';
import * as favors from './favors';
import { seatOf } from './fighters';
import { advance } from './flow';
import { GLORY } from './glory';
import { LOCATION_HANDLERS, inLocation, locationCandidates } from './location-rules';
import * as h from './harbor';
import * as loyalty from './loyalty';
import * as mods from './modifications';
import { activityRefusal } from './port';
import * as port from './port';
import type { Handler } from './state';
import * as turn from './turn';
import { buyCaptain } from './captains-for-gold';
import { offTurnDecider, offTurnScout } from './cutthroat';
import type { MmAction, MmState } from './types';
import { NEW_WEAPONS } from './weapons';
import { takeRecordsWhole } from './change';
import { GALLEON_SLOT } from './galleon-card';
import * as contraband from './contraband';
import * as choices from './choices';
import * as favorNpc from './favor-npc';

export type Context = 'over' | 'captains' | 'discard' | 'stow' | 'cutthroat' | 'combat' | 'npc-found' | 'contraband' | 'raid' | 'buy' | 'rumor' | 'location' | 'new-captain' | 'turn';

export function context(s: MmState): Context {
  if (s.phase === 'over') return 'over';
  if (s.phase === 'captains') return 'captains';
  if (s.gloryDiscards.length > 0) return 'discard';
  if (s.stow) return 'stow';
  if (s.cutthroat) return 'cutthroat';
  if (s.combat) return 'combat';
  if (s.npcFound) return 'npc-found';
  if (s.contrabandStop) return 'contraband';
  if (s.raid) return 'raid';
  if (s.buy) return 'buy';
  if (s.rumorChoice.length > 0) return 'rumor';
  if (inLocation(s)) return 'location';
  if (s.turn && !s.turn.started) return 'new-captain';
  return 'turn';
}

export function toAct(s: MmState): Seat[] {
  switch (context(s)) {
    case 'over':
      return [];
    case 'captains':
      return s.seats.map((p, i) => (p.chosenCaptain < 0 ? i : -1)).filter((i) => i >= 0);
    case 'discard':
      return [s.gloryDiscards[0]!];
    case 'cutthroat':
      return [offTurnDecider(s)];
    case 'combat': {
      const c = s.combat!;
      const i = c.queue[0];
      const seat = i === undefined ? -1 : seatOf(c, i);
      return seat >= 0 ? [seat] : [];
    }
    case 'npc-found':
      return [s.npcFound!.seat];
    case 'contraband':
      return [s.contrabandStop!.seat];
    case 'stow':
      return [s.stow!.seat];
    default:
      return s.turn ? [s.turn.seat] : [];
  }
}

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;
type Entry<T extends MmAction['type']> = { ctx: readonly Context[]; h: Handler<Of<T>> };

const TURN = ['turn'] as const;
const HANDLERS: { [K in MmAction['type']]: Entry<K> } = {
  'choose-captain': { ctx: ['captains', 'new-captain'], h: turn.chooseCaptain },
  retire: { ctx: TURN, h: turn.retire },
  move: { ctx: TURN, h: turn.move },
  'enter-port': { ctx: TURN, h: turn.enterPort },
  'leave-port': { ctx: TURN, h: turn.leavePort },
  scout: { ctx: TURN, h: turn.scout },
  port: { ctx: TURN, h: turn.portAction },
  'end-turn': { ctx: TURN, h: turn.endTurnAction },
  'discard-cargo': { ctx: ['turn', 'buy', 'raid', 'combat', 'location'], h: turn.discardCargo },
  'play-glory': { ctx: ['turn', 'location'], h: turn.playGlory },
  hire: { ctx: TURN, h: turn.hire },
  investigate: { ctx: TURN, h: turn.investigate },
  sell: { ctx: TURN, h: port.sell },
  'buy-draw': { ctx: TURN, h: port.buyDraw },
  redraw: { ctx: ['buy'], h: port.redraw },
  'buy-card': { ctx: ['buy'], h: port.buyCard },
  'buy-done': { ctx: ['buy'], h: port.buyDone },
  'buy-ship': { ctx: TURN, h: h.buyShip },
  'buy-weapon': { ctx: TURN, h: h.buyWeapon },
  repair: { ctx: TURN, h: h.repair },
  'refresh-hull': { ctx: TURN, h: h.refreshHull },
  'buy-mod': { ctx: TURN, h: h.buyMod },
  recruit: { ctx: TURN, h: h.recruit },
  'hire-crew': { ctx: TURN, h: h.hireCrew },
  'seek-rumor': { ctx: TURN, h: h.seekRumor },
  'keep-rumor': { ctx: ['rumor'], h: h.keepRumor },
  'claim-mission': { ctx: TURN, h: h.claimMission },
  deliver: { ctx: TURN, h: h.deliver },
  stash: { ctx: TURN, h: h.stash },
  unstash: { ctx: TURN, h: h.unstash },
  raid: { ctx: ['raid'], h: d.raidAction },
  'let-go': { ctx: ['raid'], h: d.letGoAction },
  'raid-weapon': { ctx: ['raid'], h: d.raidWeaponAction },
  'raid-draw': { ctx: ['raid'], h: d.raidDrawAction },
  'raid-discard': { ctx: ['raid'], h: d.raidDiscardAction },
  'raid-exchange': { ctx: ['raid'], h: d.raidExchangeAction },
  'raid-finish': { ctx: ['raid'], h: d.raidFinishAction },
  'take-card': { ctx: ['raid', 'combat'], h: d.takeCard },
  'take-done': { ctx: ['raid', 'combat'], h: d.takeDone },
  declare: { ctx: ['combat'], h: d.declareAction },
  announce: { ctx: ['combat'], h: d.announce },
  'no-announce': { ctx: ['combat'], h: d.noAnnounce },
  'resolve-card': { ctx: ['combat'], h: d.resolveCard },
  grapple: { ctx: ['combat'], h: d.grapple },
  'special-shot': { ctx: ['combat'], h: d.specialShot },
  'assign-hit': { ctx: ['combat'], h: d.assignHit },
  'claim-ship': { ctx: ['combat'], h: d.claimShip },
  'discard-glory': { ctx: ['discard'], h: turn.discardGlory },
  ...LOCATION_HANDLERS,
  'buy-loyalty': { ctx: TURN, h: loyalty.buyLoyalty },
  'fierce-loyalty': { ctx: TURN, h: loyalty.fierceLoyalty },
  'draw-mod': { ctx: TURN, h: mods.drawMod },
  'buy-captain': { ctx: ['captains'], h: buyCaptain },
  'off-turn-scout': { ctx: ['cutthroat'], h: offTurnScout },
  'buy-favors': { ctx: TURN, h: favors.buyFavors },
  'ready-favor': { ctx: TURN, h: favors.readyFavorAction },
  'favor-redraw': { ctx: ['buy', 'raid'], h: favors.favorRedraw },
  'buy-contraband': { ctx: ['buy'], h: contraband.buyContraband },
  'resist-inspection': { ctx: ['contraband'], h: contraband.resistInspection },
  'dump-contraband': { ctx: ['contraband'], h: contraband.dumpContraband },
  'stow-card': { ctx: ['stow'], h: choices.stowCard },
  'cargo-loss-space': { ctx: TURN, h: choices.cargoLossSpace },
  'take-weapon': { ctx: ['combat'], h: choices.takeWeapon },
  'crows-nest': { ctx: TURN, h: choices.crowsNestOrder },
  'favor-npc-reroll': { ctx: ['npc-found'], h: favorNpc.favorNpcReroll },
  'npc-find-stands': { ctx: ['npc-found'], h: favorNpc.npcFindStands },
};

const WHY_NOT: Record<Context, string> = {
  over: 'The game is over.',
  captains: 'Choose your captain and ship first.',
  discard: 'Discard a glory card first: you may hold only 4.',
  stow: 'A card gained waits to be put on the regular or the contraband space.',
  cutthroat: 'Captains are deciding whether to scout off-turn.',
  combat: 'A battle is being fought.',
  'npc-found': 'An NPC has found a captain: a favor or the find stands first.',
  contraband: 'A naval ship is searching the hold: resist or give up the contraband first.',
  raid: 'Finish the merchant raid first.',
  buy: 'Finish buying goods first.',
  rumor: 'Choose which rumor to keep first.',
  location: 'Finish at the location first.',
  'new-captain': 'Choose your new captain and ship first.',
  turn: 'That is not possible now.',
};

/** The handlers by action type, in a Map: the legal list looks one up for every candidate. */
const ENTRIES = new Map(Object.entries(HANDLERS) as [string, Entry<MmAction['type']>][]);

function entryFor(a: MmAction): Entry<MmAction['type']> | undefined {
  return ENTRIES.get(a.type);
}

/** The refusal of `a` by `seat` now, or null when it is legal. */
export function refusal(s: MmState, seat: Seat, a: MmAction): RuleError | null {
  if (s.phase === 'over') return { code: 'game-over', message: 'The game is over.' };
  if (!toAct(s).includes(seat)) return { code: 'not-your-turn', message: 'It is not your turn to act.' };
  return refusalIn(s, seat, a, context(s));
}

/** The refusal of `a` by `seat`, an awaited seat, in context `ctx` (the legal list finds both once for all its candidates). */
function refusalIn(s: MmState, seat: Seat, a: MmAction, ctx: Context): RuleError | null {
  const entry = entryFor(a);
  if (!entry) return { code: 'unknown-action', message: 'Merchants & Marauders has no such action.' };
  if (!entry.ctx.includes(ctx)) return { code: 'not-now', message: WHY_NOT[ctx] };
  return (entry.h as Handler<MmAction>).check(s, seat, a);
}

export function apply(s: MmState, seat: Seat, a: MmAction): Result<{ state: MmState; log: LogEntry[] }, RuleError> {
  const why = refusal(s, seat, a);
  if (why) return err(why.code, why.message);
  const log: LogEntry[] = [];
  const st = changeState(s, (next) => {
    takeRecordsWhole(next);
    (entryFor(a)!.h as Handler<MmAction>).run(next, seat, a, log);
    advance(next, log);
    contraband.pruneContraband(next);
  });
  return ok({ state: st, log });
}

function subsets(items: number[]): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

function candidates(s: MmState, seat: Seat, ctx: Context): MmAction[] {
  const p = s.seats[seat]!;
  const out: MmAction[] = [];
  const discards = (): void => p.cargo.forEach((card) => out.push({ type: 'discard-cargo', card }));
  switch (ctx) {
    case 'captains':
    case 'new-captain':
      for (const captain of p.offer) for (const ship of STARTING_SHIPS) out.push({ type: 'choose-captain', captain, ship });
      if (ctx === 'captains') out.push({ type: 'buy-captain' });
      return out;
    case 'cutthroat':
      return [{ type: 'off-turn-scout', scout: true }, { type: 'off-turn-scout', scout: false }];
    case 'discard':
      return p.gloryHand.map((card) => ({ type: 'discard-glory', card }));
    case 'rumor':
      return s.rumorChoice.map((card) => ({ type: 'keep-rumor', card }));
    case 'npc-found':
      return [{ type: 'favor-npc-reroll' }, { type: 'npc-find-stands' }];
    case 'contraband':
      return [{ type: 'resist-inspection' }, { type: 'dump-contraband' }];
    case 'stow':
      return [{ type: 'stow-card', contraband: false }, { type: 'stow-card', contraband: true }];
    case 'location':
      discards();
      return [...out, ...locationCandidates(s, seat)];
    case 'buy':
      s.buy!.cards.forEach((card) => out.push({ type: 'buy-card', card }, { type: 'buy-contraband', card }));
      out.push({ type: 'redraw' }, { type: 'buy-done' }, { type: 'favor-redraw' });
      discards();
      return out;
    case 'raid': {
      const r = s.raid!;
      for (const nation of NATIONS) out.push({ type: 'raid', nation });
      out.push({ type: 'let-go' }, { type: 'raid-draw' }, { type: 'raid-finish' }, { type: 'take-done' }, { type: 'favor-redraw' });
      for (const weapon of WEAPONS) out.push({ type: 'raid-weapon', weapon });
      for (const card of r.cards) out.push({ type: 'raid-discard', card }, { type: 'raid-exchange', card }, { type: 'take-card', card });
      if (r.step === 'keep') discards();
      return out;
    }
    case 'combat': {
      const c = s.combat!;
      switch (c.step) {
        case 'declare':
          return (['shoot', 'board', 'flee'] as const).map((action) => ({ type: 'declare', action }));
        case 'announce':
          return [...p.gloryHand.map((card): MmAction => ({ type: 'announce', card })), { type: 'no-announce' }];
        case 'resolve-card':
          return [{ type: 'resolve-card', play: true }, { type: 'resolve-card', play: false }];
        case 'grapple':
          return [{ type: 'grapple', use: true }, { type: 'grapple', use: false }];
        case 'shot':
          return [
            { type: 'special-shot', weapon: 'chain-shot' }, { type: 'special-shot', weapon: 'grapeshot' },
            ...NEW_WEAPONS.map((weapon): MmAction => ({ type: 'special-shot', weapon })), { type: 'special-shot', weapon: '' },
          ];
        case 'assign':
          return LOCATIONS.map((location) => ({ type: 'assign-hit', location }));
        case 'plunder':
          for (const weapon of c.wonWeapons?.weapons ?? []) out.push({ type: 'take-weapon', weapon });
          c.plunderCards.forEach((card) => out.push({ type: 'take-card', card }));
          out.push({ type: 'take-done' });
          discards();
          return out;
        case 'claim':
          for (const weapon of c.wonWeapons?.weapons ?? []) out.push({ type: 'take-weapon', weapon });
          return [...out, { type: 'claim-ship', take: true }, { type: 'claim-ship', take: false }];
      }
      return out;
    }
    case 'turn': {
      out.push({ type: 'end-turn' }, { type: 'retire' }, { type: 'port' }, { type: 'leave-port' }, { type: 'investigate' });
      if (s.options.loyalty) out.push({ type: 'fierce-loyalty' });
      for (const method of ['free', 'fee', 'roll', 'favor'] as const) out.push({ type: 'enter-port', method });
      out.push({ type: 'ready-favor' });
      if (s.options.contraband) out.push({ type: 'cargo-loss-space', space: 'regular' }, { type: 'cargo-loss-space', space: 'contraband' });
      for (const scout of [true, false]) for (const hide of [true, false]) out.push({ type: 'crows-nest', scout, hide });
      for (const zone of neighbours(p.zone)) out.push({ type: 'move', zone });
      for (let o = 0; o < s.players; o++) out.push({ type: 'scout', target: 'player', id: o });
      for (let slot = 0; slot < s.npcs.length; slot++) out.push({ type: 'scout', target: 'npc', id: slot });
      if (s.galleon) out.push({ type: 'scout', target: 'npc', id: GALLEON_SLOT });
      out.push({ type: 'scout', target: 'merchant', id: p.zone });
      discards();
      out.push(...locationCandidates(s, seat));
      for (const card of p.gloryHand) {
        if (GLORY[card]!.key === 'royal-pardon') for (const nation of NATIONS) out.push({ type: 'play-glory', card, nation });
        else out.push({ type: 'play-glory', card, nation: '' });
        out.push({ type: 'hire', card });
      }
      if (!s.turn!.portOpen) return out;
      if (!activityRefusal(s, seat, 'sell')) for (const cards of subsets(p.cargo)) out.push({ type: 'sell', cards });
      out.push({ type: 'buy-draw' }, { type: 'buy-mod' }, { type: 'refresh-hull' }, { type: 'recruit' }, { type: 'hire-crew' });
      out.push({ type: 'seek-rumor' }, { type: 'deliver' });
      if (s.options.loyalty) out.push({ type: 'buy-loyalty' });
      if (s.options.modMarket) out.push({ type: 'draw-mod' });
      for (let amount = 1; amount <= 5; amount++) out.push({ type: 'buy-favors', amount });
      for (const ship of BUYABLE_SHIPS) for (const transferMods of [false, true]) out.push({ type: 'buy-ship', ship, transferMods });
      for (const weapon of WEAPONS) out.push({ type: 'buy-weapon', weapon });
      for (const location of LOCATIONS) out.push({ type: 'repair', location });
      for (const mission of s.missionsOnBoard) out.push({ type: 'claim-mission', mission });
      for (let amount = 1; amount <= p.gold; amount++) out.push({ type: 'stash', amount });
      for (let amount = 1; amount <= p.stash; amount++) out.push({ type: 'unstash', amount });
      return out;
    }
    default:
      return out;
  }
}

export function legalActions(s: MmState, seat: Seat): MmAction[] {
  if (!toAct(s).includes(seat)) return [];
  const ctx = context(s);
  return candidates(s, seat, ctx).filter((a) => refusalIn(s, seat, a, ctx) === null);
}
