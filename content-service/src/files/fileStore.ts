import type { Readable } from "stream";

/** The kinds of file the service keeps, each apart: only `media` is ever served publicly. */
export const FILE_AREAS = ["media", "certificates", "resumes"] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** A stored file's size and time: for Content-Length and the validator. */
export interface FileFacts {
  size: number;
  modifiedMs: number;
}

/** A stored file opened for reading, with its bytes, which the reader must consume or destroy. */
export interface OpenedFile extends FileFacts {
  body: Readable;
}

/** Where the service keeps its files: the data folder or a bucket (MEDIA_BUCKET). A write is made
 * in two steps so that rows and files change together: `put` stores the bytes whole before the row
 * that names them is written, `commit` makes them final once that row has committed, and `discard`
 * removes them when it failed. Names are the service's own (random, never from a request), each
 * inside its area, and a name is never written twice. */
export interface FileStore {
  /** Said in messages and logs: which folder or bucket. */
  readonly where: string;
  put(area: FileArea, name: string, bytes: Uint8Array): Promise<void>;
  commit(area: FileArea, name: string): Promise<void>;
  discard(area: FileArea, name: string): Promise<void>;
  /** At start: a write left between `put` and `commit` by a crash is made final when its row
   * committed, removed otherwise. A store with no such state leaves it to sweepUnnamedFiles. */
  settle(area: FileArea, isCommitted: (name: string) => Promise<boolean>): Promise<void>;
  /** The committed file, or null when there is none. */
  open(area: FileArea, name: string): Promise<OpenedFile | null>;
  /** Where a file of this store lies on this machine's disk, for the static-file plugin to send
   * (with Range); absent for a store elsewhere. Says nothing of whether the file is there. */
  onDisk?(area: FileArea, name: string): { root: string; file: string };
  /** The committed file's facts without its bytes (a revalidation), or null when there is none. */
  stat(area: FileArea, name: string): Promise<FileFacts | null>;
  /** Removes committed files; a name already gone is no error. */
  remove(area: FileArea, names: string[]): Promise<void>;
  /** Every committed file of the area, with its time. */
  list(area: FileArea): AsyncIterable<{ name: string; modifiedMs: number }>;
}

/** The store could not be reached or answered wrongly: nothing was kept, and a retry may do. */
export class FilesUnavailable extends Error {
  constructor(where: string, cause: unknown) {
    super(`The file store (${where}) cannot be used just now: ${(cause as Error)?.message ?? cause}`, { cause });
    this.name = "FilesUnavailable";
  }
}

/** How long a caller should wait before trying again, in seconds. */
export const FILES_RETRY_AFTER_S = 10;

export const FILES_UNAVAILABLE =
  "The service cannot reach its file storage just now. Nothing was changed; please try again in a few seconds.";
