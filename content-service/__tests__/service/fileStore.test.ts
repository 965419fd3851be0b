/** @jest-environment node */
/** Issue 40, "Files in a bucket": the data folder and the bucket keep files alike. One suite, run on
 * both stores: what a reader of the store notices, bytes compared whole. */
import { createHash, randomBytes } from "crypto";
import { readFileSync } from "fs";
import { createServer, type AddressInfo, type Socket } from "net";
import path from "path";
import { buffer } from "stream/consumers";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { bucketClient, bucketStore } from "../../src/files/bucketStore";
import { FILE_AREAS, FilesUnavailable, type FileArea, type FileStore } from "../../src/files/fileStore";
import { folderStore } from "../../src/files/folderStore";
import { sweepUnnamed, UNNAMED_FILE_GRACE_MS } from "../../src/files/sweepUnnamed";
import { tempDir } from "./helpers";
import { BUCKET, CREDENTIALS, S3Server } from "./s3Server";

const PHOTO = readFileSync(path.join(__dirname, "../fixtures/photos/two-colours.heic"));
const PREFIX = "suite/";

const s3 = new S3Server();
beforeAll(() => s3.start());
afterAll(() => s3.stop());

/** A file's size as the store says, and its bytes' digest (Jest compares megabytes slowly). */
const read = async (store: FileStore, area: FileArea, name: string) => {
  const file = await store.open(area, name);
  return file && { size: file.size, sha256: sha256(await buffer(file.body)) };
};
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const as = (bytes: Uint8Array) => ({ size: bytes.length, sha256: sha256(bytes) });
const listed = async (store: FileStore, area: FileArea) => {
  const names: string[] = [];
  for await (const { name } of store.list(area)) names.push(name);
  return names.sort();
};
/** A write that committed, as the service makes one. */
const stored = async (store: FileStore, area: FileArea, name: string, bytes: Uint8Array) => {
  await store.put(area, name, bytes);
  await store.commit(area, name);
};
const later = () => Date.now() + UNNAMED_FILE_GRACE_MS + 60_000;

// Each test gets a store of its own: a new data folder, or a new prefix in the one bucket.
let n = 0;
const STORES: [string, () => FileStore][] = [
  ["the data folder", () => folderStore(tempDir("files"))],
  ["the bucket", () => bucketStore(BUCKET, `${PREFIX}${++n}/`, s3.client())],
];

describe.each(STORES)("%s", (_kind, newStore) => {
  let store: FileStore;
  beforeEach(() => {
    store = newStore();
  });

  it("gives back a committed file byte for byte, in every area and nested name", async () => {
    const big = randomBytes(3 * 1024 * 1024 + 17);
    await stored(store, "media", "uploads/photo.heic", PHOTO);
    await stored(store, "media", "seed-1/images/big.bin", big);
    await stored(store, "resumes", "cv.pdf", Buffer.from("%PDF-1.7 résumé"));
    await stored(store, "certificates", "scan.jpg", Buffer.alloc(0));
    expect(await read(store, "media", "uploads/photo.heic")).toEqual(as(PHOTO));
    expect(await read(store, "media", "seed-1/images/big.bin")).toEqual(as(big));
    expect(await read(store, "resumes", "cv.pdf")).toEqual(as(Buffer.from("%PDF-1.7 résumé")));
    expect(await read(store, "certificates", "scan.jpg")).toEqual(as(Buffer.alloc(0)));
    // Areas are apart: a name in one is not found in another.
    expect(await store.open("certificates", "cv.pdf")).toBeNull();
  });

  it("keeps nothing of a discarded write", async () => {
    await store.put("media", "uploads/refused.jpg", PHOTO);
    await store.discard("media", "uploads/refused.jpg");
    expect(await store.open("media", "uploads/refused.jpg")).toBeNull();
    expect(await listed(store, "media")).toEqual([]);
  });

  it("tells a file's size and time without its bytes, the same as opening it does", async () => {
    await stored(store, "media", "uploads/photo.heic", PHOTO);
    const opened = await store.open("media", "uploads/photo.heic");
    opened?.body.destroy();
    expect(await store.stat("media", "uploads/photo.heic")).toEqual({
      size: PHOTO.length,
      modifiedMs: opened?.modifiedMs,
    });
    expect(await store.stat("media", "uploads/never.heic")).toBeNull();
  });

  it("answers null for a file never stored, and refuses a name outside its area", async () => {
    expect(await store.open("media", "uploads/never.jpg")).toBeNull();
    await expect(store.open("media", "../content.db")).rejects.toThrow(/Not a stored file's name/);
    await expect(store.put("resumes", "/etc/passwd", PHOTO)).rejects.toThrow(/Not a stored file's name/);
  });

  it("removes files, and a name already gone is no error", async () => {
    await stored(store, "media", "uploads/a.jpg", PHOTO);
    await stored(store, "media", "uploads/b.jpg", PHOTO);
    await store.remove("media", ["uploads/a.jpg", "uploads/gone.jpg"]);
    expect(await store.open("media", "uploads/a.jpg")).toBeNull();
    expect(await listed(store, "media")).toEqual(["uploads/b.jpg"]);
  });

  it("settles writes a crash left before their rows committed: the committed one is read, the other swept", async () => {
    await store.put("resumes", "committed.pdf", PHOTO);
    await store.put("resumes", "lost.pdf", PHOTO);
    await store.settle("resumes", async (name) => name === "committed.pdf");
    expect(await read(store, "resumes", "committed.pdf")).toEqual(as(PHOTO));
    // The database names only the committed one; past the grace period nothing else is left.
    await sweepUnnamed(store, async () => new Set(["resumes/committed.pdf"]), later());
    expect(await listed(store, "resumes")).toEqual(["committed.pdf"]);
  });

  it("sweeps only files no row names that are older than the grace period", async () => {
    for (const area of FILE_AREAS) {
      await stored(store, area, "named.jpg", PHOTO);
      await stored(store, area, "unnamed.jpg", PHOTO);
    }
    const named = async () => new Set(FILE_AREAS.map((area) => `${area}/named.jpg`));
    // Young files may be writes whose rows are about to commit.
    expect(await sweepUnnamed(store, named)).toBe(0);
    for (const area of FILE_AREAS) expect(await listed(store, area)).toEqual(["named.jpg", "unnamed.jpg"]);
    expect(await sweepUnnamed(store, named, later())).toBe(FILE_AREAS.length);
    for (const area of FILE_AREAS) expect(await listed(store, area)).toEqual(["named.jpg"]);
  });
});

/** A server that takes connections and never answers: a bucket that hangs. */
async function silentServer(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the bucket", () => {
  it("keeps each file under its prefix and area, sent byte for byte", async () => {
    const store = bucketStore(BUCKET, "school-a/", s3.client());
    await stored(store, "media", "uploads/photo.heic", PHOTO);
    const { Contents } = await s3.client().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "school-a/" }));
    expect(Contents?.map(({ Key, Size }) => ({ Key, Size }))).toEqual([
      { Key: "school-a/media/uploads/photo.heic", Size: PHOTO.length },
    ]);
  });

  it("says it cannot be used, rather than hang or claim a file missing, while its server is down", async () => {
    const store = bucketStore(BUCKET, "down/", s3.client());
    await stored(store, "media", "uploads/photo.heic", PHOTO);
    await s3.stop();
    try {
      await expect(store.open("media", "uploads/photo.heic")).rejects.toBeInstanceOf(FilesUnavailable);
      await expect(store.stat("media", "uploads/photo.heic")).rejects.toBeInstanceOf(FilesUnavailable);
      await expect(store.put("media", "uploads/new.heic", PHOTO)).rejects.toBeInstanceOf(FilesUnavailable);
      await expect(store.remove("media", ["uploads/photo.heic"])).rejects.toBeInstanceOf(FilesUnavailable);
    } finally {
      await s3.start();
    }
    expect(await read(store, "media", "uploads/photo.heic")).toEqual(as(PHOTO));
    expect(await store.open("media", "uploads/new.heic")).toBeNull();
  });

  it("gives up on a bucket that never answers within its timeouts, rather than hang", async () => {
    const silent = await silentServer();
    const client = bucketClient({ endpoint: silent.endpoint, region: "us-east-1", credentials: CREDENTIALS });
    const store = bucketStore(BUCKET, "", client);
    const asked = Date.now();
    try {
      await expect(store.open("media", "uploads/photo.heic")).rejects.toBeInstanceOf(FilesUnavailable);
    } finally {
      client.destroy();
      await silent.close();
    }
    // Two attempts of five seconds each, and the SDK's pause between them.
    expect(Date.now() - asked).toBeLessThan(15_000);
  }, 30_000);
});
