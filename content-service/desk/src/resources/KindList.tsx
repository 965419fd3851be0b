import { useMediaQuery, type Theme } from "@mui/material";
import {
  BulkDeleteButton,
  Datagrid,
  DateField,
  EditButton,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { DeskKind } from "../../../src/desk/kinds";
import { ViewOnSiteButton } from "../components/ViewOnSiteButton";
import type { FieldScreen, KindScreen } from "../kindScreens";
import { formatDeskDate } from "../lib/deskDates";

const CREATED: FieldScreen = { source: "createdAt", label: "Added", type: "date" };

function Column({ field }: { field: FieldScreen; label?: string }) {
  if (field.source === "createdAt") return <DateField source="createdAt" label={field.label} showTime locales="en-GB" />;
  if (field.type === "date") return <DateField source={field.source} label={field.label} locales="en-GB" options={{ day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }} />;
  if (field.type === "number") return <NumberField source={field.source} label={field.label} />;
  if (field.type === "choice") return <SelectField source={field.source} label={field.label} choices={[...(field.choices ?? [])]} />;
  return <TextField source={field.source} label={field.label} />;
}

/** A kind's items: search, sort by any column, pages of 25; a plain list on a phone. */
export function KindList({ kind, screen }: { kind: DeskKind; screen: KindScreen }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const fieldOf = (source: string) => (source === "createdAt" ? CREATED : screen.fields.find((field) => field.source === source));
  const columns = screen.columns.map(fieldOf).filter((field): field is FieldScreen => Boolean(field));
  const dateColumn = columns.find((field) => field.type === "date");
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={`Search ${kind.label.toLowerCase()}`} inputProps={{ "aria-label": `Search ${kind.label.toLowerCase()}` }} />,
    ...(screen.filters ?? []).map((source) => {
      const field = fieldOf(source);
      return <SelectInput key={source} source={source} label={field?.label} choices={[...(field?.choices ?? [])]} alwaysOn emptyText="All" />;
    }),
  ];
  return (
    <List filters={filters} sort={kind.sort} perPage={25} title={kind.label}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record[screen.titleField] ?? "")}
          secondaryText={(record) => (dateColumn ? formatDeskDate(record[dateColumn.source]) : "")}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          {columns.map((field) => (
            <Column key={field.source} field={field} />
          ))}
          {kind.entity ? <ViewOnSiteButton titleField={screen.titleField} /> : null}
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
