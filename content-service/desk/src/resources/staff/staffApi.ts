/** The staff calls that are not react-admin's list, read and create: a change of role or state, and
 * a reset, each answered by the service with the account (and, for a reset, its new password). */
import type { StaffChangeBody } from "@school/contract/desk/staffChangeBody";
import { API_BASE, httpClient } from "../../data/httpClient";
import type { StaffRecord } from "./staffFacts";

const staffPath = (id: string) => `${API_BASE}/staff/${encodeURIComponent(id)}`;

export async function changeAccount(id: string, change: StaffChangeBody): Promise<StaffRecord> {
  return (await httpClient(staffPath(id), { method: "PUT", body: JSON.stringify(change) })).json as StaffRecord;
}

/** A new generated password; the account's sessions end. */
export async function resetPassword(id: string): Promise<string> {
  const { json } = await httpClient(`${staffPath(id)}/reset-password`, { method: "POST", body: "{}" });
  if (!json || typeof json.password !== "string")
    throw new Error("The content service did not answer with a new password. Please try again.");
  return json.password;
}
