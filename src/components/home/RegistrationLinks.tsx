import { fetchRegistrationLinks } from "../../client/content";
import { useRemoteList } from "../../hooks/useRemoteList";
import "./RegistrationLinks.css";

/** The service's online registration links, beside the admission banner when there are any. */
export function RegistrationLinks() {
  const state = useRemoteList(fetchRegistrationLinks, "registration links");
  if (state.status !== "ready") return null;
  return (
    <ul className="registration-links" aria-label="Online registration">
      {state.items.map((link) => (
        <li key={link.id}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
