import type { GatsbyNode } from "gatsby";

/** Types declared up front, so GraphiQL documents the content and a missing optional field or an
 * empty folder never breaks a query (types are not inferred from whatever the files hold today). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type NavLinkYaml {
      title: String!
      path: String
      external: String
    }

    type NavItemYaml {
      title: String!
      path: String
      external: String
      summary: String
      inMenu: Boolean
      inSideMenu: Boolean
      itemPage: Boolean
      children: [NavItemYaml!]
    }

    type NavigationYaml implements Node @dontInfer {
      menu: [NavItemYaml!]!
      more: [NavItemYaml!]!
      footer: [NavLinkYaml!]!
      topBar: [NavLinkYaml!]!
      sidePanel: [NavLinkYaml!]!
    }

    type SiteAddressYaml { lines: [String!]! }
    type SitePhoneYaml { label: String!, number: String! }
    type SiteEmailYaml { label: String!, address: String! }
    type SiteVendorYaml { name: String!, url: String! }
    type SiteLinkYaml { title: String!, url: String! }
    type SiteSocialYaml { name: String!, url: String! }
    type SiteLinksYaml {
      erpLogin: SiteLinkYaml!
      disclosure: SiteLinkYaml!
      alumni: SiteLinkYaml!
      admissionPortal: SiteLinkYaml!
      map: SiteLinkYaml!
      video: SiteLinkYaml!
      socialPage: SiteLinkYaml!
    }

    type SiteYaml implements Node @dontInfer {
      name: String!
      shortName: String!
      homeTitle: String!
      tagline: String!
      description: String!
      keywords: [String!]!
      schoolCode: String!
      siteUrl: String!
      address: SiteAddressYaml!
      phones: [SitePhoneYaml!]!
      whatsapp: String!
      emails: [SiteEmailYaml!]!
      vendor: SiteVendorYaml!
      links: SiteLinksYaml!
      social: [SiteSocialYaml!]!
    }

    type MarkdownRemark implements Node {
      frontmatter: Frontmatter!
      fields: MarkdownFields!
    }

    type Frontmatter {
      title: String!
      description: String!
      keywords: [String!]
      template: String
      "Structured content shown after the page's text: fee tables, galleries, downloads …"
      blocks: [PageBlock!]
    }

    type PageBlock {
      "feeTable, hostelFees, uniform, admissionCriteria, gallery, tiles, image, downloads, pdfFrame, embed, portalButton or registrationLinks"
      type: String!
      "feeTable: the group's key in fees.yaml"
      group: String
      "image: a picture beside the page (../images/…); pdfFrame: a PDF under static/ (/pdf/…)"
      file: String
      image: File @fileByRelativePath(from: "file")
      alt: String
      title: String
      "embed: the key of a link in site.yaml"
      link: String
      images: [BlockImage!]
      items: [BlockTile!]
      files: [BlockDownload!]
    }

    type BlockImage {
      file: File @fileByRelativePath
      alt: String!
    }

    type BlockTile {
      title: String!
      text: String
      file: File @fileByRelativePath
      alt: String
    }

    type BlockDownload {
      title: String!
      file: String!
    }

    type MarkdownFields {
      "The route of the page, taken from the file's name: content/pages/about-us.md is /about-us."
      path: String!
    }
  `);
};
