/** Every PDF the site serves, made from content/data: the download forms, the sample transfer
 * certificate and the e-prospectus. The build writes them into public/pdf/ (gatsby/documents.ts),
 * so a fee edited in fees.yaml reaches the e-prospectus in the next build. */
import type { SiteDataFiles } from "../data/readDataFiles";
import { downloadFormPdf, downloadForms } from "./downloadForms";
import { prospectusPdf } from "./prospectus";
import { sampleTcPdf } from "./sampleTc";

/** The documents by the address the site serves them at (/pdf/…). */
export async function siteDocuments(data: SiteDataFiles): Promise<Record<string, Uint8Array>> {
  const forms = Object.entries(downloadForms(data.fees)).map(
    async ([file, form]) => [file, await downloadFormPdf(form, data.site)] as const,
  );
  const documents = [
    ...(await Promise.all(forms)),
    ["sample-tc.pdf", await sampleTcPdf(data.site)] as const,
    ["e-prospectus.pdf", await prospectusPdf(data)] as const,
  ];
  return Object.fromEntries(documents.map(([file, bytes]) => [`/pdf/${file}`, bytes]));
}
