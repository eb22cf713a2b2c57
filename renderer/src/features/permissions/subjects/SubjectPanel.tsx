// One subject's side of the workbench: avatar and name, 'Search resources...', 'Check access',
// the tabs '{Kind} ({count})', the matrix and the drawer of switches.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { invalidateAccess, writeSwitch, type Direct } from '../../../api/services/access-review.ts';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { UrlSearchBox } from '../../../components/search-box/UrlSearchBox.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useOfflineGuard } from '../../../session/offline/hooks.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AccessCheckForm } from '../../../components/access-check/AccessCheckForm.tsx';
import { AccessDrawer, type DrawerTarget } from './AccessDrawer.tsx';
import { AccessMatrix, type MatrixGroup, type MatrixRow } from './AccessMatrix.tsx';
import {
  actionsFor,
  pluginActions,
  ruleMatches,
  ruleSubject,
  selectorFor,
  SUBJECT_TYPE,
  TAB_TITLES,
  tabsFor,
  type TabKind,
  type WorkbenchSubject,
} from './subject-model.ts';
import { useResourceCounts, useSubjectAccess } from './use-subject-access.ts';

const NO_WRITE = 'You do not have permission to change permissions.';

function useSwitchWrite(subject: WorkbenchSubject, target: DrawerTarget | null) {
  const orgId = useOrgId();
  const createdBy = useQuery(whoamiQuery(orgId)).data?.user.id ?? null;
  return useMutationWithToast({
    mutationFn: ({ action, value }: { action: string; value: Direct }) => {
      if (!target) return Promise.resolve();
      return writeSwitch(orgId, {
        subject: ruleSubject(subject),
        subjectType: SUBJECT_TYPE[subject.group],
        action,
        on: { object_selector: selectorFor(target) },
        matches: (rule) => ruleMatches(rule, target, action),
        value,
        createdBy,
      });
    },
    success: 'Updated permission',
    invalidate: invalidateAccess,
  });
}

/** Which resource's switches are open, and their effective answers. */
function useDrawer(
  subject: WorkbenchSubject,
  tab: TabKind,
  access: ReturnType<typeof useSubjectAccess>,
) {
  const [target, setTarget] = useState<DrawerTarget | null>(null);
  const open = (group: MatrixGroup, row: MatrixRow) => {
    if (tab === 'plugin') {
      const plugin = access.plugin(group.id);
      if (plugin)
        setTarget({
          kind: 'plugin',
          id: plugin.name,
          name: plugin.name,
          title: plugin.name,
          actions: pluginActions(plugin),
        });
      return;
    }
    const resource = access.resourceOf(row.id);
    if (resource)
      setTarget({
        kind: tab,
        id: resource.id,
        name: resource.name,
        namespace: resource.namespace,
        title: row.label,
        actions: actionsFor(tab, subject.group),
      });
  };
  const effective = (action: string) => {
    if (!target) return 'unknown' as const;
    const id = target.kind === 'plugin' ? action : target.id;
    return access.cell({ id, label: target.title }, action);
  };
  return { target, setTarget, open, effective };
}

function SubjectHeader(props: {
  subject: WorkbenchSubject;
  search: string;
  onSearch: (q: string) => void;
  onCheck: () => void;
}) {
  const { subject } = props;
  return (
    <header className="mcd-subject-header">
      <Avatar person={{ id: subject.id, name: subject.name }} size={32} />
      <h2>{subject.name}</h2>
      <Tag minimal>{subject.group}</Tag>
      <span className="mcd-subject-spacer" />
      <UrlSearchBox
        value={props.search}
        onChange={props.onSearch}
        placeholder="Search resources..."
      />
      <Button icon="shield" text="Check access" onClick={props.onCheck} />
      {subject.group !== 'plugin' && (
        <Link to={paths.settings.permissionsEverywhere({ subject: subject.name })}>Everywhere</Link>
      )}
    </header>
  );
}

export function SubjectPanel(props: {
  subject: WorkbenchSubject;
  tab: string | null;
  onTab: (tab: string) => void;
  search: string;
  onSearch: (q: string) => void;
}) {
  const { subject } = props;
  const orgId = useOrgId();
  const tabs = tabsFor(subject.group);
  const tab: TabKind = tabs.find((t) => t === props.tab) ?? tabs[0]!;
  const counts = useResourceCounts(orgId, tabs);
  const access = useSubjectAccess(orgId, subject, tab, props.search);
  const { target, setTarget, open, effective } = useDrawer(subject, tab, access);
  const [checking, setChecking] = useState(false);
  const write = useSwitchWrite(subject, target);
  const canWrite = useCan('write', 'rbac');
  const { offline, reason } = useOfflineGuard();
  const readOnly = !canWrite ? NO_WRITE : offline ? reason : null;

  return (
    <>
      <SubjectHeader
        subject={subject}
        search={props.search}
        onSearch={props.onSearch}
        onCheck={() => setChecking(true)}
      />
      <DetailTabStrip
        tabs={{
          label: 'Resource kinds',
          current: tab,
          onChange: props.onTab,
          items: tabs.map((t) => ({
            id: t,
            title: `${TAB_TITLES[t]} (${counts[t] ?? '…'})`,
          })),
        }}
      />
      {access.listError ? (
        <QueryError error={access.listError} what={TAB_TITLES[tab].toLowerCase()} />
      ) : (
        <AccessMatrix {...access} onOpen={open} />
      )}
      <AccessDrawer
        target={target}
        rules={access.rules}
        effective={effective}
        readOnly={readOnly}
        pending={write.isPending ? 'pending' : null}
        onChange={(action, value) => write.mutate({ action, value })}
        onClose={() => setTarget(null)}
      />
      <Modal isOpen={checking} title="Check Access" onClose={() => setChecking(false)}>
        <AccessCheckForm initial={{ subject: subject.id }} />
      </Modal>
    </>
  );
}
