/** The bodies of the public forms, as the API's description publishes them (http/openApi.ts). Their
 * handlers check them with the forms' yup schemas (in the contract, which the site's Formik forms
 * use too), so no route schema checks them first; the description is made from those yup schemas,
 * so that it cannot drift from the checks. */
import { API_PATHS } from "@school/contract/apiPaths";
import { contactSchema } from "@school/contract/forms/contactSchema";
import { careerSchema } from "@school/contract/forms/careerSchema";
import { jsonSchemaOf, type JsonSchema } from "./yupJsonSchema";

const text = (description: string) => ({ type: "string", description });

const tcBody = {
  type: "object",
  properties: {
    name: text("The pupil's name, as on the certificate"),
    admission: text("The admission number"),
  },
  required: ["name", "admission"],
};

/** The site sends its school code beside the fields (SPEC's form), which the service does not read. */
const contactBody = { ...jsonSchemaOf(contactSchema), additionalProperties: true };
const careerFields = jsonSchemaOf(careerSchema.omit(["resume"]));
const careerBody = {
  ...careerFields,
  properties: {
    ...(careerFields.properties as Record<string, JsonSchema>),
    resume: { type: "string", format: "binary", description: "The résumé: PDF, DOC or DOCX" },
  },
  additionalProperties: true,
};

/** The bodies the description gives the form routes, by route. */
export const DESCRIBED_BODIES: Record<string, JsonSchema> = {
  [API_PATHS.certificateLookup]: tcBody,
  [API_PATHS.form]: {
    content: { "application/json": { schema: contactBody }, "multipart/form-data": { schema: careerBody } },
  },
};

/** The desk's calls: a staff session's cookie. */
export const DESK_SECURITY = [{ deskSession: [] }];
