import { fireEvent, render, screen } from "@testing-library/react";
import { CoreAdminContext, useNotificationContext, useNotify, useTranslate, type DataProvider } from "ra-core";
import { deskI18nProvider } from "../../desk/src/i18n";
import { useDeskConfig } from "../../desk/src/hooks/useDeskConfig";
import { useSaveMessages } from "../../desk/src/hooks/useSaveMessages";

const LATER = "when they open or reload the page (within 30 seconds)";

describe.each([
  [
    "with purging configured",
    true,
    {
      "ra.notification.created": "Saved. Visitors see it at once.",
      "ra.notification.updated": "Saved. Visitors see the change at once.",
      "ra.notification.deleted": "Deleted. Visitors stop seeing it at once.",
      "ra.message.delete_content": "Visitors stop seeing it at once. This cannot be undone.",
    },
  ],
  [
    "without purging",
    false,
    {
      "ra.notification.created": `Saved. Visitors see it ${LATER}.`,
      "ra.notification.updated": `Saved. Visitors see the change ${LATER}.`,
      "ra.notification.deleted": `Deleted. Visitors stop seeing it ${LATER}.`,
      "ra.message.delete_content": `Visitors stop seeing it ${LATER}. This cannot be undone.`,
    },
  ],
])("the desk's words %s", (_label, purging, expected) => {
  const i18n = deskI18nProvider();
  i18n.sayShownAtOnce(purging);

  it.each(Object.entries(expected))("%s: %s", (key, words) => {
    expect(i18n.translate(key, { smart_count: 1 })).toBe(words);
  });

  it("says the same of several items deleted at once", () => {
    expect(i18n.translate("ra.message.bulk_delete_content", { smart_count: 3 })).toBe(
      `Visitors stop seeing them ${purging ? "at once" : LATER}. This cannot be undone.`,
    );
  });

  it("shows it in the message after a save, as the service's settings say", async () => {
    const dataProvider = {
      getConfig: async () => ({ siteUrl: "http://localhost:9000", schoolCode: "DPSSWB", purging }),
    } as unknown as DataProvider;
    function SaveButton() {
      useSaveMessages();
      const notify = useNotify();
      // Offered once the settings have arrived, as the desk's forms open after them.
      if (!useDeskConfig().data) return null;
      return (
        <button onClick={() => notify("ra.notification.created", { type: "info", messageArgs: { smart_count: 1 } })}>
          Save
        </button>
      );
    }
    /** The messages as react-admin's Notification shows them: translated as they are shown. */
    function Messages() {
      const translate = useTranslate();
      const { notifications } = useNotificationContext();
      return notifications.map(({ message, notificationOptions }) => (
        <p key={String(message)}>{translate(String(message), notificationOptions?.messageArgs)}</p>
      ));
    }
    render(
      <CoreAdminContext dataProvider={dataProvider} i18nProvider={deskI18nProvider()}>
        <SaveButton />
        <Messages />
      </CoreAdminContext>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText(expected["ra.notification.created"])).toBeTruthy();
  });
});
