/** Sample content dated relative to the day it is seeded, so "this year" and "this month" views
 * always have something to show. Names are invented sample names, not real people. */
import { indiaToday } from "@school/contract/indiaToday";
import { formatMonthDay } from "@school/contract/monthDay";
import { sessionStartingAfter } from "@school/contract/session";

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysFrom = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
/** The day and month, as the desk stores a birthday ("26 July"), that many days from today in India,
 * where the home page greets birthdays. */
const birthdayFrom = (today: Date, days: number) => {
  const { year, month, day } = indiaToday(today);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return formatMonthDay({ month: date.getUTCMonth() + 1, day: date.getUTCDate() });
};
/** A day of this year no later than today: spreads items over the months that have passed. */
const thisYearDay = (today: Date, monthsBack: number, day: number) => {
  const month = Math.max(0, today.getMonth() - monthsBack);
  const date = new Date(today.getFullYear(), month, Math.min(day, 28));
  return iso(date > today ? today : date);
};

export interface MediaSpec {
  id: string;
  /** The name `/api/image?url=` knows it by (the same relative path as its file in the generation folder). */
  path: string;
  kind: "image" | "pdf";
  caption: string;
}

export interface SeedPlan {
  media: MediaSpec[];
  entities: { kind: string; id: string; body: Record<string, unknown> }[];
  /** Sample transfer-certificate records (invented names), listed in docs/content-service.md so the lookup can be
   * tried. */
  tc: { admission: string; name: string }[];
}

/** What each part of the plan adds to: media files get ids in the order they are asked for. */
interface PlanBuilder {
  media: MediaSpec[];
  entities: SeedPlan["entities"];
  image: (caption: string) => string;
  pdf: (caption: string) => string;
  add: (kind: string, body: Record<string, unknown>) => void;
}

function planBuilder(): PlanBuilder {
  const media: MediaSpec[] = [];
  const entities: SeedPlan["entities"] = [];
  let imageCount = 0;
  return {
    media,
    entities,
    image: (caption) => {
      const id = `img_${String(++imageCount).padStart(4, "0")}`;
      media.push({ id, path: `images/${id}.jpg`, kind: "image", caption });
      return id;
    },
    pdf: (caption) => {
      const id = `doc_${String(media.length + 1).padStart(4, "0")}`;
      media.push({ id, path: `docs/${id}.pdf`, kind: "pdf", caption });
      return id;
    },
    add: (kind, body) => {
      entities.push({ kind, id: String(body._id), body });
    },
  };
}

/** The news, a few with a PDF. */
function seedNews(plan: PlanBuilder, today: Date) {
  const { pdf, add } = plan;
  const year = today.getFullYear();
  const newsTitles = [
    "Annual Sports Meet concludes",
    "Science Exhibition draws parents",
    "CBSE Class X results",
    "CBSE Class XII results",
    "Inter-house debate finals",
    "Independence Day celebrations",
    "Teachers' Day assembly",
    "Plantation drive on campus",
    "Hindi Diwas celebrated",
    "Parent-teacher meeting schedule",
    "Winter uniform from November",
    "Art exhibition by Class VIII",
    "Road safety workshop",
    "Library week",
  ];
  newsTitles.forEach((title, i) => {
    const date = i < 7 ? thisYearDay(today, i, 5 + i) : `${year - 1}-${pad(((i * 2) % 12) + 1)}-${pad(10 + i)}`;
    add("news", {
      _id: `news_${i + 1}`,
      title,
      description: `${title}. Read more on the school notice board or ask at the school office.`,
      fromDate: date,
      attachments: i % 3 === 0 ? [pdf(title)] : [],
    });
  });
}

/** Events to come, each with a photo, and one that has passed. */
function seedEvents(plan: PlanBuilder, today: Date) {
  const { image, add } = plan;
  const year = today.getFullYear();
  const events: Record<string, unknown>[] = [
    {
      title: "Parent-Teacher Meeting",
      days: 6,
      time: "09:30 am",
      venue: "Classrooms",
      description: "Meet your child's class teacher and subject teachers.",
    },
    {
      title: "Inter-School Quiz",
      days: 12,
      time: "10:00 am",
      venue: "Auditorium",
      description: "Teams from schools of the region compete.",
    },
    {
      title: "Annual Day Rehearsal",
      days: 18,
      venue: "Main Stage",
      description: "Full dress rehearsal for the Annual Day programme.",
    },
    { title: "Science Fair", days: 25, lastDay: 26, time: "11:00 am", venue: "Science Block" },
    {
      title: "Winter Sports Trials",
      days: 33,
      time: "07:30 am",
      venue: "School Ground",
      description: "Trials for the school teams.",
    },
    {
      title: "Career Guidance Talk",
      days: 41,
      time: "12:00 pm",
      venue: "Auditorium",
      description: "For students of Classes X to XII and their parents.",
    },
  ];
  events.forEach((event, i) => {
    const date = iso(daysFrom(today, event.days as number));
    const toDate = iso(daysFrom(today, (event.lastDay ?? event.days) as number));
    const { days: _days, lastDay: _lastDay, ...rest } = event;
    add("event", {
      _id: `event_${i + 1}`,
      ...rest,
      date,
      toDate,
      images: [image(String(event.title))],
      attachments: [],
    });
  });
  add("event", {
    _id: "event_past",
    title: "Independence Day",
    description: "Flag hoisting and cultural programme.",
    date: `${year}-08-15`,
    time: "08:00 am",
    venue: "School Ground",
    images: [],
    attachments: [],
  });
}

/** Birthdays, with their photos stored under the names the records give. */
function seedBirthdays(plan: PlanBuilder, today: Date) {
  const { add, media } = plan;
  // Three birthdays today, so the home page greets real pupils; the others on days that have passed
  // (kept for next year) or are to come.
  const birthdays: [string, string, string, number][] = [
    ["Aarav Sharma", "V-A", "JPG", 0],
    ["Diya Roy", "VII-B", "jpg", -1],
    ["Ishaan Das", "III-C", "JPG", 3],
    ["Meera Gupta", "IX-A", "jpg", 0],
    ["Kabir Sen", "II-B", "JPG", -30],
    ["Ananya Bose", "XI-Science", "jpg", 61],
    ["Rohan Pradhan", "VI-A", "JPG", 0],
    ["Tara Lama", "IV-B", "jpg", 120],
  ];
  birthdays.forEach(([name, className, ext, days], i) => {
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    // Rohan's photo is stored as .jpg although his record names .JPG: the site retries the other case.
    const storedExt = i === 6 ? "jpg" : ext;
    media.push({ id: `bday_${i + 1}`, path: `birthdays/${slug}.${storedExt}`, kind: "image", caption: name });
    add("birthday", {
      _id: `birthday_${i + 1}`,
      name,
      class: className,
      day: birthdayFrom(today, days),
      attachments: i % 2 ? [`birthdays/${slug}.${ext}`] : `birthdays/${slug}.${ext}`,
    });
  });
}

/** Albums of each gallery. */
function seedAlbums(plan: PlanBuilder, today: Date) {
  const { image, add } = plan;
  const galleries: [string, string, number][] = [
    ["PhotoGallery", "Annual Day", 8],
    ["PhotoGallery", "Sports Day", 6],
    ["PhotoGallery", "Science Exhibition", 5],
    ["PhotoGallery", "Independence Day", 4],
    ["PhotoGallery", "Educational Excursion", 10],
    ["PhotoGallery", "Art and Craft", 7],
    ["RecentActivities", "Inter-house Debate", 5],
    ["RecentActivities", "Plantation Drive", 4],
    ["RecentActivities", "Yoga Day", 6],
    ["RecentActivities", "Reading Week", 4],
    ["RecentActivities", "Cleanliness Drive", 5],
    ["RecentActivities", "Hindi Diwas", 4],
    ["SportsCorner", "Inter-house Football", 6],
    ["SportsCorner", "Athletics Meet", 5],
    ["SportsCorner", "Basketball Finals", 4],
    ["SportsCorner", "Chess Championship", 4],
  ];
  galleries.forEach(([category, title, photos], i) => {
    add("gallery", {
      _id: `gallery_${i + 1}`,
      category,
      title,
      date: thisYearDay(today, i % 9, 3 + i),
      description: `Photos from ${title.toLowerCase()} at school.`,
      attachments: Array.from({ length: photos }, (_, p) => image(`${title} ${p + 1}`)),
    });
  });
}

/** Blog posts, one of them with markup the site must not run. */
function seedBlog(plan: PlanBuilder, today: Date) {
  const { image, add } = plan;
  const hostile =
    "<h2>Learning that lasts</h2><p>Some ideas stay with children for life.</p>" +
    "<ul><li>Ask questions</li><li>Read every day</li></ul>" +
    "<script>window.__blogScriptRan = true</script>" +
    '<img src="x" onerror="window.__blogOnerrorRan = true" alt="broken">' +
    '<p><a href="javascript:window.__blogLinkRan = true">A link that must not run</a></p>';
  const blogs = [
    [
      "Why we read aloud in class",
      "<h2>Reading aloud</h2><p>Reading aloud builds <strong>fluency</strong> and confidence.</p>" +
        "<ul><li>Pre-primary: stories</li><li>Primary: poems</li></ul>" +
        '<p>See the <a href="https://www.cbse.gov.in/">CBSE website</a>.</p>',
    ],
    [
      "Preparing for board examinations",
      "<h2>A calm plan</h2><ol><li>Make a timetable</li><li>Sleep well</li><li>Practise past papers</li></ol>",
    ],
    ["Life in the boys' hostel", "<h3>A day in the hostel</h3><p>Study hours, games and meals together.</p>"],
    ["Learning that lasts", hostile],
  ];
  blogs.forEach(([title, description], i) => {
    add("blog", {
      _id: `blog_${i + 1}`,
      title,
      description,
      date: thisYearDay(today, i * 2, 12),
      attachments: [image(title)],
      alt: `Illustration for ${title}`,
    });
  });
}

/** Toppers of the last two sessions. */
function seedToppers(plan: PlanBuilder, today: Date) {
  const { image, add } = plan;
  const year = today.getFullYear();
  const academicStart = today.getMonth() >= 3 ? year : year - 1;
  const sessions = [`${academicStart - 1}-${academicStart}`, `${academicStart - 2}-${academicStart - 1}`];
  const toppers: [string, string, number, string][] = [
    ["Riya Sen", "Science", 98.4, "XII"],
    ["Arjun Mehta", "Commerce", 97.2, "XII"],
    ["Sana Khan", "Humanities", 96.8, "XII"],
    ["Nikhil Jain", "", 99.0, "X"],
    ["Pooja Thapa", "", 98.2, "X"],
    ["Vivek Singh", "", 97.6, "X"],
  ];
  sessions.forEach((sessionYear, s) => {
    toppers.forEach(([name, stream, division, className], i) => {
      add("topper", {
        _id: `topper_${s}_${i}`,
        name: s === 0 ? name : `${name.split(" ")[0]} ${["Kumar", "Ghosh", "Rai"][i % 3]}`,
        stream,
        division: Math.round((division - s * 0.6) * 10) / 10,
        class: className,
        sessionYear,
        attachments: i % 3 === 2 ? [] : [image(name)],
      });
    });
  });
}

/** Calendar dates of this month and the next. */
function seedCalendar(plan: PlanBuilder, today: Date) {
  const { add } = plan;
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  // The quiz is also an event, typed here too as it was before events reached the calendar: the
  // calendar page and feed show it once.
  const quiz = daysFrom(today, 12);
  [
    [today, 3, "Unit test begins"],
    [today, 14, "Children's Day"],
    [today, 21, "Parent-Teacher Meeting (Classes IX-XII)"],
    [next, 2, "Term examination timetable"],
    [next, 10, "Sports Week"],
    [next, 24, "Winter break begins"],
    [quiz, quiz.getDate(), "Inter-School Quiz"],
  ].forEach(([month, day, title], i) => {
    const m = month as Date;
    add("calendar", {
      _id: `calendar_${i + 1}`,
      title,
      date: `${m.getFullYear()}-${pad(m.getMonth() + 1)}-${pad(day as number)}`,
      attachments: [],
    });
  });
}

/** An urgent notice that has ended, the registration links and the highlights and notices. */
function seedNotices(plan: PlanBuilder, today: Date, admissionSession: string) {
  const { pdf, add } = plan;
  // An urgent notice that has ended, as an example at the desk: one in force would stand above every page.
  add("alert", {
    _id: "alert_1",
    title: "School closed on election day",
    message: "The school was closed as a polling station. Classes resumed the next day.",
    level: "closure",
    startsAt: `${iso(daysFrom(today, -8))}T06:00`,
    endsAt: `${iso(daysFrom(today, -7))}T18:00`,
    link: "",
  });

  add("registration", {
    _id: "registration_1",
    title: `Registration ${admissionSession}: Pre-Nursery to IX`,
    url: "https://portal.dpssiliguri.example/register",
    attachments: [],
  });
  add("registration", {
    _id: "registration_2",
    title: `Class XI registration ${admissionSession}`,
    url: "https://portal.dpssiliguri.example/register/xi",
    attachments: [],
  });

  [
    ["Highlight", `Admissions open for session ${admissionSession}`],
    ["Highlight", "Winter vacation schedule"],
    ["Highlight", "Annual Day invitation"],
    ["Notice", "Engineering entrance examinations: dates"],
    ["Notice", "Scholarships for Class XI and XII"],
    ["Notice", "Career talk: choosing a stream"],
  ].forEach(([category, title], i) => {
    add("highlight", {
      _id: `highlight_${i + 1}`,
      category,
      title,
      fromDate: thisYearDay(today, i, 2),
      attachments: [pdf(title)],
    });
  });
}

/** `admissionSession`: the session admissions are open for, which the registration links and the
 * highlight announcing admissions name; by default the next session to begin. */
export function seedPlan(today: Date, admissionSession: string = sessionStartingAfter(iso(today))): SeedPlan {
  const plan = planBuilder();
  // In this order: the media ids follow it.
  seedNews(plan, today);
  seedEvents(plan, today);
  seedBirthdays(plan, today);
  seedAlbums(plan, today);
  seedBlog(plan, today);
  seedToppers(plan, today);
  seedCalendar(plan, today);
  seedNotices(plan, today, admissionSession);
  const { media, entities } = plan;
  const tc = [
    { admission: "DPS/2015/0412", name: "Rahul Sharma" },
    { admission: "DPS/2016/0733", name: "Priya Chatterjee" },
    { admission: "DPS/2018/1021", name: "Sourav Ghosh" },
  ];

  return { media, entities, tc };
}
