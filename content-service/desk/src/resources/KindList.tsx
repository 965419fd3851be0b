import { useMediaQuery, type Theme } from "@mui/material";
import { Datagrid, DateField, FunctionField, List, NumberField, SearchInput, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import type { DeskKind } from "../../../src/desk/kinds";
import { EditItemButton } from "../components/EditItemButton";
import { EmptyList } from "../components/EmptyList";
import { ViewOnSiteButton } from "../components/ViewOnSiteButton";
import type { FieldScreen, KindScreen } from "../kindScreens";
import { formatShortDate } from "../../../../src/lib/dates";

const CREATED: FieldScreen = { source: "createdAt", label: "Added", type: "date" };

/** A column of the list. A plain element, not a component: Datagrid reads its header from the props. */
function column(field: FieldScreen) {
  const common = { key: field.source, source: field.source, label: field.label };
  if (field.source === "createdAt") return <DateField {...common} showTime locales="en-GB" />;
  if (field.type === "date") return <FunctionField {...common} render={(record) => formatShortDate(record[field.source]) ?? ""} />;
  if (field.type === "number") return <NumberField {...common} />;
  if (field.type === "choice") return <SelectField {...common} choices={[...(field.choices ?? [])]} />;
  return <TextField {...common} />;
}

/** A kind's items: search, sort by any column, pages of 25; a plain list on a phone. Deleting is
 * done one item at a time, from its form, after a confirmation. */
export function KindList({ kind, screen }: { kind: DeskKind; screen: KindScreen }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const fieldOf = (source: string) => (source === "createdAt" ? CREATED : screen.fields.find((field) => field.source === source));
  const columns = screen.columns.map(fieldOf).filter((field): field is FieldScreen => Boolean(field));
  const dateColumn = columns.find((field) => field.type === "date");
  const what = kind.label.toLowerCase();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={`Search ${what}`} inputProps={{ "aria-label": `Search ${what}` }} />,
    ...(screen.filters ?? []).map((source) => {
      const field = fieldOf(source);
      return <SelectInput key={source} source={source} label={field?.label} choices={[...(field?.choices ?? [])]} alwaysOn emptyText="All" />;
    }),
  ];
  return (
    <List filters={filters} sort={kind.sort} perPage={25} title={kind.label} exporter={false} empty={<EmptyList text={`No ${what} yet.`} canAdd />}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record[screen.titleField] ?? "")}
          secondaryText={(record) => (dateColumn ? (formatShortDate(record[dateColumn.source]) ?? "") : "")}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {columns.map(column)}
          {kind.entity ? <ViewOnSiteButton label="On the site" titleField={screen.titleField} /> : null}
          <EditItemButton label="Edit" titleField={screen.titleField} />
        </Datagrid>
      )}
    </List>
  );
}
