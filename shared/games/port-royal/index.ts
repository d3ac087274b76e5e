/**
 * Port Royal (Alexander Pfister): push your luck in the harbor, then loot ships and hire
 * persons. Components, rule sets and our readings: docs/games/port-royal.md.
 */
import { z } from 'zod';
import type { Game } from '../../core/engine';
import { fromManifest } from '../../core/manifest';
import { heuristicBot } from './heuristic';
import { randomBot } from './bot';
import { searchHooks } from './determinize';
import { searchBot } from '../../core/search';
import { outcome } from './ending';
import { apply, legalActions, toAct } from './rules';
import { setup } from './setup';
import type { PortRoyalAction, PortRoyalOptions, PortRoyalState, PortRoyalView } from './types';
import { view } from './view';
import { manifest } from './manifest';

const cardId = z.number().int().min(0).max(119);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('discover') }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('repel') }),
  z.object({ type: z.literal('keep') }),
  z.object({ type: z.literal('take'), card: cardId }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('expedition'), card: cardId, persons: z.array(cardId).max(3) }),
]);

export const portRoyal: Game<PortRoyalState, PortRoyalAction, PortRoyalView, PortRoyalOptions> = {
  ...fromManifest(manifest),
  setup,
  toAct,
  legalActions,
  apply,
  view,
  outcome,
  actionSchema,
  bots: { random: randomBot, heuristic: heuristicBot, strong: searchBot(() => portRoyal, searchHooks) },
};

/** This folder's engine, as the registry loads it (shared/core/engines.ts). */
export const game = portRoyal;
