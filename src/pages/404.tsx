import { Link } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";

export default function NotFoundPage() {
  return (
    <PageFrame path="/404" notFound title="Page not found" description="The page you asked for is not on this website.">
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/sitemap">See every page in the sitemap</Link>
        </li>
        <li>
          <Link to="/contact-us">Contact the school</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
