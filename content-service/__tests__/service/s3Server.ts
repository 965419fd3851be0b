import S3rver from "s3rver";
import { S3Client } from "@aws-sdk/client-s3";
import { bucketClient } from "../../src/files/bucketStore";
import { tempDir } from "./helpers";

/**
 * An S3-compatible server for the tests: s3rver 3.7 (npm), in this process, on a loopback port of its
 * own, keeping its objects in a temporary folder, so that it can be stopped and started again on the
 * same port with the same objects.
 *
 * What s3rver checks: Signature Version 4 (with its fixed keys S3RVER/S3RVER) and the request's
 * clock skew, bucket existence, keys and byte ranges. What it does not: ACLs and bucket policies (every
 * object answers whoever signs, so "private" is only what the service never sets public), conditional
 * writes (If-None-Match on PUT), Content-MD5 and the x-amz-checksum-* headers, encryption, object
 * lock, and IAM. The SDK's default aws-chunked uploads are stored with their framing, which is why
 * the bucket's client asks checksums only where S3 requires them, and why the tests compare every
 * byte read back.
 */
export const BUCKET = "school-media";
export const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export class S3Server {
  private server: S3rver | null = null;
  readonly directory = tempDir("s3rver");
  port = 0;

  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it: on a random port the first time, on the same one after a stop. */
  async start(): Promise<this> {
    this.server = new S3rver({
      address: "127.0.0.1",
      port: this.port,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    ({ port: this.port } = await this.server.run());
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  /** A client of its own, as an operator's tools would be. */
  client(): S3Client {
    return bucketClient({
      endpoint: this.endpoint,
      region: "us-east-1",
      credentials: CREDENTIALS,
      forcePathStyle: true,
    });
  }
}
