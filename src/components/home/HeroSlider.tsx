import { graphql, useStaticQuery } from "gatsby";
import { Carousel } from "../carousel/Carousel";
import { Picture } from "../media/Picture";

const SLIDES = [
  {
    file: "slide-campus",
    caption: "A day-cum-boarding school for Pre-Nursery to Class XII",
    alt: "Illustration of the school building with trees on a sunny day",
  },
  {
    file: "slide-learning",
    caption: "Science, Commerce and Humanities in the senior classes",
    alt: "Illustration of a classroom with a blackboard and a bookshelf",
  },
  {
    file: "slide-sports",
    caption: "Games and sports for every child",
    alt: "Illustration of the school's sports field with goalposts and a football",
  },
];

export function HeroSlider() {
  const { allFile } = useStaticQuery<Queries.HeroSlidesQuery>(graphql`
    query HeroSlides {
      allFile(filter: { sourceInstanceName: { eq: "images" }, relativeDirectory: { eq: "home" } }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              aspectRatio: 2.2857
              breakpoints: [480, 750, 1080, 1600]
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  `);
  const images = new Map(allFile.nodes.map((node) => [node.name, node.childImageSharp?.gatsbyImageData]));
  return (
    <div className="hero-slider">
      <Carousel
        name="slider"
        label="School life"
        indicators
        items={SLIDES.flatMap((slide, i) => {
          const image = images.get(slide.file);
          if (!image) return [];
          return [
            {
              key: slide.file,
              node: (
                <figure className="hero-slide">
                  <Picture image={image} alt={slide.alt} className="hero-slide__image" first={i === 0} />
                  <figcaption className="hero-slide__caption">{slide.caption}</figcaption>
                </figure>
              ),
            },
          ];
        })}
      />
    </div>
  );
}
