/** The JSON schemas of the routes' params, queries and bodies, as the API's description publishes
 * them (http/openApi.ts). Bodies come from the schemas that check them (the forms' yup schemas, in the
 * contract), so that the description cannot drift from the checks; the desk's record routes state theirs
 * in zod (desk/recordSchemas.ts). */
import { contactSchema } from "@school/contract/forms/contactSchema";
import { careerSchema } from "@school/contract/forms/careerSchema";
import { jsonSchemaOf, type JsonSchema } from "./yupJsonSchema";

const text = (description: string) => ({ type: "string", description });
const object = (properties: Record<string, JsonSchema>, required: string[] = []) => ({
  type: "object",
  properties,
  ...(required.length ? { required } : {}),
});

export const schoolParams = object({ code: text("The school's code, such as DPSSWB (SPEC §7)") }, ["code"]);
export const idParams = object({ id: text("The item's id") }, ["id"]);
export const itemQuery = object({
  id: text("The item's id"),
  school: text("The school's code; the service's own school when left out"),
});
export const UNKNOWN_SCHOOL = "Unknown school code";
export const widthQuery = object({
  w: text("A width in pixels: the smallest stored copy at least that wide (480 or 960), or the original"),
});

export const tcBody = object(
  { name: text("The pupil's name, as on the certificate"), admission: text("The admission number") },
  ["name", "admission"],
);

/** The site sends its school code beside the fields (SPEC's form), which the service does not read. */
export const contactBody = { ...jsonSchemaOf(contactSchema), additionalProperties: true };
const careerFields = jsonSchemaOf(careerSchema.omit(["resume"]));
export const careerBody = {
  ...careerFields,
  properties: {
    ...(careerFields.properties as Record<string, JsonSchema>),
    resume: { type: "string", format: "binary", description: "The résumé: PDF, DOC or DOCX" },
  },
  additionalProperties: true,
};

/** The desk's calls: a staff session's cookie. */
export const DESK_SECURITY = [{ deskSession: [] }];
