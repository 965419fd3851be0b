import { AdmissionCriteriaBlock } from "../../components/blocks/AdmissionCriteriaBlock";
import { admissionSchema } from "../../lib/data/admissionSchema";
import { Checked } from "./Checked";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";

/** admission.yaml as /admission-criteria-class-xi shows it. */
export function AdmissionPreview({ entry }: PreviewProps) {
  return (
    <PreviewFrame title="Admission Criteria, Class XI">
      <Checked schema={admissionSchema} data={entryData(entry)}>
        {({ classXi }) => <AdmissionCriteriaBlock admission={classXi} />}
      </Checked>
    </PreviewFrame>
  );
}
