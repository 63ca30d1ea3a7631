import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { ChromeContext } from '../../permissions/links.js';
import { cardNumberParam, reportingUrl, selectedCompany, view } from '../store.js';
import { company, dashboard } from './sessionFacts.js';

/**
 * What the docs/requirements.md#spec-6-permissions rules and the chrome know besides the user: the view, the loaded company and dashboard (null
 * until they load; rules fail closed), and the parameters that hold the view.
 */
export const permissionContext: ReadonlySignal<ChromeContext | null> = computed(() => {
  const v = view.value;
  if (!v) return null;
  return {
    view: v,
    company: company.value.data ?? null,
    dashboard: dashboard.value.data ?? null,
    companyParam: selectedCompany.value,
    cardNumberParam: cardNumberParam.value,
    reportingUrl: reportingUrl.value,
  };
});
