// The small environment-colour dot shown beside an organisation's name.
export function OrgDot({ colour, label }: { colour: string; label?: string }) {
  return (
    <span
      className="mcd-org-dot"
      style={{ backgroundColor: colour }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
