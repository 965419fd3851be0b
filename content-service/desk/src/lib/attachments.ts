/**
 * Attachments in a desk form. A record holds ordered attachment ids; while an editor works, the
 * list also holds files just chosen and not yet sent. Saving uploads those, in the editor's order.
 */

/** One already stored by the service. */
export interface StoredAttachment {
  attachmentId: string;
}

/** A file the editor has just chosen: react-admin's FileInput shape (`rawFile`, `src`, `title`). */
export interface NewAttachment {
  rawFile: File;
  src: string;
  title: string;
}

export type AttachmentItem = StoredAttachment | NewAttachment;

export const isNewAttachment = (item: AttachmentItem): item is NewAttachment => "rawFile" in item;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

function toItem(value: unknown, preview: (file: File) => string): AttachmentItem | null {
  if (typeof value === "string") return value ? { attachmentId: value } : null;
  if (isFile(value)) return { rawFile: value, src: preview(value), title: value.name };
  if (value && typeof value === "object") {
    if ("rawFile" in value && isFile((value as NewAttachment).rawFile)) return value as NewAttachment;
    if (typeof (value as StoredAttachment).attachmentId === "string") return value as StoredAttachment;
  }
  return null;
}

/** Whatever a form holds for an attachment field (ids, items, dropped Files, one or a list, null)
 * as a list of items. `preview` makes a display address for a new file (URL.createObjectURL). */
export function toAttachmentItems(value: unknown, preview: (file: File) => string): AttachmentItem[] {
  const values = Array.isArray(value) ? value : value == null ? [] : [value];
  return values.map((entry) => toItem(entry, preview)).filter((item): item is AttachmentItem => item !== null);
}

/** A stable key for a list item: the id of a stored attachment, the preview address of a new one. */
export const attachmentKey = (item: AttachmentItem) => (isNewAttachment(item) ? item.src : item.attachmentId);

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveAttachment<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * The attachment ids of `items`, in their order: stored ones as they are, new ones uploaded with
 * `upload` (at most `concurrency` at a time). `onProgress` hears how many new files are sent.
 * The first failed upload rejects, naming its file (once).
 */
export async function uploadAttachments(
  items: readonly AttachmentItem[],
  upload: (file: File) => Promise<string>,
  { concurrency = 3, onProgress }: { concurrency?: number; onProgress?: (sent: number, total: number) => void } = {},
): Promise<string[]> {
  const ids: string[] = items.map((item) => (isNewAttachment(item) ? "" : item.attachmentId));
  const pending = items.flatMap((item, index) => (isNewAttachment(item) ? [{ item, index }] : []));
  let next = 0;
  let sent = 0;
  let failed = false;
  if (pending.length) onProgress?.(0, pending.length);
  const worker = async () => {
    while (next < pending.length && !failed) {
      const { item, index } = pending[next++];
      try {
        ids[index] = await upload(item.rawFile);
      } catch (error) {
        failed = true;
        const reason = error instanceof Error ? error.message : String(error);
        // The service's refusals name the file themselves; other failures get its name in front.
        const message = reason.startsWith(`${item.title} `) ? reason : `${item.title}: ${reason}`;
        // The status travels along, so that an ended session still signs the editor out.
        throw Object.assign(new Error(message), { status: (error as { status?: number }).status });
      }
      sent += 1;
      onProgress?.(sent, pending.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
  return ids;
}
