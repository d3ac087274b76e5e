/**
 * Hot queries built and compiled by Kysely once per shape, then run with new parameters: a
 * flush of one action would otherwise spend as long building and compiling its SQL as SQLite
 * spends writing it. A shape is everything that changes the SQL text (which query, how many
 * rows or ids); the caller gives the parameters in the order the compiled SQL binds them,
 * and the first compile of each shape checks that order against Kysely's own.
 */
import type { Compilable, CompiledQuery } from 'kysely';

export class QueryShapes {
  private readonly compiled = new Map<string, CompiledQuery>();

  /** `build` makes the query with these very parameters; it is called once per shape. */
  bind<R>(shape: string, parameters: unknown[], build: () => Compilable<R>): CompiledQuery<R> {
    const known = this.compiled.get(shape);
    if (known) return { ...known, parameters } as CompiledQuery<R>;
    const query = build().compile();
    if (query.parameters.length !== parameters.length || query.parameters.some((value, i) => value !== parameters[i])) {
      throw new Error(`The query shape ${shape} binds its parameters in another order than its caller gives them`);
    }
    this.compiled.set(shape, query);
    return query;
  }
}
