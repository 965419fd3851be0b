import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { NodeHttpHandler } from "@smithy/node-http-handler";
import type { Readable } from "stream";
import { FilesUnavailable, type FileArea, type FileStore, type OpenedFile } from "./fileStore";
import { storedName } from "./storedName";

/** A bucket that stops answering is given up on within these, so that a request answers 503 in
 * seconds rather than hang: connecting, waiting for the answer to begin, and waiting for more of an
 * object's bytes once it flows. A call is tried twice (the SDK's retry), so the worst is twice this. */
const TIMEOUTS = { connectionTimeout: 2_000, requestTimeout: 5_000, socketTimeout: 10_000 };
const ATTEMPTS = 2;
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/** The client for MEDIA_BUCKET: where it is and who signs come from the SDK's own variables
 * (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) unless `config` says.
 * Checksums only where S3 requires them: with the SDK's default, a body goes aws-chunked, which some
 * S3-compatible servers (s3rver) store framing and all (DESIGN.md, "Machine facts"). */
export function bucketClient(config: S3ClientConfig = {}): S3Client {
  return new S3Client({
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Without throwOnRequestTimeout the handler only warns when an answer is late.
    requestHandler: new NodeHttpHandler({ ...TIMEOUTS, throwOnRequestTimeout: true }),
    maxAttempts: ATTEMPTS,
    ...config,
  });
}

const isMissing = (error: unknown) => ["NoSuchKey", "NotFound"].includes((error as Error)?.name);

/** An S3-compatible bucket: each file an object under `<prefix><area>/<name>`, private (no ACL is
 * ever set, so the bucket's own rule, private by default, holds). An object is written whole or not
 * at all by S3 itself, so `put` is the whole write and `commit` has nothing left to do; one whose row
 * never committed (a crash between the two) is removed by sweepUnnamedFiles. */
export function bucketStore(bucket: string, prefix = "", client: S3Client = bucketClient()): FileStore {
  const where = `the bucket ${bucket}${prefix ? ` (${prefix})` : ""}`;
  const keyOf = (area: FileArea, name: string) => `${prefix}${area}/${storedName(name)}`;
  /** Runs a call of the bucket's; any failure but "no such object" means it cannot be used now. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isMissing(error)) throw error;
      throw new FilesUnavailable(where, error);
    }
  }
  const deleteOne = (area: FileArea, name: string) =>
    call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(area, name) })));

  return {
    where,
    async put(area, name, bytes) {
      await call(() =>
        client.send(
          new PutObjectCommand({ Bucket: bucket, Key: keyOf(area, name), Body: bytes, ContentLength: bytes.length }),
        ),
      );
    },
    commit: async () => undefined,
    discard: async (area, name) => {
      await deleteOne(area, name);
    },
    settle: async () => undefined,
    async stat(area, name) {
      try {
        const head = await call(() => client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(area, name) })));
        return { size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(area, name): Promise<OpenedFile | null> {
      try {
        const object = await call(() => client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(area, name) })));
        return {
          size: object.ContentLength ?? 0,
          modifiedMs: object.LastModified?.getTime() ?? 0,
          body: object.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(area, names) {
      for (let from = 0; from < names.length; from += DELETE_BATCH) {
        const keys = names.slice(from, from + DELETE_BATCH).map((name) => ({ Key: keyOf(area, name) }));
        const answer = await call(() =>
          client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } })),
        );
        const failed = answer.Errors ?? [];
        if (failed.length)
          throw new FilesUnavailable(where, new Error(`${failed.length} objects not deleted: ${failed[0].Message}`));
      }
    },
    async *list(area) {
      const from = `${prefix}${area}/`;
      let token: string | undefined;
      do {
        const page = await call(() =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: from, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? [])
          if (object.Key)
            yield { name: object.Key.slice(from.length), modifiedMs: object.LastModified?.getTime() ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
