// A small, read-only board showing one rule: the position, and the move it is about as an arrow or
// as marked squares. It is inert (no focus, no clicks, left out for screen readers); its caption
// says in words what it shows.
import { useMemo } from 'react';
import { Board } from '../../../components/board/board';
import { buildDiagram, type DiagramSpec } from '../diagrams';

const ignore = (): void => undefined;

export function RuleDiagram({ spec }: { readonly spec: DiagramSpec }) {
  const view = useMemo(() => buildDiagram(spec), [spec]);
  return (
    <figure className="rule-diagram" data-diagram={spec.id}>
      {view.ok ? (
        <div className="rule-diagram__board" inert>
          <Board
            pieces={view.value.pieces}
            flipped
            selected={view.value.selected}
            destinations={view.value.destinations}
            capturedPreview={[]}
            arrow={view.value.arrow}
            forced={view.value.forced}
            disabled
            animatePath={null}
            onSquare={ignore}
            onDrop={ignore}
            onCancel={ignore}
          />
        </div>
      ) : null}
      <figcaption>{spec.caption}</figcaption>
    </figure>
  );
}
