import type { ComponentType } from "react";
import { entryAddress, INCOMPLETE_LOAD, shownIncompletely } from "../../lib/cms/entryLoad";
import type { PreviewProps } from "./previewProps";

/** The preview, or, when the entry the editor holds is another than the address names (a load
 * overtaken by a later one: src/lib/cms/entryLoad.ts) or its file loaded as nothing, what happened
 * and what to do, in its place. */
export function addressedPreview(Preview: ComponentType<PreviewProps>): ComponentType<PreviewProps> {
  return function AddressedPreview(props: PreviewProps) {
    const { entry } = props;
    const held = {
      collection: String(entry.get("collection")),
      slug: String(entry.get("slug")),
      newRecord: Boolean(entry.get("newRecord")),
      raw: String(entry.get("raw") ?? ""),
    };
    if (!shownIncompletely(entryAddress(window.location.hash), held)) return <Preview {...props} />;
    return (
      <div className="preview-problem" role="alert">
        <p>
          <strong>{INCOMPLETE_LOAD}</strong>
        </p>
      </div>
    );
  };
}
