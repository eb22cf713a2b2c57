// A semicircle gauge: a grey track and an arc to `percent` (0–100) in `colour`, the value's text
// in the arc's hollow, sized to fit its width. With no percent (a gauge with no max) the track
// stays grey and empty. The drawing keeps its shape in whatever box CSS gives it.
import './chart.css';

const R = 40;
/** The hollow's width at the text's height, in the drawing's units, and a character's width. */
const HOLLOW = 54;
const CHAR = 0.62;
/** The value's font size: as large as reads well, smaller for a long text so it stays inside. */
const fontSizeOf = (text: string) => Math.min(19, HOLLOW / (CHAR * Math.max(1, text.length)));
const arc = (to: number) => {
  const a = Math.PI * (1 - to);
  return `M ${50 - R} 50 A ${R} ${R} 0 0 1 ${50 + R * Math.cos(a)} ${50 - R * Math.sin(a)}`;
};

export function Gauge(props: {
  percent: number | undefined;
  colour: string;
  text: string;
  label: string;
  /** Width in px; the height is half of it. */
  size?: number;
}) {
  const { percent, colour, text, label, size = 160 } = props;
  const share = percent === undefined ? 0 : Math.min(1, Math.max(0, percent / 100));
  return (
    <svg
      className="mc-chart mc-gauge"
      viewBox="0 0 100 56"
      width={size}
      height={size * 0.56}
      role="img"
      aria-label={`${label}: ${text}`}
    >
      <path d={arc(1)} fill="none" stroke="var(--mc-chart-track)" strokeWidth={10} />
      {share > 0 && <path d={arc(share)} fill="none" stroke={colour} strokeWidth={10} />}
      <text
        x={50}
        y={49}
        textAnchor="middle"
        fontSize={fontSizeOf(text)}
        className="mc-gauge-value"
      >
        {text}
      </text>
    </svg>
  );
}
