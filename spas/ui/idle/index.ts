export { IdleDialog, liveText, type IdleDialogProps } from './IdleDialog.js';
export { IdleSession, IdleSessionDialog, mountIdleSession } from './IdleSession.js';
