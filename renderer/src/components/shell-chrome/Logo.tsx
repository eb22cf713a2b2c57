// The product mark; links to `/` (spec 1 §2).
import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths.ts';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.root()} className="mcd-logo" aria-label="Mission Control home">
      <Icon icon="satellite" size={20} />
      {!compact && <span className="mcd-logo-text">Mission Control</span>}
    </Link>
  );
}
