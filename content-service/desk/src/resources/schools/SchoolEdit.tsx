import { useQueryClient } from "@tanstack/react-query";
import {
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from "react-admin";
import { siteAddressError, type SchoolRecord } from "./schoolFacts";

function SchoolTitle() {
  const record = useRecordContext<SchoolRecord>();
  return <span>{record ? `School: ${record.name}` : "School"}</span>;
}

function SiteInput() {
  const record = useRecordContext<SchoolRecord>();
  return (
    <TextInput
      source="siteUrl"
      label="Public site's address"
      type="url"
      fullWidth
      parse={(value) => value ?? ""}
      validate={(value) => siteAddressError(value)}
      helperText={
        `Where "View on the site", shared links and feeds of this school lead, such as https://www.school.example. ` +
        `Empty: ${record?.defaultSite ?? "the service's default"} (PUBLIC_SITE_URL).`
      }
    />
  );
}

/** An owner changes a school's public site's address. Pessimistic, so that the service's refusal
 * shows under the field; the desk's own links follow at once. */
export function SchoolEdit() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: ["desk-config"] });
    notify("Saved. The school's links lead to this address from now on.", { type: "info" });
    redirect("list", "schools");
  };
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      title={<SchoolTitle />}
      actions={
        <TopToolbar>
          <ListButton label="All schools" />
        </TopToolbar>
      }
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        warnWhenUnsavedChanges
      >
        <SiteInput />
      </SimpleForm>
    </Edit>
  );
}
