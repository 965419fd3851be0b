import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { CareerForm } from "../components/forms/CareerForm";
import "../components/forms/forms.css";

const page: PageMeta = {
  path: "/Career",
  title: "Career",
  description: "Work with us: apply for a teaching or staff position at the school.",
};

export default function CareerPage() {
  return (
    <PageFrame {...page}>
      <div className="career-layout">
        <section aria-labelledby="career-form-title">
          <h2 id="career-form-title">Apply for a position</h2>
          <p>All fields are required. Attach your resume as a PDF or Word file of at most 5 MB.</p>
          <CareerForm />
        </section>
        <aside className="career-aside" aria-labelledby="career-aside-title">
          <h2 id="career-aside-title">Working at our school</h2>
          <p>We look for teachers and staff who care about children and keep learning themselves.</p>
          <ul>
            <li>Teaching from Pre-Nursery to Class XII, in a CBSE school with day scholars and boarders</li>
            <li>Well-equipped laboratories, a library of over 6000 books and four computer labs</li>
            <li>Regular in-service training and workshops</li>
          </ul>
          <h3>How selection works</h3>
          <ol>
            <li>We read every application and keep it on file.</li>
            <li>Shortlisted candidates are called for a written test and a demonstration lesson.</li>
            <li>A final interview with the Principal and the management follows.</li>
          </ol>
        </aside>
      </div>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
