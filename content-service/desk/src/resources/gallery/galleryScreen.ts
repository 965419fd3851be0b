/** Albums: photos on the gallery, recent activities or sports corner pages. */
import { GALLERY_CATEGORIES } from "@school/contract/categories";
import { choices, date, description, formScreen, title } from "../../screens";

const PAGES: Record<string, string> = {
  PhotoGallery: "On /gallery and the home page",
  RecentActivities: "On /recent-activities",
  SportsCorner: "On /sports-corner",
};

export const galleryScreen = formScreen("gallery", {
  titleField: "title",
  fields: [
    {
      source: "category",
      label: "Where it appears",
      type: "choice",
      choices: choices(GALLERY_CATEGORIES, {
        PhotoGallery: "Photo gallery",
        RecentActivities: "Recent activities",
        SportsCorner: "Sports corner",
      }),
    },
    title,
    date,
    description,
    { source: "attachments", label: "Photos", type: "upload", help: "The first photo is the album's cover." },
  ],
  columns: ["title", "category", "date"],
  filters: ["category"],
  // An album of the sports corner is not on the home page.
  whereShown: (item) => PAGES[String(item.category)] ?? "Not shown: choose where the album appears",
});
