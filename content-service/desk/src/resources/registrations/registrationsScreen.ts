/** Registration links: where parents apply online. */
import { files, formScreen, title } from "../../screens";

export const registrationsScreen = formScreen("registrations", {
  titleField: "title",
  fields: [
    title,
    {
      source: "url",
      label: "Address of the registration page",
      type: "text",
      help: "The full address, starting with https://.",
    },
    files("Optional files, such as the prospectus."),
  ],
  columns: ["title", "url"],
  whereShown: () => "On /online-application-process and the home page",
});
