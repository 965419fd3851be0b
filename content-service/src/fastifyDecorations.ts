import type { SessionUser } from "./auth/sessions";
import type { Db } from "./db/open";
import type { ContentCache } from "./http/contentCache";
import type { AnswerCaching } from "@school/contract/desk/cachePolicy";
import type { FileStore } from "./files/fileStore";
import type { School } from "./school";
import type { SchoolDirectory } from "./http/schoolDirectory";

declare module "fastify" {
  /** What every route group reads, decorated once on the service's root instance. */
  interface FastifyInstance {
    db: Db;
    /** The service's own school: the first it answered, the one its feeds and item paths serve. */
    school: School;
    /** Every school the service answers, each at its code's paths. */
    schools: SchoolDirectory;
    /** The data folder: the database's files, media, certificates and résumés. */
    dataDir: string;
    /** Where photos, PDFs, résumés and certificate scans are kept: the data folder or the bucket. */
    files: FileStore;
    /** The public answers kept serialised, cleared by every write. */
    contentCache: ContentCache;
    /** How long browsers and shared caches may keep items and notices (@school/contract/desk/cachePolicy). */
    answerCaching: AnswerCaching;
  }

  interface FastifyRequest {
    /** The signed-in staff member of a desk call (decorated by the desk plugin, set by its
     * session check before any desk handler runs); null outside the desk and before sign-in. */
    staff: SessionUser | null;
    /** The database for the school a desk call works on (decorated by the desk plugin, set with
     * `staff`): the staff member's school, or the one an owner chose. */
    schoolDb: Db | null;
  }

  interface FastifyContextConfig {
    /** What a route answers, for the API's description only (http/storedAnswers.ts). */
    answer?: { schema: Record<string, unknown>; description: string };
  }
}
