// A component's actions (spec 2 §2), on its card's menu and in the sidebar: 'Link to Incident'
// (hidden when incidents are disabled), 'View Logs' (hidden when logs are disabled; needs an
// external_id), 'Zoom In' (cards only), 'Link to Catalog' and the snapshot download. Writes are
// offered to users who may write and are disabled offline.
import { useState } from 'react';
import { Button, MenuItem } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import type { Component } from '../../../api/services/topology.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { ActionMenu } from '../../../components/action/ActionMenu.tsx';
import { GuardedMenuItem } from '../../../components/action/GuardedButton.tsx';
import { saveSnapshot } from '../snapshot.ts';
import { LinkToCatalogDialog } from './LinkToCatalogDialog.tsx';
import { LinkToIncidentDialog } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';
import { topologyKeys } from '../../../api/services/topology.ts';

type Dialog = 'incident' | 'catalog' | null;

export function useComponentActions(component: Component, options: { zoom: boolean }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const incidentsOn = useFeature('incidents');
  const logsOn = useFeature('logs');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloading, setDownloading] = useState(false);

  const items = (
    <>
      {incidentsOn && (
        <GuardedMenuItem
          icon="issue"
          text="Link to Incident"
          resource="incident"
          onClick={() => setDialog('incident')}
        />
      )}
      {logsOn && component.external_id && (
        <MenuItem
          icon="console"
          text="View Logs"
          onClick={() => void navigate(paths.logs({ topologyId: component.id }))}
        />
      )}
      {options.zoom && (
        <MenuItem
          icon="zoom-in"
          text="Zoom In"
          onClick={() => void navigate(paths.topologyItem(component.id))}
        />
      )}
      <GuardedMenuItem
        icon="link"
        text="Link to Catalog"
        resource="topologies"
        onClick={() => setDialog('catalog')}
      />
      <GuardedMenuItem
        icon="download"
        text="Download Snapshot"
        pending={downloading}
        onClick={() => {
          setDownloading(true);
          void saveSnapshot(orgId, component.id).finally(() => setDownloading(false));
        }}
      />
    </>
  );
  const dialogs =
    dialog === 'incident' ? (
      // The component becomes topology evidence on the chosen incident's root hypothesis.
      <LinkToIncidentDialog
        name={component.name}
        kind="Component"
        id={component.id}
        invalidate={(client) => client.invalidateQueries({ queryKey: topologyKeys.all })}
        onClose={() => setDialog(null)}
      />
    ) : dialog === 'catalog' ? (
      <LinkToCatalogDialog component={component} onClose={() => setDialog(null)} />
    ) : null;
  return { items, dialogs };
}

/** The card's '…' menu. */
export function ComponentActionsMenu({ component }: { component: Component }) {
  const { items, dialogs } = useComponentActions(component, { zoom: true });
  return (
    <>
      <ActionMenu
        button={
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={`Actions for ${component.name}`}
          />
        }
      >
        {items}
      </ActionMenu>
      {dialogs}
    </>
  );
}
