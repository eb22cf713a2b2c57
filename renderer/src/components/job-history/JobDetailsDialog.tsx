// 'Details for job {name}' (spec 3 §2.4): the job's errors (a string, a list of strings, or a map
// of objects), scrape summary and reconcile summary, each on a tab when present, any other detail
// on Other; 'No details' when the job recorded none (never an empty `{}`).
import { useState } from 'react';
import { Classes, Dialog, DialogBody, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { jobDetailTabs, type JobRow } from './job-history.tsx';
import { prettyJson } from '../../lib/format/pretty-json.ts';

export const NO_DETAILS_TEXT = 'No details';

function Body({ value }: { value: unknown }) {
  if (typeof value === 'string') return <pre className={Classes.CODE_BLOCK}>{value}</pre>;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return (
      <ul className="mcd-job-error-list">
        {value.map((item, index) => (
          <li key={index}>
            <code>{item}</code>
          </li>
        ))}
      </ul>
    );
  return <pre className={Classes.CODE_BLOCK}>{prettyJson(value)}</pre>;
}

/** The dialog's body: a tab per kind of detail the job has, or 'No details'. */
export function JobDetails({ details }: { details: JobRow['details'] }) {
  const tabs = jobDetailTabs(details);
  const [tab, setTab] = useState(tabs[0]?.id ?? 'errors');
  if (tabs.length === 0)
    return (
      <NonIdealState
        icon="info-sign"
        title={NO_DETAILS_TEXT}
        description="The job recorded no errors or summaries."
      />
    );
  return (
    <Tabs id="job-details" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
      {tabs.map(({ id, title, body }) => (
        <Tab key={id} id={id} title={title} panel={<Body value={body} />} />
      ))}
    </Tabs>
  );
}

export function JobDetailsDialog({
  job,
  onClose,
}: {
  job: Pick<JobRow, 'id' | 'name' | 'details'>;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen
      title={`Details for job ${job.name ?? job.id}`}
      onClose={onClose}
      style={{ width: 720 }}
    >
      <DialogBody>
        <JobDetails details={job.details} />
      </DialogBody>
    </Dialog>
  );
}
