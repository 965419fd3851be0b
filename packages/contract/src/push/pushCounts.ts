/** What the desk shows of the urgent notices sent to phones (GET /api/desk/push/…): counts only,
 * nothing that identifies a phone. */
import type { AlertLevel } from "../alerts";

export const PUSH_STATES = ["pending", "sent", "failed", "gone"] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** How a notice's pushes went: sent, still waiting, given up on, or the phone unsubscribed. */
export type PushCounts = Record<PushState, number>;

/** How many phones get each level of notice. */
export type PhonesByLevel = Record<AlertLevel, number>;

export const DESK_PUSH_PATHS = {
  subscribers: "/api/desk/push/subscribers",
  notice: "/api/desk/push/notices/:id",
} as const;

const phones = (n: number) => `${n} ${n === 1 ? "phone" : "phones"}`;

/** "Sent to 12 phones; 3 waiting; 1 failed; 2 no longer subscribed.", or null when the notice was
 * never sent (not yet in force, or no phone had chosen its level). */
export function pushCountsText(counts: PushCounts): string | null {
  const total = counts.pending + counts.sent + counts.failed + counts.gone;
  if (!total) return null;
  return [
    `Sent to ${phones(counts.sent)}`,
    ...(counts.pending ? [`${counts.pending} waiting`] : []),
    ...(counts.failed ? [`${counts.failed} failed`] : []),
    ...(counts.gone ? [`${counts.gone} no longer subscribed`] : []),
  ]
    .join("; ")
    .concat(".");
}

/** "Phones that get urgent notices: emergencies 40, closures 40, information notices 12." */
export const phonesByLevelText = (counts: PhonesByLevel): string =>
  `Phones that get urgent notices: emergencies ${counts.emergency}, closures ${counts.closure}, ` +
  `information notices ${counts.information}.`;
