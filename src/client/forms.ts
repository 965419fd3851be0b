/** The calls that send something to the school (SPEC §7): the two form posts and the
 * transfer-certificate lookup. Each resolves to a result and never throws. */
import type { ApiError, ApiResult } from "./result";
import { SCHOOL_CODE } from "./config";
import { requestBlob, requestJson } from "./http";
import { imagePath } from "./images";
import { certificatePath } from "./certificatePath";
import { isRecord } from "@school/contract/isRecord";
import type { ContactValues } from "@school/contract/forms/contactFields";
import type { CareerValues } from "@school/contract/forms/careerFields";
import type { TcValues } from "@school/contract/forms/tcForm";
import { trimValues } from "@school/contract/forms/validate";
import { API_PATHS, apiPath } from "@school/contract/apiPaths";

const formPath = apiPath(API_PATHS.form, { code: SCHOOL_CODE });

export function submitContact(values: ContactValues): Promise<ApiResult<unknown>> {
  return requestJson(formPath, {
    method: "POST",
    auth: true,
    body: { ...trimValues(values), schoolcode: SCHOOL_CODE },
  });
}

export function submitCareer(values: CareerValues): Promise<ApiResult<unknown>> {
  const form = new FormData();
  const { resume, ...fields } = trimValues(values);
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append("mailType", "Career");
  form.append("schoolcode", SCHOOL_CODE);
  if (resume) form.append("resume", resume, resume.name);
  return requestJson(formPath, { method: "POST", auth: true, body: form });
}

/** The service's field messages from a 400 answer (`{errors: {field: message}}`), if any. */
export function fieldErrors(error: ApiError): Record<string, string> {
  const errors = isRecord(error.details) ? error.details.errors : null;
  if (!isRecord(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Looks a certificate up; resolves to the image path the service names. */
export async function lookupTransferCertificate(values: TcValues): Promise<ApiResult<string>> {
  const { name, admission } = trimValues(values);
  const result = await requestJson(apiPath(API_PATHS.certificateLookup, { code: SCHOOL_CODE }), {
    method: "POST",
    auth: true,
    body: { name, admission },
  });
  if (!result.ok) return result;
  const path = certificatePath(result.data);
  return path
    ? { ok: true, data: path }
    : { ok: false, error: { kind: "parse", message: "The answer named no certificate" } };
}

export function fetchCertificate(path: string): Promise<ApiResult<Blob>> {
  return requestBlob(imagePath(path), { auth: true, personal: true });
}
