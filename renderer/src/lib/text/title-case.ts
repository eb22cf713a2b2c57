// One way to turn a wire value into a label: 'pending_approval' → 'Pending Approval'. Every
// screen that shows a value nobody wrote a label for uses this, so unknown values read alike.

/** Splits on underscores and spaces and upper-cases each word's first letter; the rest is kept. */
export function titleCase(value: string | null | undefined): string {
  return (value ?? '')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
