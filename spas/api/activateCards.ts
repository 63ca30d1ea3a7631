import { UnactivatedCardsResponse } from '../../shared/contract/cards.js';
import { http } from '../../shared/session/http.js';

/** POST /v1/cards/activate {cardNumbers}: activates one card (the screens activate card by card, so each gets its own result). */
export const activateCard = (cardRef: string) =>
  http.post('/api/v1/cards/activate', { cardNumbers: [cardRef] }, { schema: UnactivatedCardsResponse }).then((a) => a.data);
