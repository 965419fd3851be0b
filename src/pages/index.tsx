import { Layout } from "../components/layout/Layout";
import { Hydrated } from "../components/layout/Hydrated";
import { Seo } from "../components/layout/Seo";
import { AboutSchool } from "../components/home/AboutSchool";
import { AdmissionBanner } from "../components/home/AdmissionBanner";
import { FounderDesk } from "../components/home/FounderDesk";
import { HeroSlider } from "../components/home/HeroSlider";
import { HighlightsTicker } from "../components/home/HighlightsTicker";
import { HomeBirthdays } from "../components/home/HomeBirthdays";
import { HomeEvents } from "../components/home/HomeEvents";
import { HomeGallery } from "../components/home/HomeGallery";
import { HomeToppers } from "../components/home/HomeToppers";
import { MediaEmbeds } from "../components/home/MediaEmbeds";
import { MottoMission } from "../components/home/MottoMission";
import { NewsScroller } from "../components/home/NewsScroller";
import { useSiteData } from "../hooks/useSiteData";

/** The home page, its sections in SPEC order. Static blocks are in the server-rendered HTML; live
 * sections render placeholders of the same size there and fill in after the page loads. */
export default function HomePage() {
  const { site } = useSiteData();
  return (
    <Layout path="/">
      <Seo path="/" description={site.description} keywords={site.keywords} />
      <h1 className="visually-hidden">
        {site.name}: {site.homeTitle}
      </h1>
      <Hydrated>
        <AdmissionBanner />
      </Hydrated>
      <Hydrated>
        <HeroSlider />
      </Hydrated>
      <Hydrated>
        <HighlightsTicker />
      </Hydrated>
      <Hydrated>
        <MottoMission />
      </Hydrated>
      <Hydrated>
        <AboutSchool name={site.name} />
      </Hydrated>
      <Hydrated>
        <NewsScroller />
      </Hydrated>
      <Hydrated>
        <HomeEvents />
      </Hydrated>
      <Hydrated>
        <FounderDesk />
      </Hydrated>
      <Hydrated>
        <HomeToppers />
      </Hydrated>
      <Hydrated>
        <HomeBirthdays />
      </Hydrated>
      <Hydrated>
        <MediaEmbeds />
      </Hydrated>
      <Hydrated>
        <HomeGallery />
      </Hydrated>
    </Layout>
  );
}
