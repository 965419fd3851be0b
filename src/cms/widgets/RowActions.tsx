interface RowActionsProps {
  /** The row's name, which each button's accessible name ends with. */
  rowName: string;
  first: boolean;
  last: boolean;
  /** The only row: it cannot be removed. */
  only: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** A row's buttons: move it up or down, or remove it. */
export function RowActions({ rowName, first, last, only, onMove, onRemove }: RowActionsProps) {
  return (
    <div className="amount-rows__actions">
      <button type="button" aria-label={`Move up: ${rowName}`} disabled={first} onClick={() => onMove(-1)}>
        Move up
      </button>
      <button type="button" aria-label={`Move down: ${rowName}`} disabled={last} onClick={() => onMove(1)}>
        Move down
      </button>
      <button type="button" aria-label={`Remove: ${rowName}`} disabled={only} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}
