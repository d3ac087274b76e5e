/**
 * A game's manifest: what the site knows of a game without loading its engine (the lobby lists
 * games and builds the create form from it; the protocol takes its ids and seat caps from it).
 * Each game writes one in `shared/games/<id>/manifest.ts`; the registry lists them.
 *
 * Options are declared once, here, with their labels: the game's options schema (what the
 * server accepts, with defaults) is built from the same declaration the lobby shows, so a new
 * option is one entry in the manifest.
 */
import { z, type ZodType } from 'zod';

export type OptionValue = string | number | boolean;

export interface OptionChoice<T extends OptionValue = OptionValue> {
  value: T;
  /** What the lobby's list shows for this choice. */
  label: string;
}

/** One option of a game: its label, a one-line description, the choices the lobby offers. */
export interface GameOption<T extends OptionValue = OptionValue> {
  label: string;
  /** One line under the field: what the option changes in the game. */
  description: string;
  /** Options of one group (an expansion's modules, say) are shown together under its name. */
  group?: string;
  default: T;
  choices: readonly OptionChoice<T>[];
  /** What the server accepts when it is more than the choices (a range, say); the choices otherwise. */
  accepts?: ZodType<T>;
  /**
   * Another option this one needs when it is on (an expansion's module that works only with
   * another): a table asking for it without that option is refused with `message`.
   */
  needs?: { option: string; value: OptionValue; message: string };
}

/** A manifest as a game writes it (see `defineManifest`). */
export interface ManifestSpec {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  options: Readonly<Record<string, GameOption>>;
  /**
   * How long a bot waits before each move (ms), so people at the table can follow what it
   * does: longer where one move changes much (a Libertalia reveal) than where moves are small.
   * Absent: DEFAULT_BOT_PACE_MS. A server setting (BOT_DELAY_MS) may replace it for every game.
   */
  botPaceMs?: number;
}

/** A bot's wait before each move in a game whose manifest does not set its own. */
export const DEFAULT_BOT_PACE_MS = 700;

type OptionType<O> = O extends { accepts: ZodType<infer T> } ? T : O extends { choices: readonly OptionChoice<infer T>[] } ? T : never;

/** The options object a manifest's declarations describe (what `setup` receives). */
export type OptionsOf<M extends ManifestSpec> = { -readonly [K in keyof M['options']]: OptionType<M['options'][K]> };

export type GameManifest<M extends ManifestSpec = ManifestSpec> = M & {
  /** Checks options from outside: unknown keys are refused, missing ones take their default. */
  optionsSchema: ZodType<OptionsOf<M>>;
};

function acceptedValues(option: GameOption): ZodType {
  if (option.accepts) return option.accepts;
  const [first, ...rest] = option.choices.map((choice) => z.literal(choice.value));
  if (!first) throw new Error(`option "${option.label}" has no choice`);
  return rest.length === 0 ? first : z.union([first, ...rest]);
}

/** The game's options schema built from the manifest's declarations. */
export function optionsSchemaOf<M extends ManifestSpec>(spec: M): ZodType<OptionsOf<M>> {
  const shape: Record<string, ZodType> = {};
  for (const [key, option] of Object.entries(spec.options)) shape[key] = acceptedValues(option).default(option.default);
  const ties = Object.entries(spec.options).filter(([, option]) => option.needs !== undefined);
  const schema = z.strictObject(shape);
  if (ties.length === 0) return schema as unknown as ZodType<OptionsOf<M>>;
  return schema.superRefine((options: Record<string, unknown>, ctx) => {
    for (const [key, option] of ties) {
      const { option: other, value, message } = option.needs!;
      if (options[key] !== option.default && options[other] !== value) ctx.addIssue({ code: 'custom', message, path: [key] });
    }
  }) as unknown as ZodType<OptionsOf<M>>;
}

/** The options `key` needs to be on (its `needs`), to set with it. */
export function optionNeeds(spec: ManifestSpec, key: string): Record<string, OptionValue> {
  const needs = spec.options[key]?.needs;
  return needs ? { [needs.option]: needs.value } : {};
}

/** A game's manifest, with its options schema. `const` keeps the choices' literal types. */
export function defineManifest<const M extends ManifestSpec>(spec: M): GameManifest<M> {
  return { ...spec, optionsSchema: optionsSchemaOf(spec) };
}

/** An on/off option: `off` and `on` label the two choices. */
export function toggle(spec: { label: string; description: string; group?: string; default?: boolean; off: string; on: string }): GameOption<boolean> {
  const { off, on, ...rest } = spec;
  return {
    ...rest,
    default: spec.default ?? false,
    choices: [
      { value: false, label: off },
      { value: true, label: on },
    ],
  };
}

/** The Game contract's fields that come from the manifest (see shared/core/engine.ts). */
export function fromManifest<M extends ManifestSpec>(
  manifest: GameManifest<M>,
): Pick<ManifestSpec, 'id' | 'title' | 'minPlayers' | 'maxPlayers'> & { optionsSchema: ZodType<OptionsOf<M>> } {
  const { id, title, minPlayers, maxPlayers, optionsSchema } = manifest;
  return { id, title, minPlayers, maxPlayers, optionsSchema };
}
