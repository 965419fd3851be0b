import { API_PATHS } from "@school/contract/apiPaths";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { schoolParams, UNKNOWN_SCHOOL } from "@school/contract/apiParams";
import type { IntakeLimits } from "../config";
import type { Db } from "../db/open";
import { resumeBytesSince, storeSubmission } from "../db/submissions";
import type { FileStore } from "../files/fileStore";
import { validateCareer, validateContact, CAREER_FIELDS } from "../intake/formValidation";
import { resumeExtension, resumeProblem } from "../intake/resumeCheck";
import { ResumeAllowance } from "../intake/resumeAllowance";
import { cleanPdf } from "../pdf/cleanPdf";
import { RESUME_MAX_BYTES, RESUME_MESSAGE, RESUME_SIZE_MESSAGE } from "@school/contract/forms/careerFields";

/** Larger than any field may be, so that an over-long value is read whole and refused by the
 * schema with its message; beyond this the multipart reader cuts it, and that is refused too. */
const MULTIPART_FIELD_BYTES = 16 * 1024;

const CLOSED = "Applications cannot be received at the moment. Please try again tomorrow, or write to the school.";
const ADDRESS_USED_UP =
  "Several applications have come from your address today. Please try again tomorrow, or write to the school.";

/** Reads a career application's fields and its one résumé; every limit applies while reading. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const truncated: string[] = [];
  let resume: { name: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 40, fieldSize: MULTIPART_FIELD_BYTES },
  })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (part.fieldname === "resume") resume = { name: part.filename ?? "", bytes };
    } else {
      if (part.valueTruncated) truncated.push(part.fieldname);
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  }
  return { fields, truncated, resume };
}

const dayAgo = () => new Date(Date.now() - 24 * 3600_000);

/** A PDF résumé is stored rebuilt without scripts, automatic actions or embedded files: the staff
 * who open it are not to run what a sender put in it. */
const storedResume = async (name: string, bytes: Buffer) =>
  resumeExtension(name) === ".pdf" ? Buffer.from(await cleanPdf(bytes)) : bytes;

async function career(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  files: FileStore,
  limits: IntakeLimits,
  allowance: ResumeAllowance,
) {
  let parsed;
  try {
    parsed = await readMultipart(request);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") return reply.code(413).send({ errors: { resume: RESUME_SIZE_MESSAGE } });
    request.log.info({ code }, "unreadable multipart body");
    return reply.code(400).send({ error: "The form data could not be read" });
  }
  const { values, errors } = validateCareer(parsed.fields);
  // A value the reader had to cut is refused, never stored cut (the schema usually names it first).
  for (const field of parsed.truncated)
    if ((CAREER_FIELDS as readonly string[]).includes(field)) errors[field] ??= "This field is too long.";
  const problem = parsed.resume
    ? await resumeProblem(parsed.resume.name, parsed.resume.bytes)
    : { status: 400 as const, message: RESUME_MESSAGE };
  if (problem) errors.resume = problem.message;
  if (Object.keys(errors).length) return reply.code(problem?.status === 413 ? 413 : 400).send({ errors });
  const sent = parsed.resume as { name: string; bytes: Buffer };
  let resume: { name: string; bytes: Buffer };
  try {
    resume = { name: sent.name, bytes: await storedResume(sent.name, sent.bytes) };
  } catch {
    return reply.code(400).send({ errors: { resume: RESUME_MESSAGE } });
  }
  const reservation = await allowance.reserve(request.ip, resume.bytes.length);
  if (!reservation) return reply.code(429).header("Retry-After", 3600).send({ error: ADDRESS_USED_UP });
  // Unless it goes back, a reservation counts against its sender for a day, as if it was stored.
  const takeBack = () =>
    reservation
      .takeBack()
      .catch((error: unknown) =>
        request.log.warn({ err: error }, "a résumé not stored still counts against its sender's allowance"),
      );
  let id: string | null;
  try {
    // The day's total is checked and the application stored with nothing between them.
    id = await storeSubmission(
      db,
      files,
      "career",
      { ...values, resumeName: resume.name },
      { bytes: resume.bytes, ext: resumeExtension(resume.name) },
      async (db) => (await resumeBytesSince(db, dayAgo())) + resume.bytes.length <= limits.resumeBytesPerDay,
    );
  } catch (error) {
    await takeBack();
    throw error;
  }
  if (!id) {
    await takeBack();
    request.log.warn("the daily résumé allowance is used up");
    return reply.code(503).header("Retry-After", 3600).send({ error: CLOSED });
  }
  return reply.code(201).send({ id });
}

/** The contact enquiry (JSON) and the career application (multipart), each limited per client
 * address before its body is read, checked with the browser's rules and stored before the
 * answer goes out. */
export async function formRoutes(app: FastifyInstance, { limits }: { limits: IntakeLimits }) {
  const { files, schools } = app;
  const limiter = (kind: "contact" | "career") =>
    app.createRateLimit({
      max: limits[kind],
      timeWindow: limits.formWindowMs,
      keyGenerator: (request) => `${kind}|${request.ip}`,
    });
  const contactLimit = limiter("contact");
  const allowance = new ResumeAllowance(app.db, limits.resumeBytesPerAddressPerDay);
  const careerLimit = limiter("career");
  const minutes = Math.round(limits.formWindowMs / 60_000);

  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.form,
    {
      schema: {
        tags: ["forms"],
        summary: "Send a contact enquiry (JSON) or a career application with its résumé (multipart)",
        params: schoolParams,
      },
      bodyLimit: 64 * 1024,
      onRequest: async (request, reply) => {
        // isMultipart() is known only once the body is parsed; the limit must apply before that.
        const isCareer = /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");
        const limit = await (isCareer ? careerLimit : contactLimit)(request);
        if (!limit.isAllowed && limit.isExceeded) {
          const what = isCareer ? "applications" : "enquiries";
          return reply
            .code(429)
            .header("Retry-After", limit.ttlInSeconds)
            .send({ error: `Too many ${what} from your address. Please try again in ${minutes} minutes.` });
        }
        const db = await schools.dbFor((request.params as { code: string }).code);
        if (isCareer && db && (await resumeBytesSince(db, dayAgo())) >= limits.resumeBytesPerDay) {
          return reply.code(503).header("Retry-After", 3600).send({ error: CLOSED });
        }
      },
    },
    async (request, reply) => {
      const db = await schools.dbFor(request.params.code);
      if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      if (request.isMultipart()) return career(request, reply, db, files, limits, allowance);
      const { values, errors } = validateContact(request.body);
      if (Object.keys(errors).length) return reply.code(400).send({ errors });
      const id = await storeSubmission(db, files, "contact", values);
      return reply.code(201).send({ id });
    },
  );
}
