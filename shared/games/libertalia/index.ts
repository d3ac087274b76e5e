/** Libertalia (Paolo Mori, 2012) on the Game contract. */
import { z } from 'zod';
import type { Game } from '../../core/engine';
import { fromManifest } from '../../core/manifest';
import { BOOTY_KINDS } from './data';
import { heuristicBot, randomBot } from './bot';
import { searchHooks } from './determinize';
import { searchBot } from '../../core/search';
import { apply, legalActions, outcome, toAct } from './rules';
import { setup } from './setup';
import type { LibertaliaAction, LibertaliaOptions, LibertaliaState, LibertaliaView } from './types';
import { view } from './view';
import { manifest } from './manifest';

const rank = z.number().int().min(1).max(30);
const seat = z.number().int().min(0).max(5);
const booty = z.enum(BOOTY_KINDS);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pick'), rank }),
  z.strictObject({ type: z.literal('parrot'), rank }),
  z.strictObject({ type: z.literal('recruiter'), rank }),
  z.strictObject({ type: z.literal('surgeon'), rank }),
  z.strictObject({ type: z.literal('gunner'), seat, rank }),
  z.strictObject({ type: z.literal('merchant'), booty, count: z.union([z.literal(2), z.literal(3)]) }),
  z.strictObject({ type: z.literal('preacher'), booty }),
  z.strictObject({ type: z.literal('loot'), booty }),
  z.strictObject({ type: z.literal('saber'), seat, rank }),
  z.strictObject({ type: z.literal('waitress'), use: z.boolean() }),
]);

export const libertalia: Game<LibertaliaState, LibertaliaAction, LibertaliaView, LibertaliaOptions> = {
  ...fromManifest(manifest),
  actionSchema,
  setup,
  toAct,
  legalActions,
  apply,
  view,
  outcome,
  bots: { random: randomBot, heuristic: heuristicBot, strong: searchBot(() => libertalia, searchHooks) },
};

export type { LibertaliaAction, LibertaliaOptions, LibertaliaState, LibertaliaView } from './types';

/** This folder's engine, as the registry loads it (shared/core/engines.ts). */
export const game = libertalia;
