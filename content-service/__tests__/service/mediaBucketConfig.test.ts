import { configFromEnv } from "../../src/config";

describe("MEDIA_BUCKET and MEDIA_BUCKET_PREFIX", () => {
  it("keep the files in the data folder when unset", () => {
    expect(configFromEnv({}).mediaBucket).toBeNull();
  });

  it.each([
    [{ MEDIA_BUCKET: "school-media" }, { name: "school-media", prefix: "", pathStyle: false }],
    [
      { MEDIA_BUCKET: "school-media", MEDIA_BUCKET_PREFIX: "school-site" },
      { name: "school-media", prefix: "school-site/", pathStyle: false },
    ],
    [
      { MEDIA_BUCKET: " media.example ", MEDIA_BUCKET_PREFIX: "a/b/", MEDIA_BUCKET_PATH_STYLE: "1" },
      { name: "media.example", prefix: "a/b/", pathStyle: true },
    ],
  ])("read %p as %p", (env, bucket) => {
    expect(configFromEnv(env).mediaBucket).toEqual(bucket);
  });

  it.each([
    [{ MEDIA_BUCKET_PREFIX: "school-site/" }, /MEDIA_BUCKET_PREFIX is set but MEDIA_BUCKET is not/],
    [{ MEDIA_BUCKET: "Media_Bucket" }, /MEDIA_BUCKET=Media_Bucket: expected a bucket's name/],
    [{ MEDIA_BUCKET: "ab" }, /MEDIA_BUCKET=ab/],
    [{ MEDIA_BUCKET: "media", MEDIA_BUCKET_PREFIX: "/abs" }, /MEDIA_BUCKET_PREFIX=\/abs/],
    [{ MEDIA_BUCKET: "media", MEDIA_BUCKET_PREFIX: "a/../b" }, /MEDIA_BUCKET_PREFIX=a\/\.\.\/b/],
  ])("refuse %p at start, saying which", (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
