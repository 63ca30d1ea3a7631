import * as S from '../../../shared/contract/spendControls.js';
import { isWholeCents, WHOLE_CENTS } from '../../../shared/contract/common.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, entityAllowed, entityFor, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../server/httpError.js';
import { maskEmail } from '../dto/users.js';
import { balancesOf, ledgerOf, liveTransactions } from '../services/accounts.js';
import { queryObject, validate } from '../server/validate.js';
import { serve, type RouteDef } from '../server/router.js';
import { ALERT_TYPES, alertTypeById } from '../world/alertTypes.js';
import { MCC_DESCRIPTION } from '../world/mccCodes.js';
import { alertFires, evaluate } from '../services/controlRules.js';
import { SCOPE } from '../world/roles.js';
import type { CompanyRecord, ControlRecord, EntityRecord, UserRecord } from '../world/types.js';

/** Alerts and controls (consumer and company), alert types, contacts. */
export function spendControlRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const groupOf = (id: number) => w().mccGroups.get(id);
  const toControl = (c: ControlRecord): S.Control => {
    const t = alertTypeById(c.spendControlAlertTypeId);
    return {
      controlId: c.controlId,
      spendControlAlertTypeId: c.spendControlAlertTypeId,
      name: t?.name ?? 'Unknown',
      kind: t?.kind ?? 'ALERT',
      accountEntityId: c.accountEntityId,
      companyId: c.companyId,
      encryptedCardNumber: c.encryptedCardNumber,
      contactIds: [...c.contactIds],
      controlAttributes: { ...c.controlAttributes },
      status: c.status,
      createdDate: c.createdDate,
    };
  };
  /** The consumer's own contacts (derived from the entity): email and SMS. */
  const entityContacts = (e: EntityRecord): S.Contact[] => {
    const u = e.userid === null ? undefined : w().users.get(e.userid);
    return [
      { contactId: e.accountEntityId * 10 + 1, name: `${e.firstName} ${e.lastName}`, type: 'EMAIL', value: u?.email ?? e.email },
      { contactId: e.accountEntityId * 10 + 2, name: `${e.firstName} ${e.lastName}`, type: 'SMS', value: u?.phone ?? e.phone },
    ];
  };
  const canEdit = (user: UserRecord): void => {
    demand(user, RULES.alertsEdit, 'setting up alerts and controls');
    if (!isAdmin(user) && !user.roles.some((r) => (user.scopesByRole[r] ?? []).includes(SCOPE.spendAlerts)))
      throw forbidden('Your account cannot set up alerts.');
  };
  const alertEntity = (user: UserRecord, id: number | string | undefined): EntityRecord => {
    const e = entityFor(w(), user, id);
    if (e.accountEntityType === 'Virtual Sub') throw forbidden('Alerts and controls are not available for virtual cards.');
    return e;
  };
  const checkType = (typeId: number, commercial: boolean, attrs: Record<string, unknown> | undefined): void => {
    const t = alertTypeById(typeId);
    if (!t) throw badRequest(`Unknown spendControlAlertTypeId ${typeId}.`);
    if (!t.accountTypes.includes(commercial ? 'COMMERCIAL' : 'CONSUMER'))
      throw badRequest(`${t.name} is not offered for this account type.`);
    for (const a of t.attributes)
      if (attrs?.[a] === undefined || attrs[a] === '') throw badRequest(`controlAttributes.${a} is required for ${t.name}.`);
    if (attrs?.amount !== undefined && !(Number(attrs.amount) > 0)) throw badRequest('controlAttributes.amount must be a positive number.');
    if (attrs?.amount !== undefined && !isWholeCents(Number(attrs.amount))) throw badRequest(`controlAttributes.amount ${WHOLE_CENTS}.`);
    if (attrs?.mccGroupId !== undefined && !w().mccGroups.get(Number(attrs.mccGroupId)))
      throw badRequest('controlAttributes.mccGroupId is not an MCC group.');
  };
  const checkCompanyContacts = (company: CompanyRecord, ids: number[]): void => {
    const known = new Set(
      w()
        .contacts.by('company', company.companyId)
        .map((c) => c.contactId),
    );
    const bad = ids.filter((id) => !known.has(id));
    if (bad.length) throw badRequest(`Unknown contacts: ${bad.join(', ')}.`);
  };
  const isCommercial = (company: CompanyRecord): boolean => S.controlAccountType(company.payOptionType) === 'COMMERCIAL';
  const existing = (entityId: number | null, companyId: number, typeId: number): ControlRecord | undefined =>
    (entityId === null
      ? w()
          .controls.by('company', companyId)
          .filter((c) => c.accountEntityId === null)
      : w().controls.by('entity', entityId)
    ).find((c) => c.spendControlAlertTypeId === typeId);
  const newControl = (
    company: CompanyRecord,
    e: EntityRecord | null,
    typeId: number,
    contactIds: number[],
    attrs: ControlRecord['controlAttributes'] | undefined,
  ): ControlRecord => ({
    controlId: w().controls.nextId(1),
    spendControlAlertTypeId: typeId,
    brand: company.brand,
    companyId: company.companyId,
    accountEntityId: e?.accountEntityId ?? null,
    encryptedCardNumber: e ? (w().cardOf(e)?.encrypted ?? null) : null,
    contactIds: [...new Set(contactIds)],
    controlAttributes: attrs ?? {},
    status: 'On',
    createdDate: new Date(app.now()).toISOString(),
  });
  /** A control the user may change: its entity's or its company's. */
  const ownedControl = (user: UserRecord, id: string | undefined): ControlRecord => {
    const c = w().controls.get(Number(id));
    if (!c || c.brand !== user.brand) throw notFound('No such control.');
    if (c.accountEntityId !== null) {
      const e = w().entities.get(c.accountEntityId);
      if (!e || !entityAllowed(w(), user, e)) throw forbidden('That control is not yours.');
    } else companyFor(w(), user, c.companyId ?? undefined);
    return c;
  };
  const companyView = (user: UserRecord, id: string | undefined): CompanyRecord => {
    demand(user, RULES.alertsView, 'alerts and controls');
    return companyFor(w(), user, id);
  };

  return [
    serve(S.alertTypesCall, {
      handle: ({ query }): S.AlertTypesResponse => {
        const wanted = query.get('accountTypes')?.toUpperCase().split(',').filter(Boolean);
        return { data: ALERT_TYPES.filter((t) => !wanted?.length || t.accountTypes.some((a) => wanted.includes(a))) };
      },
    }),
    serve(S.consumerControlsCall, {
      handle: ({ session, params }): S.ConsumerControlsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.alertsView, 'alerts and controls');
        const e = alertEntity(user, params.id);
        return {
          data: {
            accountEntityId: e.accountEntityId,
            controls: w().controls.by('entity', e.accountEntityId).map(toControl),
            contacts: entityContacts(e),
          },
        };
      },
    }),
    serve(S.evaluateControlsCall, {
      handle: ({ session, params, query }): S.ControlEvaluationResponse => {
        const user = app.userOf(session);
        demand(user, RULES.alertsView, 'alerts and controls');
        const e = alertEntity(user, params.id);
        const q = validate(S.ControlEvaluationQuery, queryObject(query), 'test transaction');
        const mccDescription = MCC_DESCRIPTION.get(q.merchantCategoryCode);
        if (!mccDescription) throw badRequest(`${q.merchantCategoryCode} is not a merchant category code.`);
        const card = w().cardOf(e);
        const today = app.today();
        const txs = card
          ? [...(ledgerOf(w(), app.ledgers, card)?.current.transactions ?? []), ...liveTransactions(w(), card, app.today())]
          : [];
        const spentToday =
          Math.round(
            txs
              .filter((x) => x.transactionDate === today && x.status !== 'DECLINED' && (x.type === 'PURCHASE' || x.type === 'CASH_ADVANCE'))
              .reduce((n, x) => n + x.amount, 0) * 100,
          ) / 100;
        const controls = [
          ...w().controls.by('entity', e.accountEntityId),
          ...w()
            .controls.by('company', e.companyId)
            .filter((c) => c.accountEntityId === null),
        ];
        return {
          data: evaluate(
            {
              accountEntityId: e.accountEntityId,
              merchantCategoryCode: q.merchantCategoryCode,
              mccDescription,
              amount: q.amount,
              international: q.international === 'true',
              cardNotPresent: q.cardNotPresent === 'true',
              spentToday,
              balance: card ? balancesOf(w(), app.ledgers, card, e, app.today()).currentBalance : 0,
            },
            { statusName: card ? card.externalCardStatusCommonName : null, locked: card?.locked ?? false },
            controls,
            groupOf,
          ),
        };
      },
    }),
    serve(S.controlHistoryCall, {
      handle: ({ session, params }): S.ControlHistoryResponse => {
        const user = app.userOf(session);
        demand(user, RULES.alertsView, 'alerts and controls');
        const e = alertEntity(user, params.id);
        const controls = w().controls.by('entity', e.accountEntityId);
        const contacts = new Map([...entityContacts(e), ...w().contacts.by('company', e.companyId)].map((c) => [c.contactId, c]));
        const card = w().cardOf(e);
        const ledger = card ? ledgerOf(w(), app.ledgers, card) : null;
        const txs = ledger ? [ledger.current, ...ledger.cycles].flatMap((c) => c.transactions) : [];
        const notifications: S.ControlHistoryResponse['data']['notifications'] = [];
        for (const c of controls) {
          const t = alertTypeById(c.spendControlAlertTypeId);
          if (!t || t.kind !== 'ALERT' || c.status !== 'On') continue;
          const contact = contacts.get(c.contactIds[0] ?? -1) ?? entityContacts(e)[0]!;
          // The card's history carries no country and no balance after each line: those alerts are not replayed.
          const matching = txs.filter(
            (x) =>
              x.transactionDate >= c.createdDate.slice(0, 10) &&
              alertFires(
                c,
                {
                  kind: x.type,
                  amount: x.amount,
                  merchantCategoryCode: x.merchantCategoryCode,
                  international: false,
                  cardNotPresent: x.type === 'PURCHASE' && x.merchantCity === '',
                  declined: x.status === 'DECLINED',
                  balanceAfter: null,
                  spentBefore: 0,
                },
                groupOf,
              ),
          );
          for (const x of matching) {
            notifications.push({
              notificationId: `${c.controlId}-${x.transactionId}`,
              spendControlAlertTypeId: t.spendControlAlertTypeId,
              name: t.name,
              sentDate: `${x.transactionDate}T12:00:00.000Z`,
              channel: contact.type,
              sentTo: contact.type === 'EMAIL' ? maskEmail(contact.value) : `***-***-${contact.value.slice(-4)}`,
              detail: `${x.type === 'PAYMENT' ? 'Payment' : 'Transaction'} of $${Math.abs(x.amount).toFixed(2)}${x.type === 'PAYMENT' ? ' posted' : ` at ${x.merchantName}`}`,
              transactionId: x.transactionId,
            });
          }
        }
        notifications.sort((a, b) => (a.sentDate < b.sentDate ? 1 : a.sentDate > b.sentDate ? -1 : 0));
        return {
          data: {
            accountEntityId: e.accountEntityId,
            enrollments: controls.map((c) => ({
              controlId: c.controlId,
              spendControlAlertTypeId: c.spendControlAlertTypeId,
              name: alertTypeById(c.spendControlAlertTypeId)?.name ?? 'Unknown',
              status: c.status === 'On' ? 'enrolled' : 'not enrolled',
              date: c.createdDate,
            })),
            notifications,
          },
        };
      },
    }),
    serve(S.createConsumerControlCall, {
      handle: ({ session, body }): S.ControlResponse => {
        const user = app.userOf(session);
        canEdit(user);
        const input = validate(S.ConsumerControlRequest, body ?? {}, 'control');
        const e = alertEntity(user, input.accountEntityId);
        const company = w().companies.get(e.companyId)!;
        checkType(input.spendControlAlertTypeId, isCommercial(company), input.controlAttributes);
        const own = new Set(entityContacts(e).map((c) => c.contactId));
        const companyContacts = new Set(
          w()
            .contacts.by('company', company.companyId)
            .map((c) => c.contactId),
        );
        const bad = input.contactIds.filter((id) => !own.has(id) && !(isAdmin(user) && companyContacts.has(id)));
        if (bad.length) throw badRequest(`Unknown contacts: ${bad.join(', ')}.`);
        if (existing(e.accountEntityId, company.companyId, input.spendControlAlertTypeId))
          throw conflict('That alert or control is already set up for this card.');
        return {
          data: toControl(
            w().controls.put(newControl(company, e, input.spendControlAlertTypeId, input.contactIds, input.controlAttributes)),
          ),
        };
      },
    }),
    serve(S.createCompanyControlCall, {
      handle: ({ session, body }): S.ControlResponse => {
        const user = app.userOf(session);
        demand(user, RULES.alertsEdit, 'setting up alerts and controls');
        const input = validate(S.CompanyControlRequest, body ?? {}, 'control');
        const company = companyFor(w(), user, input.companyId);
        const e = input.accountEntityId == null ? null : alertEntity(user, input.accountEntityId);
        if (e && e.companyId !== company.companyId) throw badRequest('That account is not in this company.');
        checkType(input.spendControlAlertTypeId, isCommercial(company), input.controlAttributes);
        checkCompanyContacts(company, input.contactIds);
        if (existing(e?.accountEntityId ?? null, company.companyId, input.spendControlAlertTypeId))
          throw conflict('That alert or control is already set up.');
        return {
          data: toControl(
            w().controls.put(newControl(company, e, input.spendControlAlertTypeId, input.contactIds, input.controlAttributes)),
          ),
        };
      },
    }),
    serve(S.bulkCompanyControlsCall, {
      handle: ({ session, body }): S.ControlsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.alertsEdit, 'setting up alerts and controls');
        const input = validate(S.BulkCompanyControlRequest, body ?? {}, 'bulk control');
        const company = companyFor(w(), user, input.companyId);
        checkType(input.spendControlAlertTypeId, isCommercial(company), input.controlAttributes);
        checkCompanyContacts(company, input.contactIds);
        const entities = [...new Set(input.accountEntityIds)].map((id) => alertEntity(user, id));
        const outside = entities.find((e) => e.companyId !== company.companyId);
        if (outside) throw badRequest(`Account ${outside.accountEntityId} is not in this company.`);
        const clashes = entities.flatMap((e) => {
          const c = existing(e.accountEntityId, company.companyId, input.spendControlAlertTypeId);
          return c
            ? [
                {
                  accountEntityId: e.accountEntityId,
                  controlId: c.controlId,
                  status: c.status,
                  controlAttributes: { ...c.controlAttributes },
                },
              ]
            : [];
        });
        if (clashes.length) {
          const body: Omit<S.BulkConflictBody, 'error' | 'message'> = {
            conflicts: clashes.map((c) => c.accountEntityId),
            existing: clashes,
            detail: 'Some accounts already have this alert or control; nothing was created.',
          };
          throw new HttpError(409, 'Conflict', 'Conflict', body);
        }
        return {
          data: entities.map((e) =>
            toControl(w().controls.put(newControl(company, e, input.spendControlAlertTypeId, input.contactIds, input.controlAttributes))),
          ),
        };
      },
    }),
    serve(S.updateControlCall, {
      handle: ({ session, params, body }): S.ControlResponse => {
        const user = app.userOf(session);
        canEdit(user);
        const c = ownedControl(user, params.id);
        const input = validate(S.UpdateControlRequest, body ?? {}, 'control update');
        const company = w().companies.get(c.companyId ?? -1);
        if (input.controlAttributes && company) checkType(c.spendControlAlertTypeId, isCommercial(company), input.controlAttributes);
        if (input.contactIds && company) {
          // An account's control may alert the account's own contacts or (set by an admin) the company's.
          const e = c.accountEntityId === null ? null : w().entities.get(c.accountEntityId);
          const own = new Set(e ? entityContacts(e).map((x) => x.contactId) : []);
          const companyContacts = new Set(
            w()
              .contacts.by('company', company.companyId)
              .map((x) => x.contactId),
          );
          const bad = input.contactIds.filter((id) => !own.has(id) && !((isAdmin(user) || !e) && companyContacts.has(id)));
          if (bad.length) throw badRequest(`Unknown contacts: ${bad.join(', ')}.`);
        }
        const updated = w().controls.update(c.controlId, {
          ...(input.contactIds ? { contactIds: [...new Set(input.contactIds)] } : {}),
          ...(input.controlAttributes ? { controlAttributes: input.controlAttributes } : {}),
          ...(input.status ? { status: input.status } : {}),
        })!;
        return { data: toControl(updated) };
      },
    }),
    serve(S.deleteControlCall, {
      handle: ({ session, params }) => {
        const user = app.userOf(session);
        canEdit(user);
        w().controls.remove(ownedControl(user, params.id).controlId);
        return { success: true };
      },
    }),
    serve(S.deleteCompanyAlertCall, {
      handle: ({ session, params }) => {
        const user = app.userOf(session);
        demand(user, RULES.alertsEdit, 'removing alerts');
        const company = companyFor(w(), user, params.companyId);
        const c = ownedControl(user, params.id);
        if (c.companyId !== company.companyId) throw notFound('No such alert in this company.');
        if (alertTypeById(c.spendControlAlertTypeId)?.kind !== 'ALERT') throw badRequest('That is a control, not an alert.');
        w().controls.remove(c.controlId);
        return { success: true };
      },
    }),
    serve(S.controlDashboardCall, {
      handle: ({ session, params }): S.ControlDashboardResponse => {
        const company = companyView(app.userOf(session), params.companyId);
        const controls = w().controls.by('company', company.companyId);
        const byType = ALERT_TYPES.map((t) => ({
          spendControlAlertTypeId: t.spendControlAlertTypeId,
          name: t.name,
          kind: t.kind,
          count: controls.filter((c) => c.spendControlAlertTypeId === t.spendControlAlertTypeId).length,
        })).filter((t) => t.count > 0);
        return {
          data: {
            companyId: company.companyId,
            totalAlerts: byType.filter((t) => t.kind === 'ALERT').reduce((n, t) => n + t.count, 0),
            totalControls: byType.filter((t) => t.kind === 'CONTROL').reduce((n, t) => n + t.count, 0),
            accountsWithControls: new Set(controls.map((c) => c.accountEntityId).filter((id) => id !== null)).size,
            byType,
          },
        };
      },
    }),
    serve(S.controlSummaryCall, {
      handle: ({ session, params }): S.ControlSummaryResponse => {
        const company = companyView(app.userOf(session), params.companyId);
        const t = alertTypeById(Number(params.typeId));
        if (!t) throw notFound('No such alert type.');
        const controls = w()
          .controls.by('company', company.companyId)
          .filter((c) => c.spendControlAlertTypeId === t.spendControlAlertTypeId);
        return {
          data: {
            spendControlAlertTypeId: t.spendControlAlertTypeId,
            name: t.name,
            kind: t.kind,
            count: controls.length,
            controls: controls.map(toControl),
          },
        };
      },
    }),
    serve(S.companyControlsCall, {
      handle: ({ session, params }): S.ControlsResponse => ({
        data: w()
          .controls.by('company', companyView(app.userOf(session), params.id).companyId)
          .map(toControl),
      }),
    }),
    serve(S.companyContactsCall, {
      handle: ({ session, params }): S.ContactsResponse => ({
        data: w()
          .contacts.by('company', companyView(app.userOf(session), params.id).companyId)
          .map(({ companyId: _c, ...c }) => c),
      }),
    }),
  ];
}
