/**
 * The option fields of each game's create form. Kept apart from the renderers so the lobby
 * does not load the table code; a game without an entry gets fields guessed from its defaults.
 */
import { libertaliaOptionFields } from '../games/libertalia/options';
import { borneoOptionFields } from '../games/borneo/options';
import { portRoyalOptionFields } from '../games/port-royal/options';
import { merchantsAndMaraudersOptionFields } from '../games/merchants-and-marauders/options';

export interface OptionField {
  key: string;
  label: string;
  choices: { value: string; label: string }[];
}

const FIELDS: Record<string, OptionField[]> = {
  'port-royal': portRoyalOptionFields,
  borneo: borneoOptionFields,
  libertalia: libertaliaOptionFields,
  'merchants-and-marauders': merchantsAndMaraudersOptionFields,
};

/** Fields for `game`; unknown string and boolean defaults become simple choices. */
export function optionFields(game: string, defaults: Record<string, unknown>): OptionField[] {
  const known = FIELDS[game];
  if (known) return known;
  const fields: OptionField[] = [];
  for (const [key, value] of Object.entries(defaults)) {
    if (typeof value === 'boolean') {
      fields.push({ key, label: key, choices: [{ value: 'true', label: 'On' }, { value: 'false', label: 'Off' }] });
    } else if (typeof value === 'string') {
      fields.push({ key, label: key, choices: [{ value, label: value }] });
    }
  }
  return fields;
}

/** Turns the form's strings back into option values of the defaults' types. */
export function optionValue(raw: string, defaultValue: unknown): unknown {
  if (typeof defaultValue === 'boolean') return raw === 'true';
  if (typeof defaultValue === 'number') return Number(raw);
  return raw;
}

const TITLES: Record<string, string> = {
  'port-royal': 'Port Royal',
  caribbean: 'Caribbean',
  borneo: 'Borneo',
  libertalia: 'Libertalia',
  'merchants-and-marauders': 'Merchants & Marauders',
};

export function gameTitle(id: string): string {
  return TITLES[id] ?? id;
}
