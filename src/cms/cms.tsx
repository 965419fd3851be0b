/** The editor at /admin: Decap CMS with the configuration made from the build's schemas, the
 * site's own components and stylesheet in its previews, and the build's check before every save.
 * gatsby/adminApp.ts bundles this file; React and Decap come as browser globals. */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import blockStyles from "../components/blocks/blocks.css";
import tableStyles from "../components/blocks/tables.css";
import galleryStyles from "../components/media/PhotoGallery.css";
import siteStyles from "../styles/global.css";
import { cmsConfig } from "../lib/cms/cmsConfig";
import { fieldsToDrop, type EntryPath } from "../lib/cms/entryCheck";
import previewStyles from "./preview.css";
import { AdmissionPreview } from "./previews/AdmissionPreview";
import { FeesPreview } from "./previews/FeesPreview";
import { PagePreview } from "./previews/PagePreview";
import { UniformPreview } from "./previews/UniformPreview";

interface EntryData {
  toJS(): unknown;
  deleteIn(path: EntryPath): EntryData;
}

const config = cmsConfig();

// The site's stylesheet and those of the blocks a preview draws (each beside its component).
for (const styles of [siteStyles, blockStyles, tableStyles, galleryStyles, previewStyles]) CMS.registerPreviewStyle(styles as string, { raw: true });
CMS.registerPreviewTemplate("pages", PagePreview);
CMS.registerPreviewTemplate("fees", FeesPreview);
CMS.registerPreviewTemplate("uniform", UniformPreview);
CMS.registerPreviewTemplate("admission", AdmissionPreview);

// Throwing here stops the save: Decap shows the message ("Failed to persist entry: …") and keeps
// everything typed.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const data = entry.get("data") as EntryData;
    const drop = fieldsToDrop(config, entry.get("collection"), entry.get("slug") ?? "", data.toJS());
    return drop.reduce((kept, path) => kept.deleteIn(path), data);
  },
});

CMS.init({ config: config as unknown as CmsConfig });
