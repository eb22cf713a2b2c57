// /settings/permissions/subjects (spec 5-access §2.5): the subject workbench. Left, the subjects
// (permission_subjects plus one per plugin); right, for the chosen one, its effective access to
// playbooks, views, connections and plugin operations, and a drawer of Deny/Default/Allow switches
// over its settings-managed rules. The chosen subject, tab and both searches live in the URL.
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { pluginsQuery, subjectsQuery } from '../../../api/services/access-review.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { PermissionsTabs } from '../components/PermissionsTabs.tsx';
import { SubjectList } from './SubjectList.tsx';
import { SubjectPanel } from './SubjectPanel.tsx';
import { workbenchSubjects } from './subject-model.ts';
import './subjects.css';

export function SubjectsPage() {
  const orgId = useOrgId();
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string | null, reset: string[] = []) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        for (const k of reset) next.delete(k);
        return next;
      },
      { replace: true },
    );
  const subjects = useQuery(subjectsQuery(orgId));
  const plugins = useQuery(pluginsQuery(orgId));
  const search = params.get('q') ?? '';
  const list = workbenchSubjects(subjects.data ?? [], plugins.data ?? [], search);
  const selectedId = params.get('subject');
  const selected = list.find((s) => s.id === selectedId) ?? list[0] ?? null;
  return (
    <div className="mcd-subjects-page">
      <PermissionsTabs current="subjects" />
      <div className="mcd-subjects-body">
        <SubjectList
          read={subjects}
          subjects={list}
          selected={selected?.id ?? null}
          onSelect={(id) => setParam('subject', id, ['tab', 'resource'])}
          search={search}
          onSearch={(q) => setParam('q', q)}
        />
        <section className="mcd-subjects-detail" aria-label="Subject access">
          {selected ? (
            <SubjectPanel
              key={selected.id}
              subject={selected}
              tab={params.get('tab')}
              onTab={(t) => setParam('tab', t)}
              search={params.get('resource') ?? ''}
              onSearch={(q) => setParam('resource', q)}
            />
          ) : (
            <p className="mcd-subjects-none">Select a subject.</p>
          )}
        </section>
      </div>
    </div>
  );
}
