import { DisclosureBlock } from "../../components/blocks/DisclosureBlock";
import { disclosureSchema } from "../../lib/data/disclosureSchema";
import { feesSchema } from "../../lib/data/feesSchema";
import { navigationSchema } from "../../lib/data/navigationSchema";
import { siteSchema } from "../../lib/data/siteSchema";
import { Checked } from "./Checked";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";
import { useDataFiles, type DataFileName } from "./useDataFiles";

/** The disclosure's tables as the site shows them, from disclosure.yaml and the files it reads
 * besides (site.yaml's address and contacts, fees.yaml's session, navigation.yaml's page titles). */
export function DisclosureTables({ files }: { files: Partial<Record<DataFileName, unknown>> }) {
  return (
    <Checked schema={disclosureSchema} data={files.disclosure}>
      {(disclosure) => (
        <Checked schema={siteSchema} data={files.site}>
          {(site) => (
            <Checked schema={feesSchema} data={files.fees}>
              {(fees) => (
                <Checked schema={navigationSchema} data={files.navigation}>
                  {(nav) => <DisclosureBlock sources={{ disclosure, site, feeSession: fees.session, nav }} />}
                </Checked>
              )}
            </Checked>
          )}
        </Checked>
      )}
    </Checked>
  );
}

/** disclosure.yaml as /mandatory-public-disclosure shows it, with the entry as it is being edited. */
export function DisclosurePreview({ entry, getCollection }: PreviewProps) {
  const files = useDataFiles(getCollection);
  return (
    <PreviewFrame title="Mandatory Public Disclosure">
      <DisclosureTables files={{ ...files, disclosure: entryData(entry) }} />
    </PreviewFrame>
  );
}
