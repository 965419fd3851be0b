import { useState } from "react";
import { Create, SimpleForm } from "react-admin";
import { KIND_NOUNS } from "@school/contract/desk/kindNouns";
import type { DeskKind } from "@school/contract/desk/kinds";
import { indiaTodayIso } from "@school/contract/indiaToday";
import type { FormScreen } from "../screens";
import { KindInputs } from "./KindInputs";
import { KindTitle } from "./KindTitle";
import { KindToolbar } from "./KindToolbar";

/** What a new item starts with: as its screen says, or its first date field at today (India's). */
function startingValues(screen: FormScreen, now: Date): Record<string, unknown> {
  if (screen.startsWith) return screen.startsWith(now);
  const firstDate = screen.fields.find((field) => field.type === "date");
  return firstDate ? { [firstDate.source]: indiaTodayIso(now) } : {};
}

/** A new item's form. */
export function KindCreate({ kind, screen }: { kind: DeskKind; screen: FormScreen }) {
  // Fixed when the form opens, so that a re-render does not move what the person sees.
  const [defaults] = useState(() => startingValues(screen, new Date()));
  return (
    <Create redirect="list" title={<KindTitle singular={KIND_NOUNS[kind.name]} titleField={screen.titleField} />}>
      <SimpleForm
        toolbar={<KindToolbar singular={KIND_NOUNS[kind.name]} titleField={screen.titleField} />}
        defaultValues={defaults}
        warnWhenUnsavedChanges
      >
        <KindInputs kind={kind} screen={screen} />
      </SimpleForm>
    </Create>
  );
}
