import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Chip, IconButton, Stack } from "@mui/material";
import type { DragEvent } from "react";
import type { AttachmentItem } from "../lib/attachments";
import { AttachmentName, AttachmentThumb, usePreviewFacts } from "./AttachmentPreview";

/** What a button of an entry does: focus returns to the same button of the same entry after it. */
export type Action = "earlier" | "later" | "remove";

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

/** One file of the list: its thumbnail, number, name and buttons; it can be dragged to another place. */
export function AttachmentEntry({
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
        <EntryButtons
          label={label}
          index={index}
          count={count}
          register={register}
          onEarlier={() => onMove(index, index - 1, facts.name, "earlier")}
          onLater={() => onMove(index, index + 1, facts.name, "later")}
          onRemove={() => onRemove(index, facts.name)}
        />
      </Stack>
    </Box>
  );
}

interface EntryButtonsProps {
  /** "photo 2, Sports Day.jpg": each button's accessible name ends with it. */
  label: string;
  index: number;
  count: number;
  register: (action: Action, element: HTMLButtonElement | null) => void;
  onEarlier: () => void;
  onLater: () => void;
  onRemove: () => void;
}

/** Move earlier and later (where there is more than one file), and remove. */
function EntryButtons({ label, index, count, register, onEarlier, onLater, onRemove }: EntryButtonsProps) {
  return (
    <Box sx={{ display: "flex", gap: 0.5 }}>
      {count > 1 ? (
        <>
          <IconButton
            ref={(element) => register("earlier", element)}
            size="small"
            disabled={index === 0}
            aria-label={`Move ${label} earlier`}
            title="Move earlier"
            onClick={onEarlier}
          >
            <ArrowBack fontSize="small" />
          </IconButton>
          <IconButton
            ref={(element) => register("later", element)}
            size="small"
            disabled={index === count - 1}
            aria-label={`Move ${label} later`}
            title="Move later"
            onClick={onLater}
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
        onClick={onRemove}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}
