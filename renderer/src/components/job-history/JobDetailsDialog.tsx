// 'Details for job {name}' (spec 3 §2.4): the job's errors (a string, a list of strings, or a map
// of objects), scrape summary and reconcile summary, each on a tab when present.
import { useState } from 'react';
import { Classes, Dialog, DialogBody, Tab, Tabs } from '@blueprintjs/core';
import { jobDetailTabs, type JobRow } from './job-history.tsx';
import { prettyJson } from '../../lib/format/pretty-json.ts';

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

export function JobDetailsDialog({ job, onClose }: { job: JobRow; onClose: () => void }) {
  const tabs = jobDetailTabs(job.details);
  const [tab, setTab] = useState(tabs[0]?.id ?? 'errors');
  return (
    <Dialog
      isOpen
      title={`Details for job ${job.name ?? job.id}`}
      onClose={onClose}
      style={{ width: 720 }}
    >
      <DialogBody>
        <Tabs id="job-details" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
          {tabs.map(({ id, title, body }) => (
            <Tab key={id} id={id} title={title} panel={<Body value={body} />} />
          ))}
        </Tabs>
      </DialogBody>
    </Dialog>
  );
}
