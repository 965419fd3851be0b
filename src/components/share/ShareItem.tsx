import { useState } from "react";
import type { ShareKind } from "@school/contract/share";
import { API_BASE_URL, SCHOOL_CODE } from "../../client/config";
import { shareAddress } from "../../lib/shareAddress";
import { Icon } from "../layout/Icon";
import "./ShareItem.css";

/**
 * "Share" for one album or blog post: the phone's own share sheet where there is one, otherwise the
 * link copied, with what to do next said in words. The link previews as the item itself.
 */
export function ShareItem({ kind, id, title }: { kind: ShareKind; id: string; title: string }) {
  const [status, setStatus] = useState("");
  const url = shareAddress(API_BASE_URL, SCHOOL_CODE, kind, id);

  async function share() {
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Anything else: fall back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied. Paste it into a message or a post to share it.");
    } catch {
      setStatus(`Copy this link to share it: ${url}`);
    }
  }

  return (
    <div className="share-item">
      <button type="button" className="button share-item__button" onClick={() => void share()}>
        <Icon name="share" />
        Share
      </button>
      <p className="share-item__status" role="status">
        {status}
      </p>
    </div>
  );
}
