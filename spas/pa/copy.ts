import type { PageCopy } from '../ui/DescribedPage.js';
import type { PageId } from '../../shared/routes/routeTable.js';

/** Program-admin pages (route table page ids) whose features arrive in later issues. */
/** Page ids with a screen of their own (the rest are described until their screens land). */
type BuiltPages = 'dashboard' | 'faqs' | 'privacy' | 'contactUs' | 'profile' | 'accountDetail' | 'programAdmin' | 'services' | 'cardActivation' | 'virtualCards' | 'addVendor' | 'vendor' | 'editVendor' | 'payVendor' | 'vendorPayment' | 'expenseReporting' | 'expenseReportNew' | 'expenseReport';

export const paPageCopy: Record<Exclude<PageId<'pa'>, BuiltPages>, PageCopy> = {
  fleet: { heading: 'Fleet', paragraphs: ['Manage fleet cards, driver and vehicle codes, and fuel purchase controls.'] },
  alertsAndControls: { heading: 'Alerts and Controls', paragraphs: ['Set spending alerts and controls for your company’s cards, including merchant category groups.'] },
};
