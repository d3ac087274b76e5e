/**
 * Module 9: the bounded shapes of the location actions a client may send (`index.ts` adds them
 * to the action schema).
 */
import { z } from 'zod';

export const locationActionSchemas = <N extends z.ZodType, W extends z.ZodType>(id: z.ZodNumber, nation: N, weapon: W) => [
  z.object({ type: z.literal('visit-missionary'), nation, count: z.number().int().min(1).max(5) }),
  z.object({ type: z.literal('visit-natives'), card: id }),
  // -1: call the naval ship out of the event deck.
  z.object({ type: z.literal('visit-fort'), zone: z.number().int().min(-1).max(99) }),
  z.object({ type: z.literal('visit-haven') }),
  z.object({ type: z.literal('visit-prison') }),
  z.object({ type: z.literal('visit-reef') }),
  z.object({ type: z.literal('reef-find'), find: z.union([z.enum(['cargo', 'rumor', 'crew']), weapon]) }),
  z.object({ type: z.literal('reef-done') }),
  z.object({ type: z.literal('visit-sell'), cards: z.array(id).min(1).max(6) }),
  z.object({ type: z.literal('visit-buy') }),
  z.object({ type: z.literal('visit-repair') }),
  z.object({ type: z.literal('visit-recruit'), hire: z.number().int().min(0).max(10) }),
  z.object({ type: z.literal('visit-rumor') }),
  z.object({ type: z.literal('visit-favors'), amount: z.number().int().min(1).max(5) }),
  z.object({ type: z.literal('visit-loyalty') }),
  z.object({ type: z.literal('raid-location') }),
  z.object({ type: z.literal('bombard') }),
  z.object({ type: z.literal('bombard-discard'), card: id }),
  z.object({ type: z.literal('bombard-stop') }),
  z.object({ type: z.literal('ground-assault') }),
  z.object({ type: z.literal('retreat') }),
  z.object({ type: z.literal('loot-card'), card: id }),
  z.object({ type: z.literal('loot-done') }),
] as const;
