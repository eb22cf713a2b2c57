// Form state for every form of the console: values, the errors of a validate function, and when
// to show them — a field's error once it was changed or left, every error once a submit was
// tried. Validation runs on each change, so the submit button can be disabled while invalid. A
// submit whose handler returns a promise is pending until it settles and keeps its error. The
// form kit (components/form-kit) renders fields as data on top of this state.
import { useMemo, useState } from 'react';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;
export type Validate<V> = (values: V) => FormErrors<V>;

/** The errors to show: every one after a submit was tried, else those of touched fields. */
export function shownErrors<E extends Record<string, string | undefined>>(
  all: E,
  touched: ReadonlySet<string>,
  submitted: boolean,
): E {
  if (submitted) return all;
  const shown: Record<string, string | undefined> = {};
  for (const [name, message] of Object.entries(all)) if (touched.has(name)) shown[name] = message;
  return shown as E;
}

/** The message of a failed submit: the error's own, or a plain one. */
export function submitErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The form could not be saved';
}

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
  /** Fields changed or left since the start or the last reset. */
  touched: ReadonlySet<string>;
  /** A submit's promise has not settled yet. */
  pending: boolean;
  /** Why the last submit's promise failed; null once a submit starts again or succeeds. */
  submitError: string | null;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Changes several values as one change of `name` (a choice that sets others with it). */
  update: (name: keyof V & string, change: (values: V) => V) => void;
  touch: (name: keyof V & string) => void;
  /** Sets a value without touching its field (a template filled in, not typed). */
  prefill: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Runs `onValid` with the values when valid; otherwise shows every error. */
  submit: (onValid: (values: V) => unknown) => void;
  reset: (values: V) => void;
}

const noErrors = () => ({});

/**
 * Without `validate` the form has no errors of its own: a wizard checks its steps' fields, a form
 * whose Save waits for a choice, or whose fields check nothing.
 */
export function useFormState<V extends object>(
  initial: V,
  validate: Validate<V> = noErrors,
): FormState<V> {
  const [values, setValues] = useState(initial);
  const [start, setStart] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(
    () => shownErrors(allErrors, touched, submitted),
    [allErrors, submitted, touched],
  );
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  return {
    values,
    errors,
    allErrors,
    isValid: Object.keys(allErrors).length === 0,
    isDirty: values !== start,
    submitted,
    touched,
    pending,
    submitError,
    set: (name, value) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      touch(name);
    },
    update: (name, change) => {
      setValues(change);
      touch(name);
    },
    touch,
    prefill: (name, value) => setValues((prev) => ({ ...prev, [name]: value })),
    submit: (onValid) => {
      setSubmitted(true);
      if (Object.keys(allErrors).length > 0) return;
      const result = onValid(values);
      if (!(result instanceof Promise)) return;
      setPending(true);
      setSubmitError(null);
      result.then(
        () => setPending(false),
        (error: unknown) => {
          setPending(false);
          setSubmitError(submitErrorText(error));
        },
      );
    },
    reset: (next) => {
      setValues(next);
      setStart(next);
      setTouched(new Set());
      setSubmitted(false);
      setSubmitError(null);
    },
  };
}
