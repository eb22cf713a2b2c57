// The offline cache section of an organisation's settings: how much is kept on disk, a
// "Clear cache" button, and how long cached data is kept (the `cacheMaxAgeDays` setting, shared by
// all organisations). Talks to main only (the app query client), so it works for any org id,
// shown or not. Embedded in the organisation's edit dialog: <OrgCacheSettings orgId={id} />.
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { appKeys, saveSettings, settingsQuery } from '../../api/services/app.ts';
import { invoke } from '../../lib/bridge.ts';
import { formatBytes } from '../../lib/format/bytes.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { SavedSetting } from '../form-kit/SavedSetting.tsx';
import {
  CACHE_MAX_AGE_CHOICES,
  DEFAULT_CACHE_MAX_AGE_DAYS,
} from '../../session/offline/cache-max-age.ts';

export const cacheSizeKey = (orgId: string) => ['cache', 'size', { orgId }] as const;

const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

function CacheMaxAge() {
  const settings = useQuery(settingsQuery(), appQueryClient);
  const save = useMutation(
    {
      mutationFn: (days: number) => saveSettings({ cacheMaxAgeDays: days }),
      // Every org's client follows the new age at once (cache-max-age.ts watches this query).
      onSuccess: (saved) => appQueryClient.setQueryData(appKeys.settings(), saved),
    },
    appQueryClient,
  );
  const days = save.variables ?? settings.data?.cacheMaxAgeDays ?? DEFAULT_CACHE_MAX_AGE_DAYS;
  const choices: number[] = [...CACHE_MAX_AGE_CHOICES];
  if (!choices.includes(days)) choices.push(days);
  return (
    <SavedSetting
      label="Keep cached data for"
      labelFor="cache-max-age"
      help="Older data is discarded. Applies to every organisation."
      save={save}
      inline
    >
      <HTMLSelect
        id="cache-max-age"
        value={days}
        disabled={settings.isPending || save.isPending}
        onChange={(event) => save.mutate(Number(event.currentTarget.value))}
        options={choices.sort((a, b) => a - b).map((d) => ({ value: d, label: dayLabel(d) }))}
      />
    </SavedSetting>
  );
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
    <section className="mcd-org-cache-settings" aria-label="Offline cache">
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
      <CacheMaxAge />
    </section>
  );
}
