// The offline cache section of an organisation's settings: how much is kept on disk and a
// "Clear cache" button. Talks to main only (the app query client), so it works for any org id,
// shown or not. Embed in the organisation settings/edit screen: <OrgCacheSettings orgId={id} />.
import { Button, FormGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { invoke } from '../../lib/bridge.ts';
import { appQueryClient } from '../app-query-client.ts';

export const cacheSizeKey = (orgId: string) => ['cache', 'size', { orgId }] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function OrgCacheSettings(props: { orgId: string }) {
  const { orgId } = props;
  const size = useQuery(
    { queryKey: cacheSizeKey(orgId), queryFn: () => invoke('cache:size', { orgId }) },
    appQueryClient,
  );
  const clear = useMutation(
    {
      mutationFn: () => invoke('cache:clear', { orgId }),
      onSettled: () => appQueryClient.invalidateQueries({ queryKey: cacheSizeKey(orgId) }),
    },
    appQueryClient,
  );
  const text = size.isPending
    ? 'Measuring…'
    : size.isError
      ? 'The size could not be read.'
      : size.data.bytes === 0
        ? 'Nothing is cached.'
        : `${formatBytes(size.data.bytes)} kept on this computer (encrypted).`;
  return (
    <FormGroup
      label="Offline cache"
      helperText="Screens you visited stay readable when the organisation cannot be reached. Clearing removes the copy on disk; it is rebuilt as you browse."
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span data-testid="cache-size">{text}</span>
        <Button
          text="Clear cache"
          loading={clear.isPending}
          disabled={size.data?.bytes === 0}
          onClick={() => clear.mutate()}
        />
      </div>
    </FormGroup>
  );
}
