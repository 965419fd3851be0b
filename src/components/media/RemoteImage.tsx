import { useState } from "react";
import { noteSizesRefused, type PhotoSource } from "../../client/photos";
import { photoSizes, type PhotoBox } from "../../lib/photoSizes";

interface RemoteImageProps {
  /** Photos to try in order: the next is used when one fails to load. */
  sources: PhotoSource[];
  /** The box the photo fills, which chooses among the sizes of a source's srcSet. */
  box?: PhotoBox;
  /** Shown when every source failed (or there is none). */
  fallback: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/** What to ask for, in order: every source at the size of its box first, then every source as its
 * plain address, for a host that does not know the service's sizes. */
export function attemptsOf(sources: PhotoSource[]): PhotoSource[] {
  return [...sources.filter((source) => source.srcSet), ...sources.map(({ src }) => ({ src }))];
}

/** An image from the content service with its size reserved (width, height), loaded lazily, at the
 * size of its box, that falls back step by step instead of showing a broken picture. */
export function RemoteImage({
  sources,
  box = "card",
  fallback,
  alt,
  width,
  height,
  className,
  eager = false,
}: RemoteImageProps) {
  const [attempt, setAttempt] = useState(0);
  const attempts = attemptsOf(sources);
  const current = attempts[attempt];
  const sized = attempts.filter((source) => source.srcSet).length;
  return (
    <img
      src={current?.src ?? fallback}
      // `sizes` before `srcSet`: the browser must know the box when it reads the candidates.
      sizes={current?.srcSet ? photoSizes(box, !eager) : undefined}
      srcSet={current?.srcSet}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? "eager" : "lazy"}
      // An eager photo is the largest thing on its screen: drawn with the paint that shows it.
      decoding={eager ? "sync" : "async"}
      {...(eager ? { fetchpriority: "high" } : {})}
      onLoad={() => {
        // Every sized address failed and a plain one loaded: this host does not answer sizes.
        if (sized > 0 && attempt >= sized && current) noteSizesRefused();
      }}
      onError={() => {
        if (attempt < attempts.length) setAttempt(attempt + 1);
      }}
    />
  );
}
