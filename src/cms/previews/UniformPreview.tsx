import { UniformBlock } from "../../components/blocks/UniformBlock";
import { uniformSchema } from "../../lib/data/uniformSchema";
import { Checked } from "./Checked";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";

/** uniform.yaml as /school-uniform shows it. */
export function UniformPreview({ entry }: PreviewProps) {
  return (
    <PreviewFrame title="School Uniform">
      <Checked schema={uniformSchema} data={entryData(entry)}>
        {(uniform) => <UniformBlock uniform={uniform} />}
      </Checked>
    </PreviewFrame>
  );
}
