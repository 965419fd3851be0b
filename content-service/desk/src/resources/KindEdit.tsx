import { Edit, ListButton, SimpleForm, TopToolbar } from "react-admin";
import type { DeskKind } from "../../../src/desk/kinds";
import { ViewOnSiteButton } from "../components/ViewOnSiteButton";
import type { KindScreen } from "../kindScreens";
import { KindInputs } from "./KindInputs";
import { KindTitle } from "./KindTitle";
import { KindToolbar } from "./KindToolbar";

/** Editing an item. Pessimistic: the form stays until the service has kept the change, so that its
 * field messages (400) and upload errors reach the editor instead of a silent undo. */
export function KindEdit({ kind, screen }: { kind: DeskKind; screen: KindScreen }) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      title={<KindTitle singular={screen.singular} titleField={screen.titleField} />}
      actions={
        <TopToolbar>
          {kind.entity ? <ViewOnSiteButton titleField={screen.titleField} /> : null}
          <ListButton label={`All ${kind.label.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<KindToolbar singular={screen.singular} titleField={screen.titleField} />} warnWhenUnsavedChanges>
        <KindInputs kind={kind} screen={screen} />
      </SimpleForm>
    </Edit>
  );
}
