import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Chip, IconButton, Stack } from "@mui/material";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  attachmentKey,
  isNewAttachment,
  moveAttachment,
  toAttachmentItems,
  type AttachmentItem,
} from "../lib/attachments";
import { AttachmentName, AttachmentThumb, usePreviewFacts } from "./AttachmentPreview";
import { visuallyHidden } from "./visuallyHidden";

type Action = "earlier" | "later" | "remove";

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

  useEffect(() => {
    const wanted = focusAfterRender.current;
    if (!wanted) return;
    focusAfterRender.current = null;
    const index = items.findIndex((item) => attachmentKey(item) === wanted.key);
    if (index === -1) return;
    // The button pressed may now be disabled (the entry reached an end): the other one keeps focus.
    const action =
      wanted.action === "earlier" && index === 0
        ? "later"
        : wanted.action === "later" && index === items.length - 1
          ? "earlier"
          : wanted.action;
    buttons.current.get(`${wanted.key}:${action}`)?.focus();
  });

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
            <Entry
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

interface EntryProps {
  item: AttachmentItem;
  index: number;
  count: number;
  noun: string;
  firstIs?: string;
  privateUrl: string | null;
  dragged: boolean;
  register: (action: Action, element: HTMLButtonElement | null) => void;
  onMove: (from: number, to: number, name: string, action?: Action) => void;
  onRemove: (index: number, name: string) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
}

function Entry({
  item,
  index,
  count,
  noun,
  firstIs,
  privateUrl,
  dragged,
  register,
  onMove,
  onRemove,
  onDragStart,
  onDragEnd,
  onDropHere,
}: EntryProps) {
  const facts = usePreviewFacts(item, index + 1, privateUrl);
  const label = `${noun} ${index + 1}, ${facts.name}`;
  const allowDrop = (event: DragEvent) => event.preventDefault();
  return (
    <Box
      component="li"
      draggable={count > 1}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", facts.name);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={allowDrop}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDropHere();
      }}
      sx={{
        display: "flex",
        gap: 1,
        p: 1,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        opacity: dragged ? 0.5 : 1,
        cursor: count > 1 ? "grab" : "default",
        bgcolor: "background.paper",
      }}
    >
      <AttachmentThumb facts={facts} />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: "flex", gap: 0.5, alignItems: "center", flexWrap: "wrap" }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {index + 1}.
          </Box>
          {index === 0 && firstIs ? <Chip size="small" label={firstIs} /> : null}
        </Box>
        <AttachmentName facts={facts} />
        <Box sx={{ display: "flex", gap: 0.5 }}>
          {count > 1 ? (
            <>
              <IconButton
                ref={(element) => register("earlier", element)}
                size="small"
                disabled={index === 0}
                aria-label={`Move ${label} earlier`}
                title="Move earlier"
                onClick={() => onMove(index, index - 1, facts.name, "earlier")}
              >
                <ArrowBack fontSize="small" />
              </IconButton>
              <IconButton
                ref={(element) => register("later", element)}
                size="small"
                disabled={index === count - 1}
                aria-label={`Move ${label} later`}
                title="Move later"
                onClick={() => onMove(index, index + 1, facts.name, "later")}
              >
                <ArrowForward fontSize="small" />
              </IconButton>
            </>
          ) : null}
          <IconButton
            ref={(element) => register("remove", element)}
            size="small"
            aria-label={`Remove ${label}`}
            title="Remove"
            onClick={() => onRemove(index, facts.name)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      </Stack>
    </Box>
  );
}
