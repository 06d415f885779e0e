// One friends or challenges action as the panels run it: the spec's success text, or the server's
// message (else the spec's default) on failure; then the lists it touched refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { failureText } from '../../../lib/error-texts';

export interface SocialAction<T> {
  readonly call: () => Promise<T>;
  /** The success text, or a function of the reply; null shows nothing. */
  readonly success: string | ((result: T) => string) | null;
  readonly failure: string;
  /** The query keys to refresh afterwards, success or not. */
  readonly refresh: readonly (readonly unknown[])[];
  readonly successMs?: number;
}

/** Runs an action; resolves to its result, or undefined when it failed (already told). */
export function useSocialAction(): <T>(action: SocialAction<T>) => Promise<T | undefined> {
  const client = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  return useCallback(
    async <T>(action: SocialAction<T>): Promise<T | undefined> => {
      try {
        const result = await action.call();
        const text = typeof action.success === 'function' ? action.success(result) : action.success;
        if (text !== null) notify('success', text, undefined, undefined, action.successMs);
        return result;
      } catch (error) {
        notify('error', failureText(error, action.failure));
        return undefined;
      } finally {
        for (const key of action.refresh) void client.invalidateQueries({ queryKey: key });
      }
    },
    [client, notify],
  );
}
