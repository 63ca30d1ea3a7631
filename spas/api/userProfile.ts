import { profileCall, updateProfileCall, type UpdateProfileRequest, type UserProfile } from '../../shared/contract/user.js';
import { callPlatform } from '../../shared/session/http.js';

export const userProfileKeys = {
  all: ['userProfile'] as const,
  of: (accountEntityId: number | null) => ['userProfile', accountEntityId ?? 'own'] as const,
};

/** GET /user/profile?accountEntityId: the contact details, mailing address and paperless setting of a card account. */
export const userProfileQuery = (accountEntityId: number | null) => ({
  queryKey: userProfileKeys.of(accountEntityId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<UserProfile> =>
    callPlatform(profileCall, { query: { accountEntityId }, signal }).then((a) => a.data),
});

/** PUT /user/profile (sandbox-designed): contact details, mailing address, paperless. */
export const updateUserProfile = (change: UpdateProfileRequest): Promise<UserProfile> =>
  callPlatform(updateProfileCall, { body: change }).then((a) => a.data);
