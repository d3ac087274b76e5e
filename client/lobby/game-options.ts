/**
 * The option fields of each game's create form and the games' titles, from the games'
 * manifests (shared/core/registry.ts): light data, so the lobby loads no engine or table code.
 */
import { getManifest } from '../../shared/core/registry';

export interface OptionField {
  key: string;
  label: string;
  /** One line under the field: what the option changes. */
  description: string;
  /** Fields sharing a group are shown together under its name. */
  group?: string;
  /** `value` is the option's value as text (the select's value). */
  choices: { value: string; label: string }[];
}

/** The fields of `game`'s options, in the manifest's order. */
export function optionFields(game: string): OptionField[] {
  const options = getManifest(game)?.options ?? {};
  return Object.entries(options).map(([key, option]) => ({
    key,
    label: option.label,
    description: option.description,
    ...(option.group === undefined ? {} : { group: option.group }),
    choices: option.choices.map((choice) => ({ value: String(choice.value), label: choice.label })),
  }));
}

/** The option's value (of its own type) for the text of a chosen field; the text when unknown. */
export function optionValue(game: string, key: string, raw: string): unknown {
  const choice = getManifest(game)?.options[key]?.choices.find((c) => String(c.value) === raw);
  return choice === undefined ? raw : choice.value;
}

export function gameTitle(id: string): string {
  return getManifest(id)?.title ?? id;
}
