/**
 * Borneo (Paolo Mori): merchants climb the ranks of four spice companies and ship cards to the
 * harbors of the East Indies; monopolies and shared distributions pay the companies' merchants.
 * Components and our readings: docs/games/borneo.md.
 */
import { z } from 'zod';
import type { Game } from '../../core/engine';
import { fromManifest } from '../../core/manifest';
import { heuristicBot } from './heuristic';
import { randomBot } from './bot';
import { searchHooks } from './determinize';
import { searchBot } from '../../core/search';
import { apply, legalActions, outcome, toAct } from './rules';
import { setup } from './setup';
import type { BorneoAction, BorneoOptions, BorneoState, BorneoView } from './types';
import { view } from './view';
import { manifest } from './manifest';

const company = z.number().int().min(0).max(3);
const rank = z.number().int().min(0).max(4);
const cardId = z.number().int().min(0).max(59);
const cardIds = z.array(cardId).max(60);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), company }),
  z.object({
    type: z.literal('mission'),
    mission: z.number().int().min(0).max(15),
    cards: cardIds,
    harbors: z.array(z.number().int().min(0).max(13)).max(14),
    pirate: z.boolean(),
  }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('transfer'), from: company, rank, to: company }),
  z.object({ type: z.literal('attack'), company, attackerRank: rank, defenderRank: rank, cards: cardIds }),
  z.object({ type: z.literal('defend'), cards: cardIds }),
  z.object({ type: z.literal('relocate'), company }),
  z.object({ type: z.literal('keep'), card: cardId }),
  z.object({ type: z.literal('ship'), card: cardId, harbor: z.number().int().min(0).max(2) }),
  z.object({ type: z.literal('pick'), card: cardId }),
  z.object({ type: z.literal('discard'), card: cardId }),
]);

export const borneo: Game<BorneoState, BorneoAction, BorneoView, BorneoOptions> = {
  ...fromManifest(manifest),
  setup,
  toAct,
  legalActions,
  apply,
  view,
  outcome,
  actionSchema,
  bots: { random: randomBot, heuristic: heuristicBot, strong: searchBot(() => borneo, searchHooks) },
};

/** This folder's engine, as the registry loads it (shared/core/engines.ts). */
export const game = borneo;
