import { useState } from "react";

interface ClickToLoadEmbedProps {
  /** Title of the frame, read by screen readers and shown on the placeholder. */
  title: string;
  src: string;
  buttonLabel: string;
  /** Width / height of the frame, reserved before loading so nothing shifts. */
  aspectRatio?: string;
  className?: string;
}

/** A third-party frame (map, video, social page) that loads only when the visitor asks for it:
 * pages stay fast on a slow network and no outside request is made before consent. */
export function ClickToLoadEmbed({
  title,
  src,
  buttonLabel,
  aspectRatio = "16 / 9",
  className,
}: ClickToLoadEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`embed ${className ?? ""}`} style={{ aspectRatio }}>
      {loaded ? (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="embed__placeholder">
          <p>{title}</p>
          <button type="button" className="button" onClick={() => setLoaded(true)}>
            {buttonLabel}
          </button>
        </div>
      )}
    </div>
  );
}
