// Which settings kinds edit their spec by type (health checks and catalog scrapers, spec 3 §2.3),
// as the generic form's Spec field and as one line of validation for it.
import { mappingOf } from '../../../lib/text/mapping-text.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import type { SettingsTableName } from '../settings-tables.ts';
import { HEALTH_CHECKS } from './check-types.ts';
import { CATALOG_SCRAPERS } from './scraper-types.ts';
import { specSummary, type SpecFamily } from './spec-model.ts';
import { SpecTypeEditor } from './SpecTypeEditor.tsx';

const FAMILIES: Partial<Record<SettingsTableName, SpecFamily>> = {
  canaries: HEALTH_CHECKS,
  config_scrapers: CATALOG_SCRAPERS,
};

/** The Spec field as a type editor for kinds that have one; the field unchanged otherwise. */
export function specEditorField(table: SettingsTableName, field: FieldDef): FieldDef {
  const family = FAMILIES[table];
  if (!family || field.id !== 'spec') return field;
  return {
    ...field,
    kind: 'custom',
    render: (input) => <SpecTypeEditor family={family} {...input} />,
  };
}

/** The first problem the type's form has with a spec, e.g. 'URL: This field is required'. */
export function typedSpecError(table: SettingsTableName, text: string): string | undefined {
  const family = FAMILIES[table];
  if (!family || text.trim() === '') return undefined;
  const spec = mappingOf(text);
  return spec ? specSummary(family, spec) : undefined;
}
