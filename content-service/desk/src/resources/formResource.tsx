import { Resource } from "react-admin";
import type { DeskKind } from "@school/contract/desk/kinds";
import { KIND_ICONS } from "../kindIcons";
import type { FormScreen } from "../screens";
import { KindCreate } from "./KindCreate";
import { KindEdit } from "./KindEdit";
import { KindList } from "./KindList";

/** A kind written with the desk's generic forms, as its screen (resources/<kind>/) sets them out. */
export const formResource = (kind: DeskKind, screen: FormScreen) => (
  <Resource
    key={kind.name}
    name={kind.name}
    options={{ label: kind.label }}
    icon={KIND_ICONS[kind.name]}
    list={<KindList kind={kind} screen={screen} />}
    edit={<KindEdit kind={kind} screen={screen} />}
    create={<KindCreate kind={kind} screen={screen} />}
    recordRepresentation={screen.titleField}
  />
);
