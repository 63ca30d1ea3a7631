/** Public area SPA: welcome, login, registration and help pages, the not-found page. */
import { mountArea } from '../lib/mountArea.js';
import { describedPages } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { publicPageCopy } from './pages/copy.js';
import { contentPages } from './pages/content/index.js';
import { accountPages } from './pages/account/index.js';
import { LoginPage } from './pages/LoginPage.js';
import { WelcomePage } from './pages/WelcomePage.js';

mountArea({
  area: 'public',
  pages: {
    ...describedPages(publicPageCopy),
    ...contentPages,
    ...accountPages,
    welcome: WelcomePage,
    login: LoginPage,
    notFound: NotFoundPage,
  },
  notFound: NotFoundPage,
});
