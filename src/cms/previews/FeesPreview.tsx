import { FeeTableBlock } from "../../components/blocks/FeeTableBlock";
import { HostelFeesBlock } from "../../components/blocks/HostelFeesBlock";
import { feeTableData, hostelData } from "../../lib/blockData";
import { feesSchema } from "../../lib/data/feesSchema";
import { withTotals } from "../../lib/feeTotals";
import { useEditingPlace } from "../editingPlace";
import { Checked } from "./Checked";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";

/** fees.yaml as the fee pages show it. While a group's fees are being changed, the preview shows
 * that group's page alone (the hostel fees for a hostel plan); otherwise every group in turn. */
export function FeesPreview({ entry }: PreviewProps) {
  const place = useEditingPlace();
  return (
    <PreviewFrame title="Fee structure">
      <Checked schema={feesSchema} data={entryData(entry)}>
        {(file) => {
          const fees = withTotals(file);
          const editedGroup =
            place?.[0] === "groups" && typeof place[1] === "number" ? fees.groups[place[1]] : undefined;
          const hostel = place?.[0] === "hostel";
          const groups = editedGroup ? [editedGroup] : hostel ? [] : fees.groups;
          return (
            <>
              {editedGroup || hostel ? (
                <p className="preview-note">
                  Shown: {editedGroup ? editedGroup.title : "the hostel fees"}, which you are changing.
                </p>
              ) : null}
              {groups.map((group) => (
                <section key={group.key} className="block">
                  <h2>{group.title}</h2>
                  <FeeTableBlock fees={feeTableData(group, fees)} />
                </section>
              ))}
              {editedGroup ? null : (
                <section className="block">
                  <h2>Hostel fees</h2>
                  <HostelFeesBlock hostel={hostelData(fees)} />
                </section>
              )}
            </>
          );
        }}
      </Checked>
    </PreviewFrame>
  );
}
