/** Program-admin area SPA: /pa/* (the public /pa/Registration pages are in the public area). Each page's code is fetched when first shown. */
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { describedPages } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { paPageCopy } from './copy.js';

mountLoggedInArea({
  area: 'pa',
  pages: {
    ...describedPages(paPageCopy),
    dashboard: lazyPage(() => import('../features/company/CompanyHome.js').then((m) => m.CompanyHome)),
    alertsAndControls: lazyPage(() => import('../features/spend-controls/AlertsAndControlsPage.js').then((m) => m.AlertsAndControlsPage)),
    alertsAccount: lazyPage(() => import('../features/spend-controls/AccountControlsPage.js').then((m) => m.AccountControlsPage)),
    mccGroups: lazyPage(() => import('../features/spend-controls/MccGroupsPage.js').then((m) => m.MccGroupsPage)),
    fleet: lazyPage(() => import('../features/fleet/FleetPage.js').then((m) => m.FleetPage)),
  },
  notFound: NotFoundPage,
});
