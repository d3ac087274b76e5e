/**
 * Incremental updates of synced collections: only the entries that differ are written, so a
 * patch after one action carries that action's change and not the whole pile again.
 */
import type { ArraySchema, MapSchema, Schema } from '@colyseus/schema';

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

/**
 * Writes seat `seat`'s secret part (its entry of the view's `mine`) into the board's
 * `.view()`-tagged map, creating the entry the first time, and returns it for that seat's
 * StateView (see GameSync.writePrivate); nothing when the view holds no part for the seat.
 */
export function writeSecretPart<P, C extends Schema>(
  mine: MapSchema<C>,
  seat: number,
  part: P | undefined,
  create: () => C,
  write: (secret: C, part: P) => void,
): Schema[] {
  if (!part) return [];
  const key = String(seat);
  let secret = mine.get(key);
  if (!secret) {
    secret = create();
    mine.set(key, secret);
  }
  write(secret, part);
  return [secret];
}
