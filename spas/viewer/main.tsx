/** Document viewer SPA (no layout): statement viewer, privacy policy viewer, administrator guide. */
import { mountArea } from '../lib/mountArea.js';
import { describedPages } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';

mountArea({
  area: 'viewer',
  pages: describedPages({
    statementViewer: { heading: 'Statement', paragraphs: ['Your card statement opens here, ready to view, print or save. Open a statement from the Statements page of your account.'] },
    privacyPolicyViewer: { heading: 'Privacy Policy', paragraphs: ['Your bank’s privacy policy: what information is collected, how it is used and shared, and the choices you have.'] },
    paGuide: { heading: 'Administrator Guide', paragraphs: ['A guide for program administrators: managing accounts and administrators, alerts and controls, virtual cards, expense reporting and reporting.'] },
  }),
  notFound: NotFoundPage,
});
