import type { Locator } from "@playwright/test";

/** What of a loaded photo its <img> shows, read from the element's box, the photo's own shape and the
 * CSS that places the one in the other (object-fit, object-position). */
export interface ShownPart {
  /** The photo's width over its height. */
  photoRatio: number;
  /** The width over the height the photo is drawn at: the photo's ratio unless it is stretched. */
  drawnRatio: number;
  /** The part of the photo inside the box, as fractions of its width and height (0 to 1 each). */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** How much of the box the drawn photo fills across and down (1: edge to edge). */
  fillsWidth: number;
  fillsHeight: number;
}

/** Runs in the page: it has only what it is given. */
function measureShownPart(img: HTMLImageElement): ShownPart {
  const style = getComputedStyle(img);
  const { width, height } = img.getBoundingClientRect();
  const box = { width, height };
  const photo = { width: img.naturalWidth, height: img.naturalHeight };
  const scales: Record<string, [number, number]> = {
    fill: [box.width / photo.width, box.height / photo.height],
    none: [1, 1],
  };
  const cover = Math.max(box.width / photo.width, box.height / photo.height);
  const contain = Math.min(box.width / photo.width, box.height / photo.height);
  const [scaleX, scaleY] =
    scales[style.objectFit] ??
    [style.objectFit === "cover" ? cover : style.objectFit === "scale-down" ? Math.min(1, contain) : contain].flatMap(
      (scale) => [scale, scale],
    );
  const drawn = { width: photo.width * scaleX, height: photo.height * scaleY };
  // object-position as computed: "x y", each a percentage of the free space or a length.
  const [x, y] = style.objectPosition.split(" ").map((value, i) => {
    const free = i === 0 ? box.width - drawn.width : box.height - drawn.height;
    return value.endsWith("%") ? (free * parseFloat(value)) / 100 : parseFloat(value);
  });
  // To a thousandth: a box of fractional pixels leaves a photo drawn edge to edge 0.99999 inside it.
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
  return {
    photoRatio: photo.width / photo.height,
    drawnRatio: drawn.width / drawn.height,
    left: clamp(-x / drawn.width),
    top: clamp(-y / drawn.height),
    right: clamp((box.width - x) / drawn.width),
    bottom: clamp((box.height - y) / drawn.height),
    fillsWidth: Math.min(drawn.width, box.width) / box.width,
    fillsHeight: Math.min(drawn.height, box.height) / box.height,
  };
}

export const shownPart = (image: Locator): Promise<ShownPart> => image.evaluate(measureShownPart);
