const PATHS = {
  phone:
    "M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1" +
    "V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z",
  mail: "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z",
  chat:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 13.9c-.2.6-1.3 1.2-1.8 1.2s-1 .3-3.3-.7" +
    "a11.3 11.3 0 0 1-4.4-3.9 5 5 0 0 1-1-2.7 2.9 2.9 0 0 1 .9-2.2 1 1 0 0 1 .7-.3h.5c.2 0 .4 0 .6.5l.9 2.1" +
    "a.5.5 0 0 1 0 .5l-.3.5-.4.5c-.1.1-.3.3-.1.6a8.8 8.8 0 0 0 1.6 2 7.9 7.9 0 0 0 2.3 1.4c.3.1.5.1.6-.1l.9-1.1" +
    "c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.6.3a2.5 2.5 0 0 1-.2 1.4z",
  chevron: "M7 10l5 5 5-5z",
  menu: "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
  close: "M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z",
  external:
    "M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14z" +
    "M5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z",
  arrow: "M12 4l-1.4 1.4 5.6 5.6H4v2h12.2l-5.6 5.6L12 20l8-8z",
  back: "M12 20l1.4-1.4L7.8 13H20v-2H7.8l5.6-5.6L12 4l-8 8z",
  pause: "M6 5h4v14H6zm8 0h4v14h-4z",
  share:
    "M18 16.1a2.9 2.9 0 0 0-2 .8l-7.1-4.2a3.3 3.3 0 0 0 0-1.4l7-4.1A3 3 0 1 0 15 5a3.3 3.3 0 0 0 .1.7l-7 4.1" +
    "a3 3 0 1 0 0 4.4l7.1 4.2a2.8 2.8 0 0 0-.1.6 2.9 2.9 0 1 0 2.9-2.9z",
  play: "M8 5v14l11-7z",
  search:
    "M15.5 14h-.79l-.28-.27A6.5 6.5 0 1 0 13.73 14.43l.27.28v.79l5 4.99L20.49 19z" +
    "m-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z",
} as const;

export type IconName = keyof typeof PATHS;

/** Decorative icon: the text beside it (or an aria-label on its control) carries the meaning. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
