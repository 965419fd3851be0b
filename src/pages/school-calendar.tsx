import { PageFrame } from "../components/layout/PageFrame";

export default function SchoolCalendarPage() {
  return (
    <PageFrame path="/school-calendar" title="School Calendar" description="The school calendar, month by month.">
      <p>The school calendar will be shown here one month at a time, with the events of each month.</p>
    </PageFrame>
  );
}
