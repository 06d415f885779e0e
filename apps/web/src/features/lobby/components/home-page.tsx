// The home page: a list of sections the app composes (each feature's card, in the order a newcomer
// needs them: play now first). A phone shows them in one column in that order; a wide screen puts
// the wide ones across and pairs the others side by side. A section that renders nothing leaves no
// gap. Adding an entry is adding a section to the list.
import type { ReactNode } from 'react';
import './home.css';

export interface HomeSection {
  /** Tells the sections apart (and names the slot for styling: `home__slot--<id>`). */
  readonly id: string;
  readonly node: ReactNode;
  /** Across the whole page on a wide screen, rather than half of it. */
  readonly wide?: boolean;
}

export function HomePage({ sections }: { readonly sections: readonly HomeSection[] }) {
  return (
    <div className="home">
      <h2 className="visually-hidden">Home</h2>
      {sections.map(({ id, node, wide = false }) => (
        <div key={id} className={`home__slot home__slot--${id}${wide ? ' home__slot--wide' : ''}`}>
          {node}
        </div>
      ))}
    </div>
  );
}
