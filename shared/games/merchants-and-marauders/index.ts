/**
 * Merchants & Marauders (Christophersen & Christophersen): trade or plunder your way to glory in
 * the 17th-century Caribbean. Our components and readings of the rulebook:
 * docs/games/merchants-and-marauders.md. The base game, and Seas of Glory modules as options.
 */
import { z } from 'zod';
import type { Game } from '../../core/engine';
import { fromManifest } from '../../core/manifest';
import { randomBot } from './bot';
import { outcome } from './ending';
import { heuristicBot } from './heuristic';
import { searchHooks } from './determinize';
import { searchBot } from '../../core/search';
import { offeredActions } from './offered';
import { apply, legalActions, toAct } from './rules';
import { setup } from './setup';
import type { MmAction, MmOptions, MmState, MmView } from './types';
import { view } from './view';
import { manifest } from './manifest';
import { locationActionSchemas } from './location-schema';

const id = z.number().int().min(0).max(99);
const nation = z.enum(['english', 'french', 'spanish', 'dutch']);
const weapon = z.enum(['grappling-hooks', 'chain-shot', 'grapeshot', 'heated-shot', 'double-shot', 'caltrops']);
const location = z.enum(['hull', 'cargo', 'masts', 'crew', 'cannons']);
const ship = z.enum(['sloop', 'flute', 'frigate', 'galleon', 'man-o-war', 'brig']);
const amount = z.number().int().min(1).max(10_000);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose-captain'), captain: id, ship }),
  z.object({ type: z.literal('retire') }),
  z.object({ type: z.literal('move'), zone: id }),
  z.object({ type: z.literal('enter-port'), method: z.enum(['free', 'fee', 'roll', 'favor']) }),
  z.object({ type: z.literal('leave-port') }),
  z.object({ type: z.literal('scout'), target: z.enum(['player', 'npc', 'merchant']), id }),
  z.object({ type: z.literal('port') }),
  z.object({ type: z.literal('end-turn') }),
  z.object({ type: z.literal('discard-cargo'), card: id }),
  z.object({ type: z.literal('play-glory'), card: id, nation: z.union([nation, z.literal('')]) }),
  z.object({ type: z.literal('hire'), card: id }),
  z.object({ type: z.literal('investigate') }),
  z.object({ type: z.literal('sell'), cards: z.array(id).min(1).max(6) }),
  z.object({ type: z.literal('buy-draw') }),
  z.object({ type: z.literal('redraw') }),
  z.object({ type: z.literal('buy-card'), card: id }),
  z.object({ type: z.literal('buy-done') }),
  z.object({ type: z.literal('buy-ship'), ship, transferMods: z.boolean() }),
  z.object({ type: z.literal('buy-weapon'), weapon }),
  z.object({ type: z.literal('repair'), location }),
  z.object({ type: z.literal('refresh-hull') }),
  z.object({ type: z.literal('buy-mod') }),
  z.object({ type: z.literal('recruit') }),
  z.object({ type: z.literal('hire-crew') }),
  z.object({ type: z.literal('seek-rumor') }),
  z.object({ type: z.literal('keep-rumor'), card: id }),
  z.object({ type: z.literal('claim-mission'), mission: id }),
  z.object({ type: z.literal('deliver') }),
  z.object({ type: z.literal('stash'), amount }),
  z.object({ type: z.literal('unstash'), amount }),
  z.object({ type: z.literal('raid'), nation }),
  z.object({ type: z.literal('let-go') }),
  z.object({ type: z.literal('raid-weapon'), weapon }),
  z.object({ type: z.literal('raid-draw') }),
  z.object({ type: z.literal('raid-discard'), card: id }),
  z.object({ type: z.literal('raid-exchange'), card: id }),
  z.object({ type: z.literal('raid-finish') }),
  z.object({ type: z.literal('take-card'), card: id }),
  z.object({ type: z.literal('take-done') }),
  z.object({ type: z.literal('declare'), action: z.enum(['shoot', 'board', 'flee']) }),
  z.object({ type: z.literal('announce'), card: id }),
  z.object({ type: z.literal('no-announce') }),
  z.object({ type: z.literal('resolve-card'), play: z.boolean() }),
  z.object({ type: z.literal('grapple'), use: z.boolean() }),
  z.object({ type: z.literal('special-shot'), weapon: z.union([weapon, z.literal('')]) }),
  z.object({ type: z.literal('assign-hit'), location }),
  z.object({ type: z.literal('claim-ship'), take: z.boolean() }),
  z.object({ type: z.literal('discard-glory'), card: id }),
  ...locationActionSchemas(id, nation, weapon),
  z.object({ type: z.literal('buy-captain') }),
  z.object({ type: z.literal('off-turn-scout'), scout: z.boolean() }),
  z.object({ type: z.literal('buy-favors'), amount: z.number().int().min(1).max(5) }),
  z.object({ type: z.literal('ready-favor') }),
  z.object({ type: z.literal('favor-redraw') }),
  z.object({ type: z.literal('buy-loyalty') }),
  z.object({ type: z.literal('fierce-loyalty') }),
  z.object({ type: z.literal('draw-mod') }),
  z.object({ type: z.literal('buy-contraband'), card: id }),
  z.object({ type: z.literal('resist-inspection') }),
  z.object({ type: z.literal('dump-contraband') }),
  z.object({ type: z.literal('stow-card'), contraband: z.boolean() }),
  z.object({ type: z.literal('cargo-loss-space'), space: z.enum(['regular', 'contraband']) }),
  z.object({ type: z.literal('take-weapon'), weapon }),
  z.object({ type: z.literal('crows-nest'), scout: z.boolean(), hide: z.boolean() }),
  z.object({ type: z.literal('favor-npc-reroll') }),
  z.object({ type: z.literal('npc-find-stands') }),
]);

export const merchantsAndMarauders: Game<MmState, MmAction, MmView, MmOptions> = {
  ...fromManifest(manifest),
  setup,
  toAct,
  legalActions,
  offeredActions,
  apply,
  view,
  outcome,
  actionSchema,
  bots: { random: randomBot, heuristic: heuristicBot, strong: searchBot(() => merchantsAndMarauders, searchHooks) },
};

/** This folder's engine, as the registry loads it (shared/core/engines.ts). */
export const game = merchantsAndMarauders;
