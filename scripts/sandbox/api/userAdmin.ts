import * as U from '../../../shared/contract/user.js';
import type { SandboxApp } from '../app.js';
import { RULES, allows, companyFor, demand, isAdmin } from '../auth/access.js';
import { safeEqual, type Session } from '../auth/sessions.js';
import { maskEmail, registrationTokenOf, roleLabel, toAuditEntry, toUserDetail, toUserSummary } from '../dto/users.js';
import { randomBytes } from 'node:crypto';
import { easternIsoDate, formatMoney } from '../../../shared/format/format.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../server/httpError.js';
import { paginate } from '../server/paging.js';
import { serve, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { PA_ROLES, ROLE, ROLE_SCOPES } from '../world/roles.js';
import type { UserRecord } from '../world/types.js';

const token = (): string => randomBytes(24).toString('base64url');

/** Program admin user administration: search, registration, detail, edit, delete, managed accounts, audit. */
export function userAdminRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const me = (s: Session): UserRecord => app.userOf(s);

  /** A user the caller may administer (or read): same company/holding, and a PA admin role. */
  const targetUser = (caller: UserRecord, id: string | undefined, rule = RULES.userAdminView): UserRecord => {
    const target = Number.isInteger(Number(id)) ? w().users.get(Number(id)) : undefined;
    if (!target || target.brand !== caller.brand || target.internal) throw notFound('No such user.');
    if (target.userid === caller.userid) return target;
    demand(caller, rule, 'user administration');
    if (target.companyId === null) throw forbidden('That user is not in your company.');
    companyFor(w(), caller, target.companyId);
    return target;
  };

  return [
    serve(U.searchUsersCall, {
      handle: ({ session, query }): U.UserSearchResponse => {
        const caller = me(session);
        demand(caller, RULES.userAdminView, 'user administration');
        const q = validate(U.UserSearchQuery, queryObject(query), 'user search');
        if (q.brand && q.brand !== caller.brand) throw forbidden('That brand is not yours.');
        let companyIds: number[];
        if (q.holdingCompanyId !== undefined) {
          if (q.holdingCompanyId !== caller.holdingCompanyId) throw forbidden('That holding company is not yours.');
          companyIds = w().holdingCompanies.get(q.holdingCompanyId)?.companyIds ?? [];
        } else {
          companyIds = [companyFor(w(), caller, q.companyId ?? caller.companyId ?? undefined).companyId];
        }
        const size = q.size ?? 10;
        const pageNo = q.page ?? (q.offset !== undefined ? Math.floor(q.offset / size) : 0);
        const sort = q.sort ?? 'username,ASC';
        const statuses = (q.status ?? 'ACTIVE,PENDING').split(',') as U.UserStatus[];
        const [field = 'username', dir = 'ASC'] = sort.split(',');
        const search = q.search?.toLowerCase();
        const users = companyIds
          .flatMap((id) => w().users.by('company', id))
          .filter(
            (u) =>
              !u.internal &&
              statuses.includes(u.status) &&
              (!q.userType || u.userType === q.userType) &&
              (!search || `${u.username} ${u.firstname} ${u.lastname} ${u.email}`.toLowerCase().includes(search)),
          );
        const key = (u: UserRecord): string | number => (u as unknown as Record<string, string | number | null>)[field] ?? '';
        users.sort((a, b) => {
          const x = key(a);
          const y = key(b);
          const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).toLowerCase().localeCompare(String(y).toLowerCase());
          return (dir.toUpperCase() === 'DESC' ? -c : c) || a.userid - b.userid;
        });
        return {
          ...paginate(
            users.map((u) => toUserSummary(w(), u)),
            pageNo,
            size,
          ),
          sort,
          status: statuses,
        };
      },
    }),
    serve(U.programAdminRegisterCall, {
      xsrf: false,
      handle: ({ body, tenant }): U.ProgramAdminRegisterResponse => {
        const input = validate(U.ProgramAdminRegisterRequest, body ?? {}, 'registration');
        const user = w()
          .users.all()
          .find(
            (u) =>
              u.status === 'PENDING' &&
              u.userType === 'PROGRAM ADMIN' &&
              (tenant === null || u.brand === tenant) &&
              safeEqual(registrationTokenOf(w(), u), input.registrationToken),
          );
        if (!user) throw new HttpError(404, 'The registration link is not valid or was already used.');
        const clash = w().userByLogin(user.brand, input.username);
        if (clash && clash.userid !== user.userid) throw new HttpError(409, 'That user name is taken.');
        if (!/[A-Z]/.test(input.password) || !/[a-z]/.test(input.password) || !/\d/.test(input.password)) {
          throw badRequest('The password needs upper and lower case letters and a digit.');
        }
        const done = w().users.update(user.userid, {
          username: input.username,
          password: input.password,
          status: 'ACTIVE',
          registrationToken: null,
        })!;
        app.audit(done, 'REGISTERED', 'Registration completed', done);
        return { data: { userid: done.userid, username: done.username, status: done.status } };
      },
    }),
    serve(U.createProgramAdminCall, {
      handle: ({ session, body }): U.CreateProgramAdminResponse => {
        const caller = me(session);
        demand(caller, RULES.userAdminEdit, 'adding administrators');
        const input = validate(U.CreateProgramAdminRequest, body ?? {}, 'new administrator');
        const company = companyFor(w(), caller, input.companyId);
        if (w().userByLogin(caller.brand, input.username))
          throw new HttpError(409, 'That user name is taken. Choose another one.', 'Conflict', { reason: 'USERNAME_TAKEN' });
        const roles = [...new Set(input.roles)];
        const user = w().users.put({
          userid: w().users.nextId(1),
          username: input.username,
          password: token(),
          brand: caller.brand,
          userType: 'PROGRAM ADMIN',
          companyId: company.companyId,
          holdingCompanyId: null,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          email: input.email.trim(),
          phone: input.phone.trim(),
          roles,
          scopesByRole: Object.fromEntries(roles.map((r) => [r, ROLE_SCOPES[r] ?? []])),
          authorityLimit: input.authorityLimit,
          status: 'PENDING',
          needs2fa: false,
          accountEntityId: null,
          managedAccountEntityIds: [],
          internal: false,
          createdBy: caller.userid,
          createdDate: app.today(),
          lastLoginDate: null,
          registrationToken: token(),
        });
        app.audit(user, 'CREATED', `Invited as ${roleLabel(roles)}`, caller);
        app.audit(user, 'REGISTRATION_EMAIL', 'Registration email sent', caller);
        return { data: { user: toUserDetail(w(), user), sentTo: maskEmail(user.email) } };
      },
    }),
    serve(U.registrationEmailCall, {
      handle: ({ session, body }): U.RegistrationEmailResponse => {
        const caller = me(session);
        demand(caller, RULES.userAdminEdit, 'sending registration emails');
        const input = validate(U.RegistrationEmailRequest, body ?? {}, 'registration email request');
        if (input.brandName !== caller.brand) throw forbidden('That brand is not yours.');
        const target = w().userByLogin(caller.brand, input.userName);
        if (!target || target.internal || target.companyId === null) throw notFound('No such user.');
        companyFor(w(), caller, target.companyId);
        if (target.status !== 'PENDING') throw new HttpError(409, 'Only a pending user can be sent a registration email.');
        const updated = w().users.update(target.userid, { registrationToken: token() })!;
        app.audit(updated, 'REGISTRATION_EMAIL', 'Registration email sent', caller);
        return { data: { sentTo: maskEmail(updated.email), status: updated.status } };
      },
    }),
    serve(U.paUserAuditCall, {
      handle: ({ session, query }): U.PaUserAuditResponse => {
        const caller = me(session);
        demand(caller, RULES.userAdminView, 'user administration');
        const q = validate(U.PaUserAuditQuery, queryObject(query), 'audit query');
        let companyIds: number[];
        if (q.holdingCompanyId !== undefined) {
          if (q.holdingCompanyId !== caller.holdingCompanyId) throw forbidden('That holding company is not yours.');
          companyIds = w().holdingCompanies.get(q.holdingCompanyId)?.companyIds ?? [];
        } else companyIds = [companyFor(w(), caller, q.companyId ?? caller.companyId ?? undefined).companyId];
        // The dates are days in America/New_York, the days the activity's times are shown in (docs/requirements.md#spec-9-constants).
        const day = (a: { changedDate: string }) => easternIsoDate(a.changedDate) ?? a.changedDate.slice(0, 10);
        const entries = companyIds
          .flatMap((id) => w().audit.by('company', id))
          .filter(
            (a) =>
              (q.userId === undefined || a.userid === q.userId) &&
              (!q.fromDate || day(a) >= q.fromDate) &&
              (!q.toDate || day(a) <= q.toDate),
          );
        entries.sort((a, b) => (a.changedDate < b.changedDate ? 1 : a.changedDate > b.changedDate ? -1 : b.auditId - a.auditId));
        return paginate(
          entries.map((a) => toAuditEntry(w(), a)),
          q.page ?? 0,
          q.size ?? 10,
        );
      },
    }),
    serve(U.userDetailCall, {
      handle: ({ session, params }): U.UserDetailResponse => ({ data: toUserDetail(w(), targetUser(me(session), params.id)) }),
    }),
    serve(U.updateUserCall, {
      handle: ({ session, params, body }): U.UserDetailResponse => {
        const caller = me(session);
        const input = validate(U.UpdateUserRequest, body ?? {}, 'user update');
        const target = targetUser(caller, params.id, RULES.userAdminEdit);
        const privileged = input.roles !== undefined || input.status !== undefined || input.authorityLimit !== undefined;
        if (target.userid === caller.userid && privileged) throw forbidden('You cannot change your own roles, status or limit.');
        if (target.userid !== caller.userid) demand(caller, RULES.userAdminEdit, 'editing users');
        if (input.roles) {
          const allowed = target.userType === 'PROGRAM ADMIN' ? [...PA_ROLES, ROLE.employee] : [ROLE.cardmember];
          const bad = input.roles.filter((r) => !allowed.includes(r));
          if (bad.length) throw badRequest(`Unknown or unsuitable roles: ${bad.join(', ')}.`);
        }
        if (target.status === 'DELETED' && target.userid !== caller.userid) throw conflict('A deleted user cannot be changed.');
        if (input.status !== undefined && input.status !== target.status) {
          if (input.status === 'PENDING') throw conflict('A user becomes pending only when invited.');
          if (input.status === 'DELETED') throw conflict('Delete the user instead (DELETE /api/v1/users/pauser/{id}).');
          if (target.status === 'PENDING')
            throw conflict('A pending user becomes active by completing registration; resend the registration email instead.');
          if (target.status === 'DELETED') throw conflict('A deleted user cannot be changed.');
        }
        const patch: Partial<UserRecord> = {};
        if (input.firstname !== undefined) patch.firstname = input.firstname;
        if (input.lastname !== undefined) patch.lastname = input.lastname;
        if (input.suffix !== undefined) patch.suffix = input.suffix;
        if (input.email !== undefined) patch.email = input.email;
        if (input.phone !== undefined) patch.phone = input.phone;
        if (input.authorityLimit !== undefined) patch.authorityLimit = input.authorityLimit;
        if (input.status !== undefined) patch.status = input.status;
        if (input.roles) {
          patch.roles = input.roles;
          patch.scopesByRole = Object.fromEntries(input.roles.map((r) => [r, ROLE_SCOPES[r] ?? []]));
        }
        const updated = w().users.update(target.userid, patch)!;
        if (input.roles) app.audit(updated, 'ROLE_CHANGED', `Role set to ${input.roles.join(', ')}`, caller);
        if (input.status) app.audit(updated, 'STATUS_CHANGED', `Status set to ${input.status}`, caller);
        if (input.authorityLimit !== undefined) {
          app.audit(
            updated,
            'UPDATED',
            input.authorityLimit === null ? 'Authority limit removed' : `Authority limit set to ${formatMoney(input.authorityLimit)}`,
            caller,
          );
        }
        if (input.firstname || input.lastname || input.suffix !== undefined || input.email || input.phone)
          app.audit(updated, 'UPDATED', 'Profile updated', caller);
        if (input.status && input.status !== 'ACTIVE') app.sessions.endAllFor(updated.userid);
        return { data: toUserDetail(w(), updated) };
      },
    }),
    serve(U.deletePaUserCall, {
      handle: ({ session, params }) => {
        const caller = me(session);
        demand(caller, RULES.userAdminEdit, 'deleting users');
        const target = targetUser(caller, params.id, RULES.userAdminEdit);
        if (target.userid === caller.userid) throw forbidden('You cannot delete yourself.');
        if (target.userType !== 'PROGRAM ADMIN') throw badRequest('Only program admin users are deleted here.');
        if (target.status === 'DELETED') throw conflict('That user is already deleted.');
        const updated = w().users.update(target.userid, { status: 'DELETED' })!;
        app.sessions.endAllFor(updated.userid);
        app.audit(updated, 'DELETED', `User ${updated.username} deleted`, caller);
        return { success: true };
      },
    }),
    serve(U.expenseManagedUsersCall, {
      handle: ({ session, params }): U.ManagedUsersResponse => {
        const caller = me(session);
        const target = targetUser(caller, params.userid, RULES.expenseView);
        const users = managedEntityIds(target).flatMap((id) => {
          const e = w().entities.get(id);
          const u = e?.userid ? w().users.get(e.userid) : undefined;
          if (!e || !u || u.status === 'DELETED') return [];
          return [
            {
              userid: u.userid,
              username: u.username,
              firstname: u.firstname,
              lastname: u.lastname,
              accountEntityId: e.accountEntityId,
              cardNumberLast4: w().cardOf(e)?.last4 ?? null,
            },
          ];
        });
        const byName = (a: U.ManagedUser, b: U.ManagedUser) =>
          a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.accountEntityId - b.accountEntityId;
        return { data: users.sort(byName) };
      },
    }),
    serve(U.expenseReportAccountsCall, {
      handle: ({ session, params }): U.ExpenseReportAccountsResponse => {
        const target = targetUser(me(session), params.id, RULES.expenseView);
        return {
          data: managedEntityIds(target)
            .map((id) => managedAccount(id))
            .filter((a) => a !== null),
        };
      },
    }),
    serve(U.managedAccountsCall, {
      handle: ({ session, params, query }): U.ManagedAccountsResponse => {
        const target = targetUser(me(session), params.id);
        const items = target.managedAccountEntityIds.map((id) => managedAccount(id)).filter((a) => a !== null);
        return paginate(items, Number(query.get('page') ?? 0) || 0, Math.min(500, Number(query.get('size') ?? 50) || 50));
      },
    }),
    serve(U.updateManagedAccountsCall, {
      handle: ({ session, params, body }): U.ManagedAccountsResponse => {
        const caller = me(session);
        demand(caller, RULES.userAdminEdit, 'assigning accounts');
        const target = targetUser(caller, params.id, RULES.userAdminEdit);
        const input = validate(U.UpdateManagedAccountsRequest, body ?? {}, 'managed accounts');
        for (const id of input.accountEntityIds) {
          const e = w().entities.get(id);
          if (!e || e.companyId !== target.companyId) throw badRequest(`Account ${id} is not in the user's company.`);
        }
        const updated = w().users.update(target.userid, { managedAccountEntityIds: [...new Set(input.accountEntityIds)] })!;
        app.audit(updated, 'MANAGED_ACCOUNTS', `Managed accounts set (${updated.managedAccountEntityIds.length})`, caller);
        return paginate(
          updated.managedAccountEntityIds.map((id) => managedAccount(id)).filter((a) => a !== null),
          0,
          50,
        );
      },
    }),
  ];

  function managedEntityIds(target: UserRecord): number[] {
    if (target.managedAccountEntityIds.length || !isAdmin(target) || !allows(target, RULES.companyEdit))
      return target.managedAccountEntityIds;
    return w()
      .entities.by('company', target.companyId ?? -1)
      .filter((e) => e.userid !== null)
      .map((e) => e.accountEntityId);
  }

  function managedAccount(id: number): U.ManagedAccountsResponse['content'][number] | null {
    const e = w().entities.get(id);
    if (!e) return null;
    const card = w().cardOf(e);
    return {
      accountEntityId: e.accountEntityId,
      accountEntityType: e.accountEntityType,
      firstName: e.firstName,
      lastName: e.lastName,
      cardNumber: card?.encrypted ?? null,
      cardNumberLast4: card?.last4 ?? null,
      status: e.status,
    };
  }
}
