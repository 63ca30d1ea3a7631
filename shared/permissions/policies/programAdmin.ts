import { adminsWith } from './building.js';

/** docs/requirements.md#spec-6-permissions "Program admin section": view list and maintenance activity by AM and view only; add, edit, select, upload and guide by AM only. */
export const programAdmin = {
  viewList: adminsWith('admin_manager', 'view_only'),
  viewMaintenanceActivity: adminsWith('admin_manager', 'view_only'),
  add: adminsWith('admin_manager'),
  edit: adminsWith('admin_manager'),
  select: adminsWith('admin_manager'),
  upload: adminsWith('admin_manager'),
  /** The Administrator Guide (/paguide). */
  guide: adminsWith('admin_manager'),
};
