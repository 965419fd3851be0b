/**
 * ra-data-simple-rest on /api/desk, wrapped so that saving a record first uploads the files the
 * editor chose (POST /api/desk/media, one at a time per request) and sends their ids in the
 * editor's order; a change or a deletion names the version of the record the form loaded
 * (If-Match), so that it never overwrites a change made meanwhile in another tab. Also reads
 * attachment details and the desk's settings.
 */
import simpleRestProvider from "ra-data-simple-rest";
import { HttpError, type CreateParams, type DataProvider, type DeleteParams, type UpdateParams } from "ra-core";
import { deskKind } from "@school/contract/desk/kinds";
import { schoolSiteBody } from "@school/contract/desk/schoolSiteBody";
import { toAttachmentItems, uploadAttachments } from "../lib/attachments";
import { uploadFieldsOf } from "../lib/uploadFields";
import { API_BASE, httpClient as defaultHttpClient, type HttpClient } from "./httpClient";
import { uploadProgress } from "./uploadProgress";
import { DESK_PUSH_PATHS, type PhonesByLevel, type PushCounts } from "@school/contract/push/pushCounts";

/** GET /api/desk/media/{id}. */
export interface MediaInfo {
  id: string;
  type: string;
  name: string;
  bytes: number;
  width?: number;
  height?: number;
  url: string;
}

/** GET /api/desk/config; `schools` only for an owner, who may switch between them. `purging`: the
 * service tells the caches in front of every save, so visitors see it at once. */
export interface DeskConfig {
  siteUrl: string;
  schoolCode: string;
  purging: boolean;
  schools?: { code: string; name: string }[];
}

export interface DeskDataProvider extends DataProvider {
  getMedia(id: string): Promise<MediaInfo>;
  getConfig(): Promise<DeskConfig>;
  getPhonesByLevel(): Promise<PhonesByLevel>;
  getNoticePushes(id: string): Promise<PushCounts>;
}

async function uploadFile(http: HttpClient, endpoint: string, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file, file.name);
  const { json } = await http(endpoint, { method: "POST", body });
  if (!json || typeof json.id !== "string")
    throw new Error("The content service did not keep the file. Please try again.");
  return json.id;
}

/** If-Match for a change to `record` as it was loaded: its `version` is the service's ETag. */
export function ifMatchHeaders(record: unknown): Headers {
  const headers = new Headers({ Accept: "application/json" });
  const version = typeof record === "object" && record !== null ? (record as { version?: unknown }).version : undefined;
  if (typeof version === "string" && version) headers.set("If-Match", `"${version}"`);
  return headers;
}

/** Only the fields the kind's schema stores: the record's own (id, version, where it appears …)
 * are the service's to say, and it refuses fields it does not know. */
/** The bodies of the resources that are not kinds, whose records hold more than a change sends. */
const WRITE_BODIES: Record<string, { shape: Record<string, unknown> }> = { schools: schoolSiteBody };

function storedFields(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const schema = deskKind(resource)?.schema ?? WRITE_BODIES[resource];
  if (!schema) return data;
  const fields = new Set(Object.keys(schema.shape));
  return Object.fromEntries(Object.entries(data).filter(([field]) => fields.has(field)));
}

export function deskDataProvider(http: HttpClient = defaultHttpClient): DeskDataProvider {
  const base = simpleRestProvider(API_BASE, http);

  async function withUploads(resource: string, data: Record<string, unknown>) {
    const kind = deskKind(resource);
    if (!kind) return data;
    const prepared = { ...data };
    try {
      for (const field of uploadFieldsOf(kind)) {
        if (!(field.source in data)) continue;
        const items = toAttachmentItems(data[field.source], () => "");
        const ids = await uploadAttachments(items, (file) => uploadFile(http, field.endpoint, file), {
          onProgress: (sent, total) => uploadProgress.set({ sent, total }),
        });
        prepared[field.source] = field.list ? ids : (ids[0] ?? "");
      }
    } finally {
      uploadProgress.set(null);
    }
    return prepared;
  }

  return {
    ...base,
    // The audit log has no item route: an entry is read from the list, by its id.
    getOne: async (resource, params) => {
      if (resource !== "audit") return base.getOne(resource, params);
      const { data } = await base.getList(resource, {
        filter: { id: params.id },
        pagination: { page: 1, perPage: 1 },
        sort: { field: "at", order: "DESC" },
      });
      if (!data.length) throw new HttpError("This entry of the audit log does not exist.", 404, {});
      return { data: data[0] };
    },
    create: async (resource: string, params: CreateParams) =>
      base.create(resource, { ...params, data: storedFields(resource, await withUploads(resource, params.data)) }),
    update: async (resource: string, params: UpdateParams) => {
      const data = storedFields(resource, await withUploads(resource, params.data));
      const { json } = await http(`${API_BASE}/${resource}/${encodeURIComponent(String(params.id))}`, {
        method: "PUT",
        body: JSON.stringify(data),
        headers: ifMatchHeaders(params.previousData),
      });
      return { data: json };
    },
    delete: async (resource: string, params: DeleteParams) => {
      const { json } = await http(`${API_BASE}/${resource}/${encodeURIComponent(String(params.id))}`, {
        method: "DELETE",
        headers: ifMatchHeaders(params.previousData),
      });
      return { data: json };
    },
    getMedia: async (id: string) => (await http(`${API_BASE}/media/${encodeURIComponent(id)}`)).json as MediaInfo,
    getConfig: async () => (await http(`${API_BASE}/config`)).json as DeskConfig,
    getPhonesByLevel: async () => (await http(DESK_PUSH_PATHS.subscribers)).json as PhonesByLevel,
    getNoticePushes: async (id) =>
      (await http(DESK_PUSH_PATHS.notice.replace(":id", encodeURIComponent(id)))).json as PushCounts,
  };
}
