// The Users tab's actions on an external user (spec 5-access §2.7, §5): 'Add alias' (the alias
// is stored trimmed and lower-cased; the dialog previews that form) and 'Merge duplicate into
// this user' (the duplicate is searched by name, email, exact alias or id, 20 at most, never a
// group nor the primary; 'Merge users' waits until one is chosen). Both write through the rpc and
// refresh every catalog access read; the server's refusal is toasted as it words it.
import type { QueryClient } from '@tanstack/react-query';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { searchField } from '../../../components/form-kit/dropdown-field.tsx';
import { fieldsValidator, type FieldDef } from '../../../components/form-kit/field.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  accessKeys,
  addExternalUserAlias,
  duplicateUsersQuery,
  mergeExternalUsers,
  normalisedAlias,
  type AccessByUser,
  type ExternalUser,
} from '../../../api/services/catalog-access.ts';

export const EMPTY_ALIAS_TEXT = 'external user alias cannot be empty';
/** Every catalog access read: the item tabs, the options, and the page's lists (kit keys). */
const invalidate = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: ({ queryKey: [root, scope] }) =>
      root === accessKeys.all[0] ||
      (root === 'resource' && typeof scope === 'string' && scope.startsWith('catalog-access/')),
  });

/** What both dialogs' FormDialog share: small, stacked, writing with write on the catalog. */
const DIALOG = {
  size: 'small',
  writable: true,
  saveProps: { resource: 'database' },
  layout: 'stack',
} as const;

interface AliasValues {
  alias: string;
}

function aliasFields(alias: string): FieldDef[] {
  const normalised = normalisedAlias(alias);
  return [
    {
      id: 'alias',
      label: 'Alias',
      kind: 'text',
      placeholder: 'github://username',
      autoFocus: true,
      validate: (value) =>
        normalisedAlias(typeof value === 'string' ? value : '') ? undefined : EMPTY_ALIAS_TEXT,
      help: normalised ? `Saved as ${normalised}` : 'Trimmed and lower-cased when saved',
    },
  ];
}

export function AddAliasDialog(props: { user: AccessByUser; onClose: () => void }) {
  const orgId = useOrgId();
  const form = useFormState<AliasValues>({ alias: '' }, fieldsValidator(aliasFields('')));
  const save = useMutationWithToast<AliasValues>({
    mutationFn: (values) => addExternalUserAlias(orgId, props.user.external_user_id, values.alias),
    success: (_result, values) => `Alias ${normalisedAlias(values.alias)} was added`,
    invalidate,
  });
  return (
    <FormDialog
      {...DIALOG}
      title="Add external user alias"
      form={form}
      save={save}
      saveText="Add alias"
      savingText="Adding"
      onClose={props.onClose}
      fields={aliasFields(form.values.alias)}
      idPrefix="alias"
    >
      <p>
        An alias of <strong>{props.user.user ?? props.user.email}</strong>.
      </p>
    </FormDialog>
  );
}

interface MergeValues {
  duplicate: string;
}

const userLabel = (u: ExternalUser) => `${u.name ?? u.id} (${u.email || '—'})`;

/** The duplicate, searched on the server; its label stays while another search is typed. */
const duplicateField = (orgId: string, primaryId: string): FieldDef =>
  searchField(
    { id: 'duplicate', label: 'Duplicate user', required: true },
    {
      query: (term) => duplicateUsersQuery(orgId, primaryId, term),
      toOption: (u) => ({ value: u.id, label: userLabel(u) }),
      placeholder: 'Search by name, email, alias or id',
    },
  );

export function MergeUserDialog(props: { user: AccessByUser; onClose: () => void }) {
  const orgId = useOrgId();
  const primaryId = props.user.external_user_id;
  const fields = [duplicateField(orgId, primaryId)];
  const form = useFormState<MergeValues>({ duplicate: '' }, fieldsValidator(fields));
  const save = useMutationWithToast<MergeValues>({
    mutationFn: (values) => mergeExternalUsers(orgId, primaryId, values.duplicate),
    success: 'External users were merged',
    invalidate,
  });
  return (
    <FormDialog
      {...DIALOG}
      title="Merge duplicate external user"
      form={form}
      save={save}
      saveText="Merge users"
      savingText="Merging"
      saveDisabled={!form.values.duplicate}
      onClose={props.onClose}
      fields={fields}
      idPrefix="merge"
    >
      <p>The selected row remains the primary user.</p>
      <p>
        Primary: <strong>{props.user.user ?? props.user.email}</strong>
      </p>
      <p className="mc-access-note">
        Grants, reviews, access logs, group memberships and aliases of the duplicate move to the
        primary user, and the duplicate is deleted.
      </p>
    </FormDialog>
  );
}
