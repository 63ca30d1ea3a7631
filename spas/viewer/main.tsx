/** Document viewer SPA (no layout): statement viewer, privacy policy viewer, administrator guide. */
import '../public/pages/content/content.css';
import { mountArea } from '../lib/mountArea.js';
import { describedPages } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { PaGuide } from './pages/PaGuide.js';
import { PrivacyPolicyViewer } from './pages/PrivacyPolicyViewer.js';

mountArea({
  area: 'viewer',
  pages: {
    ...describedPages({
      statementViewer: { heading: 'Statement', paragraphs: ['Your card statement opens here, ready to view, print or save. Open a statement from the Statements page of your account.'] },
    }),
    privacyPolicyViewer: PrivacyPolicyViewer,
    paGuide: PaGuide,
  },
  notFound: NotFoundPage,
});
