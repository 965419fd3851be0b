import { useId } from "react";
import { fetchToppers } from "../../client/content";
import type { Topper, TopperClass } from "../../lib/entities";
import { useQueryParams } from "../../hooks/useQueryParams";
import { useRemoteList } from "../../hooks/useRemoteList";
import { ALL, applyFilter } from "../../lib/listFilters";
import { defaultSession, sessionOptions } from "../../lib/topperSessions";
import { TopperCard } from "../home/TopperCard";
import { PageFrame } from "../layout/PageFrame";
import { EmptyState, LoadingState } from "./LoadingState";

interface ToppersPageProps {
  className: TopperClass;
  path: string;
  title: string;
}

/** Toppers of one class by session (SPEC §2, §4), the session and search kept in the address. */
export function ToppersPage({ className, path, title }: ToppersPageProps) {
  const id = useId();
  const state = useRemoteList(fetchToppers, "toppers");
  const [params, update] = useQueryParams();
  const ofClass = state.status === "ready" ? state.items.filter((t) => t.className === className) : [];
  const sessions = sessionOptions(ofClass.map((t) => t.sessionYear));
  const session = params?.get("session") ?? defaultSession(sessions, new Date());
  const search = params?.get("q") ?? "";
  const shown = applyFilter(
    ofClass.filter((t) => t.sessionYear?.trim() === session),
    { year: ALL, month: ALL, search },
    () => null,
    (t: Topper) => [t.name, t.stream],
  ).sort((a, b) => (b.division ?? 0) - (a.division ?? 0));
  const ready = params !== null && state.status !== "loading";

  return (
    <PageFrame path={path} title={title} description={`The school's ${title}, session by session, with their scores.`}>
      <form className="filter-bar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="filter-bar__field">
          <label htmlFor={`${id}-session`}>Session</label>
          <select id={`${id}-session`} value={ready ? session : ""} onChange={(event) => update({ session: event.target.value })} disabled={!ready}>
            <option value="" disabled>
              Select Year
            </option>
            {(sessions.includes(session) || !ready ? sessions : [session, ...sessions]).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-bar__field filter-bar__field--search">
          <label htmlFor={`${id}-search`}>Search</label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Search by name or stream..."
            value={search}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
      </form>
      {!ready ? (
        <LoadingState text="Loading toppers..." />
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
