import { defaultLightTheme, type RaThemeOptions } from "react-admin";

/** react-admin's light theme in the school's navy, dark enough for white text (WCAG AA). MUI's red
 * falls below 4.5:1 on a filled field's grey, where a field's message and label turn red. */
export const deskTheme: RaThemeOptions = {
  ...defaultLightTheme,
  // Wide enough for "Enquiries and applications".
  sidebar: { width: 280, closedWidth: 50 },
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#0b3d6e", contrastText: "#fff" },
    secondary: { main: "#0b3d6e", contrastText: "#fff" },
    error: { main: "#b3261e", contrastText: "#fff" },
  },
  components: {
    ...defaultLightTheme.components,
    // react-admin's progress bars and spinners (a list loading, the app bar's refresh) have no
    // name of their own; a progressbar without one is announced as nothing (axe: aria-progressbar-name).
    MuiCircularProgress: { defaultProps: { "aria-label": "Loading" } },
    MuiLinearProgress: { defaultProps: { "aria-label": "Loading" } },
    // On phones and tablets react-admin's Add becomes a round "+" fixed over the list, where it
    // covers the last row and the page arrows. The desk's lists have a worded Add (AddButton); any
    // other list keeps its "+" in place, in the list's toolbar.
    RaCreateButton: { styleOverrides: { root: { "&.RaCreateButton-floating": { position: "static", margin: 0 } } } },
  },
};
