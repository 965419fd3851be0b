import type React from "react";
import { Link } from "gatsby";
import type { ResolvedLink } from "../../lib/navigation";

interface SmartLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  link: ResolvedLink;
  children?: React.ReactNode;
}

/** A site page through Gatsby's Link (prefetched, client-side); anything else opens in a new tab. */
export function SmartLink({ link, children, ...rest }: SmartLinkProps) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children ?? link.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} {...rest}>
      {children ?? link.title}
    </Link>
  );
}
