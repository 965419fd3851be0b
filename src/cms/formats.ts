/** The formats the editor reads and writes its files with (src/lib/cms/keepForm.ts): an entry is
 * written back into the file as it was when the entry was opened, so that a pull request shows only
 * what staff changed. Decap gives a format the entry's data alone; the file it came from is
 * remembered just before the save (`rememberSave`, from the preSave event, which runs right before
 * Decap writes the entry) and used when the data match. Anything else Decap writes (its own backup
 * of unsaved work) is written afresh. */
import { parse } from "yaml";
import { pageInForm, splitPage, yamlInForm } from "../lib/cms/keepForm";

let saving: { raw: string; data: string } | null = null;

export function rememberSave(raw: string, data: unknown): void {
  saving = { raw, data: JSON.stringify(data) };
}

const baseFor = (data: unknown) => (saving && saving.data === JSON.stringify(data) ? saving.raw : "");

const parsed = (yaml: string): Record<string, unknown> => (parse(yaml) as Record<string, unknown> | null) ?? {};

export const dataFileFormat = {
  fromFile: (text: string) => parsed(text),
  toFile: (data: unknown) => yamlInForm(data, baseFor(data)),
};

export const pageFormat = {
  fromFile: (text: string) => {
    const { frontmatter, body } = splitPage(text);
    return { ...parsed(frontmatter), body };
  },
  toFile: (data: Record<string, unknown>) => pageInForm(data, baseFor(data)),
};
