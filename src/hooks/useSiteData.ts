import { graphql, useStaticQuery } from "gatsby";
import type { Navigation, SiteInfo } from "../client/types";

export interface SiteData {
  site: SiteInfo;
  nav: Navigation;
}

/** The school's details and the site structure, read at build time from content/data/*.yaml. */
export function useSiteData(): SiteData {
  const data = useStaticQuery<{ siteYaml: SiteInfo; navigationYaml: Navigation }>(graphql`
    fragment NavEntry on NavItemYaml {
      title
      path
      external
      summary
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
        schoolCode
        siteUrl
        address { lines }
        phones { label number }
        whatsapp
        emails { label address }
        vendor { name url }
        links {
          erpLogin { title url }
          disclosure { title url }
          alumni { title url }
          admissionPortal { title url }
          map { title url }
          video { title url }
          socialPage { title url }
        }
        social { name url }
      }
      navigationYaml {
        menu {
          ...NavEntry
          children {
            ...NavEntry
            children { ...NavEntry children { ...NavEntry } }
          }
        }
        more {
          ...NavEntry
          children {
            ...NavEntry
            children { ...NavEntry children { ...NavEntry } }
          }
        }
        footer { title path external }
        topBar { title path external }
        sidePanel { title path external }
      }
    }
  `);
  return { site: data.siteYaml, nav: data.navigationYaml };
}
