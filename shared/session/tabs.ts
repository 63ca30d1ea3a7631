import { checkLogin } from './auth.js';
import { goTo } from './navigation.js';
import { loginState, setLoggedOut, user } from './store.js';
import { homeFor } from './views.js';
import { sessionChannel, type TabChannel } from './tabChannel.js';

/**
 * Keeps the tabs of one brand host in step (docs/requirements.md#spec-4-states): a login in one tab makes the others check the
 * login and go home; a logout in one tab logs out every tab and sends it to '/'.
 * Returns a stop function. Call once per page (each area's main does, through `mountArea`).
 */
export function startTabSync(channel: TabChannel = sessionChannel()): () => void {
  return channel.subscribe((message) => {
    if (message.type === 'login') {
      const before = loginState.peek() === 'loggedIn' ? user.peek()?.userid : undefined;
      // A tab already working as the same user stays where it is; any other tab goes home (before the store
      // changes, so the page's guard does not navigate as well).
      void checkLogin((u) => {
        if (u.userid !== before) goTo(homeFor(u));
      });
    } else if (message.type === 'logout') {
      goTo('/');
      setLoggedOut();
    }
  });
}
