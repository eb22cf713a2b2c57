// A resource's switches (spec 5-access §2.5): per action 'Deny' / 'Default' / 'Allow' over the
// subject's settings-managed rules, locked with 'Managed externally' or 'Type-wide rule', the
// effective answer beside it. Without write permission (or offline) the switches are read-only.
import { Drawer, SegmentedControl } from '@blueprintjs/core';
import type { Direct, SettingsRule } from '../../../api/services/access-review.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { ACCESS_RESULT, type AccessResult } from '../../../lib/vocabulary/access-result.ts';
import { lockReason, ruleMatches, type SwitchTarget } from './subject-model.ts';

const OPTIONS = [
  { label: 'Deny', value: 'deny' },
  { label: 'Default', value: 'default' },
  { label: 'Allow', value: 'allow' },
];

export interface DrawerTarget extends SwitchTarget {
  /** The resource's id, or the plugin's name. */
  id: string;
  title: string;
  actions: string[];
}

export function AccessDrawer(props: {
  target: DrawerTarget | null;
  rules: readonly SettingsRule[];
  effective: (action: string) => AccessResult;
  /** Why the switches cannot be used (no permission, offline); null when they can. */
  readOnly: string | null;
  pending: string | null;
  onChange: (action: string, value: Direct) => void;
  onClose: () => void;
}) {
  const { target } = props;
  return (
    <Drawer
      isOpen={target !== null}
      onClose={props.onClose}
      size={520}
      title={target?.title ?? ''}
      className="mcd-access-drawer"
    >
      {target && (
        <div className="mcd-access-switches" role="region" aria-label={`Access to ${target.title}`}>
          {props.readOnly && <p className="mcd-access-readonly">{props.readOnly}</p>}
          <div role="list" aria-label="Direct access" className="mcd-access-switch-list">
            {target.actions.map((action) => {
              const rule = props.rules.find((r) => ruleMatches(r, target, action));
              const value: Direct = rule ? (rule.deny ? 'deny' : 'allow') : 'default';
              const locked = lockReason(rule, target, action);
              return (
                <div key={action} role="listitem" className="mcd-access-switch" aria-label={action}>
                  <code>{action}</code>
                  <div role="group" aria-label={`Direct access for ${action}`}>
                    <SegmentedControl
                      size="small"
                      options={OPTIONS}
                      value={value}
                      disabled={
                        Boolean(locked) || Boolean(props.readOnly) || props.pending !== null
                      }
                      onValueChange={(next) => props.onChange(action, next as Direct)}
                    />
                  </div>
                  <StatusTag vocabulary={ACCESS_RESULT} value={props.effective(action)} withIcon />
                  {locked && <span className="mcd-access-lock">{locked}</span>}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Drawer>
  );
}
