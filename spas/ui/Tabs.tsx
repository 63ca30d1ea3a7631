import { useId, useRef, type KeyboardEvent, type ReactNode } from '../lib/react-deps.js';
import { useQueryParams } from '../lib/useQueryParams.js';

export interface TabDef<K extends string> {
  id: K;
  label: string;
  /** The panel, rendered only while its tab is selected. */
  render: () => ReactNode;
}

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation) whose selected tab lives in the URL query
 * parameter `param` (`?paymentsTab=autoPay`): the tab in the URL is the tab shown, choosing a tab updates the URL
 * (a history entry, so Back returns to the previous tab), an unknown or missing value shows the first tab.
 * Arrow keys, Home and End move between tabs.
 */
export function Tabs<K extends string>({ label, param, tabs }: { label: string; param: string; tabs: readonly TabDef<K>[] }) {
  const [params, update] = useQueryParams();
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const wanted = params.get(param);
  const selected = tabs.find((t) => t.id === wanted) ?? tabs[0]!;
  const choose = (index: number) => {
    const tab = tabs[index]!;
    refs.current[index]?.focus();
    if (tab.id !== selected.id) update({ [param]: index === 0 ? null : tab.id });
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    choose(next);
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((t, i) => {
          const on = t.id === selected.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={on}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={on ? 0 : -1}
              className="tab"
              onClick={() => choose(i)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${selected.id}`}
        aria-labelledby={`${base}-tab-${selected.id}`}
        tabIndex={0}
        className="tab-panel"
      >
        {selected.render()}
      </div>
    </div>
  );
}
