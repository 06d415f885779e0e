// The Theme radio group: the eight built-in themes and the player's custom ones (which can be
// deleted; built-in ones cannot), applied at once; and the custom theme editor.
import { useId, useState } from 'react';
import { applyTheme, deleteTheme, themeById, useThemes } from '../../../lib/theme-store';
import { ThemeEditor } from './theme-editor';
import { ThemeSwatch } from './theme-swatch';

export function ThemePicker() {
  const { themes, appliedId } = useThemes();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const applied = themeById(appliedId);

  return (
    <section className="settings__section" aria-labelledby={`${headingId}-section`}>
      <h3 id={`${headingId}-section`}>Board</h3>
      <div id={headingId} className="picker__label">
        Theme
      </div>
      <div role="radiogroup" aria-labelledby={headingId} className="settings__themes">
        {themes.map((theme) => (
          <div key={theme.id} className="theme-option" data-theme-id={theme.id}>
            <label className="row theme-option__name">
              <input
                type="radio"
                name="theme"
                value={theme.id}
                checked={theme.id === appliedId}
                onChange={() => applyTheme(theme.id)}
              />
              <ThemeSwatch colors={theme.colors} />
              <span>{theme.name}</span>
            </label>
            {theme.builtIn ? null : (
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={`Delete ${theme.name}`}
                onClick={() => deleteTheme(theme.id)}
              >
                ✕
              </button>
            )}
          </div>
        ))}
      </div>
      {editing ? (
        <ThemeEditor start={applied?.colors ?? themes[0]!.colors} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(true)}>
          New custom theme
        </button>
      )}
    </section>
  );
}
