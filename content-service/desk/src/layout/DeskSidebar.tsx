import { useMediaQuery, type Theme } from "@mui/material";
import { Sidebar, type SidebarProps } from "react-admin";

/**
 * On a phone react-admin's menu is a modal drawer, a dialog that screen readers announce by its
 * name; wider screens dock it beside the page, where it is no dialog and takes no name.
 */
export function DeskSidebar(props: SidebarProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return <Sidebar {...props} PaperProps={isPhone ? { "aria-label": "Menu" } : undefined} />;
}
