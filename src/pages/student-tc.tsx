import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { TransferCertificateForm } from "../components/forms/TransferCertificateForm";
import "../components/forms/forms.css";

const SAMPLE_TC = "/pdf/sample-tc.pdf";

const page: PageMeta = {
  path: "/student-tc",
  title: "Student TC",
  description: "Look up and download a student's transfer certificate by admission number and name.",
};

export default function StudentTcPage() {
  return (
    <PageFrame {...page}>
      <p>
        Enter the student's admission number and full name exactly as in the school's records. If a transfer certificate
        has been issued, it is downloaded to your device as an image.
      </p>
      <TransferCertificateForm />
      <h2>Sample transfer certificate</h2>
      <p>
        This is what a transfer certificate looks like.{" "}
        <a href={SAMPLE_TC} download>
          Download the sample (PDF)
        </a>
      </p>
      <iframe
        className="pdf-sample"
        title="Sample transfer certificate"
        src={`${SAMPLE_TC}#toolbar=0`}
        height={500}
        loading="lazy"
      />
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
