import type { Founder } from "./data/siteSchema";

export interface FounderFacts {
  name: string;
  lifeDates: string | null;
  paragraphs: string[];
}

/** What the office has written about the founding father, ready to show; null while the entry of
 * site.yaml is empty (the pages then say only what is true of any founder). */
export function founderFacts(founder: Founder | null | undefined): FounderFacts | null {
  const name = founder?.name?.trim() ?? "";
  const paragraphs = (founder?.biography ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (!name && !paragraphs.length) return null;
  return { name: name || "Our founding father", lifeDates: founder?.lifeDates?.trim() || null, paragraphs };
}
