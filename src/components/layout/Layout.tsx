import type React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { mainMenu } from "../../lib/navigation";
import { FloatingButtons } from "./FloatingButtons";
import { Footer } from "./Footer";
import { Logo } from "./Logo";
import { MainMenu } from "./MainMenu";
import { TopBar } from "./TopBar";

/** The frame every page sits in: top bar, logo, main menu, the page, footer, floating buttons. */
export function Layout({ path, children }: { path: string; children: React.ReactNode }) {
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
        <MainMenu items={mainMenu(nav)} site={site} currentPath={path} />
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingButtons />
    </>
  );
}
