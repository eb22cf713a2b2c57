// Before a token is created (our addition to spec 5-access §2.6): what it will be allowed and
// denied per object, from the grid. Allowed still means "as far as the creator may".
import { Tag } from '../tag/Tag.tsx';
import { effectiveAccess, type Grid } from './token-scope.ts';

export function EffectiveAccess({ grid }: { grid: Grid }) {
  return (
    <div className="mcd-token-effect" aria-label="Effective permissions">
      <p className="bp6-text-muted">
        The token may do what is allowed here, and only as far as you may; everything else, on these
        objects and on all others, is denied.
      </p>
      <table className="mcd-token-effect-table">
        <thead>
          <tr>
            <th scope="col">Object</th>
            <th scope="col">Allowed</th>
          </tr>
        </thead>
        <tbody>
          {effectiveAccess(grid).map((row) => (
            <tr key={row.object}>
              <th scope="row">{row.object}</th>
              <td>
                {row.allowed.length === 0 ? (
                  <span className="bp6-text-muted">
                    {row.object === 'mcp' && grid.mcp === 'Full'
                      ? 'none (mcp:* matches no server action; MCP checks your own access)'
                      : 'none'}
                  </span>
                ) : (
                  row.allowed.map((a) => (
                    <Tag key={a} minimal intent="success" className="mcd-token-action">
                      {a}
                    </Tag>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
