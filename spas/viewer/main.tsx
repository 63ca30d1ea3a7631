/** Document viewer SPA (no layout): statement viewer, privacy policy viewer, administrator guide. */
import '../ui/styles/content.css';
import { mountArea } from '../app/mountArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';

mountArea({
  area: 'viewer',
  pages: {
    statementViewer: lazyPage(() => import('../features/statement-viewer/StatementViewer.js').then((m) => m.StatementViewer)),
    privacyPolicyViewer: lazyPage(() =>
      import('../features/privacy-policy-viewer/PrivacyPolicyViewer.js').then((m) => m.PrivacyPolicyViewer),
    ),
    paGuide: lazyPage(() => import('../features/admin-guide/PaGuide.js').then((m) => m.PaGuide)),
  },
  notFound: NotFoundPage,
});
