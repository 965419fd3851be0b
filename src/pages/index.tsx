import { lazy } from "react";
import { Layout } from "../components/layout/Layout";
import { Hydrated } from "../components/layout/Hydrated";
import { HydrateWhenNear } from "../components/layout/HydrateWhenNear";
import { StaticPart } from "../components/layout/StaticPart";
import { Seo } from "../components/layout/Seo";
import { AboutSchool } from "../components/home/AboutSchool";
import { AdmissionBanner } from "../components/home/AdmissionBanner";
import { FounderDesk } from "../components/home/FounderDesk";
import { HeroSlider } from "../components/home/HeroSlider";
import { HighlightsTicker } from "../components/home/HighlightsTicker";
import { MottoMission } from "../components/home/MottoMission";
import { NewsScroller } from "../components/home/NewsScroller";
import { newsSectionGoes } from "../components/home/latestNews";
import { useSiteData } from "../hooks/useSiteData";
import { LARGE_ICON } from "../lib/appIcons";
import { schoolData } from "../lib/structuredData";
import "../components/home/home.css";
// The sections below load their code later; their cards' styles are in the page's own, so that the
// server's HTML of those sections is drawn styled before it.
import "../components/lists/cards.css";

// Each resolves with the one chunk of all five, which the page does without at first: HydrateWhenNear
// keeps each section's server HTML, and runs none of its code, until it nears the screen. The chunk
// is fetched by the first section to near the screen: fetched with the page, its evaluation was work
// for a phone's load that a visitor who never scrolls that far does not need.
const belowFold = () => import("../components/home/belowFold");
const HomeEvents = lazy(() => belowFold().then((parts) => ({ default: parts.HomeEvents })));
const HomeToppers = lazy(() => belowFold().then((parts) => ({ default: parts.HomeToppers })));
const HomeBirthdays = lazy(() => belowFold().then((parts) => ({ default: parts.HomeBirthdays })));
const MediaEmbeds = lazy(() => belowFold().then((parts) => ({ default: parts.MediaEmbeds })));
const HomeGallery = lazy(() => belowFold().then((parts) => ({ default: parts.HomeGallery })));

/** The home page, its sections in SPEC order. Static blocks are in the server-rendered HTML and are
 * never hydrated; live sections render placeholders of the same size there and fill in after the
 * page loads (below the first screen, once they near it: SPEC's "load once on display"). Each
 * section hydrates on its own, so no single long task blocks a tap on a slow phone. */
export default function HomePage() {
  const { site } = useSiteData();
  return (
    <Layout path="/">
      {/* Site search indexes the heading and the sections written at build time (data-pagefind-body),
          not the samples live sections show before their data arrives. */}
      <h1 className="visually-hidden" data-pagefind-body="" data-pagefind-meta="section:Home">
        {site.name}: {site.homeTitle}
      </h1>
      {/* The first screen hydrates at once, each part on its own; the rest when it nears the screen. */}
      <Hydrated>
        <AdmissionBanner />
      </Hydrated>
      <Hydrated>
        <HeroSlider />
      </Hydrated>
      <Hydrated>
        <HighlightsTicker />
      </Hydrated>
      <StaticPart>
        <MottoMission />
      </StaticPart>
      <StaticPart>
        <AboutSchool name={site.name} />
      </StaticPart>
      {/* Its news is asked for at once: when the service has none the section goes (SPEC §4), which
          must happen before the visitor scrolls to it, not as it comes into view. */}
      <HydrateWhenNear wakeEarly={newsSectionGoes}>
        <NewsScroller />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <HomeEvents />
      </HydrateWhenNear>
      <StaticPart>
        <FounderDesk />
      </StaticPart>
      <HydrateWhenNear>
        <HomeToppers />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <HomeBirthdays />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <MediaEmbeds />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <HomeGallery />
      </HydrateWhenNear>
    </Layout>
  );
}

export function Head() {
  const { site } = useSiteData();
  return (
    <Seo
      path="/"
      description={site.description}
      keywords={site.keywords}
      structuredData={schoolData(site, LARGE_ICON.path)}
    />
  );
}
