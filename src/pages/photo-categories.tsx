import { PageFrame } from "../components/layout/PageFrame";

export default function PhotoCategoriesPage() {
  return (
    <PageFrame path="/photo-categories" title="Photo Gallery" description="Photos from one of the school's galleries.">
      <p>The photos of the gallery you chose will be shown here.</p>
    </PageFrame>
  );
}
