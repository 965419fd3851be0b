import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "../../lib/afterLoad";

// What shows notices (their reader, the browser's memory of them, their styles) loads only when the
// service answers one: most pages, most days, have none and carry none of it. What asks for them
// loads after the page: its answer's reading is shared with the lists, which a content page lacks.
const NoticeList = lazy(() => import("./NoticeList"));
const fetchAlertsAnswer = () =>
  import("../../client/alertsAnswer").then(
    (module) => module.fetchAlertsAnswer(),
    // A page left open across a new deployment cannot load the old chunk: no notice, no error.
    (): unknown[] => [],
  );

/**
 * The school's urgent notices in force, above the header of every page: asked for once the page has
 * loaded and its own content from the service has arrived and been drawn (afterLoad), so that a page
 * built long before shows a notice published a minute ago, and nothing waits for them. A visitor
 * with no notice gets nothing but an empty live region, so nothing moves. The live region is in the
 * page from the start, so that a screen reader reads out what enters it.
 */
export function UrgentNotices({ load = fetchAlertsAnswer }: { load?: () => Promise<unknown[]> }) {
  const [answer, setAnswer] = useState<unknown[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    let current = true;
    const cancel = afterLoad(() => {
      void load().then((rows) => {
        // No notice (the usual case): nothing more to load or render.
        if (current && rows.length) setAnswer(rows);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load]);

  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {answer && (
        <Suspense fallback={null}>
          <NoticeList answer={answer} announce={setAnnouncement} />
        </Suspense>
      )}
    </>
  );
}
