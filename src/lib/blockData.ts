/** What a Markdown page's blocks show besides their own fields: a fee group, the hostel fees, the
 * uniform, the Class XI criteria, the founder, the Mandatory Public Disclosure. The page's template
 * reads them from GraphQL (its query asks only for what its blocks show); the editor's previews make
 * the same from the files being edited. Both produce these shapes, so a block looks the same in both. */
import type { AdmissionCriteria } from "./data/admissionSchema";
import type { Disclosure } from "./data/disclosureSchema";
import type { Navigation } from "./data/navigationSchema";
import type { SiteInfo } from "./data/siteSchema";
import type { DisclosureSources } from "./disclosure";
import type { FeeData } from "./data/feesSchema";
import type { UniformData } from "./data/uniformSchema";
import { firstYearCost, type FirstYearCost } from "./firstYearCost";
import { founderFacts, type FounderFacts } from "./founder";

export interface FeeRowView {
  particulars: string;
  type: string;
  frequency: string;
  amount: number;
}

export interface FeeGroupView {
  title: string;
  /** Due at admission, worked out by the build (src/lib/feeTotals.ts). */
  total: number;
  rows: readonly FeeRowView[];
}

/** What every fee table shows besides its group. */
export interface FeeSession {
  session: string;
  registration: number;
  transportMonthly: number;
  notes: readonly string[];
}

export interface FeeTableData extends FeeSession {
  group: FeeGroupView;
  firstYear: FirstYearCost;
}

export interface HostelData {
  session: string;
  notes: readonly string[];
  plans: readonly { title: string; total: number; instalments: readonly { when: string; amount: number }[] }[];
  excludes: readonly string[];
  facts: readonly string[];
}

export interface BlockData {
  /** Sizes in bytes of the PDFs the page links, by address (/pdf/…). */
  fileSizes: Record<string, number>;
  fees?: FeeTableData;
  hostel?: HostelData;
  uniform?: UniformData;
  admission?: AdmissionCriteria;
  /** site.yaml's: the session admissions are open for, which the Class XI criteria are compared with. */
  admissionSession: string;
  /** The founding father as site.yaml has him; null while that entry is empty. */
  founder?: FounderFacts | null;
  /** What the disclosure is worked out from: its block does that itself, in its own chunk. */
  disclosure?: DisclosureSources;
}

/** A fee table: one group, with what every fee table shows and its first year's cost. */
export function feeTableData(group: FeeGroupView, fees: FeeSession): FeeTableData {
  const { session, registration, transportMonthly, notes } = fees;
  return { group, session, registration, transportMonthly, notes, firstYear: firstYearCost(group, fees) };
}

export function hostelData({ hostel, session, notes }: Pick<FeeData, "hostel" | "session" | "notes">): HostelData {
  return { ...hostel, session, notes };
}

/** A content page's query result (src/templates/ContentPage.tsx) as its blocks take it; `frame` is
 * the site.yaml and navigation.yaml every page's frame has (src/hooks/useSiteData.ts). */
export function blockDataFromQuery(
  data: Queries.ContentPageQuery,
  fileSizes: Record<string, number>,
  frame: { site: SiteInfo; nav: Navigation },
): BlockData {
  const { feeGroup, feesYaml, uniformYaml, admissionYaml, siteYaml, disclosureYaml } = data;
  return {
    fileSizes,
    admissionSession: frame.site.admissionSession,
    ...(feeGroup && feesYaml ? { fees: feeTableData(feeGroup, feesYaml) } : {}),
    ...(feesYaml?.hostel ? { hostel: hostelData({ ...feesYaml, hostel: feesYaml.hostel }) } : {}),
    ...(uniformYaml ? { uniform: uniformYaml } : {}),
    ...(admissionYaml ? { admission: admissionYaml.classXi } : {}),
    ...(siteYaml ? { founder: founderFacts(siteYaml.founder) } : {}),
    ...(disclosureYaml && feesYaml
      ? {
          disclosure: {
            // GraphQL's types say of the enum what the schema says: "Yes" or "No".
            disclosure: disclosureYaml as Disclosure,
            site: frame.site,
            feeSession: feesYaml.session,
            nav: frame.nav,
          },
        }
      : {}),
  };
}
