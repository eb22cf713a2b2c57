// The validation messages every form shares (spec 1 §5, spec 3 §5), defined once.
export const REQUIRED_TEXT = 'This field is required';
export const NUMBER_TEXT = 'This field must be a number';
export const URL_TEXT = 'Enter a valid URL (e.g. https://example.com)';

/** REQUIRED_TEXT for an empty or whitespace-only value, else null. */
export function requiredError(value: unknown): string | null {
  if (value === undefined || value === null) return REQUIRED_TEXT;
  if (typeof value === 'string' && value.trim() === '') return REQUIRED_TEXT;
  if (Array.isArray(value) && value.length === 0) return REQUIRED_TEXT;
  return null;
}

/** URL_TEXT when a non-empty value is not an absolute URL with a host (or a file: URL), else null. */
export function urlError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.hostname || url.protocol === 'file:' ? null : URL_TEXT;
  } catch {
    return URL_TEXT;
  }
}
