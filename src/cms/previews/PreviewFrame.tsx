import type { ReactNode } from "react";
import { UrgentNotices } from "../../components/layout/UrgentNotices";

/** The part of an inner page the previews fill: the urgent notices in force (as every page shows
 * them above its header), the heading band and the page's content column, with the site's own
 * classes (src/styles/global.css). */
export function PreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <UrgentNotices />
      <main id="main-content">
        <div className="page-head">
          <div className="container">
            <h1 className="page-title">{title}</h1>
          </div>
        </div>
        <div className="container page-body">
          <div className="page-content">{children}</div>
        </div>
      </main>
    </>
  );
}
