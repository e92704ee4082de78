import type { InputHTMLAttributes, Ref } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** A line under the field saying what it takes (a password's rules), read with it, the error too. */
  hint?: string;
  /** The id of another element read with the field (a line above it that says what to type). */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message (or hint) tied to it for screen readers. */
export function FormField({ id, label, error, hint, describedBy, className, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [describedBy, error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`h-11 w-full rounded-lg border px-3 text-base focus:border-brand-600 ${error ? 'border-red-600' : 'border-slate-300'} ${className ?? ''}`}
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
