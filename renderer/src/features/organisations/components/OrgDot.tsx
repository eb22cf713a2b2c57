// The small environment-colour dot shown beside an organisation's name (which says it already).
export function OrgDot({ colour }: { colour: string }) {
  return <span className="mcd-org-dot" style={{ backgroundColor: colour }} aria-hidden />;
}
