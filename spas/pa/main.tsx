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
    virtualCards: lazyPage(() => import('../features/virtual-cards/VirtualCardsPage.js').then((m) => m.VirtualCardsPage)),
    vendor: lazyPage(() => import('../features/virtual-cards/VendorPage.js').then((m) => m.VendorPage)),
    addVendor: lazyPage(() => import('../features/virtual-cards/VendorEditorPages.js').then((m) => m.AddVendorPage)),
    editVendor: lazyPage(() => import('../features/virtual-cards/VendorEditorPages.js').then((m) => m.EditVendorPage)),
    payVendor: lazyPage(() => import('../features/virtual-cards/PayVendorPage.js').then((m) => m.PayVendorPage)),
    vendorPayment: lazyPage(() => import('../features/virtual-cards/PaymentPage.js').then((m) => m.PaymentPage)),
  },
  notFound: NotFoundPage,
});
