import { fetchToppers, PRELOADABLE } from "../../client/content";
import { useQueryParams } from "../../hooks/useQueryParams";
import { useRemoteList } from "../../hooks/useRemoteList";
import type { TopperClass } from "@school/contract/categories";
import { filterSummary } from "../../lib/filterSummary";
import { toppersShown } from "../../lib/toppers";
import { defaultSession, sessionChoices, sessionOptions } from "../../lib/topperSessions";
import { TopperCard, TROPHY_IMAGE } from "../home/TopperCard";
import { PageFrame } from "../layout/PageFrame";
import { PageHead } from "../layout/PageHead";
import { FilterBar } from "./FilterBar";
import { EmptyState, LoadingState } from "./LoadingState";
import "./cards.css";
import "./lists.css";

interface ToppersPageProps {
  className: TopperClass;
  path: string;
  title: string;
}

/** Toppers of one class by session (SPEC §2, §4), the session and search kept in the address. */
export function ToppersPage({ className, path, title }: ToppersPageProps) {
  const state = useRemoteList(fetchToppers, "toppers");
  const [params, update] = useQueryParams();
  const toppers = state.status === "ready" ? state.items : [];
  const sessions = sessionOptions(toppers.filter((t) => t.className === className).map((t) => t.sessionYear));
  const session = params?.get("session") ?? defaultSession(sessions, new Date());
  const search = params?.get("q") ?? "";
  const shown = toppersShown(toppers, className, session, search);
  const ready = params !== null && state.status !== "loading";

  return (
    <PageFrame path={path} title={title}>
      <FilterBar
        summary={filterSummary(ready ? [session] : [], search)}
        selects={[
          {
            label: "Session",
            prompt: "Select Year",
            value: ready ? session : "",
            options: ready ? sessionChoices(sessions, session) : sessions,
            onChange: (value) => update({ session: value }),
            disabled: !ready,
          },
        ]}
        search={{ value: search, placeholder: "Search by name or stream...", onChange: (q) => update({ q }) }}
      />
      {!ready ? (
        // The first card's place and picture, painted before the data arrives: the page's largest
        // picture is on screen at once, where the first topper's photo then appears.
        <div className="toppers-grid">
          <div className="person-card">
            <img src={TROPHY_IMAGE} alt="" width={300} height={300} className="person-card__photo" />
            <LoadingState text="Loading toppers..." />
          </div>
        </div>
      ) : shown.length ? (
        <ul className="toppers-grid">
          {shown.map((topper, i) => (
            <li key={topper.id}>
              <TopperCard topper={topper} heading="h2" eager={i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="No toppers found." />
      )}
    </PageFrame>
  );
}

export function ToppersHead({ path, title }: Omit<ToppersPageProps, "className">) {
  return (
    <PageHead
      path={path}
      title={title}
      description={`The school's ${title}, session by session, with their scores.`}
      preload={[PRELOADABLE.toppers]}
    />
  );
}
