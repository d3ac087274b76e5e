/**
 * A prompt names only what can be done now: its list of choices is made from the actions
 * offered, so it can never ask for a button that is not there ("…, or pass" with no Pass).
 */
import type { Action } from './session';

export interface Choice {
  /** What the prompt says for it: "reveal a card", "end the turn". */
  words: string;
  /** The offered actions it stands for. */
  types: readonly string[];
}

/** "a, b, or c" (the items as given). */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} or ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`;
}

/** The choices among `choices` that are offered now, in their order, as one phrase. */
export function offeredChoices(offered: readonly Action[], choices: readonly Choice[]): string {
  const types = new Set(offered.map((a) => a.type));
  return orList(choices.filter((c) => c.types.some((t) => types.has(t))).map((c) => c.words));
}

export function isOffered(offered: readonly Action[], ...types: string[]): boolean {
  return offered.some((a) => types.includes(a.type));
}

/** A sentence from a phrase: capital first letter, one full stop. */
export function sentence(phrase: string): string {
  const text = phrase.trim();
  if (!text) return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
