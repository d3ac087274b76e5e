/**
 * Structural sharing for `apply`: the next state shares with the previous one every object and
 * array the action leaves alone, and copies a part only before its first write.
 *
 * `apply` never touches its input (the server, replays, bots and search keep old states), and
 * copying the whole state per action (`cloneState`) made every action allocate all of it: the
 * young generation then had to carry each moving table's whole state through its collections.
 * Here an action allocates the root and what it changes; the rest stays where it already lives.
 *
 * How a game uses it: `apply` runs its rules inside `changeState(s, (next) => ...)`, which hands
 * them a shallow copy of the root; a rule that writes inside a nested object or array first
 * takes it with `writable(parent, key)` (the parent itself writable: the root, or the result of
 * an earlier `writable`). Replacing a field of a writable object with a new value needs nothing.
 * The first `writable` of a part copies it (a slice or a spread) and puts the copy in place;
 * later ones in the same change return that copy. Measured against Immer's proxies on Port
 * Royal (docs/performance.md, "Half the work per action, third pass"): these explicit copies are
 * several times faster, because reads stay plain property reads.
 *
 * States stay plain JSON and are not frozen (freezing costs a walk of every new part); the
 * tests apply seeded games to deep-frozen states instead, so a write that skipped `writable`
 * throws there.
 */

/** Objects and arrays copied during the change in progress (writable in place); null outside one. */
let copied: Set<object> | null = null;
/** The parts `writableWhole` copied whole during the change in progress (nothing inside them left to copy). */
let wholes: Set<object> | null = null;

/** The next state: `change` edits a shallow copy of `state`'s root, which is returned. */
export function changeState<S extends object>(state: S, change: (next: S) => void): S {
  const next = { ...state };
  const outer = copied;
  const outerWholes = wholes;
  copied = new Set<object>();
  wholes = new Set<object>();
  try {
    change(next);
  } finally {
    copied = outer;
    wholes = outerWholes;
  }
  return next;
}

/** Whether a change is in progress (rules called outside `apply`, as unit tests do, are not in one). */
export const changing = (): boolean => copied !== null;

/**
 * `parent[key]`, safe to write in place: copied (and put in `parent`) unless this change made it.
 * `parent` must be writable itself. Outside `changeState` it throws: rules run only inside one.
 */
export function writable<P extends object, K extends keyof P>(parent: P, key: K): P[K] {
  if (copied === null) throw new Error('writable() is only for rules running inside changeState().');
  const value = parent[key];
  if (typeof value !== 'object' || value === null) throw new TypeError(`writable(): ${String(key)} is not an object or array.`);
  if (copied.has(value)) return value;
  const copy = (Array.isArray(value) ? value.slice() : { ...value }) as P[K] & object;
  copied.add(copy);
  parent[key] = copy;
  return copy;
}

/**
 * `parent[key]` with every object and array inside it copied too (those this change made are
 * kept), all writable in place: for a part whose rules write deep inside it in many places and
 * that actions change rarely, copied whole on the first write instead of taking each nested
 * part with `writable`. `parent` must be writable itself.
 */
export function writableWhole<P extends object, K extends keyof P>(parent: P, key: K): P[K] {
  if (copied === null || wholes === null) throw new Error('writableWhole() is only for rules running inside changeState().');
  const value = parent[key];
  if (typeof value !== 'object' || value === null) throw new TypeError(`writableWhole(): ${String(key)} is not an object or array.`);
  if (wholes.has(value)) return value;
  const whole = ownedDeep(value, copied);
  wholes.add(whole);
  parent[key] = whole as P[K];
  return whole as P[K];
}

function ownedDeep(value: object, made: Set<object>): object {
  let own = value;
  if (!made.has(value)) {
    own = Array.isArray(value) ? value.slice() : { ...value };
    made.add(own);
  }
  const fields = own as Record<string, unknown>;
  for (const k in fields) {
    const inner = fields[k];
    if (typeof inner === 'object' && inner !== null) fields[k] = ownedDeep(inner, made);
  }
  return own;
}
