import type { ReactNode } from "react";
import {
  DISCLOSURE_SECTIONS,
  TO_BE_PUBLISHED,
  type DisclosureDocumentRow,
  type DisclosurePart,
  type DisclosureResults,
  type DisclosureRow,
  type DisclosureSection,
  type DisclosureSources,
  disclosureView,
} from "../../lib/disclosure";

const Pending = () => <span className="disclosure__pending">{TO_BE_PUBLISHED}</span>;

function PartValue({ part }: { part: DisclosurePart }) {
  if (part.text === null) return <Pending />;
  if (!part.href) return <>{part.text}</>;
  if (part.link === "external")
    return (
      <a href={part.href} className="disclosure__link" target="_blank" rel="noopener noreferrer">
        {part.text}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  return (
    <a href={part.href} className="disclosure__link">
      {part.text}
    </a>
  );
}

/** A row's facts: one on its own, several as a list, each after its label. */
function Parts({ parts }: { parts: readonly DisclosurePart[] }) {
  if (parts.length === 1 && !parts[0].label) return <PartValue part={parts[0]} />;
  return (
    <ul className="disclosure__parts">
      {parts.map((part, i) => (
        <li key={i}>
          {part.label ? <span className="disclosure__label">{part.label}: </span> : null}
          <PartValue part={part} />
        </li>
      ))}
    </ul>
  );
}

const heading = (section: DisclosureSection) => `${section.letter}. ${section.title}`;

/** Appendix IX's table of a section: serial number, the information asked for, and the details. */
function FactsTable({
  section,
  rows,
  more = [],
}: {
  section: DisclosureSection;
  rows: readonly DisclosureRow[];
  more?: readonly { label: string; details: string }[];
}) {
  return (
    <table className="data-table disclosure-table disclosure-table--facts">
      <caption className="visually-hidden">{heading(section)}</caption>
      <thead>
        <tr>
          <th scope="col" className="disclosure__no">
            S. No.
          </th>
          <th scope="col">Information</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.label}>
            <td className="disclosure__no">{i + 1}</td>
            <th scope="row">{row.label}</th>
            <td className="disclosure__details">
              <Parts parts={row.parts} />
            </td>
          </tr>
        ))}
        {more.map((row, i) => (
          <tr key={row.label}>
            <td className="disclosure__no">{rows.length + i + 1}</td>
            <th scope="row">{row.label}</th>
            <td className="disclosure__details">{row.details}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DOCUMENT_COLUMNS = { file: "Document", issued: "Date of issue", expires: "Date of expiry" } as const;

function DocumentRow({ row, number }: { row: DisclosureDocumentRow; number: number }) {
  const nothing = !row.file && !row.issued && !row.expires;
  return (
    <tr>
      <td className="disclosure__no" data-label="S. No.">
        {number}
      </td>
      <th scope="row">{row.label}</th>
      {nothing ? (
        <td colSpan={3} className="disclosure__details">
          <Pending />
        </td>
      ) : (
        <>
          <td className="disclosure__details" data-label={DOCUMENT_COLUMNS.file}>
            {row.file ? (
              <a href={row.file} className="disclosure__link">
                View<span className="visually-hidden"> {row.label}</span> (PDF)
              </a>
            ) : (
              <Pending />
            )}
          </td>
          <td data-label={DOCUMENT_COLUMNS.issued}>{row.issued ?? <Pending />}</td>
          <td data-label={DOCUMENT_COLUMNS.expires}>
            {row.expires ?? (row.hasExpiry ? <Pending /> : "Not applicable")}
          </td>
        </>
      )}
    </tr>
  );
}

function DocumentsTable({ section, rows }: { section: DisclosureSection; rows: readonly DisclosureDocumentRow[] }) {
  return (
    <table className="data-table disclosure-table disclosure-table--cards">
      <caption className="visually-hidden">{heading(section)}</caption>
      <thead>
        <tr>
          <th scope="col" className="disclosure__no">
            S. No.
          </th>
          <th scope="col">Documents and information</th>
          <th scope="col">{DOCUMENT_COLUMNS.file}</th>
          <th scope="col">{DOCUMENT_COLUMNS.issued}</th>
          <th scope="col">{DOCUMENT_COLUMNS.expires}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <DocumentRow key={row.label} row={row} number={i + 1} />
        ))}
      </tbody>
    </table>
  );
}

const RESULT_COLUMNS = {
  registered: "No. of registered students",
  passed: "No. of students passed",
  passPercentage: "Pass percentage",
  remarks: "Remarks",
} as const;

function ResultsTable({ results }: { results: DisclosureResults }) {
  const caption = `Result of the board examination, Class ${results.className}`;
  if (!results.rows.length)
    return (
      <p>
        {caption}: <Pending />
      </p>
    );
  return (
    <table className="data-table disclosure-table disclosure-table--cards disclosure-table--results">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          {Object.values(RESULT_COLUMNS).map((title) => (
            <th scope="col" key={title}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {results.rows.map((row) => {
          const nothing = row.registered === null && row.passed === null && !row.remarks;
          return (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {nothing ? (
                <td colSpan={4}>
                  <Pending />
                </td>
              ) : (
                <>
                  <td className="num" data-label={RESULT_COLUMNS.registered}>
                    {row.registered ?? <Pending />}
                  </td>
                  <td className="num" data-label={RESULT_COLUMNS.passed}>
                    {row.passed ?? <Pending />}
                  </td>
                  <td className="num" data-label={RESULT_COLUMNS.passPercentage}>
                    {row.passPercentage ?? <Pending />}
                  </td>
                  <td data-label={RESULT_COLUMNS.remarks}>{row.remarks ?? ""}</td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Section({ id, section, children }: { id: string; section: DisclosureSection; children: ReactNode }) {
  return (
    <section className="disclosure__section" aria-labelledby={id}>
      <h2 id={id}>{heading(section)}</h2>
      {children}
    </section>
  );
}

/** The Mandatory Public Disclosure in the format of Appendix IX: five sections, each a table, the
 * board results of section C in a table of their own for each class. */
export function DisclosureBlock({ sources }: { sources: DisclosureSources }) {
  const view = disclosureView(sources);
  const { general, documents, academics, staff, infrastructure } = DISCLOSURE_SECTIONS;
  return (
    <div className="disclosure">
      {view.pdf ? (
        <p className="disclosure__pdf">
          The disclosure is also published as one document:{" "}
          <a href={view.pdf.url} className="disclosure__link" target="_blank" rel="noopener noreferrer">
            {view.pdf.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      ) : null}
      <Section id="disclosure-general" section={general}>
        <FactsTable section={general} rows={view.general} />
      </Section>
      <Section id="disclosure-documents" section={documents}>
        <DocumentsTable section={documents} rows={view.documents} />
      </Section>
      <Section id="disclosure-academics" section={academics}>
        <FactsTable
          section={academics}
          rows={view.academics}
          more={[{ label: view.resultsLabel, details: "Class X and Class XII: in the tables below." }]}
        />
        {view.results.map((results) => (
          <ResultsTable key={results.className} results={results} />
        ))}
      </Section>
      <Section id="disclosure-staff" section={staff}>
        <FactsTable section={staff} rows={view.staff} />
      </Section>
      <Section id="disclosure-infrastructure" section={infrastructure}>
        <FactsTable section={infrastructure} rows={view.infrastructure} />
      </Section>
    </div>
  );
}
