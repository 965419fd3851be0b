import Article from "@mui/icons-material/Article";
import Cake from "@mui/icons-material/Cake";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Campaign from "@mui/icons-material/Campaign";
import Description from "@mui/icons-material/Description";
import EmojiEvents from "@mui/icons-material/EmojiEvents";
import Event from "@mui/icons-material/Event";
import History from "@mui/icons-material/History";
import Inbox from "@mui/icons-material/Inbox";
import LinkIcon from "@mui/icons-material/Link";
import Newspaper from "@mui/icons-material/Newspaper";
import PhotoLibrary from "@mui/icons-material/PhotoLibrary";
import WarningAmber from "@mui/icons-material/WarningAmber";
import type { ComponentType } from "react";
import type { KindName } from "@school/contract/desk/kinds";

/** The menu's icon for each screen: every kind's, and the audit log's. */
export const KIND_ICONS: { [K in KindName | "audit"]: ComponentType } = {
  highlights: Campaign,
  news: Newspaper,
  events: Event,
  birthdays: Cake,
  gallery: PhotoLibrary,
  toppers: EmojiEvents,
  blog: Article,
  calendar: CalendarMonth,
  registrations: LinkIcon,
  alerts: WarningAmber,
  certificates: Description,
  submissions: Inbox,
  audit: History,
};
