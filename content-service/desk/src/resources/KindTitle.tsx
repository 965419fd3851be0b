import { useRecordContext } from "react-admin";

/** The page title of an item: what it is and its name. */
export function KindTitle({ singular, titleField }: { singular: string; titleField: string }) {
  const record = useRecordContext();
  const name = record ? String(record[titleField] ?? "") : "";
  return <span>{name ? `${singular[0].toUpperCase()}${singular.slice(1)}: ${name}` : `New ${singular}`}</span>;
}
