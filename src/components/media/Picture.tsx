import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The page's largest picture: fetched first and shown as soon as it arrives. */
  first?: boolean;
}

/** A processed picture (gatsby-plugin-image's sizes and formats) as a plain <picture>. GatsbyImage
 * keeps a picture transparent until its script has seen it decode, which on a slow phone puts the
 * largest paint behind all of the page's JavaScript, and its server-rendered HTML is not valid
 * (lazy sources without srcset, a presentational sizer image). The browser's own lazy loading and
 * the width and height attributes, which reserve the picture's space, do the same job. */
export function Picture({ image, alt, className, first = false }: PictureProps) {
  const { fallback, sources } = image.images;
  // A full-width image's data gives its shape as width 1; the attributes only need the ratio.
  const width = image.layout === "fullWidth" ? 1600 : image.width;
  const height = Math.round((width * image.height) / image.width);
  return (
    <picture>
      {sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={first ? "eager" : "lazy"}
        decoding={first ? "sync" : "async"}
        {...{ fetchpriority: first ? "high" : "low" }}
        style={{ backgroundColor: image.backgroundColor }}
      />
    </picture>
  );
}
