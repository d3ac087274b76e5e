/**
 * Incremental updates of synced collections: only the entries that differ are written, so a
 * patch after one action carries that action's change and not the whole pile again.
 */
import type { ArraySchema, Schema } from '@colyseus/schema';

type Primitive = string | number | boolean;

/** Makes `target` hold exactly `values`, touching only what differs. */
export function syncList<T extends Primitive>(target: ArraySchema<T>, values: readonly T[]): void {
  if (values.length === 0) {
    if (target.length > 0) target.clear();
    return;
  }
  const common = Math.min(target.length, values.length);
  for (let i = 0; i < common; i++) {
    const value = values[i] as T;
    if (target[i] !== value) target[i] = value;
  }
  if (target.length > values.length) target.splice(values.length, target.length - values.length);
  for (let i = common; i < values.length; i++) target.push(values[i] as T);
}

/**
 * Makes `target` hold one child per value: existing children are updated in place by
 * `write` (which should itself change only what differs), missing ones are created.
 */
export function syncChildren<C extends Schema, V>(
  target: ArraySchema<C>,
  values: readonly V[],
  create: () => C,
  write: (child: C, value: V) => void,
): void {
  if (target.length > values.length) target.splice(values.length, target.length - values.length);
  values.forEach((value, i) => {
    const existing = target[i];
    if (existing) {
      write(existing, value);
    } else {
      const child = create();
      write(child, value);
      target.push(child);
    }
  });
}

/** Assigns a primitive field only when it changes (keeps patches free of no-op writes). */
export function setField<O extends object, K extends keyof O>(target: O, key: K, value: O[K]): void {
  if (target[key] !== value) target[key] = value;
}
