import { PageFrame } from "../components/layout/PageFrame";

export default function GalleryPage() {
  return (
    <PageFrame path="/gallery" title="Gallery" description="Photo galleries of school life.">
      <p>The school's photo galleries will be listed here by category.</p>
    </PageFrame>
  );
}
