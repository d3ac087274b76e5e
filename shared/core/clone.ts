/**
 * The one way engines copy their state: `apply` works on a copy and never touches its input.
 *
 * States are plain JSON by contract (objects, arrays, strings, numbers, booleans, null), so a
 * copy need only walk objects and arrays. Each is copied whole first (a spread or a slice, which
 * the JavaScript engine does at once for a plain object or list) and then only its nested
 * objects and arrays are replaced by copies of their own: several times faster than a JSON round
 * trip, which bots and playouts feel. It builds everything in the caller's realm (structuredClone
 * would not under jest, where deep equality then tells the copies apart), and no field is
 * forgotten when a game's state gains one.
 */
export function cloneState<S>(state: S): S {
  return copyValue(state) as S;
}

type JsonObject = Record<string, unknown>;

function copyValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Array.isArray(value) ? copyArray(value) : copyObject(value as JsonObject);
}

function copyArray(source: readonly unknown[]): unknown[] {
  const copy = source.slice();
  for (let i = 0; i < copy.length; i++) {
    const item = copy[i];
    if (typeof item === 'object' && item !== null) copy[i] = Array.isArray(item) ? copyArray(item) : copyObject(item as JsonObject);
  }
  return copy;
}

function copyObject(source: JsonObject): JsonObject {
  const copy = { ...source };
  for (const key in copy) {
    const field = copy[key];
    if (typeof field === 'object' && field !== null) copy[key] = Array.isArray(field) ? copyArray(field) : copyObject(field as JsonObject);
  }
  return copy;
}
