// Previous / Next with 'Page X of Y'.
export interface PagerProps {
  readonly page: number;
  readonly totalPages: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPage: (page: number) => void;
}

/** The spec's label; an empty board still reads "Page 1 of 1". */
export const pageLabel = (page: number, totalPages: number): string =>
  `Page ${page} of ${Math.max(totalPages, 1)}`;

export function Pager({ page, totalPages, hasPrevious, hasNext, onPage }: PagerProps) {
  return (
    <nav className="row pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!hasPrevious}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">{pageLabel(page, totalPages)}</span>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
