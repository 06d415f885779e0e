// The friend search box's rules: the text is trimmed; under 2 characters the results are cleared;
// typing searches after a 500 ms pause; Enter or the Search button searches at once.
import { SOCIAL_LIMITS } from '@checkers/protocol';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

/** The text to search for, or '' when it is too short to search. */
export const searchTextOf = (input: string): string => {
  const trimmed = input.trim();
  return trimmed.length >= SOCIAL_LIMITS.searchMinLength ? trimmed : '';
};

export interface FriendSearch {
  /** What the box shows. */
  readonly input: string;
  /** What is searched for now ('' when nothing is). */
  readonly query: string;
  readonly setInput: (text: string) => void;
  /** Enter or the Search button. */
  readonly submit: () => void;
}

export function useFriendSearch(): FriendSearch {
  const [input, setInputText] = useState('');
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setInput = (text: string): void => {
    setInputText(text);
    clearTimeout(timer.current);
    const next = searchTextOf(text);
    if (next === '') {
      setQuery('');
      return;
    }
    timer.current = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
  };
  const submit = (): void => {
    clearTimeout(timer.current);
    setQuery(searchTextOf(input));
  };
  return { input, query, setInput, submit };
}
