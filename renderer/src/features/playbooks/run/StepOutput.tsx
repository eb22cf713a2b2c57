// One step's output (spec 3 §2.10, §5, §8): its sections (stdout, stderr, logs, other results as
// JSON, the error), each capped to its last lines so a large log stays cheap to re-render while
// polled; http(s) URLs are links, nothing else is. Download logs saves the whole text ('Downloaded
// logs' / 'Failed to download logs'); a step with nothing reads 'No result'.
import { memo } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { runActionQuery } from '../../../api/services/playbook-runs.ts';
import { showToast } from '../../../components/toaster/toaster.ts';
import { ExternalLink } from '../../../components/external-link/ExternalLink.tsx';
import {
  lastLines,
  linkParts,
  logsText,
  stepSections,
  type OutputSection,
  type RunStep,
} from './run-model.ts';
import { downloadBlob } from '../../../lib/export/download.ts';

// Props are strings, so a poll that brings the same text re-renders nothing.
const Section = memo(function Section(section: OutputSection) {
  const { text, total, shown } = lastLines(section.text);
  return (
    <section className={`mc-pb-output-section mc-pb-output-${section.kind}`}>
      <h3 className="mc-pb-output-title">
        {section.title}
        {shown < total && (
          <span className="mc-pb-muted">
            {' '}
            — the last {shown.toLocaleString()} of {total.toLocaleString()} lines; Download logs for
            all
          </span>
        )}
      </h3>
      <pre className="mc-pb-pre" aria-label={section.title}>
        {linkParts(text).map((part, i) => (
          <ExternalLink key={i} href={part.href}>
            {part.text}
          </ExternalLink>
        ))}
      </pre>
    </section>
  );
});

export function StepOutput(props: {
  orgId: string;
  step: RunStep;
  result: unknown;
  runError: string | null | undefined;
  /** The step's result is still being read. */
  loading?: boolean;
}) {
  const { orgId, step, result, runError, loading = false } = props;
  const client = useQueryClient();
  const sections = stepSections(step, result, runError);

  const download = async () => {
    try {
      // The freshest copy of the action, not what the last poll painted.
      const latest = step.action
        ? await client.fetchQuery({ ...runActionQuery(orgId, step.id), staleTime: 0 })
        : null;
      const text = logsText(step, latest?.result ?? result, runError);
      const name = `${step.name.replace(/[^\w.-]+/g, '-')}-${step.id.slice(0, 8)}.log`;
      downloadBlob(new Blob([text], { type: 'text/plain' }), name);
      void showToast('Downloaded logs', 'success');
    } catch (error) {
      console.warn('Log download failed', error);
      void showToast('Failed to download logs', 'danger');
    }
  };

  return (
    <div className="mc-pb-output" aria-label={`Output of ${step.name}`} role="region">
      <div className="mc-pb-output-bar">
        <strong>{step.name}</strong>
        <span className="mc-pb-spacer" />
        <Button
          small
          icon="download"
          text="Download logs"
          disabled={loading || sections.length === 0}
          onClick={() => void download()}
        />
      </div>
      {loading ? (
        <Spinner size={20} aria-label="Loading the step's output" />
      ) : sections.length === 0 ? (
        <NonIdealState
          icon="document"
          title="No result"
          description={
            step.status === 'running' || step.status === 'scheduled'
              ? 'The step has not written anything yet.'
              : undefined
          }
        />
      ) : (
        sections.map((section) => <Section key={section.kind} {...section} />)
      )}
    </div>
  );
}
