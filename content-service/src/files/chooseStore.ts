import type { MediaBucket } from "../config";
import { bucketClient, bucketStore } from "./bucketStore";
import type { FileStore } from "./fileStore";
import { folderStore } from "./folderStore";

/** The bucket when MEDIA_BUCKET names one, the data folder otherwise. */
export const chooseStore = (dataDir: string, bucket: MediaBucket | null): FileStore =>
  bucket
    ? bucketStore(bucket.name, bucket.prefix, bucketClient({ forcePathStyle: bucket.pathStyle }))
    : folderStore(dataDir);
