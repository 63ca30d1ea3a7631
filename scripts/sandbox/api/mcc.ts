import * as M from '../../../shared/contract/mcc.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { HttpError, badRequest, forbidden, notFound } from '../server/httpError.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { alertTypeById } from '../world/alertTypes.js';
import { MCC_CODES } from '../world/mccCodes.js';
import type { MccGroupRecord, UserRecord } from '../world/types.js';

/** MCC groups (standard and company custom), codes, clones. */
export function mccRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const toGroup = ({ brand: _b, ...g }: MccGroupRecord): M.MccGroup => ({ ...g, mccCodeRanges: g.mccCodeRanges.map((r) => ({ ...r })) });
  const visible = (user: UserRecord, g: MccGroupRecord): boolean =>
    g.companyId === null ||
    (g.brand === user.brand &&
      (() => {
        try {
          companyFor(w(), user, g.companyId);
          return true;
        } catch {
          return false;
        }
      })());
  const customGroup = (user: UserRecord, id: string | undefined): MccGroupRecord => {
    demand(user, RULES.mccUpdate, 'changing MCC groups');
    const g = w().mccGroups.get(Number(id));
    if (!g || !visible(user, g)) throw notFound('No such MCC group.');
    if (g.category !== 'Custom' || g.companyId === null) throw forbidden('Standard MCC groups cannot be changed; clone one instead.');
    return g;
  };
  const knownCodes = MCC_CODES.map(([code]) => code);
  const checkRanges = (ranges: M.MccGroup['mccCodeRanges']): void => {
    const problems = M.mccRangeProblems(ranges, knownCodes);
    if (problems.length)
      throw new HttpError(400, problems.map((p) => `Range ${p.index + 1}: ${p.message}`).join(' '), 'Bad Request', { problems });
  };
  const nameTakenError = (name: string): HttpError =>
    new HttpError(409, `An MCC group named “${name}” already exists in this company.`, 'Conflict', { reason: 'NAME_TAKEN' });
  const nameTaken = (companyId: number, name: string, except?: number): boolean =>
    w()
      .mccGroups.by('company', companyId)
      .some((g) => g.mccGroupId !== except && g.name.toLowerCase() === name.toLowerCase());

  return [
    serve(M.mccGroupsCall, {
      handle: ({ session, query }): M.MccGroupsResponse => {
        const user = app.userOf(session);
        // Cardholders choose a standard group for a consumer control (services/alerts-and-controls); admins see theirs too.
        const cardholder = !isAdmin(user);
        if (!cardholder) demand(user, RULES.mccView, 'MCC groups');
        const categories = query
          .get('categories')
          ?.split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean);
        return {
          data: w()
            .mccGroups.all()
            .filter(
              (g) =>
                (cardholder ? g.category === 'Standard' : visible(user, g)) &&
                (!categories?.length || categories.includes(g.category.toLowerCase())),
            )
            .map(toGroup),
        };
      },
    }),
    serve(M.companyMccGroupsCall, {
      handle: ({ session, params }): M.MccGroupsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.mccView, 'MCC groups');
        return {
          data: w()
            .mccGroups.by('company', companyFor(w(), user, params.id).companyId)
            .map(toGroup),
        };
      },
    }),
    serve(M.mccCodesCall, {
      handle: ({ session }): M.MccCodesResponse => {
        demand(app.userOf(session), RULES.mccView, 'MCC codes');
        return { data: MCC_CODES.map(([mccCode, description]) => ({ mccCode, description })) };
      },
    }),
    serve(M.createMccGroupCall, {
      handle: ({ session, body }): M.MccGroupResponse => {
        const user = app.userOf(session);
        demand(user, RULES.mccUpdate, 'creating MCC groups');
        const input = validate(M.MccGroupRequest, body ?? {}, 'MCC group');
        const company = companyFor(w(), user, input.companyId);
        checkRanges(input.mccCodeRanges);
        if (nameTaken(company.companyId, input.name)) throw nameTakenError(input.name);
        return {
          data: toGroup(
            w().mccGroups.put({
              mccGroupId: w().mccGroups.nextId(1000),
              name: input.name,
              description: input.description,
              provider: input.provider ?? 'VISA',
              category: 'Custom',
              companyId: company.companyId,
              brand: company.brand,
              mccCodeRanges: input.mccCodeRanges,
            }),
          ),
        };
      },
    }),
    serve(M.updateMccGroupCall, {
      handle: ({ session, params, body }): M.MccGroupResponse => {
        const user = app.userOf(session);
        const g = customGroup(user, params.id);
        const input = validate(M.MccGroupRequest, body ?? {}, 'MCC group');
        if (input.companyId !== g.companyId) throw badRequest('An MCC group cannot move to another company.');
        checkRanges(input.mccCodeRanges);
        if (nameTaken(g.companyId!, input.name, g.mccGroupId)) throw nameTakenError(input.name);
        return {
          data: toGroup(
            w().mccGroups.update(g.mccGroupId, {
              name: input.name,
              description: input.description,
              provider: input.provider ?? g.provider,
              mccCodeRanges: input.mccCodeRanges,
            })!,
          ),
        };
      },
    }),
    serve(M.deleteMccGroupCall, {
      handle: ({ session, params }) => {
        const g = customGroup(app.userOf(session), params.id);
        const users = w()
          .controls.by('company', g.companyId ?? -1)
          .filter((c) => Number(c.controlAttributes.mccGroupId) === g.mccGroupId);
        if (users.length) {
          const usedBy: M.MccGroupInUseBody['usedBy'] = users.map((c) => {
            const e = c.accountEntityId === null ? undefined : w().entities.get(c.accountEntityId);
            return {
              controlId: c.controlId,
              accountEntityId: c.accountEntityId,
              accountName: e ? `${e.firstName} ${e.lastName}` : null,
              name: alertTypeById(c.spendControlAlertTypeId)?.name ?? 'Control',
            };
          });
          const first = usedBy
            .slice(0, 3)
            .map((u) => (u.accountEntityId === null ? 'the company-wide control' : `${u.accountName} (account ${u.accountEntityId})`))
            .join(', ');
          const more = usedBy.length > 3 ? ` and ${usedBy.length - 3} more` : '';
          throw new HttpError(
            409,
            `“${g.name}” can’t be deleted while ${usedBy.length === 1 ? 'a control uses' : `${usedBy.length} controls use`} it: ${first}${more}. Remove ${usedBy.length === 1 ? 'that control' : 'those controls'} first.`,
            'Conflict',
            { usedBy },
          );
        }
        w().mccGroups.remove(g.mccGroupId);
        return { success: true };
      },
    }),
    serve(M.cloneMccGroupsCall, {
      handle: ({ session, body }): M.MccGroupsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.mccUpdate, 'cloning MCC groups');
        const input = validate(M.CloneGroupsRequest, body ?? {}, 'clone request');
        const company = companyFor(w(), user, input.companyId);
        const sources = input.mccGroupsIds.map((id) => {
          const g = w().mccGroups.get(id);
          if (!g || !visible(user, g)) throw notFound(`No MCC group ${id}.`);
          return g;
        });
        return {
          data: sources.map((g) => {
            let name = `${g.name} (copy)`;
            for (let n = 2; nameTaken(company.companyId, name); n++) name = `${g.name} (copy ${n})`;
            return toGroup(
              w().mccGroups.put({
                ...g,
                mccGroupId: w().mccGroups.nextId(1000),
                name,
                category: 'Custom',
                companyId: company.companyId,
                brand: company.brand,
                mccCodeRanges: g.mccCodeRanges.map((r) => ({ ...r })),
              }),
            );
          }),
        };
      },
    }),
  ];
}
