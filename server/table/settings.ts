/**
 * Create and join options, checked with the protocol's zod schemas, then against the game:
 * anything wrong is refused with a message that says what to fix.
 */
import type { z } from 'zod';
import type { AnyGame } from '../../shared/core/engine';
import { botSeats, createOptions, ERROR_CODES, joinOptions, QUICK_PLAY_KEYS } from '../../shared/protocol';
import type { GameSync } from '../sync';
import { TableRefusal } from './refusal';

export interface CatalogEntry {
  game: AnyGame;
  sync: GameSync;
}

/** The games a table can be created for (the registry joined with the schema projections). */
export type GameCatalog = (id: string) => CatalogEntry | undefined;

export type ParsedCreateOptions = z.output<typeof createOptions>;
export type ParsedJoinOptions = z.output<typeof joinOptions>;

export interface TableSettings {
  create: ParsedCreateOptions;
  entry: CatalogEntry;
  /** The game's options after its own schema filled in the defaults. */
  gameOptions: unknown;
  /** The create options as the creator sent them: what the database keeps to restore the table. */
  raw: unknown;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

export function parseCreateOptions(raw: unknown, catalog: GameCatalog): TableSettings {
  const gameId = typeof raw === 'object' && raw !== null ? (raw as { game?: unknown }).game : undefined;
  const entry = typeof gameId === 'string' ? catalog(gameId) : undefined;
  if (!entry) {
    throw new TableRefusal(ERROR_CODES.unknownGame, `There is no game "${String(gameId)}" to play here.`);
  }
  const parsed = createOptions.safeParse(raw);
  if (!parsed.success) throw new TableRefusal(ERROR_CODES.badOptions, `These table options are not valid (${describe(parsed.error)}).`);
  const create = parsed.data;
  const { game } = entry;
  if (create.autoStart) {
    // Strangers are seated at a quick-play table: none of its settings may come from its creator.
    const extra = Object.keys(raw as object).filter((key) => !QUICK_PLAY_KEYS.includes(key));
    if (extra.length > 0) {
      throw new TableRefusal(
        ERROR_CODES.badOptions,
        `Quick play takes only the game, the number of seats and your name (not ${extra.join(', ')}): create a table to choose bots, rules or a clock.`,
      );
    }
  }
  if (create.seats < game.minPlayers || create.seats > game.maxPlayers) {
    throw new TableRefusal(ERROR_CODES.badOptions, `${game.title} is played by ${game.minPlayers} to ${game.maxPlayers} players, not ${create.seats}.`);
  }
  const bots = botSeats(create.bots).map((entry) => entry.seat);
  if (bots.some((seat) => seat >= create.seats)) {
    throw new TableRefusal(ERROR_CODES.badOptions, `A bot seat is outside the table (seats are 0 to ${create.seats - 1}).`);
  }
  if (new Set(bots).size !== bots.length) throw new TableRefusal(ERROR_CODES.badOptions, 'A seat is listed twice for bots.');
  const gameOptions = game.optionsSchema.safeParse(create.options ?? {});
  if (!gameOptions.success) {
    throw new TableRefusal(ERROR_CODES.badOptions, `These ${game.title} options are not valid (${describe(gameOptions.error)}).`);
  }
  return { create, entry, gameOptions: gameOptions.data, raw };
}

export function parseJoinOptions(raw: unknown): ParsedJoinOptions {
  const parsed = joinOptions.safeParse(raw ?? {});
  if (!parsed.success) throw new TableRefusal(ERROR_CODES.badOptions, `These join options are not valid (${describe(parsed.error)}).`);
  return parsed.data;
}
