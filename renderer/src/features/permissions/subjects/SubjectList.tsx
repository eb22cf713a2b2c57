// The workbench's left column (spec 5-access §2.5): 'Subjects', a search (200 ms), and the
// subjects grouped as roles, groups, teams, people, access tokens, playbooks and plugins.
import { MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import { SubjectMenu } from '../../../components/subject-menu/SubjectMenu.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { SUBJECT_GROUPS, type WorkbenchSubject } from './subject-model.ts';

export const SUBJECT_SEARCH_DEBOUNCE_MS = 200;

const groupIcon: Record<WorkbenchSubject['group'], IconName> = {
  role: 'shield',
  group: 'people',
  team: 'people',
  person: 'person',
  'access token': 'key',
  playbook: 'play',
  plugin: 'application',
};

export function SubjectList(props: {
  read: { isPending: boolean; isError: boolean; error: unknown };
  subjects: readonly WorkbenchSubject[];
  selected: string | null;
  onSelect: (id: string) => void;
  search: string;
  onSearch: (q: string) => void;
}) {
  const { read, subjects } = props;
  return (
    <SubjectMenu
      className="mcd-subjects-list"
      scrollClassName="mcd-subjects-scroll"
      heading={<h2 className="mcd-subjects-heading">Subjects</h2>}
      search={props.search}
      onSearch={props.onSearch}
      debounceMs={SUBJECT_SEARCH_DEBOUNCE_MS}
      read={read}
      empty={subjects.length === 0}
    >
      {SUBJECT_GROUPS.map((group) => {
        const members = subjects.filter((s) => s.group === group);
        if (members.length === 0) return null;
        return [
          <MenuDivider key={`${group}-title`} title={group} />,
          ...members.map((s) => (
            <MenuItem
              key={s.id}
              text={s.name}
              title={s.name}
              active={s.id === props.selected}
              aria-current={s.id === props.selected ? 'true' : undefined}
              icon={<TypeIcon name={s.icon} fallback={groupIcon[s.group]} />}
              onClick={() => props.onSelect(s.id)}
            />
          )),
        ];
      })}
    </SubjectMenu>
  );
}
