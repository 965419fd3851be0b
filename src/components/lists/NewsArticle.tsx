import type { NewsItem } from "@school/contract/entities/newsRead";
import { formatNewsDate } from "@school/contract/dates";
import { imageUrl } from "../../client/images";
import { useFileFacts } from "../../hooks/useFileFacts";
import { ShareItem } from "../share/ShareItem";

/** One news item on its own page: its date, its text and its file to download (SPEC §3: the first
 * attachment) with its kind and size once the service has said them, and Share. The page's heading
 * is its title. */
export function NewsArticle({ item }: { item: NewsItem }) {
  const file = item.attachments[0] ? imageUrl(item.attachments[0]) : null;
  const facts = useFileFacts(file);
  return (
    <article className="news-article">
      {item.fromDate ? (
        <p className="news-list__date">
          <time dateTime={item.fromDate}>{formatNewsDate(item.fromDate)}</time>
        </p>
      ) : null}
      {item.description ? <p className="news-article__text">{item.description}</p> : null}
      {file ? (
        <p>
          <a href={file} download className="news-list__download">
            Download attachment{facts ? ` (${facts})` : ""}
          </a>
        </p>
      ) : null}
      <ShareItem kind="news" id={item.id} title={item.title} />
    </article>
  );
}
