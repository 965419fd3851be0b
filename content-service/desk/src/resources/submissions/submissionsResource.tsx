import { Resource } from "react-admin";
import type { DeskKind } from "@school/contract/desk/kinds";
import { KIND_ICONS } from "../../kindIcons";
import { SubmissionList } from "./SubmissionList";
import { SubmissionShow } from "./SubmissionShow";

/** Enquiries and applications, an admin's screens of their own: read, marked handled and deleted, never
 * written in a form (the service answers 403 to editors as well). */
export const submissionsResource = (kind: DeskKind) => (
  <Resource
    key={kind.name}
    name={kind.name}
    options={{ label: kind.label }}
    icon={KIND_ICONS[kind.name]}
    list={SubmissionList}
    show={SubmissionShow}
    recordRepresentation="name"
  />
);
