/** The editor at /admin: Decap CMS with the configuration made from the build's schemas, the
 * site's own components and stylesheet in its previews, widgets of the site's own for amounts, the
 * build's check before every save, and formats that keep each file's own form.
 * gatsby/adminApp.ts bundles this file; React and Decap come as browser globals. */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import blockStyles from "../components/blocks/blocks.css";
import disclosureStyles from "../components/blocks/disclosure.css";
import tableStyles from "../components/blocks/tables.css";
import galleryStyles from "../components/media/PhotoGallery.css";
import noticeStyles from "../components/layout/UrgentNotices.css";
import siteStyles from "../styles/global.css";
import { cmsConfig, FORMATS } from "../lib/cms/cmsConfig";
import { EDITOR_PHRASES, EDITOR_LOCALE } from "../lib/cms/editorPhrases";
import { EditorRefusal, fieldsToDrop, type EntryPath } from "../lib/cms/entryCheck";
import { entryAddress, INCOMPLETE_LOAD, loadedIncompletely } from "../lib/cms/entryLoad";
import { dataFileFormat, pageFormat, rememberSave } from "./formats";
import { openEntriesAfresh } from "./freshEditor";
import { openListItemsByName } from "./listItemNames";
import previewStyles from "./preview.css";
import widgetStyles from "./widgets/widgets.css";
import { addressedPreview } from "./previews/addressedPreview";
import { AdmissionPreview } from "./previews/AdmissionPreview";
import { DisclosurePreview } from "./previews/DisclosurePreview";
import { FeesPreview } from "./previews/FeesPreview";
import { PagePreview } from "./previews/PagePreview";
import { UniformPreview } from "./previews/UniformPreview";
import { AmountRowsControl } from "./widgets/AmountRowsControl";
import { RupeesControl } from "./widgets/RupeesControl";

interface EntryData {
  toJS(): unknown;
  deleteIn(path: EntryPath): EntryData;
}

interface DecapEntry {
  get(key: string): unknown;
}

const config = cmsConfig();

// The site's stylesheet and those of the blocks a preview draws (each beside its component).
for (const styles of [
  siteStyles,
  blockStyles,
  tableStyles,
  disclosureStyles,
  galleryStyles,
  noticeStyles,
  previewStyles,
])
  CMS.registerPreviewStyle(styles as string, { raw: true });
CMS.registerPreviewTemplate("pages", addressedPreview(PagePreview));
CMS.registerPreviewTemplate("fees", addressedPreview(FeesPreview));
CMS.registerPreviewTemplate("uniform", addressedPreview(UniformPreview));
CMS.registerPreviewTemplate("admission", addressedPreview(AdmissionPreview));
CMS.registerPreviewTemplate("disclosure", addressedPreview(DisclosurePreview));

// The widgets' own styles sit in the editor's page, beside Decap's.
const style = document.createElement("style");
style.textContent = widgetStyles as string;
document.head.append(style);
CMS.registerWidget("rupees", RupeesControl as never);
CMS.registerWidget("amountRows", AmountRowsControl as never);

CMS.registerCustomFormat(FORMATS.data, "yml", dataFileFormat);
CMS.registerCustomFormat(FORMATS.page, "md", pageFormat);
CMS.registerLocale(EDITOR_LOCALE, EDITOR_PHRASES);

/** Throws when the entry is not the one the address names, loaded whole: saving it would write
 * another file, or empty this one. */
function refuseIncompleteLoad(entry: DecapEntry): void {
  const name = String(entry.get("collection"));
  const collection = config.collections.find((c) => c.name === name);
  const fields = (collection?.fields ?? collection?.files?.[0]?.fields ?? []).map((field) => field.name);
  const held = {
    collection: name,
    slug: String(entry.get("slug")),
    newRecord: Boolean(entry.get("newRecord")),
    raw: String(entry.get("raw") ?? ""),
    data: ((entry.get("data") as EntryData | undefined)?.toJS() ?? {}) as Record<string, unknown>,
  };
  if (loadedIncompletely(entryAddress(window.location.hash), held, fields)) throw new EditorRefusal(INCOMPLETE_LOAD);
}

// Throwing here stops the save: Decap shows the message and keeps everything typed.
CMS.registerEventListener({
  name: "prePublish",
  handler: ({ entry }) => refuseIncompleteLoad(entry),
});
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    refuseIncompleteLoad(entry);
    const data = entry.get("data") as EntryData;
    const drop = fieldsToDrop(config, entry.get("collection"), data.toJS());
    const kept = drop.reduce((left, path) => left.deleteIn(path), data);
    rememberSave(String(entry.get("raw") ?? ""), kept.toJS());
    return kept;
  },
});

openEntriesAfresh();
openListItemsByName();
CMS.init({ config: config as unknown as CmsConfig });
