/**
 * Caribbean (Michail Antonow & Jens-Peter Schliemann, 2004): bribe six pirate ships with rum,
 * sail them to capture harbor cities and bring the chests to your safe havens.
 * Components, decisions and readings: docs/games/caribbean.md.
 */
import { z } from 'zod';
import type { Game } from '../../core/engine';
import { fromManifest } from '../../core/manifest';
import { heuristicBot, randomBot } from './bot';
import { searchHooks } from './determinize';
import { searchBot } from '../../core/search';
import { SHIP_COUNT } from './data';
import { apply, legalActions, offeredActions, outcome, toAct } from './rules';
import { setup } from './setup';
import type { CaribbeanAction, CaribbeanOptions, CaribbeanState, CaribbeanView } from './types';
import { view } from './view';
import { manifest } from './manifest';

const card = z.number().int().min(0).max(6);
const ship = z.number().int().min(0).max(SHIP_COUNT - 1);
const space = z.number().int().min(0).max(999);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bid'), ships: z.array(card).length(SHIP_COUNT) }),
  z.strictObject({ type: z.literal('tie'), use: z.boolean() }),
  z.strictObject({ type: z.literal('move'), to: space }),
  z.strictObject({ type: z.literal('capture') }),
  z.strictObject({ type: z.literal('steal'), ship }),
  z.strictObject({ type: z.literal('swap'), ship }),
  z.strictObject({ type: z.literal('pass'), ship }),
  z.strictObject({ type: z.literal('deliver') }),
  z.strictObject({ type: z.literal('end') }),
]);

export const caribbean: Game<CaribbeanState, CaribbeanAction, CaribbeanView, CaribbeanOptions> = {
  ...fromManifest(manifest),
  actionSchema,
  setup,
  toAct,
  legalActions,
  offeredActions,
  apply,
  view,
  outcome,
  bots: { random: randomBot, heuristic: heuristicBot, strong: searchBot(() => caribbean, searchHooks) },
};

export type { CaribbeanAction, CaribbeanOptions, CaribbeanState, CaribbeanView } from './types';

/** This folder's engine, as the registry loads it (shared/core/engines.ts). */
export const game = caribbean;
