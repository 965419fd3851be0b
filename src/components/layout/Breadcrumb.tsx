import { Link } from "gatsby";
import type { Crumb } from "../../lib/navigation";

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb" data-pagefind-ignore="">
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
