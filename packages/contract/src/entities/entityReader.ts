/**
 * The read form of an entity: the fields of its write schema, each read leniently (readFields.ts), then
 * shaped as the site uses it. Lists keep the rows that read and drop the rest; nothing throws. Plain
 * functions, without zod: every page of the site reads its answers with them in its first script, and
 * the write schemas name only the fields (a type, no bytes).
 */
import type * as z from "zod/mini";
import { listOf, objectOf, serviceIdOf } from "../coerce";
import { isRecord } from "../isRecord";

type Row = Record<string, unknown>;
type Field = (value: unknown) => unknown;
type Shape<W extends z.ZodMiniObject> = { [K in keyof W["shape"]]: Field };
type Read<F extends Record<string, Field>> = { [K in keyof F]: ReturnType<F[K]> } & { id: string | null };

interface Reading<W extends z.ZodMiniObject, F extends Shape<W>, E> {
  /** A reader for each field of the write schema, and for no other. */
  fields: F & Record<Exclude<keyof F, keyof W["shape"]>, never>;
  /** The value to read for fields that other hosts send under another name. */
  aliases?: (row: Row) => Partial<Record<keyof W["shape"], unknown>>;
  /** The entity as the site uses it, from the fields as read; null for a row it cannot show (one
   * without a title, say), which is left out. */
  entity: (read: Read<F>) => E | null;
}

/** A row's reader, as an entity of the site's with the host's id (`_id` or `id`, null when it gave none). */
export type Reader<E extends { id: string | null }> = (row: unknown) => E | null;

/** The reader of the entity whose write schema is `W` (given first: `entityReader<typeof newsWrite>()`).
 * Every field is there to read, sent or not: an absent one reads as its empty value. */
export const entityReader =
  <W extends z.ZodMiniObject>() =>
  <F extends Shape<W>, E extends { id: string | null }>({ fields, aliases, entity }: Reading<W, F, E>): Reader<E> => {
    const names = Object.keys(fields);
    return (input) => {
      if (!isRecord(input)) return null;
      const row: Row = { ...input, ...aliases?.(input) };
      const read = Object.fromEntries(names.map((name) => [name, fields[name](row[name])]));
      return entity({ ...read, id: serviceIdOf(input) } as Read<F>);
    };
  };

/** An entity as the site uses it: with an id, its position's when the host gave it none. */
export type Entity<R extends Reader<{ id: string | null }>> = Omit<NonNullable<ReturnType<R>>, "id"> & { id: string };

function readAt<E extends { id: string | null }>(reader: Reader<E>, row: unknown, index: number) {
  const read = reader(row);
  return read ? { ...read, id: read.id ?? `item-${index}` } : null;
}

/** The rows of a list answer (bare, or wrapped as `{data: [...]}`) that read, in order. */
export const readList =
  <E extends { id: string | null }>(reader: Reader<E>) =>
  (payload: unknown): Entity<Reader<E>>[] =>
    listOf(payload).flatMap((row, index) => readAt(reader, row, index) ?? []);

/** The entity of a detail answer (bare or wrapped), or null when it holds nothing usable. */
export const readOne =
  <E extends { id: string | null }>(reader: Reader<E>) =>
  (payload: unknown): Entity<Reader<E>> | null => {
    const row = objectOf(payload);
    return row ? readAt(reader, row, 0) : null;
  };
