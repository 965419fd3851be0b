import { AdmissionCriteriaBlock } from "../../components/blocks/AdmissionCriteriaBlock";
import { admissionSchema } from "../../lib/data/admissionSchema";
import { siteSchema } from "../../lib/data/siteSchema";
import { Checked } from "./Checked";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";
import { useDataFiles } from "./useDataFiles";

/** admission.yaml as /admission-criteria-class-xi shows it, beside site.yaml's admission session. */
export function AdmissionPreview({ entry, getCollection }: PreviewProps) {
  const files = useDataFiles(getCollection);
  return (
    <PreviewFrame title="Admission Criteria, Class XI">
      <Checked schema={admissionSchema} data={entryData(entry)}>
        {({ classXi }) => (
          <Checked schema={siteSchema} data={files.site}>
            {(site) => <AdmissionCriteriaBlock admission={classXi} admissionSession={site.admissionSession} />}
          </Checked>
        )}
      </Checked>
    </PreviewFrame>
  );
}
