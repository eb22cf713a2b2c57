// Display widgets: status dots, progress bars, relative time, durations, avatars, clipboard.
import { Button } from '@blueprintjs/core';
import { StatusDot } from '../components/status-dot/StatusDot.tsx';
import { ProgressBar } from '../components/progress-bar/ProgressBar.tsx';
import { RelativeTime } from '../components/relative-time/RelativeTime.tsx';
import { Duration } from '../components/duration/Duration.tsx';
import { Avatar, AvatarStack } from '../components/avatar/Avatar.tsx';
import { CopyButton } from '../components/clipboard/CopyButton.tsx';
import { copyToClipboard } from '../components/clipboard/copyToClipboard.ts';
import { showToast } from '../components/toaster/toaster.ts';
import { COPY_MESSAGES } from '../components/clipboard/copy-text.ts';
import { PEOPLE } from './sample-data.ts';
import { Section } from './Section.tsx';

const STATUSES = [
  'healthy',
  'unhealthy',
  'degraded',
  'missing',
  'warning',
  'mixed',
  'unknown',
  'suspended',
];
const now = Date.now();

export function DisplaySection() {
  return (
    <Section id="display" title="Status, progress, time and people">
      <div className="mc-gallery-row" aria-label="Status dots">
        {STATUSES.map((status) => (
          <span key={status} className="mc-gallery-row" style={{ gap: 6, margin: 0 }}>
            <StatusDot status={status} /> {status}
          </span>
        ))}
      </div>
      <div className="mc-gallery-grid">
        {[0, 0.5, 1, 50, 76, 91, 120].map((p) => (
          <div key={p}>
            <div className="mc-gallery-caption">{p}%</div>
            <ProgressBar percent={p} label={`Usage ${p}%`} />
          </div>
        ))}
      </div>
      <div className="mc-gallery-grid" style={{ marginTop: 12 }}>
        <div data-testid="relative-times">
          <div className="mc-gallery-caption">Relative time (hidden outside 0–7 days)</div>
          <div>
            30 s ago: <RelativeTime value={now - 30_000} />
          </div>
          <div>
            3 h ago: <RelativeTime value={now - 3 * 3_600_000} />
          </div>
          <div>
            6 days ago: <RelativeTime value={now - 6 * 86_400_000} />
          </div>
          <div>
            9 days ago: <RelativeTime value={now - 9 * 86_400_000} fallback="(hidden)" />
          </div>
          <div>
            in the future: <RelativeTime value={now + 3_600_000} fallback="(hidden)" />
          </div>
          <div>
            epoch 0: <RelativeTime value={0} />
          </div>
          <div>
            year 9999: <RelativeTime value="9999-12-31T00:00:00Z" />
          </div>
          <div>
            garbage: <RelativeTime value="not a date" />
          </div>
        </div>
        <div>
          <div className="mc-gallery-caption">Durations</div>
          {[250, 1250, 150_000, 5_400_000].map((ms) => (
            <div key={ms}>
              {ms} ms → <Duration ms={ms} />
            </div>
          ))}
        </div>
        <div>
          <div className="mc-gallery-caption">Avatars (stack limit 5)</div>
          <div className="mc-gallery-row">
            <Avatar person={PEOPLE[0]!} size={32} />
            <Avatar
              person={{ id: 'x', name: 'Broken Image', avatar: 'data:image/png;base64,broken' }}
              size={32}
            />
            <AvatarStack people={PEOPLE} />
          </div>
        </div>
        <div>
          <div className="mc-gallery-caption">Clipboard</div>
          <div className="mc-gallery-row">
            <code>check-0001</code>
            <CopyButton text="check-0001" />
            <Button
              size="small"
              onClick={() => void copyToClipboard('check-0001', 'Copied check-0001 to clipboard')}
            >
              Copy id
            </Button>
          </div>
          <div className="mc-gallery-row">
            {Object.values(COPY_MESSAGES).map((message) => (
              <Button
                key={message}
                size="small"
                variant="outlined"
                onClick={() => void showToast(message)}
              >
                Toast: {message}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
