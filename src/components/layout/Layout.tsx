import { useMemo, type ReactNode } from "react";
import { AppManifestLink } from "./AppManifestLink";
import { Hydrated } from "./Hydrated";
import { useSiteData } from "../../hooks/useSiteData";
import { mainMenu } from "../../lib/navigation";
import { FloatingButtons } from "./FloatingButtons";
import { Footer } from "./Footer";
import { Logo } from "./Logo";
import { MainMenu } from "./MainMenu";
import { SearchLauncher } from "../search/SearchLauncher";
import { StaticPart } from "./StaticPart";
import { TopBar } from "./TopBar";
import { UrgentNotices } from "./UrgentNotices";

/** The frame every page sits in: top bar, logo and search, main menu, the page, footer, floating buttons.
 * Where the menu is a drawer the header is compact and the top bar shows at the drawer's end instead. */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const { site, nav } = useSiteData();
  // A page re-renders as soon as its data arrives, often before these parts have hydrated. An
  // unchanged element is skipped by React; a new one would reach the waiting boundary as an update
  // and make React throw its server HTML away (error #421) to render it again in the browser.
  const menu = useMemo(
    () => (
      <Hydrated>
        <MainMenu items={mainMenu(nav)} site={site} currentPath={path} drawerEnd={<TopBar />} />
      </Hydrated>
    ),
    [nav, site, path],
  );
  const search = useMemo(
    () => (
      <Hydrated>
        <SearchLauncher />
      </Hydrated>
    ),
    [],
  );
  const footer = useMemo(
    () => (
      <Hydrated>
        <Footer />
      </Hydrated>
    ),
    [],
  );
  const notices = useMemo(() => <UrgentNotices />, []);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {notices}
      <header className="header">
        <StaticPart>
          <TopBar />
        </StaticPart>
        <div className="container header__brand">
          <StaticPart>
            <Logo name={site.name} tagline={site.tagline} />
          </StaticPart>
          {search}
        </div>
        {menu}
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {footer}
      <AppManifestLink />
      <StaticPart>
        <FloatingButtons />
      </StaticPart>
    </>
  );
}
