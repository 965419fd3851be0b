/** The tables as the repositories read and write them, for Kysely's typed queries. Times are ISO
 * strings (TEXT) unless named as milliseconds since the epoch (BIGINT on PostgreSQL). */
import type { Generated } from "kysely";
import type { PushState } from "@school/contract/push/pushCounts";

export interface EntitiesTable {
  /** The code of the school the row belongs to. */
  school: string;
  kind: string;
  id: string;
  position: number;
  /** The public entity as JSON. */
  body: string;
  origin: string;
  created_at: string | null;
  updated_at: string | null;
}

export interface MediaTable {
  /** The code of the school the row belongs to. */
  school: string;
  id: string;
  file: string;
  type: string;
  path: string | null;
  origin: string;
  bytes: number | null;
  name: string | null;
  width: number | null;
  height: number | null;
  /** JSON: {"480": file}. */
  variants: string | null;
  created_at: string | null;
}

export interface CertificatesTable {
  /** The code of the school the row belongs to. */
  school: string;
  id: string;
  admission: string;
  name: string;
  name_key: string;
  file: string;
  origin: string;
  created_at: string;
  updated_at: string | null;
}

export interface CertificateGrantsTable {
  token_hash: string;
  certificate_id: string;
  expires_at: number;
}

export interface CertificateUploadsTable {
  /** The code of the school the row belongs to. */
  school: string;
  id: string;
  file: string;
  created_at: number;
}

export interface SubmissionsTable {
  /** The code of the school the row belongs to. */
  school: string;
  id: string;
  kind: "contact" | "career";
  created_at: string;
  body: string;
  resume_file: string | null;
  resume_bytes: number | null;
  handled_at: string | null;
}

export interface StaffTable {
  id: string;
  email: string;
  role: string;
  /** The school the account works for; null for an owner, who may manage every school. */
  school: string | null;
  password_hash: string;
  created_at: string;
  disabled_at: string | null;
  last_sign_in_at: string | null;
}

export interface SessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: number;
  last_seen_at: number;
}

/** A browser a staff member signed in from, known by the hash of its device cookie. */
export interface TrustedDevicesTable {
  token_hash: string;
  staff_id: string;
  created_at: number;
}

/** A failed transfer-certificate lookup of an admission number (or one reserved, not yet settled). */
export interface CertificateLookupFailuresTable {
  id: Generated<number>;
  /** The code of the school the row belongs to. */
  school: string;
  admission: string;
  at: number;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  key: string;
  at: number;
}

export interface SignInLockoutsTable {
  key: string;
  until: number;
}

export interface SignInPaceTable {
  key: string;
  next_at: number;
}

/** Requests counted against a rate limit in the window that ends at `ends_at`; `key` is a keyed
 * hash of the route's and the client's key (limitKeys.ts). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  ends_at: number;
}

/** A résumé stored from `sender` (a keyed hash of the address: limitKeys.ts), or one reserved. */
export interface ResumeSendsTable {
  id: Generated<number>;
  sender: string;
  at: number;
  bytes: number;
}

export interface AuditTable {
  /** The code of the school the row belongs to. */
  school: string;
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  kind: string | null;
  item_id: string | null;
  changes: string | null;
  label: string | null;
  address: string | null;
}

/** A browser that asked for a school's urgent notices (web push); times in milliseconds. */
export interface PushSubscriptionsTable {
  school: string;
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The notice levels chosen, comma-separated. */
  levels: string;
  created_at: number;
  /** When the browser last subscribed again or a push reached its service. */
  confirmed_at: number;
}

/** A notice as it was last queued for the phones. */
export interface PushNoticesTable {
  school: string;
  alert_id: string;
  digest: string;
  version: number;
  payload: string;
  ends_at: number;
  queued_at: number;
}

export type PushSendState = PushState;

/** One notice version's push to one subscription. */
export interface PushSendsTable {
  school: string;
  id: Generated<number>;
  alert_id: string;
  version: number;
  subscription_id: number;
  state: PushSendState;
  attempts: Generated<number>;
  next_at: number;
  lease_until: number | null;
  created_at: number;
  finished_at: number | null;
}

export interface SchoolsTable {
  code: string;
  name: string;
  created_at: string;
  /** The school's public site's address; null for PUBLIC_SITE_URL's. */
  site_url: string | null;
}

export interface Schema {
  schools: SchoolsTable;
  entities: EntitiesTable;
  media: MediaTable;
  certificates: CertificatesTable;
  certificate_grants: CertificateGrantsTable;
  certificate_uploads: CertificateUploadsTable;
  certificate_lookup_failures: CertificateLookupFailuresTable;
  submissions: SubmissionsTable;
  staff: StaffTable;
  sessions: SessionsTable;
  trusted_devices: TrustedDevicesTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_lockouts: SignInLockoutsTable;
  sign_in_pace: SignInPaceTable;
  rate_limit_hits: RateLimitHitsTable;
  resume_sends: ResumeSendsTable;
  audit: AuditTable;
  push_subscriptions: PushSubscriptionsTable;
  push_notices: PushNoticesTable;
  push_sends: PushSendsTable;
}
