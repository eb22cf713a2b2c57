// Texts of the platform error screens (spec 1 §2, §8), used verbatim.
export const BAD_SESSION_TEXT =
  'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.';
export const UNKNOWN_ERROR_TEXT = 'Unknown error';
export const UNAUTHORIZED_TEXT = 'You do not have permission to access this page';
export const CRASH_TEXT = 'Sorry.. there was an error';

/** The message of `/error?error_code=…`. */
export function errorPageText(errorCode: string | null): string {
  return errorCode === 'BAD_SESSION' ? BAD_SESSION_TEXT : UNKNOWN_ERROR_TEXT;
}
