import { Link } from "gatsby";
import { excerptParts } from "../../lib/search/excerpt";

interface SearchResultItemProps {
  result: { path: string; title: string; section?: string | null; excerpt: string };
  onFollow: () => void;
}

/** One result: its page's link, the section it is in, and the excerpt with the words found marked. */
export function SearchResultItem({ result, onFollow }: SearchResultItemProps) {
  return (
    <li className="search-result">
      <Link to={result.path} className="search-result__link" onClick={onFollow}>
        {result.title}
      </Link>
      {result.section ? <span className="search-result__section">{result.section}</span> : null}
      <p className="search-result__excerpt">
        {excerptParts(result.excerpt).map((part, i) =>
          part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}
