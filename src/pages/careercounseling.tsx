import { fetchCareerNotices, PRELOADABLE } from "../client/content";
import { imageUrl } from "../client/images";
import { EmptyState, LoadingState } from "../components/lists/LoadingState";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { useRemoteList } from "../hooks/useRemoteList";
import { formatShortDate } from "@school/contract/dates";
import { sortNewestFirst } from "../lib/listFilters";
import "../components/blocks/blocks.css";

const page: PageMeta = {
  path: "/careercounseling",
  title: "Career Counselling",
  description: "Career counselling notices for students and parents, as documents to open or download.",
  preload: [PRELOADABLE.careerNotices],
};

export default function CareerCounsellingPage() {
  const state = useRemoteList(fetchCareerNotices, "career counselling notices");
  return (
    <PageFrame {...page}>
      <p>
        Notices from the school's career counselling cell: entrance examinations, scholarships, talks and workshops.
      </p>
      {state.status === "loading" ? (
        <LoadingState />
      ) : state.status === "ready" ? (
        <ul className="downloads">
          {sortNewestFirst(state.items, (n) => n.fromDate).map((notice) => (
            <li key={notice.id}>
              {notice.attachments[0] ? (
                <a
                  href={imageUrl(notice.attachments[0])}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="downloads__link"
                >
                  <span className="downloads__title">{notice.title}</span>
                  <span className="downloads__meta">
                    PDF{notice.fromDate ? `, ${formatShortDate(notice.fromDate)}` : ""}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </span>
                </a>
              ) : (
                <span className="downloads__link">
                  <span className="downloads__title">{notice.title}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="No notices at the moment. Please check again soon." />
      )}
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
