/**
 * The compile-time check that a board schema mirrors its game's view type: what a client
 * decodes (the schema's JSON shape, @colyseus/schema's `ToJSON`) has exactly the view's keys,
 * at every depth, with the same types (a string field narrowed to the view's union, a list where
 * the view has a list, a nested schema where it has an object). The secret part `mine` is the
 * one key a view may lack (a spectator has none).
 *
 * `projection()` (./projection.ts) types its board class parameter with it: the class when the
 * schema mirrors the view, otherwise the paths that differ, e.g.
 * `"view.seats[].score: the view's type is not the schema's"`, which the class is not.
 */
import type { Schema, ToJSON } from '@colyseus/schema';

/** The decoded board's shape, its secret part optional as in a view. */
type WireShape<B> = ToJSON<B> extends infer J ? ('mine' extends keyof J ? Omit<J, 'mine'> & { mine?: J['mine'] } : J) : never;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

type KeyErrors<V, W, P extends string> =
  | { [K in Exclude<keyof V, keyof W> & string]: `${P}.${K} is in the view but not in the schema` }[Exclude<keyof V, keyof W> & string]
  | { [K in Exclude<keyof W, keyof V> & string]: `${P}.${K} is in the schema but not in the view` }[Exclude<keyof W, keyof V> & string]
  | { [K in (OptionalKeys<V> | OptionalKeys<W>) & string]: K extends OptionalKeys<V> & OptionalKeys<W> ? never : `${P}.${K} is optional on one side only` }[(OptionalKeys<V> | OptionalKeys<W>) & string]
  | { [K in keyof V & keyof W & string]-?: Mismatches<Exclude<V[K], undefined>, Exclude<W[K], undefined>, `${P}.${K}`> }[keyof V & keyof W & string];

/** Every path where the view type `V` and the decoded shape `W` differ (never when they agree). */
export type Mismatches<V, W, P extends string = 'view'> = [V] extends [readonly (infer A)[]]
  ? [W] extends [readonly (infer B)[]]
    ? Mismatches<A, B, `${P}[]`>
    : `${P} is a list in the view but not in the schema`
  : [V] extends [object]
    ? [W] extends [object]
      ? KeyErrors<V, W, P>
      : `${P} is an object in the view but not in the schema`
    : [V] extends [W]
      ? [W] extends [V]
        ? never
        : `${P}: the schema's type is wider than the view's`
      : `${P}: the view's type is not the schema's`;

/** `Ok` when the board schema `B` mirrors the view type `V`; else the paths where they differ. */
export type SchemaMirrorsView<V, B extends Schema, Ok> = [Mismatches<V, WireShape<B>>] extends [never] ? Ok : Mismatches<V, WireShape<B>>;
