import { DESK_KINDS } from "@school/contract/desk/kinds";
import { KIND_SCREENS } from "../../desk/src/kindScreens";

/** What the type check of the desk's screens (screens.ts) holds, checked again as the code runs: a change
 * made without the types, or with them silenced, is caught too. */

const sorted = (names: readonly string[]) => [...names].sort();

it("has the screens of every kind, and of nothing else", () => {
  expect(sorted(Object.keys(KIND_SCREENS))).toEqual(sorted(DESK_KINDS.map((kind) => kind.name)));
});

describe.each(DESK_KINDS.map((kind) => [kind.name, kind] as const))("the screens of %s", (_name, kind) => {
  const screen = KIND_SCREENS[kind.name];
  const schemaFields: string[] = Object.keys(kind.schema?.shape ?? {});
  const shown: string[] = screen.fields.map((field) => field.source);
  const hidden: readonly string[] = screen.hidden;

  it("show every field of the schema but those they hide", () => {
    expect(sorted(shown)).toEqual(sorted(schemaFields.filter((field) => !hidden.includes(field))));
  });

  it("show each field once", () => {
    expect(shown.length).toBe(new Set(shown).size);
  });

  it("hide only fields of the schema, each once, and none they also show", () => {
    for (const field of hidden) {
      expect(schemaFields).toContain(field);
      expect(shown).not.toContain(field);
    }
    expect(hidden.length).toBe(new Set(hidden).size);
  });

  it("name, list and filter items by fields they show", () => {
    if (!("titleField" in screen)) return;
    expect(shown).toContain(screen.titleField);
    for (const column of screen.columns) expect([...shown, "createdAt"]).toContain(column);
    for (const filter of screen.filters ?? []) expect(shown).toContain(filter);
  });
});
