import { AppBar, Layout, TitlePortal, type LayoutProps } from "react-admin";
import { useSaveMessages } from "../hooks/useSaveMessages";
import { DeskSidebar } from "./DeskSidebar";
import { SchoolPicker } from "./SchoolPicker";

/** The page's title is its level-one heading, for screen readers' page navigation. */
function DeskAppBar() {
  return (
    <AppBar>
      <TitlePortal component="h1" variant="h6" />
      <SchoolPicker />
    </AppBar>
  );
}

export function DeskLayout(props: LayoutProps) {
  useSaveMessages();
  return <Layout {...props} appBar={DeskAppBar} sidebar={DeskSidebar} />;
}
