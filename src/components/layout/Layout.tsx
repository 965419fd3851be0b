import type { ReactNode } from "react";
import { Hydrated } from "./Hydrated";
import { useSiteData } from "../../hooks/useSiteData";
import { mainMenu } from "../../lib/navigation";
import { FloatingButtons } from "./FloatingButtons";
import { Footer } from "./Footer";
import { Logo } from "./Logo";
import { MainMenu } from "./MainMenu";
import { TopBar } from "./TopBar";

/** The frame every page sits in: top bar, logo, main menu, the page, footer, floating buttons. */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const { site, nav } = useSiteData();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="header">
        <TopBar />
        <div className="container header__brand">
          <Logo name={site.name} tagline={site.tagline} />
        </div>
        <Hydrated>
          <MainMenu items={mainMenu(nav)} site={site} currentPath={path} />
        </Hydrated>
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Hydrated>
        <Footer />
      </Hydrated>
      <FloatingButtons />
    </>
  );
}
