import { USER_TYPE_CARDMEMBER, USER_TYPE_PROGRAM_ADMIN } from '../contract/authentication.js';

/**
 * The part of the platform's User (shared/contract/authentication.ts) the permission rules read.
 * Structural, so the contract's `User` is accepted as is.
 */
export interface PermissionUser {
  userType: { userType: string };
  authorities: readonly { name: string; scopes: readonly { name: string }[] }[];
  userHoldingCompanyId?: number | null;
}

/** A CARDMEMBER user. This is what "cardholder" means in a rule of docs/requirements.md#spec-6-permissions (see README). */
export const isCardholderUser = (user: PermissionUser): boolean => user.userType.userType === USER_TYPE_CARDMEMBER;

/** A PROGRAM ADMIN user (holding-company admins included). */
export const isAdminUser = (user: PermissionUser): boolean => user.userType.userType === USER_TYPE_PROGRAM_ADMIN;

/** A program admin with a holding company id (docs/requirements.md#spec-1-product). */
export const isHoldingCompanyUser = (user: PermissionUser): boolean => isAdminUser(user) && user.userHoldingCompanyId != null;
