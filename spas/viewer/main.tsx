/** Document viewer SPA (no layout): statement viewer, privacy policy viewer, administrator guide. */
import '../public/pages/content/content.css';
import { mountArea } from '../lib/mountArea.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { PaGuide } from './pages/PaGuide.js';
import { PrivacyPolicyViewer } from './pages/PrivacyPolicyViewer.js';
import { StatementViewer } from './pages/StatementViewer.js';

mountArea({
  area: 'viewer',
  pages: {
    statementViewer: StatementViewer,
    privacyPolicyViewer: PrivacyPolicyViewer,
    paGuide: PaGuide,
  },
  notFound: NotFoundPage,
});
