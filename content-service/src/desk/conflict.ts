import type { FastifyRequest } from "fastify";
import { KIND_NOUNS } from "@school/contract/desk/kindNouns";
import { indiaTimeText } from "@school/contract/indiaTime";
import type { KindName } from "@school/contract/desk/kinds";
import { lastChangeOf } from "../db/audit";
import type { Db } from "../db/open";
import { etagOf } from "../http/entityTag";
import { ifMatchHolds } from "../http/preconditions";
import { staffOf } from "./context";

export const IF_MATCH_MISSING =
  "The desk did not say which version of this item it changed, so nothing was saved. " +
  "Reload the page and make the change again.";

/** An audit entry is the item's last change unless the row was written later still (by another
 * process, such as a reseed, which the audit log does not see). */
const SAME_WRITE_MS = 2_000;

/** Who changed the item and when, as the 412 says it. */
async function staleMessage(
  db: Db,
  request: FastifyRequest,
  kind: KindName,
  itemId: string,
  updatedAt: string | null,
  action: "update" | "delete" | "mark",
): Promise<{ message: string; changedBy: string | null; changedAt: string | null }> {
  const noun = KIND_NOUNS[kind];
  const change = await lastChangeOf(db, kind, itemId);
  const known =
    change && (!updatedAt || Date.parse(change.at) >= Date.parse(updatedAt) - SAME_WRITE_MS) ? change : undefined;
  const when = known?.at ?? updatedAt;
  const me = staffOf(request).email;
  const what =
    known?.actor === me
      ? `You changed this ${noun} on ${indiaTimeText(known.at)} in another tab or on another device.`
      : known
        ? `${known.actor} changed this ${noun} on ${indiaTimeText(known.at)}.`
        : when
          ? `This ${noun} was changed on ${indiaTimeText(when)}, after you opened it.`
          : `This ${noun} has changed since you opened it.`;
  const next = {
    update: "Reload it to see that change; what you typed is kept.",
    delete: "Reload it to see that change before you delete it.",
    mark: "Reload it to see that change.",
  }[action];
  return { message: `${what} ${next}`, changedBy: known?.actor ?? null, changedAt: when ?? null };
}

export interface Refusal {
  status: number;
  body: Record<string, unknown>;
}

/** PUT and DELETE must name the version they were made to (If-Match): none is 428, another is 412.
 * Called inside the write's transaction, so that the version checked is the version replaced. */
export async function preconditionRefusal(
  db: Db,
  request: FastifyRequest,
  current: {
    kind: KindName;
    id: string;
    version: string;
    updatedAt: string | null;
    /** A change made with a button, not typed in a form. */ button?: boolean;
  },
): Promise<Refusal | null> {
  const ifMatch = request.headers["if-match"];
  if (!ifMatch) return { status: 428, body: { error: IF_MATCH_MISSING } };
  if (ifMatchHolds(ifMatch, etagOf(current.version))) return null;
  const stale = await staleMessage(
    db,
    request,
    current.kind,
    current.id,
    current.updatedAt,
    request.method === "DELETE" ? "delete" : current.button ? "mark" : "update",
  );
  return { status: 412, body: { error: stale.message, changedBy: stale.changedBy, changedAt: stale.changedAt } };
}
