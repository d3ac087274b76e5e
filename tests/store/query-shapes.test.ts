/** Hot queries compiled once per shape: later runs bind new parameters to the same SQL. */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { Database } from '../../server/store/schema';
import { QueryShapes } from '../../server/store/query-shapes';

// Compiles SQLite SQL without a database.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

const action = (tableId: string, seq: number) => ({ table_id: tableId, seq, seat: 1, action: '{"type":"pass"}', at: 1000 + seq });
const insertActions = (rows: ReturnType<typeof action>[]) => () => db.insertInto('table_actions').values(rows);
const flatten = (rows: ReturnType<typeof action>[]) => rows.flatMap((row) => [row.table_id, row.seq, row.seat, row.action, row.at]);

describe('query shapes', () => {
  it('builds a shape once, then binds new parameters to the same SQL', () => {
    const shapes = new QueryShapes();
    const first = [action('T1', 0)];
    const compiled = shapes.bind('actions:1', flatten(first), insertActions(first));
    const build = jest.fn(insertActions([action('T2', 7)]));
    const again = shapes.bind('actions:1', flatten([action('T2', 7)]), build);
    expect(build).not.toHaveBeenCalled();
    expect(again.sql).toBe(compiled.sql);
    expect(again.parameters).toEqual(['T2', 7, 1, '{"type":"pass"}', 1007]);
    // The shape's first compile is not changed by the later binding.
    expect(compiled.parameters).toEqual(['T1', 0, 1, '{"type":"pass"}', 1000]);
  });

  it('a shape of another size is compiled on its own', () => {
    const shapes = new QueryShapes();
    const one = [action('T1', 0)];
    const two = [action('T1', 1), action('T2', 0)];
    const single = shapes.bind('actions:1', flatten(one), insertActions(one));
    const double = shapes.bind('actions:2', flatten(two), insertActions(two));
    expect(double.sql).not.toBe(single.sql);
    expect(double.parameters).toHaveLength(10);
  });

  it('refuses a caller whose parameters are not in the order the SQL binds them', () => {
    const shapes = new QueryShapes();
    const rows = [action('T1', 0)];
    const reordered = rows.flatMap((row) => [row.seq, row.table_id, row.seat, row.action, row.at]);
    expect(() => shapes.bind('actions:1', reordered, insertActions(rows))).toThrow(/binds its parameters in another order/);
  });
});
