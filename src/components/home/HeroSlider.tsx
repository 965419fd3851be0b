import { StaticImage } from "gatsby-plugin-image";
import { Carousel } from "../carousel/Carousel";

// StaticImage needs literal paths, so each slide is written out.
const SLIDES = [
  {
    key: "campus",
    caption: "A day-cum-boarding school for Pre-Nursery to Class XII",
    image: (
      <StaticImage
        src="../../../content/images/home/slide-campus.jpg"
        alt="Illustration of the school building with trees on a sunny day"
        loading="eager"
        placeholder="dominantColor"
        layout="fullWidth"
        aspectRatio={16 / 7}
        breakpoints={[480, 750, 1080, 1600]}
      />
    ),
  },
  {
    key: "learning",
    caption: "Science, Commerce and Humanities in the senior classes",
    image: (
      <StaticImage
        src="../../../content/images/home/slide-learning.jpg"
        alt="Illustration of a classroom with a blackboard and a bookshelf"
        placeholder="dominantColor"
        layout="fullWidth"
        aspectRatio={16 / 7}
        breakpoints={[480, 750, 1080, 1600]}
      />
    ),
  },
  {
    key: "sports",
    caption: "Games and sports for every child",
    image: (
      <StaticImage
        src="../../../content/images/home/slide-sports.jpg"
        alt="Illustration of the school's sports field with goalposts and a football"
        placeholder="dominantColor"
        layout="fullWidth"
        aspectRatio={16 / 7}
        breakpoints={[480, 750, 1080, 1600]}
      />
    ),
  },
];

export function HeroSlider() {
  return (
    <div className="hero-slider">
      <Carousel
        name="slider"
        label="School life"
        indicators
        items={SLIDES.map((slide) => ({
          key: slide.key,
          node: (
            <figure className="hero-slide">
              {slide.image}
              <figcaption className="hero-slide__caption">{slide.caption}</figcaption>
            </figure>
          ),
        }))}
      />
    </div>
  );
}
