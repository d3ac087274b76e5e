/**
 * The one projection of every game: a view (plain JSON) written into the game's board schema,
 * driven by the schema's own field metadata, so a game declares its wire contract (the schema,
 * server/sync/<id>.ts) and writes no code to fill it.
 *
 * Each schema's fields are written in declaration order: plain values, lists of plain values,
 * lists of child schemas, nested schemas and maps. Only what differs is touched, so a patch
 * after one action carries that action's change and not the whole board again. Fields tagged
 * `.view()` are the per-seat secret part: the view keeps it as `mine: { "<seat>": part }`, and
 * `writePrivate` writes seat N's entry alone and returns it for seat N's StateView (see
 * GameSync in ./types.ts). Whatever the view does not contain cannot reach the schema.
 */
import { $numFields, $values, ArraySchema, MapSchema, Schema } from '@colyseus/schema';
import { syncChildren, syncList } from './arrays';
import type { GameSync } from './types';
import type { SchemaMirrorsView } from './mirror';

type SchemaClass = new () => Schema;
type Plain = Record<string, unknown>;

/** A field as @colyseus/schema's metadata describes it. */
interface Field {
  name: string;
  /** The field's slot in the instance's `$values` (what its generated getter reads). */
  index: number;
  type: string | SchemaClass | { array: string | SchemaClass } | { map: string | SchemaClass };
  /** Present on `.view()` fields: their content reaches only the StateViews it is added to. */
  tag?: number;
}

/**
 * The order a board's fields are written in. It decides only the order of the structures inside
 * a patch (a client decodes the same state either way), but it is part of the bytes on the wire:
 * `declaration` (the schema's order) for every game, `plain-values-first` (each schema's plain
 * values, then its lists and children, in declaration order) where a game's patches have always
 * been written so (tests/security/patch-bytes.test.ts holds each game to its recorded bytes).
 */
export type WriteOrder = 'declaration' | 'plain-values-first';

/** A schema class's fields, in declaration order (cached per class). */
const fieldsByClass = new Map<SchemaClass, Field[]>();

function fieldsOf(cls: SchemaClass): Field[] {
  let fields = fieldsByClass.get(cls);
  if (!fields) {
    const metadata = (cls as unknown as Record<symbol, Record<string | number, Field | number> | undefined>)[Symbol.metadata];
    if (!metadata) throw new Error(`${cls.name} is not a schema`);
    const last = metadata[$numFields] as number;
    fields = [];
    for (let index = 0; index <= last; index++) {
      const field = metadata[index];
      if (field && typeof field === 'object') fields.push(field);
    }
    fieldsByClass.set(cls, fields);
  }
  return fields;
}

function isSchemaClass(type: Field['type']): type is SchemaClass {
  return typeof type === 'function';
}

/** The untagged fields of a schema class in writing order (cached per class and order). */
const writtenByOrder: Record<WriteOrder, Map<SchemaClass, Field[]>> = { declaration: new Map(), 'plain-values-first': new Map() };

function writtenFields(cls: SchemaClass, order: WriteOrder): Field[] {
  let fields = writtenByOrder[order].get(cls);
  if (!fields) {
    const untagged = fieldsOf(cls).filter((field) => field.tag === undefined);
    const plain = (field: Field): boolean => typeof field.type === 'string';
    fields = order === 'declaration' ? untagged : [...untagged.filter(plain), ...untagged.filter((field) => !plain(field))];
    writtenByOrder[order].set(cls, fields);
  }
  return fields;
}

type Slots = Record<string, unknown>;

/**
 * A schema instance's field values by index. Fields are compared there rather than through
 * their getters: a read by name on a schema goes through an accessor that the engine cannot
 * inline here (every board class passes through these functions), and comparing is most of
 * what a projection does. Writes still go through the setters, which record the change.
 */
function valuesOf(target: Schema): unknown[] {
  return (target as unknown as { [$values]: unknown[] })[$values];
}

/** Writes every untagged field of `target` from `value`. */
function writeSchema(target: Schema, value: Plain, order: WriteOrder): void {
  const slots = target as unknown as Slots;
  const current = valuesOf(target);
  for (const field of writtenFields(target.constructor as SchemaClass, order)) writeField(slots, current, field, value[field.name], order);
}

function writeField(slots: Slots, current: unknown[], field: Field, value: unknown, order: WriteOrder): void {
  const { name, type } = field;
  const now = current[field.index];
  if (value === undefined && typeof type !== 'string') {
    // An optional child the view leaves out (e.g. a module's part of the board when it is off).
    if (now !== undefined) slots[name] = undefined;
    return;
  }
  if (typeof type === 'string') {
    if (now !== value) slots[name] = value;
  } else if (isSchemaClass(type)) {
    const child = now as Schema | undefined;
    // An optional part absent from the view (a module not in play) is not sent.
    if (value === undefined) {
      if (child) slots[name] = undefined;
    } else if (child) {
      writeSchema(child, value as Plain, order);
    } else {
      const created = new type();
      writeSchema(created, value as Plain, order);
      slots[name] = created;
    }
  } else if ('array' in type) {
    // An optional list is not created with its schema: it is made when the view first has it.
    const list = (now ?? (slots[name] = new ArraySchema())) as ArraySchema<unknown>;
    const items = value as readonly unknown[];
    const cls = type.array;
    if (typeof cls === 'string') syncList(list as ArraySchema<string | number | boolean>, items as readonly (string | number | boolean)[]);
    else syncChildren(list as ArraySchema<Schema>, items as readonly Plain[], () => new cls(), (child, item) => writeSchema(child, item, order));
  } else {
    syncMap(now as MapSchema<unknown>, value as Plain, type.map, order);
  }
}

/** Makes `target` hold exactly the entries of `values` (keys gone are deleted). */
function syncMap(target: MapSchema<unknown>, values: Plain, type: string | SchemaClass, order: WriteOrder): void {
  for (const key of [...target.keys()]) if (!Object.prototype.hasOwnProperty.call(values, key)) target.delete(key);
  for (const [key, value] of Object.entries(values)) {
    if (typeof type === 'string') {
      if (target.get(key) !== value) target.set(key, value);
    } else {
      entryOf(target as MapSchema<Schema>, key, type, value as Plain, order);
    }
  }
}

/** The map's child under `key`, written from `value`; created (added, then written) the first time. */
function entryOf(target: MapSchema<Schema>, key: string, cls: SchemaClass, value: Plain, order: WriteOrder): Schema {
  let child = target.get(key);
  if (!child) {
    child = new cls();
    target.set(key, child);
  }
  writeSchema(child, value, order);
  return child;
}

/**
 * Seat `seat`'s secret parts: for each `.view()`-tagged map of the board, the view's entry under
 * the seat's number, written into the map's entry for the seat; returned for the seat's StateView.
 */
function writeSecretParts(board: Schema, seat: number, view: Plain, tagged: readonly Field[], order: WriteOrder): Schema[] {
  const parts: Schema[] = [];
  const key = String(seat);
  for (const field of tagged) {
    const part = (view[field.name] as Plain | undefined)?.[key];
    if (part === undefined) continue;
    const type = field.type as { map: SchemaClass };
    parts.push(entryOf((board as unknown as Slots)[field.name] as MapSchema<Schema>, key, type.map, part as Plain, order));
  }
  return parts;
}

/** The secret part of a board: its `.view()`-tagged fields, which must be maps of schemas keyed by seat. */
function taggedFields(cls: SchemaClass): Field[] {
  const tagged = fieldsOf(cls).filter((field) => field.tag !== undefined);
  for (const field of tagged) {
    const type = field.type;
    if (typeof type !== 'object' || !('map' in type) || !isSchemaClass(type.map)) {
      throw new Error(`${cls.name}.${field.name}: a secret part is a map of schemas keyed by seat`);
    }
  }
  return tagged;
}

/**
 * A game's projection from its board schema. `V` is the game's view type: when the schema does
 * not mirror it, the board class is not accepted and the compiler names the paths that differ
 * (./mirror.ts), so a schema that drifts from its view fails to compile.
 */
export function projection<V, B extends Schema>(
  gameId: string,
  boardClass: SchemaMirrorsView<V, B, new () => B>,
  order: WriteOrder = 'declaration',
): GameSync<V, B> {
  const board = boardClass as unknown as new () => B;
  const tagged = taggedFields(board);
  const sync: GameSync<V, B> = {
    gameId,
    boardClass: board,
    createBoard: () => new board(),
    writePublic: (board, view) => writeSchema(board, view as Plain, order),
  };
  if (tagged.length > 0) sync.writePrivate = (board, seat, view) => writeSecretParts(board, seat, view as Plain, tagged, order);
  return sync;
}
