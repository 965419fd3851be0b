/**
 * The read form of an entity: the fields of its write schema, each read leniently (readFields.ts), then
 * shaped as the site uses it. Lists keep the rows that read and drop the rest; nothing throws.
 */
import * as z from "zod/mini";
import { isRecord, listOf, objectOf } from "../coerce";
import { serviceId } from "./readFields";

type Row = Record<string, unknown>;
type Readers<W extends z.core.$ZodShape> = { [K in keyof W]: z.core.$ZodType };
type Read<F extends Readers<z.core.$ZodShape>> = { [K in keyof F]: z.output<F[K]> } & { id: string | null };

interface Reading<W extends z.core.$ZodShape, F extends Readers<W>, E> {
  /** A reader for each field of the write schema, and for no other. */
  fields: F & Record<Exclude<keyof F, keyof W>, never>;
  /** The value to read for fields that other hosts send under another name. */
  aliases?: (row: Row) => Partial<Record<keyof W, unknown>>;
  /** The entity as the site uses it, from the fields as read. */
  entity: (row: Read<F>) => E;
}

/** The read schema of the entity whose write schema is `write`: the host's id (`_id` or `id`, null when it
 * gave none) beside the fields. */
export function entityReader<W extends z.core.$ZodShape, F extends Readers<W>, E extends { id: string | null }>(
  write: z.ZodMiniObject<W>,
  { fields, aliases, entity }: Reading<W, F, E>,
) {
  const names = Object.keys(write.shape);
  const readers = Object.fromEntries(names.map((name) => [name, fields[name]]));
  return z.pipe(
    z.pipe(
      // Every field is there to read, sent or not: an absent one reads as its empty value.
      z.transform((input: unknown) =>
        isRecord(input)
          ? {
              ...Object.fromEntries(names.map((name) => [name, input[name]])),
              ...aliases?.(input),
              id: input._id ?? input.id,
            }
          : input,
      ),
      z.object({ ...readers, id: serviceId }),
    ),
    z.transform((read) => entity(read as Read<F>)),
  );
}

type Reader<E extends { id: string | null }> = z.core.$ZodType<E>;

/** An entity as the site uses it: with an id, its position's when the host gave it none. */
export type Entity<R extends Reader<{ id: string | null }>> = Omit<z.output<R>, "id"> & { id: string };

function readAt<E extends { id: string | null }>(reader: Reader<E>, row: unknown, index: number) {
  const read = z.safeParse(reader, row);
  return read.success ? { ...read.data, id: read.data.id ?? `item-${index}` } : null;
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
