import { useId } from '../../lib/react-deps.js';
import { formatMoney } from '../../../shared/format/format.js';
import './chart.css';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

const ROW = 28;
const LABEL_W = 0;
const WIDTH = 100;

/**
 * A horizontal bar chart of amounts, drawn in SVG (no chart library: a few hundred bytes instead of tens of
 * kilobytes), with the same numbers as a table for screen readers and a button per bar to select it. The SVG is
 * a picture (`role="img"` with a summary); the buttons are the keyboard path; the table is the data.
 */
export function BarChart({
  title,
  bars,
  selected,
  onSelect,
  valueText = formatMoney,
  labelHeader = 'Category',
  valueHeader = 'Amount',
}: {
  title: string;
  /** The data table's column headers (what a bar is, what its number is). */
  labelHeader?: string;
  valueHeader?: string;
  bars: readonly Bar[];
  selected?: string | null;
  /** Selecting the selected bar again clears the selection (null). */
  onSelect?: (key: string | null) => void;
  valueText?: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const height = bars.length * ROW;
  const summary = bars.length
    ? `${title}: ${bars.map((b) => `${b.label} ${valueText(b.value)}`).join(', ')}.`
    : `${title}: nothing to show.`;
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="bar-chart-title">
        {title}
      </figcaption>
      <div className="bar-chart-body">
        <svg
          className="bar-chart-svg"
          viewBox={`0 0 ${WIDTH} ${Math.max(height, 1)}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          height={height}
          width="100%"
        >
          {bars.map((b, i) => {
            const w = max > 0 ? Math.max(0.5, (b.value / max) * (WIDTH - LABEL_W)) : 0;
            const active = selected === b.key;
            return (
              <rect
                key={b.key}
                x={LABEL_W}
                y={i * ROW + 5}
                width={w}
                height={ROW - 10}
                rx={1}
                className={active ? 'bar bar-active' : 'bar'}
                onClick={onSelect ? () => onSelect(active ? null : b.key) : undefined}
              />
            );
          })}
        </svg>
        <ul className="bar-chart-legend" style={{ gridTemplateRows: `repeat(${bars.length}, ${ROW}px)` }}>
          {bars.map((b) => (
            <li key={b.key}>
              {onSelect ? (
                <button
                  type="button"
                  className="bar-chart-key"
                  aria-pressed={selected === b.key}
                  onClick={() => onSelect(selected === b.key ? null : b.key)}
                >
                  <span>{b.label}</span> <span className="bar-chart-value">{valueText(b.value)}</span>
                </button>
              ) : (
                <span className="bar-chart-key">
                  <span>{b.label}</span> <span className="bar-chart-value">{valueText(b.value)}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.key}>
              <th scope="row">{b.label}</th>
              <td>{valueText(b.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
