/// <reference types="vite/client" />
/**
 * A finished match for the replay viewer: its record from `GET /api/matches/:id` (checked,
 * since a page trusts nothing it fetches), and the game's engine and reveal.ts, found by the
 * game's id and loaded on demand (one chunk per game, as the renderers are).
 */
import { z } from 'zod';
import type { AnyGame } from '../../shared/core/engine';
import type { Reveal } from '../../shared/core/reveal';

const matchRecord = z.object({
  id: z.string(),
  game: z.string(),
  tableName: z.string(),
  options: z.unknown(),
  seed: z.string(),
  seedHash: z.string(),
  players: z.array(z.object({ name: z.string(), isBot: z.boolean(), botStandIn: z.boolean().optional() })),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.object({ type: z.string() }).passthrough() })),
  scores: z.array(z.number()),
  places: z.array(z.number()),
  startedAt: z.string(),
  endedAt: z.string(),
  rated: z.boolean().optional(),
  chat: z.array(z.object({
    seq: z.number(), at: z.number(), seat: z.number().nullable(), name: z.string(), text: z.string(), spectatorsOnly: z.boolean(), step: z.number(),
  })).optional(),
});
export type MatchRecordJSON = z.infer<typeof matchRecord>;

/** The record, or a sentence that says why there is none. */
export async function fetchMatch(matchId: string): Promise<{ ok: true; record: MatchRecordJSON } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/matches/${encodeURIComponent(matchId)}`);
    // Straight from the end screen the record may still be on its way to the database.
    for (let retry = 0; retry < 2 && response.status === 404; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      response = await fetch(`/api/matches/${encodeURIComponent(matchId)}`);
    }
  } catch {
    return { ok: false, message: 'The server cannot be reached: try again in a moment.' };
  }
  if (response.status === 404) return { ok: false, message: `There is no finished match "${matchId}": it may not be over yet, or the link is wrong.` };
  if (!response.ok) return { ok: false, message: `The server could not give the match (HTTP ${response.status}).` };
  const parsed = matchRecord.safeParse(await response.json().catch(() => null));
  return parsed.success ? { ok: true, record: parsed.data } : { ok: false, message: 'The server sent a match this page cannot read.' };
}

const engines = import.meta.glob<{ game: AnyGame }>('../../shared/games/*/index.ts');
const reveals = import.meta.glob<{ reveal: Reveal<unknown> }>('../../shared/games/*/reveal.ts');

/** The game's engine and its reveal, or null for a game this page does not know. */
export async function loadReplayParts(game: string): Promise<{ engine: AnyGame; reveal: Reveal<unknown> } | null> {
  const engine = engines[`../../shared/games/${game}/index.ts`];
  const reveal = reveals[`../../shared/games/${game}/reveal.ts`];
  if (!engine || !reveal) return null;
  const [engineModule, revealModule] = await Promise.all([engine(), reveal()]);
  return { engine: engineModule.game, reveal: revealModule.reveal };
}
