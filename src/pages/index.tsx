import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { AboutSchool } from "../components/home/AboutSchool";
import { AdmissionBanner } from "../components/home/AdmissionBanner";
import { ExploreLinks } from "../components/home/ExploreLinks";
import { FounderDesk } from "../components/home/FounderDesk";
import { MottoMission } from "../components/home/MottoMission";
import { useSiteData } from "../hooks/useSiteData";

export default function HomePage() {
  const { site } = useSiteData();
  return (
    <Layout path="/">
      <Seo path="/" description={site.description} keywords={site.keywords} />
      <div className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{site.name}</h1>
          <p className="hero__lead">{site.tagline}</p>
        </div>
      </div>
      <AdmissionBanner />
      <MottoMission />
      <AboutSchool name={site.name} />
      <FounderDesk />
      <ExploreLinks />
    </Layout>
  );
}
