/**
 * How the site reads the fields of an entity that coerce.ts has no single function for; each reads any
 * value a host may send, and anything unusable as the field's empty value. A row that cannot be shown
 * without a field (a title, a web address) is left out by its entity's reader.
 */
import { attachmentCaptions, attachmentList, excerpt, plainText, proseText, rawText, type isoDate } from "../coerce";

/** Text, or null when there is none: the page shows its own words for it. */
export const optionalText = (value: unknown): string | null => plainText(value) || null;

/** A day as "YYYY-MM-DD" (coerce.ts's isoDate), or null when the host gave none or an unreadable one. */
export type IsoDate = ReturnType<typeof isoDate>;

/** The first attachment reference (a photo), or null. */
export const firstAttachment = (value: unknown): string | null => attachmentList(value)[0] ?? null;

/** Attachment references, each with the caption its host gave it ("" for none). */
export const captionedAttachments = (value: unknown) => ({
  refs: attachmentList(value),
  captions: attachmentCaptions(value),
});

/** HTML kept for the sanitiser, and its opening words as plain text for a card. */
export const post = (value: unknown) => ({ html: rawText(value), excerpt: excerpt(proseText(value)) });
