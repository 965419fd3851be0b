import { useMediaQuery, type Theme } from "@mui/material";
import { useMemo } from "react";
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useGetList,
} from "react-admin";
import type { DeskKind } from "@school/contract/desk/kinds";
import { AddButton } from "../components/AddButton";
import { EditItemButton } from "../components/EditItemButton";
import { EmptyList } from "../components/EmptyList";
import { ViewOnSiteButton } from "../components/ViewOnSiteButton";
import type { FieldScreen, FormScreen } from "../screens";
import { whereShown, type SiteToday } from "../lib/whereShown";
import { formatShortDate } from "@school/contract/dates";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { IndiaTimeField } from "../components/IndiaTimeField";
import { HiddenFilterNote } from "./HiddenFilterNote";

const CREATED: FieldScreen = { source: "createdAt", label: "Added", type: "date" };

/** A column of the list. A plain element, not a component: Datagrid reads its header from the props. */
function column(field: FieldScreen) {
  const common = { key: field.source, source: field.source, label: field.label };
  if (field.source === "createdAt" || field.type === "dateTime") return <IndiaTimeField {...common} emptyText="" />;
  if (field.type === "date")
    return <FunctionField {...common} render={(record) => formatShortDate(record[field.source]) ?? ""} />;
  if (field.type === "number") return <NumberField {...common} />;
  if (field.type === "choice") return <SelectField {...common} choices={[...(field.choices ?? [])]} />;
  return <TextField {...common} />;
}

/** What the site shows today: the office's date, and the items of the kind the home page shows, when its
 * screen says which they are (`homeNews`: the news list's 10 newest, /api/news/{code}). */
function useSiteToday(kind: DeskKind, screen: FormScreen): SiteToday {
  const home = screen.homeNews;
  const { data } = useGetList(
    kind.name,
    { sort: home?.sort ?? kind.sort, pagination: { page: 1, perPage: home?.perPage ?? 10 } },
    { enabled: Boolean(home) },
  );
  return useMemo(
    () => ({ today: indiaTodayIso(), homeNews: data ? new Set(data.map((item) => String(item.id))) : undefined }),
    [data],
  );
}

/** A kind's items: search, sort by any column, pages of 25; a plain list on a phone. Each row says
 * where the public site shows the item. Deleting is done one item at a time, from its form, after
 * a confirmation. Add is a worded button above the list, never a "+" floating over it. */
export function KindList({ kind, screen }: { kind: DeskKind; screen: FormScreen }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const site = useSiteToday(kind, screen);
  const fieldOf = (source: string) =>
    source === "createdAt" ? CREATED : screen.fields.find((field) => field.source === source);
  const columns = screen.columns.map(fieldOf).filter((field): field is FieldScreen => Boolean(field));
  const dateColumn = columns.find((field) => field.type === "date");
  const what = kind.label.toLowerCase();
  const where = (record: Record<string, unknown>) => whereShown(kind.name, record, site);
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={`Search ${what}`}
      inputProps={{ "aria-label": `Search ${what}` }}
    />,
    ...(screen.filters ?? []).map((source) => {
      const field = fieldOf(source);
      return (
        <SelectInput
          key={source}
          source={source}
          label={field?.label}
          choices={[...(field?.choices ?? [])]}
          alwaysOn
          emptyText="All"
        />
      );
    }),
  ];
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <AddButton />
        </TopToolbar>
      }
      sort={kind.sort}
      perPage={25}
      title={kind.label}
      exporter={false}
      empty={<EmptyList text={`No ${what} yet.`} canAdd />}
    >
      <HiddenFilterNote
        shown={["q", ...(screen.filters ?? [])]}
        labelOf={(source) => fieldOf(source)?.label ?? source}
      />
      {screen.listNote ? <screen.listNote /> : null}
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record[screen.titleField] ?? "")}
          secondaryText={(record) => {
            const date = dateColumn ? formatShortDate(record[dateColumn.source]) : null;
            return date ? `${date} · ${where(record)}` : where(record);
          }}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {columns.map(column)}
          <FunctionField key="where" label="Public pages" sortable={false} render={where} />
          {kind.entity ? <ViewOnSiteButton label="On the site" titleField={screen.titleField} /> : null}
          <EditItemButton label="Edit" titleField={screen.titleField} />
        </Datagrid>
      )}
    </List>
  );
}
