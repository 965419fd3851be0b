import { DESK_KINDS } from "../../../../src/desk/kinds";

/** What each recorded action and kind is called at the desk. */
export const ACTIONS = [
  { id: "create", name: "Added" },
  { id: "update", name: "Changed" },
  { id: "delete", name: "Deleted" },
  { id: "sign-in", name: "Signed in" },
  { id: "sign-out", name: "Signed out" },
];
export const KINDS = DESK_KINDS.map((kind) => ({ id: kind.name, name: kind.label }));
