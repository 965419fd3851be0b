import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db";
import { storeSubmission } from "../submissions";
import { resumeExtension, resumeProblem, validateCareer, validateContact } from "../validation/forms";
import { RESUME_MAX_BYTES, RESUME_MESSAGE, RESUME_SIZE_MESSAGE } from "../../../src/lib/forms/careerSchema";

/** Reads a career application's fields and its one resume file; size limits apply while reading. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let resume: { name: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 40, fieldSize: 20_000 } })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (part.fieldname === "resume") resume = { name: part.filename ?? "", bytes };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, resume };
}

async function career(request: FastifyRequest, reply: FastifyReply, db: Db, dataDir: string) {
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
  const problem = parsed.resume ? resumeProblem(parsed.resume.name, parsed.resume.bytes) : { status: 400 as const, message: RESUME_MESSAGE };
  if (problem) errors.resume = problem.message;
  if (Object.keys(errors).length) return reply.code(problem?.status === 413 ? 413 : 400).send({ errors });
  const resume = parsed.resume as { name: string; bytes: Buffer };
  const id = storeSubmission(db, dataDir, "career", { ...values, resumeName: resume.name }, { bytes: resume.bytes, ext: resumeExtension(resume.name) });
  return reply.code(201).send({ id });
}

/** The contact enquiry (JSON) and the career application (multipart), checked with the browser's
 * rules and stored before the answer goes out. */
export function formRoutes(app: FastifyInstance, db: Db, dataDir: string, schoolCode: string) {
  app.post<{ Params: { code: string } }>("/api/form/:code/dif", { bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (request.params.code !== schoolCode) return reply.code(404).send({ error: "Unknown school code" });
    if (request.isMultipart()) return career(request, reply, db, dataDir);
    const { values, errors } = validateContact(request.body);
    if (Object.keys(errors).length) return reply.code(400).send({ errors });
    const id = storeSubmission(db, dataDir, "contact", values);
    return reply.code(201).send({ id });
  });
}
