'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { refusedField } from '@/lib/contract/field-errors';

/** react-hook-form's type of an error the server gave: its message is already in the page's language. */
export const SERVER_ERROR = 'server';

/** A field's error as a sentence: the server's as it came, a form check's key through `translate`. */
export function fieldErrorText(error: FieldError | undefined, translate: (key: string) => string | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR ? error.message : translate(error.message);
}

/**
 * Puts a refusal that the contract ties to one of `fields` (refusedField) under that field, as the form's
 * own checks do: shown there, the field marked invalid and described by it, the focus on it. Whether it
 * did; when not, the caller shows the refusal in the form's alert (rate limits, network, 5xx). With
 * `visibleMs`, the message goes after that long, as the alert of that form does (seed: 5 seconds); else
 * it stays until the field is changed or the form sent again. `fields`: a constant (kept stable).
 */
export function useServerFieldError<T extends FieldValues>(
  { setError, clearErrors, getFieldState }: Pick<UseFormReturn<T>, 'setError' | 'clearErrors' | 'getFieldState'>,
  fields: readonly Path<T>[],
  visibleMs?: number,
) {
  const timers = useRef(new Map<Path<T>, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback(
    (code: string, message: string, text: string): boolean => {
      const refused = refusedField(code, message);
      const field = fields.find((name) => name === refused);
      if (!field) return false;
      setError(field, { type: SERVER_ERROR, message: text }, { shouldFocus: true });
      if (visibleMs) {
        window.clearTimeout(timers.current.get(field));
        timers.current.set(
          field,
          window.setTimeout(() => {
            timers.current.delete(field);
            // Only this message: not a form check's that replaced it meanwhile.
            const shown = getFieldState(field).error;
            if (shown?.type === SERVER_ERROR && shown.message === text) clearErrors(field);
          }, visibleMs),
        );
      }
      return true;
    },
    [fields, setError, clearErrors, getFieldState, visibleMs],
  );
}
