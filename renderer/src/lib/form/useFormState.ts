// Form state for every form of the console: values, the errors of a validate function, and when
// to show them — a field's error once it was changed or left, every error once a submit was
// tried. Validation runs on each change, so the submit button can be disabled while invalid.
import { useMemo, useState } from 'react';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;
export type Validate<V> = (values: V) => FormErrors<V>;

export interface FormState<V> {
  values: V;
  /** Errors to show now (touched fields, or all after a submit attempt). */
  errors: FormErrors<V>;
  /** Every current error, shown or not. */
  allErrors: FormErrors<V>;
  isValid: boolean;
  isDirty: boolean;
  /** A submit was tried: every error shows. */
  submitted: boolean;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  touch: (name: keyof V & string) => void;
  /** Runs `onValid` with the values when valid; otherwise shows every error. */
  submit: (onValid: (values: V) => void) => void;
  reset: (values: V) => void;
}

export function useFormState<V extends object>(initial: V, validate: Validate<V>): FormState<V> {
  const [values, setValues] = useState(initial);
  const [start, setStart] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    if (submitted) return allErrors;
    const shown: FormErrors<V> = {};
    for (const [name, message] of Object.entries(allErrors) as [keyof V & string, string][]) {
      if (touched.has(name)) shown[name] = message;
    }
    return shown;
  }, [allErrors, submitted, touched]);
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  return {
    values,
    errors,
    allErrors,
    isValid: Object.keys(allErrors).length === 0,
    isDirty: values !== start,
    submitted,
    set: (name, value) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      touch(name);
    },
    touch,
    submit: (onValid) => {
      setSubmitted(true);
      if (Object.keys(allErrors).length === 0) onValid(values);
    },
    reset: (next) => {
      setValues(next);
      setStart(next);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}
