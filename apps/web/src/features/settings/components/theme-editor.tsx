// The custom theme editor: a colour picker per theme colour, a live preview (a corner of a board in
// the edited colours, set as custom properties on the preview box only), the contrast checks a theme
// must pass, and Save (as `custom-<name>`, applied at once).
import { useId, useState, type CSSProperties } from 'react';
import { COLOR_FIELDS, customThemeId, type ThemeColors } from '../../../lib/theme';
import { contrastFailures, cssVariables } from '../../../lib/theme-colors';
import { applyTheme, saveCustomTheme } from '../../../lib/theme-store';

export interface ThemeEditorProps {
  /** The colours to start from (the applied theme's). */
  readonly start: ThemeColors;
  readonly onDone: () => void;
}

export function ThemeEditor({ start, onDone }: ThemeEditorProps) {
  const [name, setName] = useState('');
  const [colors, setColors] = useState<ThemeColors>(start);
  const id = useId();
  const failures = contrastFailures(colors);
  const blank = name.trim() === '';
  const preview = cssVariables(colors) as CSSProperties;

  const save = (): void => {
    const theme = saveCustomTheme(name, colors);
    if (theme === null) return;
    applyTheme(theme.id);
    onDone();
  };

  return (
    <div className="theme-editor" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="picker__label">
        Custom theme
      </h4>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${id}-saved-as`}
        />
        <small id={`${id}-saved-as`}>Saved as {blank ? 'custom-…' : customThemeId(name)}</small>
      </div>
      <div className="theme-editor__colors">
        {COLOR_FIELDS.map(({ key, label }) => (
          <label key={key}>
            <input
              type="color"
              value={colors[key]}
              onChange={(event) => setColors((c) => ({ ...c, [key]: event.target.value }))}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="theme-preview" style={preview} data-testid="theme-preview" aria-hidden>
        <span className="theme-preview__square theme-preview__square--light" />
        <span className="theme-preview__square theme-preview__square--selected">
          <span className="theme-preview__piece theme-preview__piece--red">♛</span>
        </span>
        <span className="theme-preview__square theme-preview__square--light" />
        <span className="theme-preview__square theme-preview__square--dark theme-preview__square--forced">
          <span className="theme-preview__piece theme-preview__piece--black" />
        </span>
        <span className="theme-preview__square theme-preview__square--dark">
          <span className="theme-preview__dot" />
        </span>
        <span className="theme-preview__square theme-preview__square--light" />
        <span className="theme-preview__square theme-preview__square--last">
          <span className="theme-preview__piece theme-preview__piece--black">♛</span>
        </span>
        <span className="theme-preview__square theme-preview__square--light" />
      </div>
      {failures.length > 0 ? (
        <div role="status">
          <p className="form-error">Not enough contrast to save:</p>
          <ul className="contrast-warnings">
            {failures.map((f) => (
              <li key={f.what}>
                {f.what}: {f.ratio.toFixed(1)}:1, needs {f.min}:1
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="row">
        <button
          type="button"
          className="btn btn--small"
          disabled={blank || failures.length > 0}
          onClick={save}
        >
          Save theme
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}
