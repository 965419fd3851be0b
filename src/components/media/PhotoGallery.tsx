import { useRef, useState, type ComponentType, type ReactNode } from "react";
import type { LightboxExternalProps, Plugin } from "yet-another-react-lightbox";
import { sizesAnswered } from "../../client/photos";
import "./PhotoGallery.css";

export interface GalleryPhoto {
  alt: string;
  /** The thumbnail shown in the grid (the button names the photo). */
  thumb: ReactNode;
  /** The photo in the viewer, with the sizes it chooses from by the size it shows it at. */
  full: { src: string; width?: number; height?: number; srcSet?: { src: string; width: number; height: number }[] };
}

/** The viewer's photo: without its sizes when the host has shown it does not answer them. */
const viewerSlide = ({ full, alt }: GalleryPhoto) =>
  full.srcSet && !sizesAnswered() ? { src: full.src, width: full.width, height: full.height, alt } : { ...full, alt };

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  label: string;
  /** Let the viewer magnify the photo (buttons, wheel, pinch and keyboard +/-). */
  zoom?: boolean;
  className?: string;
}

interface Viewer {
  Lightbox: ComponentType<LightboxExternalProps>;
  plugins: Plugin[];
}

/** A grid of thumbnails; each opens the whole group in a lightbox (arrows move, Escape closes and
 * focus returns to the thumbnail). The lightbox's code loads on the first click only. */
export function PhotoGallery({ photos, label, zoom = false, className = "gallery" }: PhotoGalleryProps) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [index, setIndex] = useState(-1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(-1);

  const open = async (i: number) => {
    if (!viewer) {
      const [lightbox, zoomPlugin] = await Promise.all([
        import("yet-another-react-lightbox"),
        zoom ? import("yet-another-react-lightbox/plugins/zoom") : Promise.resolve(null),
        import("yet-another-react-lightbox/styles.css"),
      ]);
      setViewer({ Lightbox: lightbox.default, plugins: zoomPlugin ? [zoomPlugin.default] : [] });
    }
    opener.current = i;
    setIndex(i);
  };

  const close = () => {
    setIndex(-1);
    buttons.current[opener.current]?.focus();
  };

  return (
    <>
      <ul className={className} aria-label={label}>
        {photos.map((photo, i) => (
          <li key={`${photo.full.src}-${i}`}>
            <button
              type="button"
              className="gallery__item"
              ref={(el) => {
                buttons.current[i] = el;
              }}
              onClick={() => void open(i)}
              aria-label={`Open photo ${i + 1} of ${photos.length}: ${photo.alt}`}
            >
              {photo.thumb}
            </button>
          </li>
        ))}
      </ul>
      {viewer ? (
        <viewer.Lightbox
          open={index >= 0}
          index={Math.max(index, 0)}
          close={close}
          on={{ view: ({ index: current }) => setIndex(current) }}
          slides={photos.map(viewerSlide)}
          plugins={viewer.plugins}
          labels={{
            Previous: "Previous photo",
            Next: "Next photo",
            Close: "Close photo viewer",
            "Zoom in": "Zoom in",
            "Zoom out": "Zoom out",
          }}
          controller={{ closeOnBackdropClick: true }}
        />
      ) : null}
    </>
  );
}
