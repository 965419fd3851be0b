import { FeeTableBlock } from "../../components/blocks/FeeTableBlock";
import { HostelFeesBlock } from "../../components/blocks/HostelFeesBlock";
import { FEES_FILE, feesSchema } from "../../lib/data/feesSchema";
import { feeTableData, hostelData } from "../../lib/pageContext";
import { Checked } from "./Checked";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";

/** fees.yaml as the fee pages show it: each group's table, then the hostel fees. */
export function FeesPreview({ entry }: PreviewProps) {
  return (
    <PreviewFrame title="Fee structure">
      <Checked file={FEES_FILE} schema={feesSchema} data={entryData(entry)}>
        {(fees) => (
          <>
            {fees.groups.map((group) => (
              <section key={group.key} className="block">
                <h2>{group.title}</h2>
                <FeeTableBlock fees={feeTableData(group, fees)} />
              </section>
            ))}
            <section className="block">
              <h2>Hostel fees</h2>
              <HostelFeesBlock hostel={hostelData(fees)} />
            </section>
          </>
        )}
      </Checked>
    </PreviewFrame>
  );
}
