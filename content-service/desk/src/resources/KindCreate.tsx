import { Create, SimpleForm } from "react-admin";
import { KIND_NOUNS } from "@school/contract/desk/kindNouns";
import type { DeskKind } from "@school/contract/desk/kinds";
import { todayIso } from "@school/contract/dates";
import type { FormScreen } from "../screens";
import { KindInputs } from "./KindInputs";
import { KindTitle } from "./KindTitle";
import { KindToolbar } from "./KindToolbar";

/** A new item: its first date field starts at today. */
export function KindCreate({ kind, screen }: { kind: DeskKind; screen: FormScreen }) {
  const firstDate = screen.fields.find((field) => field.type === "date");
  return (
    <Create redirect="list" title={<KindTitle singular={KIND_NOUNS[kind.name]} titleField={screen.titleField} />}>
      <SimpleForm
        toolbar={<KindToolbar singular={KIND_NOUNS[kind.name]} titleField={screen.titleField} />}
        defaultValues={firstDate ? { [firstDate.source]: todayIso() } : {}}
        warnWhenUnsavedChanges
      >
        <KindInputs kind={kind} screen={screen} />
      </SimpleForm>
    </Create>
  );
}
