import { activateCardsCall } from '../../shared/contract/cards.js';
import { callPlatform } from '../../shared/session/http.js';

/** POST /v1/cards/activate {cardNumbers}: activates one card (the screens activate card by card, so each gets its own result). */
export const activateCard = (cardRef: string) => callPlatform(activateCardsCall, { body: { cardNumbers: [cardRef] } }).then((a) => a.data);
