// The How to play dialog: the rules with their diagrams, and the first lesson, on two tabs. Opening
// it counts as following the first visit's pointer. The lesson keeps its place while the rules are
// read.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '../../../components/modal';
import { startStep, type LessonState } from '../lesson';
import { dismissTip } from '../tip';
import { LessonView } from './lesson-view';
import { Rules } from './rules';
import './how-to-play.css';

type Tab = 'rules' | 'lesson';

const TABS: readonly { readonly id: Tab; readonly label: string }[] = [
  { id: 'rules', label: 'Rules' },
  { id: 'lesson', label: 'First lesson' },
];

export default function HowToPlayDialog({ onClose }: { readonly onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('rules');
  const [lesson, setLesson] = useState<LessonState>(() => startStep(0));
  const ids = useId();
  const tabButtons = useRef(new Map<Tab, HTMLButtonElement>());
  useEffect(() => dismissTip(), []);

  /** Shows a tab and gives it focus (which also scrolls it back into view). */
  const show = (id: Tab): void => {
    setTab(id);
    tabButtons.current.get(id)?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = TABS.findIndex(({ id }) => id === tab);
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    show(TABS[(index + step) % TABS.length]!.id);
  };

  return (
    <Modal title="How to play" onClose={onClose} size="wide" className="how-to-play">
      <div className="tabs" role="tablist" aria-label="How to play">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            id={`${ids}-${id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${ids}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            ref={(node) => {
              if (node) tabButtons.current.set(id, node);
              else tabButtons.current.delete(id);
            }}
            className={`tab${tab === id ? ' tab--active' : ''}`}
            onClick={() => setTab(id)}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`${ids}-${tab}-panel`} role="tabpanel" aria-labelledby={`${ids}-${tab}-tab`}>
        {tab === 'rules' ? (
          <Rules onLesson={() => show('lesson')} />
        ) : (
          <LessonView state={lesson} onChange={setLesson} />
        )}
      </div>
    </Modal>
  );
}
