/**
 * The synced lists (server/sync/arrays.ts) compare each new list with a plain copy of what they
 * last wrote: the schema's list must still hold exactly the new values after every kind of
 * change, and an unchanged list must record no change at all (nothing for the next patch).
 */
import { ArraySchema, Encoder, schema, t } from '@colyseus/schema';
import { syncChildren, syncList } from '../../server/sync/arrays';

const Item = schema({ value: t.number() }, 'SyncedListsItem');
type Item = InstanceType<typeof Item>;
const Holder = schema({ numbers: t.array('number'), items: t.array(Item) }, 'SyncedListsHolder');

function holder() {
  const state = new Holder();
  state.numbers = new ArraySchema<number>();
  state.items = new ArraySchema<Item>();
  const encoder = new Encoder(state);
  encoder.encodeAll();
  encoder.discardChanges();
  return { state, encoder };
}

/** The bytes of the patch the changes so far would make (empty: nothing changed). */
function patchBytes(encoder: Encoder): number {
  const bytes = encoder.encode().length;
  encoder.discardChanges();
  return bytes;
}

describe('synced lists', () => {
  it('hold exactly the values after growing, changing, shrinking and clearing', () => {
    const { state, encoder } = holder();
    const steps: number[][] = [[1, 2, 3], [1, 5, 3, 4], [1, 5], [], [7], [7, 7, 7, 7, 7], [2]];
    for (const values of steps) {
      syncList(state.numbers, values);
      expect(state.numbers.toArray()).toEqual(values);
      expect(patchBytes(encoder)).toBeGreaterThan(0);
      syncList(state.numbers, [...values]);
      expect(patchBytes(encoder)).toBe(0);
    }
  });

  it('keep one child per value, updated in place', () => {
    const { state, encoder } = holder();
    const write = (child: Item, value: number) => {
      if (child.value !== value) child.value = value;
    };
    syncChildren(state.items, [1, 2, 3], () => new Item(), write);
    const second = state.items[1];
    syncChildren(state.items, [1, 9, 3, 4], () => new Item(), write);
    expect(state.items.toArray().map((item) => item.value)).toEqual([1, 9, 3, 4]);
    expect(state.items[1]).toBe(second);
    patchBytes(encoder);
    syncChildren(state.items, [1, 9, 3, 4], () => new Item(), write);
    expect(patchBytes(encoder)).toBe(0);
    syncChildren(state.items, [1], () => new Item(), write);
    expect(state.items.toArray().map((item) => item.value)).toEqual([1]);
    syncChildren(state.items, [], () => new Item(), write);
    expect(state.items.length).toBe(0);
  });
});
