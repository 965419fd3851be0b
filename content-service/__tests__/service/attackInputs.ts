/** The writers of the bad-input cases (attack-replay-input-*.test.ts) and their way of checking a
 * refusal. */
import { kindBody } from "@school/contract/desk/kindBody";
import { DESK_KINDS, type DeskKind } from "@school/contract/desk/kinds";
import { DeskClient, addAccount, signedIn } from "./deskClient";
import { CONTACT, withDb } from "./helpers";
import { FINDINGS, type Answer, saidBy, record, service, snapshot, FORM, postJson } from "./attackReplay";

/** Wrong JSON types for a field of each type the schemas declare. */
export const WRONG_TYPES: Record<string, unknown[]> = {
  string: [42, ["x"], { text: "x" }, true],
  array: ["x", { id: "x" }, [1], 7, true],
  number: ["97", [95], { score: 95 }, true],
};
export const fieldsOf = (kind: DeskKind) => {
  const body = kindBody(kind);
  return Object.entries(body.properties).map(
    ([field, { type = "" }]) => [field, { type, optional: !body.required?.includes(field) }] as const,
  );
};
export const ENTITY_KINDS = DESK_KINDS.filter((kind) => kind.entity && kind.schema);

let writers: DeskClient[];
export let selves: Record<"current" | "next" | "shape", DeskClient>;
export let staffTarget: string;
export let submission: string;

/** Signs in the cases' writers of their own: the cases are more desk writes than one person may
 * make in ten minutes (300), and more password changes than one may try in fifteen (10). */
export function signInInputWriters(): void {
  beforeAll(async () => {
    writers = [];
    for (let i = 0; i < 3; i++) writers.push(await signedIn(service, `writer${i}@school.example`, "admin"));
    selves = {
      current: await signedIn(service, "self-current@school.example", "editor"),
      next: await signedIn(service, "self-next@school.example", "editor"),
      shape: await signedIn(service, "self-shape@school.example", "editor"),
    };
    await addAccount(service.dataDir, "target@school.example", "editor");
    staffTarget = await withDb(
      service.dataDir,
      async (db) =>
        (
          await db
            .selectFrom("staff")
            .select("id")
            .where("email", "=", "target@school.example")
            .executeTakeFirstOrThrow()
        ).id,
    );
    submission = String((await postJson(FORM, JSON.stringify(CONTACT))).json?.id);
  }, 60_000);
}

export const writerOf = (kind: DeskKind) => writers[ENTITY_KINDS.indexOf(kind) % writers.length];

/** Runs one bad input: answered as expected, with a message, and nothing changed. */
export async function refused(
  label: string,
  send: () => Promise<Answer>,
  status: number,
  check: (answer: Answer) => void = () => undefined,
) {
  const before = await snapshot();
  const answer = await send();
  record(FINDINGS.inputs, label, answer);
  expect(answer.status).toBe(status);
  expect(saidBy(answer)).not.toBe("");
  check(answer);
  expect(await snapshot()).toBe(before);
}
