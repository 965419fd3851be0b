import { mkdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import type { Db } from "../db";
import { nameKey } from "../nameKey";
import { certificate, illustration } from "./images";
import { makePdf } from "./pdf";
import { seedPlan } from "./seedData";

const TYPES = { image: "image/jpeg", certificate: "image/jpeg", pdf: "application/pdf" } as const;

/** Replaces all content (not the stored form submissions) with fresh sample data dated from today. */
export async function seed(db: Db, dataDir: string, today = new Date()): Promise<{ entities: number; media: number }> {
  const plan = seedPlan(today);
  const mediaDir = path.join(dataDir, "media");
  rmSync(mediaDir, { recursive: true, force: true });
  let n = 0;
  for (const item of plan.media) {
    const file = path.join(mediaDir, item.file);
    mkdirSync(path.dirname(file), { recursive: true });
    if (item.kind === "pdf") {
      writeFileSync(file, makePdf(item.caption, ["Delhi Public School, Siliguri", "Sample document of the bundled content service."]));
    } else if (item.kind === "certificate") {
      const [name, admission] = item.caption.split("|");
      writeFileSync(file, await certificate(name, admission));
    } else {
      writeFileSync(file, await illustration(item.caption, n++));
    }
  }
  db.transaction(() => {
    db.exec("DELETE FROM entities; DELETE FROM media; DELETE FROM tc_records;");
    const media = db.prepare("INSERT INTO media (id, file, type) VALUES (?, ?, ?)");
    for (const item of plan.media) media.run(item.id, item.file, TYPES[item.kind]);
    const entity = db.prepare("INSERT INTO entities (kind, id, position, body) VALUES (?, ?, ?, ?)");
    plan.entities.forEach((e, i) => entity.run(e.kind, e.id, i, JSON.stringify(e.body)));
    const tc = db.prepare("INSERT INTO tc_records (admission, name_key, image) VALUES (?, ?, ?)");
    for (const record of plan.tc) tc.run(record.admission, nameKey(record.name), record.image);
  })();
  return { entities: plan.entities.length, media: plan.media.length };
}
