/**
 * What a schema can mirror: a view whose every path has one type across viewers and steps, no
 * null or undefined, no array directly inside an array; maps keyed by seat (the secret part
 * `mine`) only where the projection keeps one.
 */

/**
 * The view's maps keyed by seat (synced as schema maps, so their keys vary by viewer): optional
 * fields whose entries all share one shape.
 */
const SEAT_MAPS = new Set(['view.mine']);

/**
 * Throws on the first thing a schema cannot mirror. `types` collects path → type over many
 * views, so shapes must agree across viewers and steps.
 */
export function checkSchemaShape(value: unknown, types: Map<string, string>, path = 'view'): void {
  if (value === null || value === undefined) throw new Error(`${path} is ${value}`);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (Array.isArray(item)) throw new Error(`${path} has a nested array`);
      checkSchemaShape(item, types, `${path}[]`);
    }
    record(types, path, 'array');
    return;
  }
  if (typeof value === 'object' && SEAT_MAPS.has(path)) {
    for (const [k, v] of Object.entries(value)) {
      if (!/^\d+$/.test(k)) throw new Error(`${path} has the key ${k}, not a seat`);
      checkSchemaShape(v, types, `${path}{}`);
    }
    record(types, path, 'map');
    return;
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => !SEAT_MAPS.has(`${path}.${k}`));
    record(types, path, `object:${keys.sort().join(',')}`);
    for (const [k, v] of Object.entries(value)) checkSchemaShape(v, types, `${path}.${k}`);
    return;
  }
  record(types, path, typeof value);
}

function record(types: Map<string, string>, path: string, type: string): void {
  const known = types.get(path);
  if (known !== undefined && known !== type) throw new Error(`${path} is ${type} here, ${known} elsewhere`);
  types.set(path, type);
}
