import { Box } from "@mui/material";
import { useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  attachmentKey,
  isNewAttachment,
  moveAttachment,
  toAttachmentItems,
  type AttachmentItem,
} from "../lib/attachments";
import { AttachmentEntry, type Action } from "./AttachmentEntry";
import { useFocusAfterRender } from "./useFocusAfterRender";
import { visuallyHidden } from "./visuallyHidden";

interface Props {
  source: string;
  /** "photo" or "file": how the list names one entry. */
  noun: string;
  /** What the first entry is on the site (the cover, the linked file), if it matters. */
  firstIs?: string;
  /** The private address of a stored certificate, shown instead of the public image address. */
  privateUrl?: string | null;
}

const noPreview = () => "";

/**
 * The files of one field, in the order the site shows them, as thumbnails. Each moves earlier or
 * later with its buttons (keyboard and screen reader) or by dragging it (mouse), and can be removed.
 * Nothing reaches the site until the form is saved.
 */
export function AttachmentList({ source, noun, firstIs, privateUrl = null }: Props) {
  const { setValue } = useFormContext();
  const items = toAttachmentItems(useWatch({ name: source }), noPreview);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const focusAfterRender = useRef<{ key: string; action: Action } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useFocusAfterRender(items, focusAfterRender, buttons);

  const change = (next: AttachmentItem[]) =>
    setValue(source, next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  const move = (from: number, to: number, name: string, action?: Action) => {
    if (to < 0 || to >= items.length || from === to) return;
    if (action) focusAfterRender.current = { key: attachmentKey(items[from]), action };
    change(moveAttachment(items, from, to));
    setAnnouncement(`${name} is now number ${to + 1} of ${items.length}.`);
  };

  const remove = (index: number, name: string) => {
    const item = items[index];
    if (isNewAttachment(item)) URL.revokeObjectURL(item.src);
    const next = items.filter((_, i) => i !== index);
    change(next);
    setAnnouncement(`${name} removed; ${next.length} left. The site changes only when you save.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusAfterRender.current = { key: attachmentKey(neighbour), action: "remove" };
  };

  return (
    <>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {items.length ? (
        <Box
          component="ol"
          aria-label={`${noun[0].toUpperCase()}${noun.slice(1)}s, in the order the site shows them`}
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 1,
            gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
          }}
        >
          {items.map((item, index) => (
            <AttachmentEntry
              key={attachmentKey(item)}
              item={item}
              index={index}
              count={items.length}
              noun={noun}
              firstIs={firstIs}
              privateUrl={privateUrl}
              dragged={dragged === index}
              register={(action, element) => {
                const key = `${attachmentKey(item)}:${action}`;
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
              onMove={move}
              onRemove={remove}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDropHere={() => {
                if (dragged !== null) move(dragged, index, `${noun[0].toUpperCase()}${noun.slice(1)} ${dragged + 1}`);
                setDragged(null);
              }}
            />
          ))}
        </Box>
      ) : null}
    </>
  );
}
