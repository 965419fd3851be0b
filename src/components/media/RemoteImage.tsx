import { useState } from "react";

interface RemoteImageProps {
  /** Addresses to try in order: the next is used when one fails to load. */
  sources: string[];
  /** Shown when every source failed (or there is none). */
  fallback: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/** An image from the content service with its size reserved (width, height), loaded lazily, that
 * falls back step by step instead of showing a broken picture. */
export function RemoteImage({ sources, fallback, alt, width, height, className, eager = false }: RemoteImageProps) {
  const [attempt, setAttempt] = useState(0);
  const src = sources[attempt] ?? fallback;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchpriority: "high" } : {})}
      onError={() => {
        if (attempt < sources.length) setAttempt(attempt + 1);
      }}
    />
  );
}
