import { useRef, useState, type ComponentType } from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import type { LightboxExternalProps } from "yet-another-react-lightbox";

export interface GalleryPhoto {
  alt: string;
  thumb: IGatsbyImageData;
  full: { src: string; width: number; height: number };
}

/** A grid of thumbnails; each opens the whole group in a lightbox (arrows move, Escape closes and
 * focus returns to the thumbnail). The lightbox's code loads on the first click only. */
export function PhotoGallery({ photos, label }: { photos: GalleryPhoto[]; label: string }) {
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxExternalProps> | null>(null);
  const [index, setIndex] = useState(-1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(-1);

  const open = async (i: number) => {
    if (!Lightbox) {
      const [module] = await Promise.all([
        import("yet-another-react-lightbox"),
        import("yet-another-react-lightbox/styles.css"),
      ]);
      setLightbox(() => module.default);
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
      <ul className="gallery" aria-label={label}>
        {photos.map((photo, i) => (
          <li key={photo.full.src}>
            <button
              type="button"
              className="gallery__item"
              ref={(el) => {
                buttons.current[i] = el;
              }}
              onClick={() => void open(i)}
              aria-label={`Open photo ${i + 1} of ${photos.length}: ${photo.alt}`}
            >
              <GatsbyImage image={photo.thumb} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {Lightbox ? (
        <Lightbox
          open={index >= 0}
          index={Math.max(index, 0)}
          close={close}
          on={{ view: ({ index: current }) => setIndex(current) }}
          slides={photos.map((photo) => ({ ...photo.full, alt: photo.alt }))}
          labels={{ Previous: "Previous photo", Next: "Next photo", Close: "Close photo viewer" }}
          controller={{ closeOnBackdropClick: true }}
        />
      ) : null}
    </>
  );
}
