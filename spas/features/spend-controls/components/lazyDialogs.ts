import { lazyDialog } from '../../../ui/lazyDialog.js';

// Their forms come with them, when one is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx).
export const ControlDialog = lazyDialog(() => import('./ControlDialog.js').then((m) => m.ControlDialog), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
  title: 'Alert or control',
});
export const BulkDialog = lazyDialog(() => import('./BulkDialog.js').then((m) => m.BulkDialog), {
  isOpen: (p) => p.open,
  close: (p) => p.onClose(),
  title: 'Alerts and controls for the chosen accounts',
});
