import { Link } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";

const page: PageMeta = {
  path: "/404",
  title: "Page not found",
  description: "The page you asked for is not on this website.",
  notFound: true,
};

export default function NotFoundPage() {
  return (
    <PageFrame {...page}>
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

export const Head = () => <PageHead {...page} />;
