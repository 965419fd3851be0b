/** Transfer certificates: never listed on the site; a parent who knows the number and the name downloads one. */
import { formScreen } from "../../screens";

/** Certificates are pupils' records: stored privately, apart from published media. */
export const CERTIFICATE_IMAGE_ENDPOINT = "/api/desk/certificate-images";

export const certificatesScreen = formScreen("certificates", {
  titleField: "name",
  fields: [
    { source: "admission", label: "Admission number", type: "text" },
    {
      source: "name",
      label: "Student full name",
      type: "text",
      help: "As the parent will type it on the transfer certificate page.",
    },
    {
      source: "image",
      label: "Certificate",
      type: "upload",
      help:
        "A photo or scan of the signed certificate. " +
        "Only the parent who knows both the number and the name can download it.",
    },
  ],
  columns: ["admission", "name", "createdAt"],
  // One scan, kept as one id, in the private store.
  uploads: [
    {
      source: "image",
      accepts: "image",
      max: 1,
      list: false,
      endpoint: CERTIFICATE_IMAGE_ENDPOINT,
    },
  ],
  // The stored scan is the private store's, shown to signed-in staff only.
  privateFileUrl: (record) =>
    record.id && record.image ? `/api/desk/certificates/${encodeURIComponent(String(record.id))}/image` : null,
  whereShown: () => "Never listed: a parent downloads it on /student-tc",
});
