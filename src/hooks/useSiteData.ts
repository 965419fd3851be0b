import { graphql, useStaticQuery } from "gatsby";
import type { Navigation } from "../lib/data/navigationSchema";
import type { SiteInfo } from "../lib/data/siteSchema";

export interface SiteData {
  site: SiteInfo;
  nav: Navigation;
}

/** Passed by name: Gatsby's compiler finds a static query in a variable of the same file too. */
const SITE_DATA = graphql`
  fragment NavEntry on NavItemYaml {
    title
    path
    external
    inMenu
    inSideMenu
    itemPage
  }
  query SiteData {
    siteYaml {
      name
      shortName
      homeTitle
      tagline
      description
      keywords
      admissionSession
      schoolCode
      siteUrl
      address {
        lines
        postalCode
        locality
        region
        country
      }
      phones {
        label
        number
      }
      whatsapp
      emails {
        label
        address
      }
      vendor {
        name
        url
      }
      links {
        erpLogin {
          title
          url
        }
        disclosure {
          title
          url
        }
        alumni {
          title
          url
        }
        admissionPortal {
          title
          url
        }
        map {
          title
          url
        }
        video {
          title
          url
        }
        socialPage {
          title
          url
        }
      }
      social {
        name
        url
      }
      founder {
        name
        lifeDates
        biography
      }
    }
    navigationYaml {
      menu {
        ...NavEntry
        children {
          ...NavEntry
          children {
            ...NavEntry
            children {
              ...NavEntry
            }
          }
        }
      }
      more {
        title
        path
        children {
          ...NavEntry
          children {
            ...NavEntry
            children {
              ...NavEntry
            }
          }
        }
      }
      footer {
        title
        path
        external
      }
      topBar {
        title
        path
        external
      }
      sidePanel {
        title
        path
        external
      }
    }
  }
`;

/** The school's details and the site structure: content/data/site.yaml and navigation.yaml as the
 * build read and checked them (gatsby/sourceNodes.ts). */
export function useSiteData(): SiteData {
  const data = useStaticQuery<Queries.SiteDataQuery>(SITE_DATA);
  if (!data.siteYaml || !data.navigationYaml) throw new Error("The build holds no site.yaml or navigation.yaml");
  return { site: data.siteYaml, nav: data.navigationYaml };
}
