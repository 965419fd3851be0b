import { defaultLightTheme, type RaThemeOptions } from "react-admin";

/** react-admin's light theme in the school's navy, dark enough for white text (WCAG AA). */
export const deskTheme: RaThemeOptions = {
  ...defaultLightTheme,
  // Wide enough for "Enquiries and applications".
  sidebar: { width: 260, closedWidth: 50 },
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#0b3d6e", contrastText: "#fff" },
    secondary: { main: "#0b3d6e", contrastText: "#fff" },
  },
};
