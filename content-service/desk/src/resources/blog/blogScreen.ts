/** Blog posts: each with a page of its own. */
import { date, formScreen, title } from "../../screens";

export const blogScreen = formScreen("blog", {
  titleField: "title",
  fields: [
    title,
    date,
    {
      source: "description",
      label: "Post",
      type: "html",
      help: "Paragraphs in <p>…</p>; <b>, <i>, <a href> and lists are kept, anything else is removed.",
    },
    { source: "attachments", label: "Pictures", type: "upload", help: "The first picture is the post's cover." },
    {
      source: "alt",
      label: "What the first picture shows",
      type: "text",
      help: "One sentence for visitors who cannot see it.",
    },
  ],
  columns: ["title", "date"],
  whereShown: () => "On /blog-post, with a page of its own",
});
