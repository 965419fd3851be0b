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
import { fieldsToDrop, type EntryPath } from "../lib/cms/entryCheck";
import { dataFileFormat, pageFormat, rememberSave } from "./formats";
import previewStyles from "./preview.css";
import widgetStyles from "./widgets/widgets.css";
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
CMS.registerPreviewTemplate("pages", PagePreview);
CMS.registerPreviewTemplate("fees", FeesPreview);
CMS.registerPreviewTemplate("uniform", UniformPreview);
CMS.registerPreviewTemplate("admission", AdmissionPreview);
CMS.registerPreviewTemplate("disclosure", DisclosurePreview);

// The widgets' own styles sit in the editor's page, beside Decap's.
const style = document.createElement("style");
style.textContent = widgetStyles as string;
document.head.append(style);
CMS.registerWidget("rupees", RupeesControl as never);
CMS.registerWidget("amountRows", AmountRowsControl as never);

CMS.registerCustomFormat(FORMATS.data, "yml", dataFileFormat);
CMS.registerCustomFormat(FORMATS.page, "md", pageFormat);
CMS.registerLocale(EDITOR_LOCALE, EDITOR_PHRASES);

// Throwing here stops the save: Decap shows the message and keeps everything typed.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const data = entry.get("data") as EntryData;
    const drop = fieldsToDrop(config, entry.get("collection"), data.toJS());
    const kept = drop.reduce((left, path) => left.deleteIn(path), data);
    rememberSave(String(entry.get("raw") ?? ""), kept.toJS());
    return kept;
  },
});

CMS.init({ config: config as unknown as CmsConfig });
