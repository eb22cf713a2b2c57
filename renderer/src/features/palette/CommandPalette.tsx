// The command palette (opened by PaletteLauncher.tsx, which also loads it): jump to any screen of any
// organisation, or to a check, component, config, playbook or incident found in any
// organisation's offline cache, offline organisations included. Keyboard only: ↑/↓ move, Enter
// opens, Esc closes, Tab completes the filter being typed (`org:`, `type:`, `health:`). Each row
// names its organisation beside its colour band; recently opened rows come first. The index
// lives in a worker (palette-client.ts); this component only asks and paints.
import { useEffect, useEffectEvent, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { Dialog, Icon, InputGroup, type IconName } from '@blueprintjs/core';
import { Tag } from '../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { orgsListQuery } from '../../api/services/orgs.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { useCurrentOrg } from '../../session/org-context.tsx';
import { TypeIcon } from '../../components/type-icon/TypeIcon.tsx';
import { useAppEvent } from '../../lib/events.ts';
import { useWindowStore } from '../../lib/hooks/window-store.ts';
import { fuzzyPositions } from './fuzzy.ts';
import { paletteClient, type SearchAnswer } from './palette-client.ts';
import {
  KIND_LOOKS,
  filterAtEnd,
  parseQuery,
  type PaletteOrg,
  type PaletteResult,
} from './palette-model.ts';
import type { NavSections } from '../../lib/routing/feature-manifest.ts';
import { paletteScreens } from './palette-screens.ts';
import { nextFilterValue } from './palette-tab.ts';
import { readRecents, recentsOf, rememberRecent } from './recents.ts';
import { PALETTE_SHORTCUT } from './usePaletteShortcut.ts';
import './CommandPalette.css';
import { StatusTag } from '../../components/status-tag/StatusTag.tsx';
import { HEALTH } from '../../lib/vocabulary/health.ts';

function Highlighted({ text, query }: { text: string; query: string }) {
  const marks = new Set(query ? fuzzyPositions(query, text) : []);
  if (marks.size === 0) return text;
  return Array.from(text, (char, i) =>
    marks.has(i) ? (
      <mark key={i} className="mcd-palette-mark">
        {char}
      </mark>
    ) : (
      char
    ),
  );
}

function ResultIcon({ result }: { result: PaletteResult }) {
  if (result.kind === 'screen') return <Icon icon={result.icon as IconName} size={16} />;
  return <TypeIcon name={result.icon} size={16} fallback={KIND_LOOKS[result.kind].icon} />;
}

/**
 * The worker's index over `orgs` (JSON), built from the mount on (the launcher mounts the palette
 * at its first opening or its warm-up). `indexedAt` changes when an organisation is indexed (to
 * search again); `updating` while a cache is read or indexed (the old index answers).
 */
function usePaletteIndex(screens: NavSections, orgKey: string, isOpen: boolean) {
  // A changed cache only marks its organisation stale; it is read again when the palette opens.
  useAppEvent('cache:changed', ({ orgId: changed }) => paletteClient().cacheChanged(changed));
  useEffect(() => {
    paletteClient().sync(JSON.parse(orgKey) as PaletteOrg[], paletteScreens(screens));
  }, [orgKey, screens]);
  useEffect(() => {
    if (isOpen) paletteClient().refreshStale();
  }, [isOpen]);
  const indexedAt = useWindowStore(paletteClient().indexed);
  return { indexedAt, updating: useWindowStore(paletteClient().updating) };
}

/** The open palette's answer for `line`, again whenever an organisation is indexed. */
function usePaletteSearch(
  search: { isOpen: boolean; line: string; orgId: string; orgKey: string; indexedAt: number },
  onAnswer: () => void,
) {
  const { isOpen, line, orgId, orgKey, indexedAt } = search;
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    if (!isOpen) return;
    let current = true;
    const orgIds = new Set((JSON.parse(orgKey) as PaletteOrg[]).map((org) => org.id));
    const recents = recentsOf(readRecents(), orgIds).map((r) => r.key);
    performance.mark('palette:keystroke');
    void paletteClient()
      .search(line, { recents, currentOrgId: orgId })
      .then((next) => {
        if (!current || !next) return;
        setAnswer(next);
        answered();
      });
    return () => {
      current = false;
    };
  }, [isOpen, line, orgId, orgKey, indexedAt]);
  // After the results are on screen: the mark the benchmark reads.
  useLayoutEffect(() => {
    if (answer) performance.mark('palette:painted');
  }, [answer]);
  return answer;
}

interface ListProps {
  answer: SearchAnswer | null;
  active: number;
  line: string;
  orgs: readonly PaletteOrg[];
  onOpen: (result: PaletteResult) => void;
}

/** The results; or why there are none. */
function ResultList({ answer, active, line, orgs, onOpen }: ListProps) {
  const results = answer?.results ?? [];
  const orgById = new Map(orgs.map((org) => [org.id, org]));
  const query = parseQuery(line).text;
  return (
    <ul id="palette-results" role="listbox" aria-label="Results">
      {results.map((result, index) => {
        const org = orgById.get(result.orgId);
        return (
          <li
            key={result.key}
            id={`palette-option-${index}`}
            // The active row kept in view.
            ref={index === active ? (row) => row?.scrollIntoView({ block: 'nearest' }) : undefined}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'mcd-palette-row is-active' : 'mcd-palette-row'}
            onMouseDown={(event) => {
              event.preventDefault();
              onOpen(result);
            }}
          >
            <span className="mcd-palette-icon">
              <ResultIcon result={result} />
            </span>
            <span className="mcd-palette-text">
              <span className="mcd-palette-title">
                <Highlighted text={result.title} query={query} />
              </span>
              <span className="mcd-palette-detail">
                {KIND_LOOKS[result.kind].label}
                {result.detail ? ` · ${result.detail}` : ''}
              </span>
            </span>
            {result.recent && (
              <Tag minimal round className="mcd-palette-recent">
                Recent
              </Tag>
            )}
            {result.health && result.health !== 'unknown' && (
              <StatusTag vocabulary={HEALTH} value={result.health} />
            )}
            <span className="mcd-palette-org" title={`Organisation: ${org?.name ?? result.orgId}`}>
              <span
                className="mcd-palette-band"
                style={{ backgroundColor: org?.colour ?? 'transparent' }}
                aria-hidden="true"
              />
              {org?.name ?? result.orgId}
            </span>
          </li>
        );
      })}
      {results.length === 0 && (
        <li className="mcd-palette-empty" role="presentation">
          {answer
            ? `Nothing matches “${line.trim()}” in ${orgs.length} ${orgs.length === 1 ? 'organisation' : 'organisations'}.`
            : 'Reading every organisation’s offline data…'}
        </li>
      )}
    </ul>
  );
}

function PaletteFooter(props: { line: string; answer: SearchAnswer | null; updating: boolean }) {
  const { answer, updating } = props;
  const typing = filterAtEnd(props.line);
  return (
    <div className="mcd-palette-footer">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd> move <kbd>Enter</kbd> open <kbd>Esc</kbd> close <kbd>Tab</kbd>{' '}
        {typing ? `next ${typing.name}` : 'add a filter'}
      </span>
      <span>
        {updating && answer && (
          <span className="mcd-palette-updating" role="status">
            updating…{' '}
          </span>
        )}
        org: type: health: · {answer ? `${answer.size.toLocaleString('en-GB')} items` : ''} ·{' '}
        {PALETTE_SHORTCUT}
      </span>
    </div>
  );
}

/** `screens`: the sidebar's entries, offered as screens in every organisation. */
export function CommandPalette({
  screens,
  isOpen,
  onClose: close,
}: {
  screens: NavSections;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { orgId, switchOrg } = useCurrentOrg();
  const navigate = useNavigate();
  const orgList = useQuery(orgsListQuery(), appQueryClient);
  const [line, setLine] = useState('');
  const [active, setActive] = useState(0);

  const orgs: PaletteOrg[] = (orgList.data ?? []).map(({ id, name, colour }) => ({
    id,
    name,
    colour,
  }));
  const orgKey = JSON.stringify(orgs);
  const { indexedAt, updating } = usePaletteIndex(screens, orgKey, isOpen);
  const answer = usePaletteSearch({ isOpen, line, orgId, orgKey, indexedAt }, () => setActive(0));
  const results = answer?.results ?? [];
  const open = (result: PaletteResult) => {
    rememberRecent(result);
    close();
    setLine('');
    if (result.orgId !== orgId) switchOrg(result.orgId);
    void navigate(result.route);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) open(chosen);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      setLine((current) => nextFilterValue(current, orgs, event.shiftKey ? -1 : 1));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      className="mcd-palette"
      aria-label="Command palette"
      backdropClassName="mcd-palette-backdrop"
      transitionDuration={0}
    >
      <InputGroup
        autoFocus
        large
        leftIcon="search"
        placeholder="Go to a screen, check, component, config, playbook or incident…"
        value={line}
        onValueChange={setLine}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded="true"
        aria-controls="palette-results"
        aria-activedescendant={results[active] ? `palette-option-${active}` : undefined}
        aria-label="Search every organisation"
        spellCheck={false}
        autoComplete="off"
      />
      <ResultList answer={answer} active={active} line={line} orgs={orgs} onOpen={open} />
      <PaletteFooter line={line} answer={answer} updating={updating} />
    </Dialog>
  );
}
