import type { Template } from "./budgets";

/** The page the bench measures for each template: the home page and one page of every other. */
export const PAGES: readonly { template: Template; url: string }[] = [
  { template: "home", url: "/" },
  { template: "content", url: "/our-mission" },
  { template: "hub", url: "/about-us" },
  { template: "fee table", url: "/fee-iii-viii" },
  { template: "list", url: "/news" },
  { template: "detail", url: "/blog-inner?id=blog_1" },
  { template: "form", url: "/contact-us" },
  { template: "calendar", url: "/school-calendar" },
  { template: "toppers", url: "/xii-topper" },
];
