import type { IGatsbyImageData } from "gatsby-plugin-image";

interface HeroPictureProps {
  image: IGatsbyImageData;
  alt: string;
  /** The first slide is the page's largest picture: fetched first and shown as soon as it arrives. */
  first: boolean;
}

/** A slide's picture as plain <picture>, from gatsby-plugin-image's processed sizes. GatsbyImage
 * keeps a picture transparent until its script has seen it decode, which on a slow phone puts the
 * home page's largest paint behind all of its JavaScript. */
export function HeroPicture({ image, alt, first }: HeroPictureProps) {
  const { fallback, sources } = image.images;
  // A full-width image's data gives its shape as width 1; the attributes only need the ratio.
  const height = Math.round((1600 * image.height) / image.width);
  return (
    <picture>
      {sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
      <img
        className="hero-slide__image"
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={1600}
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
