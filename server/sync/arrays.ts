/**
 * Incremental updates of synced collections: only the entries that differ are written, so a
 * patch after one action carries that action's change and not the whole pile again.
 *
 * Every list written here has a plain copy of what was last written into it, and the new values
 * are compared with that copy. Reading an ArraySchema goes through a Proxy whose every index
 * read costs far more than a plain array's (the server benchmark's profile had these reads as
 * the largest part of projecting a view); so the schema is only written to, where a value
 * differs, and in the same order as ever, so the patches are byte for byte the same. A list must
 * then be written only through these functions (a write elsewhere would leave its copy stale).
 */
import type { ArraySchema, Schema } from '@colyseus/schema';

type Primitive = string | number | boolean;

/** The plain copy of each list, as last written (see above). */
const written = new WeakMap<ArraySchema<unknown>, unknown[]>();

function copyOf<T>(target: ArraySchema<T>): T[] {
  let copy = written.get(target) as T[] | undefined;
  if (copy === undefined) {
    copy = target.toArray();
    written.set(target, copy);
  }
  return copy;
}

/** Makes `target` hold exactly `values`, touching only what differs. */
export function syncList<T extends Primitive>(target: ArraySchema<T>, values: readonly T[]): void {
  const copy = copyOf(target);
  if (values.length === 0) {
    if (copy.length > 0) {
      target.clear();
      copy.length = 0;
    }
    return;
  }
  const common = Math.min(copy.length, values.length);
  for (let i = 0; i < common; i++) {
    const value = values[i] as T;
    if (copy[i] !== value) {
      target[i] = value;
      copy[i] = value;
    }
  }
  if (copy.length > values.length) {
    target.splice(values.length, copy.length - values.length);
    copy.length = values.length;
  }
  for (let i = common; i < values.length; i++) {
    const value = values[i] as T;
    target.push(value);
    copy.push(value);
  }
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
  const children = copyOf(target);
  if (children.length > values.length) {
    target.splice(values.length, children.length - values.length);
    children.length = values.length;
  }
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as V;
    const existing = children[i];
    if (existing) {
      write(existing, value);
    } else {
      const child = create();
      write(child, value);
      target.push(child);
      children.push(child);
    }
  }
}

/** Assigns a primitive field only when it changes (keeps patches free of no-op writes). */
export function setField<O extends object, K extends keyof O>(target: O, key: K, value: O[K]): void {
  if (target[key] !== value) target[key] = value;
}
