/**
 * How the site reads each field of an entity from any host that speaks the API: the value in the type the
 * site uses (coerce.ts), and for anything else the field's empty value. A row that cannot be shown
 * without a field (a title, a web address) is left out by its entity's reader.
 */
import {
  attachmentCaptions,
  attachmentList,
  excerpt,
  isoDate,
  numberOrNull,
  plainText,
  proseText,
  rawText,
  safeHttpUrl,
} from "../coerce";

/** Plain text (coerce.ts's plainText: tags dropped, white space folded), or "". */
export const text = plainText;

/** Text, or null when there is none: the page shows its own words for it. */
export const optionalText = (value: unknown): string | null => plainText(value) || null;

/** A day as "YYYY-MM-DD", or null when the host gave none or an unreadable one. */
export type IsoDate = string | null;

export const date: (value: unknown) => IsoDate = isoDate;

/** A number from a number or numeric text ("97.4%"), or null. */
export const number = numberOrNull;

/** Attachment references from a list, a single reference or nothing. */
export const attachments = attachmentList;

/** The first attachment reference (a photo), or null. */
export const firstAttachment = (value: unknown): string | null => attachmentList(value)[0] ?? null;

/** Attachment references, each with the caption its host gave it ("" for none). */
export const captionedAttachments = (value: unknown) => ({
  refs: attachmentList(value),
  captions: attachmentCaptions(value),
});

/** HTML kept for the sanitiser, and its opening words as plain text for a card. */
export const post = (value: unknown) => ({ html: rawText(value), excerpt: excerpt(proseText(value)) });

/** A web address safe in an href (http or https), or null. */
export const webAddress = safeHttpUrl;
