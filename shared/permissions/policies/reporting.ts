import { adminsWith } from './building.js';

/** docs/requirements.md#spec-6-permissions "Reporting": AM, manager, accounting, T1, T2, view only, reporting only (not the no-reporting variants). */
export const reporting = {
  view: adminsWith('admin_manager', 'manager', 'accounting', 'admin_tier1', 'admin_tier2', 'view_only', 'reporting_only'),
};
