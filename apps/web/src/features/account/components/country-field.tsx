// The country of a new account: a short list of common countries, or any ISO 3166-1 alpha-2 code
// typed by hand. The region of the regional leaderboard follows from it on the server.
import { useState } from 'react';

/** Common choices; anything else is typed as a two-letter code. */
export const COMMON_COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['PL', 'Poland'],
  ['SE', 'Sweden'],
  ['UA', 'Ukraine'],
  ['TR', 'Turkey'],
  ['RU', 'Russia'],
  ['IN', 'India'],
  ['CN', 'China'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['PH', 'Philippines'],
  ['AU', 'Australia'],
  ['NG', 'Nigeria'],
  ['ZA', 'South Africa'],
] as const;

const OTHER = 'other';

/** Upper-cased letters only, at most two. */
export const cleanCountryCode = (text: string): string =>
  text
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();

export function CountryField({ onChange }: { readonly onChange: (code: string) => void }) {
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  return (
    <div className="field">
      <label htmlFor="account-country">Country (optional)</label>
      <select
        id="account-country"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          onChange(event.target.value === OTHER ? typed : event.target.value);
        }}
      >
        <option value="">Not set</option>
        {COMMON_COUNTRIES.map(([code, name]) => (
          <option key={code} value={code}>
            {name} ({code})
          </option>
        ))}
        <option value={OTHER}>Other (type its code)</option>
      </select>
      {choice === OTHER ? (
        <input
          aria-label="Country code"
          placeholder="e.g. FR"
          value={typed}
          maxLength={2}
          autoCapitalize="characters"
          onChange={(event) => {
            const code = cleanCountryCode(event.target.value);
            setTyped(code);
            onChange(code);
          }}
        />
      ) : null}
    </div>
  );
}
