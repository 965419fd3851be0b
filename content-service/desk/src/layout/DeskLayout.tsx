import { AppBar, Layout, TitlePortal, type LayoutProps } from "react-admin";
import { useSaveMessages } from "../hooks/useSaveMessages";
import { DeskSidebar } from "./DeskSidebar";
import { SchoolPicker } from "./SchoolPicker";

/** The page's title is its level-one heading, for screen readers' page navigation. It wraps rather
 * than being cut ("Enquiries and applications" on a phone): the bar is sticky, in the page's flow,
 * so that it grows with the title and pushes the page down, where react-admin's fixed bar assumes
 * one line. */
function DeskAppBar() {
  return (
    <AppBar position="sticky" sx={{ "& .RaAppBar-toolbar": { flexWrap: "wrap", py: 0.5 } }}>
      <TitlePortal
        component="h1"
        variant="h6"
        sx={{
          whiteSpace: "normal",
          overflow: "visible",
          overflowWrap: "anywhere",
          minWidth: 0,
          lineHeight: 1.3,
          fontSize: { xs: "1.1rem", sm: "1.25rem" },
        }}
      />
      <SchoolPicker />
    </AppBar>
  );
}

export function DeskLayout(props: LayoutProps) {
  useSaveMessages();
  return (
    <Layout
      {...props}
      appBar={DeskAppBar}
      sidebar={DeskSidebar}
      // react-admin leaves room above the page for its fixed bar; the sticky bar takes its own.
      sx={{ "& .RaLayout-appFrame": { marginTop: 0 } }}
    />
  );
}
