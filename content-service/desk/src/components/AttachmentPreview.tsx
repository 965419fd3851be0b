import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import PhotoOutlined from "@mui/icons-material/PhotoOutlined";
import { Box, Link, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { PHOTO_WIDTHS } from "@school/contract/desk/photoWidths";
import { useDataProvider } from "react-admin";
import type { DeskDataProvider } from "../data/dataProvider";
import { isNewAttachment, type AttachmentItem } from "../lib/attachments";
import { sniffedKind } from "../lib/chosenFiles";
import { isHeicFile, showableInBrowser } from "../lib/uploadRules";
import { visuallyHidden } from "./visuallyHidden";

const THUMB = 96;

/** What a stored attachment is (its name and type), from GET /api/desk/media/{id}. */
function useMediaInfo(id: string | null) {
  const dataProvider = useDataProvider<DeskDataProvider>();
  return useQuery({
    queryKey: ["desk-media", id],
    queryFn: () => dataProvider.getMedia(id as string),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export interface PreviewFacts {
  name: string;
  isImage: boolean;
  /** Where the full file opens (not for a file not yet sent). */
  openUrl: string | null;
  thumbUrl: string | null;
  /** Why a photo not yet sent has no thumbnail (a HEIC photo, which browsers cannot show). */
  note?: string;
}

/** Name, kind and addresses of an attachment in a form: a new file, a stored one, or a private certificate. */
export function usePreviewFacts(item: AttachmentItem, position: number, privateUrl: string | null): PreviewFacts {
  const storedId = isNewAttachment(item) || privateUrl ? null : item.attachmentId;
  const { data } = useMediaInfo(storedId);
  if (isNewAttachment(item)) {
    // Shown as a picture only when the browser can draw it: by its bytes once read, never a broken image.
    const sniffed = sniffedKind(item.rawFile);
    const heic = isHeicFile(item.rawFile, sniffed);
    const isImage = heic || showableInBrowser(item.rawFile, sniffed);
    return {
      name: item.title,
      isImage,
      openUrl: null,
      thumbUrl: isImage && !heic ? item.src : null,
      note: heic ? "an iPhone photo (HEIC), shown once saved as a JPEG" : undefined,
    };
  }
  if (privateUrl) return { name: "The stored certificate", isImage: true, openUrl: privateUrl, thumbUrl: privateUrl };
  const isImage = data ? data.type.startsWith("image/") : false;
  const url = `/api/image/${encodeURIComponent(item.attachmentId)}`;
  return {
    name: data?.name ?? `File ${position}`,
    isImage,
    openUrl: url,
    thumbUrl: isImage ? `${url}?w=${PHOTO_WIDTHS[0]}` : null,
  };
}

/** A thumbnail for a picture (a photo icon for one the browser cannot draw), a document icon for a
 * PDF; the name is shown beside it by the list. */
export function AttachmentThumb({ facts }: { facts: PreviewFacts }) {
  return (
    <Box
      sx={{
        width: THUMB,
        height: THUMB,
        flex: "none",
        display: "grid",
        placeItems: "center",
        bgcolor: "grey.100",
        borderRadius: 1,
        overflow: "hidden",
      }}
    >
      {facts.thumbUrl ? (
        <img
          src={facts.thumbUrl}
          alt=""
          width={THUMB}
          height={THUMB}
          // The whole photo, as the site's albums show it: a portrait is not cut to the square.
          style={{ objectFit: "contain", display: "block" }}
          draggable={false}
        />
      ) : facts.isImage ? (
        <PhotoOutlined fontSize="large" color="action" aria-hidden />
      ) : (
        <DescriptionOutlined fontSize="large" color="action" aria-hidden />
      )}
    </Box>
  );
}

export function AttachmentName({ facts }: { facts: PreviewFacts }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
      {facts.openUrl ? (
        <Link href={facts.openUrl} target="_blank" rel="noopener">
          {facts.name}
          <Box component="span" sx={visuallyHidden}>
            {" "}
            (opens in a new tab)
          </Box>
        </Link>
      ) : (
        <>
          {facts.name}{" "}
          <Box component="span" sx={{ color: "text.secondary" }}>
            (sent when you save{facts.note ? `: ${facts.note}` : ""})
          </Box>
        </>
      )}
    </Typography>
  );
}
