/** The home page's live sections below the first screen, in one chunk of their own: the page loads
 * their code once its first screen is done, or when the first of them nears the screen before
 * (pages/index.tsx), not with the page. */
export { HomeBirthdays } from "./HomeBirthdays";
export { HomeEvents } from "./HomeEvents";
export { HomeGallery } from "./HomeGallery";
export { HomeToppers } from "./HomeToppers";
export { MediaEmbeds } from "./MediaEmbeds";
