import { HubCards } from "../content/HubCards";

const LINKS = [
  { title: "News", path: "/news", summary: "What is happening at school." },
  { title: "Events", path: "/events", summary: "Dates for your diary." },
  { title: "Gallery", path: "/gallery", summary: "School life in pictures." },
  { title: "Class XII Toppers", path: "/xii-topper", summary: "Our best results, session by session." },
  { title: "Class X Toppers", path: "/x-topper", summary: "Our best results, session by session." },
  { title: "School Calendar", path: "/school-calendar", summary: "The year month by month." },
];

export function ExploreLinks() {
  return (
    <section className="home-section home-section--tint" aria-labelledby="explore-title">
      <div className="container">
        <h2 id="explore-title" className="section-title">
          Explore school life
        </h2>
        <HubCards cards={LINKS} />
      </div>
    </section>
  );
}
