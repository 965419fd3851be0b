import { ButtonBack, ButtonNext } from "pure-react-carousel";
import { Icon } from "../layout/Icon";

interface CarouselControlsProps {
  label: string;
  /** The carousel moves by itself: it gets a pause/play button. */
  canRotate: boolean;
  paused: boolean;
  onPauseToggle: () => void;
  arrows: boolean;
}

/** The moving carousel's buttons: pause/play for one that rotates, previous and next where the
 * slides do not all show. */
export function CarouselControls({ label, canRotate, paused, onPauseToggle, arrows }: CarouselControlsProps) {
  return (
    <div className="carousel__controls">
      {canRotate ? (
        <button type="button" className="carousel__button" onClick={onPauseToggle}>
          <Icon name={paused ? "play" : "pause"} />
          <span className="visually-hidden">
            {paused ? "Start" : "Stop"} rotating {label}
          </span>
        </button>
      ) : null}
      {arrows ? (
        <>
          <ButtonBack className="carousel__button" aria-label="Previous slide">
            <Icon name="back" />
          </ButtonBack>
          <ButtonNext className="carousel__button" aria-label="Next slide">
            <Icon name="arrow" />
          </ButtonNext>
        </>
      ) : null}
    </div>
  );
}
