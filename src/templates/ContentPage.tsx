import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../components/blocks/Blocks";
import { FeeSessionNote } from "../components/blocks/FeeSessionNote";
import type { BlockPicture } from "../components/blocks/pictures";
import { MarkdownBody } from "../components/content/MarkdownBody";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead } from "../components/layout/PageHead";
import { useSiteData } from "../hooks/useSiteData";
import { blockDataFromQuery } from "../lib/blockData";
import { splitAtBlocks } from "../lib/blocksMarker";
import type { MarkdownPageContext } from "../lib/pageContext";

/** A Markdown page: its checked frontmatter comes from the build in the page context
 * (src/lib/pageContext.ts); the query adds its HTML, its blocks' processed pictures, and the data
 * files' parts its blocks show (the context's switches say which). */
export default function ContentPage({ data, pageContext }: PageProps<Queries.ContentPageQuery, MarkdownPageContext>) {
  const { frontmatter, pagePath, fileSizes } = pageContext;
  const frame = useSiteData();
  const pictures = new Map(
    data.allFile.nodes.flatMap(({ relativePath, childImageSharp }): [string, BlockPicture][] =>
      childImageSharp?.thumb && childImageSharp.full
        ? [[relativePath, { thumb: childImageSharp.thumb, full: childImageSharp.full }]]
        : [],
    ),
  );
  const blockData = blockDataFromQuery(data, fileSizes, frame);
  // A page of fee tables names their session when admissions are open for another.
  const feeSession = (blockData.fees ?? blockData.hostel)?.session;
  const [before, after] = splitAtBlocks(data.markdownRemark?.html ?? "");
  return (
    <PageFrame path={pagePath} title={frontmatter.title}>
      <MarkdownBody html={before} />
      {feeSession ? <FeeSessionNote feeSession={feeSession} admissionSession={frame.site.admissionSession} /> : null}
      <Blocks blocks={frontmatter.blocks} data={blockData} pictures={pictures} title={frontmatter.title} />
      <MarkdownBody html={after} />
    </PageFrame>
  );
}

export function Head({
  pageContext: { frontmatter, pagePath },
}: HeadProps<Queries.ContentPageQuery, MarkdownPageContext>) {
  return (
    <PageHead
      path={pagePath}
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords}
    />
  );
}

export const query = graphql`
  query ContentPage(
    $id: String!
    $pictures: [String!]!
    $feeGroup: String!
    $withFees: Boolean!
    $withFeeSession: Boolean!
    $withHostel: Boolean!
    $withUniform: Boolean!
    $withAdmission: Boolean!
    $withFounder: Boolean!
    $withDisclosure: Boolean!
  ) {
    markdownRemark(id: { eq: $id }) {
      html
    }
    allFile(filter: { sourceInstanceName: { eq: "images" }, relativePath: { in: $pictures } }) {
      nodes {
        relativePath
        childImageSharp {
          thumb: gatsbyImageData(width: 480, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          full: gatsbyImageData(width: 1600, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }
    feeGroup(key: { eq: $feeGroup }) @include(if: $withFees) {
      title
      total
      rows {
        particulars
        type
        frequency
        amount
      }
    }
    feesYaml @include(if: $withFeeSession) {
      session
      registration
      transportMonthly
      notes
      hostel @include(if: $withHostel) {
        plans {
          title
          total
          instalments {
            when
            amount
          }
        }
        excludes
        facts
      }
    }
    uniformYaml @include(if: $withUniform) {
      summer {
        group
        boys
        girls
      }
      winter {
        group
        boys
        girls
      }
    }
    admissionYaml @include(if: $withAdmission) {
      classXi {
        session
        opens
        streams {
          stream
          requirements {
            subject
            marks
          }
        }
      }
    }
    siteYaml @include(if: $withFounder) {
      founder {
        name
        lifeDates
        biography
      }
    }
    disclosureYaml @include(if: $withDisclosure) {
      general {
        affiliationNumber
        schoolCode
        principal {
          ...DisclosurePerson
        }
      }
      documents {
        affiliationLetter {
          ...DisclosureDocument
        }
        registrationCertificate {
          ...DisclosureDocument
        }
        nocCertificate {
          ...DisclosureDocument
        }
        rteCertificate {
          ...DisclosureDocument
        }
        buildingSafetyCertificate {
          ...DisclosureDocument
        }
        fireSafetyCertificate {
          ...DisclosureDocument
        }
        deoCertificate {
          ...DisclosureDocument
        }
        sanitationCertificates {
          ...DisclosureDocument
        }
      }
      academics {
        feeStructure
        academicCalendar
        smcList {
          ...DisclosureDocument
        }
        ptaList {
          ...DisclosureDocument
        }
        results {
          classX {
            ...DisclosureResult
          }
          classXII {
            ...DisclosureResult
          }
        }
      }
      staff {
        teachers {
          pgt
          tgt
          prt
        }
        sections
        specialEducator {
          ...DisclosurePerson
        }
        counsellor {
          ...DisclosurePerson
        }
      }
      infrastructure {
        campusArea
        classrooms {
          count
          size
        }
        laboratories {
          name
          count
          size
        }
        internet
        girlsToilets
        boysToilets
        inspectionVideo
      }
    }
  }

  fragment DisclosurePerson on DisclosurePersonYaml {
    name
    qualification
  }

  fragment DisclosureDocument on DisclosureDocumentYaml {
    file
    issued
    expires
  }

  fragment DisclosureResult on DisclosureResultYaml {
    year
    registered
    passed
    remarks
  }
`;
