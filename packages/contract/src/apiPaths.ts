/** Every public call of the content API (SPEC §7), as route patterns (`:name` for a part of the
 * path): the service registers them as they are, the site fills them in with apiPath. One list,
 * so that a path cannot differ between the two. */
export const API_PATHS = {
  highlights: "/api/highlight/:code",
  allHighlights: "/api/highlight/all/:code",
  latestNews: "/api/news/:code",
  allNews: "/api/news/All/:code",
  upcomingEvents: "/api/events/:code",
  allEvents: "/api/events/All/:code",
  birthdays: "/api/birthdays/:code",
  photoGalleries: "/api/gallery/:code",
  allGalleryItems: "/api/gallery/All/:code",
  blogPosts: "/api/blog/All/:code",
  toppers: "/api/topper/:code",
  registrations: "/api/onlineRegistration/:code",
  calendar: "/api/academicCalender/all/:code",
  /** The urgent notices in force now (not in SPEC): every page asks, so it is briefly cacheable. */
  alerts: "/api/alerts/:code",
  /** One item by `?id=`. */
  blogPost: "/api/innerBlog",
  galleryItem: "/api/subGallery",
  /** An attachment by id (`?w=` for a width), or a file by its published name (`?url=`). */
  picture: "/api/image/:id",
  pictureByName: "/api/image",
  certificateLookup: "/api/tc/:code",
  form: "/api/form/:code/dif",
  newsFeed: "/api/news/:code.rss",
  calendarFeed: "/api/calendar/:code.ics",
  calendarEntry: "/api/calendar/:code/:file",
  /** An item's link preview (not in SPEC): a small page with its title, words and cover, which
   * takes a visitor on to the item's page of the site (`school` for another school's item). */
  share: "/share/:kind/:id",
  shareCover: "/share/:kind/:id/cover.jpg",
  /** Urgent notices on parents' phones (not in SPEC): the service's public key for web push, and
   * a browser's subscription (POST) or its end (DELETE). */
  pushKey: "/api/push/:code/key",
  pushSubscriptions: "/api/push/:code/subscriptions",
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** A pattern with the parts given filled in (each encoded); parts not given stay as they are. */
export const apiPath = (pattern: ApiPath, parts: Record<string, string>): string =>
  pattern.replace(/:([A-Za-z]+)/g, (whole, name: string) => (name in parts ? encodeURIComponent(parts[name]) : whole));
