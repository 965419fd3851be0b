import { PageFrame } from "../components/layout/PageFrame";

export default function StudentTcPage() {
  return (
    <PageFrame path="/student-tc" title="Student TC" description="Look up and download a transfer certificate.">
      <p>Parents will be able to look up a student's transfer certificate here by admission number and name, and download it.</p>
    </PageFrame>
  );
}
