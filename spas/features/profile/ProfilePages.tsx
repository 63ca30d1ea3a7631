import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import { NAME_SUFFIXES, type NameSuffix } from '../../../shared/contract/lookups.js';
import type { UserDetail } from '../../../shared/contract/user.js';
import { formatMoney } from '../../../shared/format/format.js';
import { roleLabel } from '../../../shared/permissions/roles.js';
import { isCardholderUser } from '../../../shared/permissions/user.js';
import { factKeys } from '../../../shared/session/facts/factQueries.js';
import { user } from '../../../shared/session/store.js';
import { replacementKey } from '../../api/cardReplacement.js';
import { updateUserProfile, userProfileKeys, userProfileQuery } from '../../api/userProfile.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';
import { TextField } from '../../ui/TextField.js';
import { SelectField } from '../../ui/forms/SelectField.js';
import { fieldError } from '../../ui/forms/fieldError.js';
import { useZodForm } from '../../ui/forms/useZodForm.js';
import { toUsAddress, NamesForm } from './profileForms.js';
import { AddressSection } from './components/AddressSection.js';
import { ContactSection } from './components/ContactSection.js';
import { FormSection } from './components/FormSection.js';
import { PasswordSection } from './components/PasswordSection.js';
import { useSaving } from './components/useSaving.js';
import { updateUser, userDetailQuery } from './api/profileApi.js';

/**
 * /dashboard-cardholder/profile: the card account's contact details and mailing address (GET/PUT /user/profile),
 * the user name, and (for the cardholder) the password. An address change says first what it does to card replacement.
 */
export function CardholderProfilePage() {
  const card = useCardInView();
  const me = useSignalValue(user);
  const client = useQueryClient();
  const entityId = card.dashboard.data?.accountEntitySummary.accountEntityId ?? null;
  const profile = useQuery({ ...userProfileQuery(entityId), enabled: entityId !== null });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userProfileKeys.all }),
      client.invalidateQueries({ queryKey: factKeys.dashboards }),
      client.invalidateQueries({ queryKey: replacementKey }),
    ]);
  return (
    <>
      <h1>Profile</h1>
      <DataState state={card.dashboard} what="your card account">
        {() => (
          <DataState state={profile} what="your profile" retry={() => void profile.refetch()}>
            {(p) => (
              <>
                <section className="panel" aria-labelledby="profile-who">
                  <h2 id="profile-who">Your details</h2>
                  <SummaryList
                    rows={[
                      ['Name on the card', `${p.firstName} ${p.lastName}`],
                      ['User name', p.username ?? 'Not registered for online access'],
                      ['Card', `ending in ${card.last4 ?? '—'}`],
                    ]}
                  />
                  <p className="field-hint">To change the name on your card, call the customer service number on the back of your card.</p>
                </section>
                <ContactSection
                  initial={{ email: p.email, phone: p.phone }}
                  save={async (v) => {
                    await updateUserProfile({ accountEntityId: p.accountEntityId, email: v.email, phone: v.phone });
                    await refresh();
                  }}
                />
                <AddressSection
                  initial={{ ...p.address }}
                  save={async (v) => {
                    await updateUserProfile({ accountEntityId: p.accountEntityId, address: toUsAddress(v) });
                    await refresh();
                  }}
                />
                {me && isCardholderUser(me) ? <PasswordSection /> : null}
              </>
            )}
          </DataState>
        )}
      </DataState>
    </>
  );
}

/**
 * /pa/profile: a program admin's own record — user name, company, roles in display labels (Admin-Manager,
 * PA-Pmts Only, …), authority limit — with their names (and suffix), contact details and password.
 */
export function AdminProfilePage() {
  const me = useSignalValue(user);
  const detail = useQuery({ ...userDetailQuery(me?.userid ?? 0), enabled: !!me });
  return (
    <>
      <h1>Profile</h1>
      <DataSection title="Your account" state={detail} what="your profile" retry={() => void detail.refetch()}>
        {(u) => (
          <SummaryList
            rows={[
              ['User name', u.username],
              ['Company', u.companyName ?? '—'],
              ['Roles', <span data-testid="profile-roles">{u.roles.map(roleLabel).join(', ')}</span>],
              ['Authority limit', u.authorityLimit === null ? 'None' : formatMoney(u.authorityLimit)],
              ['Status', u.status.charAt(0) + u.status.slice(1).toLowerCase()],
            ]}
          />
        )}
      </DataSection>
      {detail.status === 'success' ? <AdminForms u={detail.data} /> : null}
      <PasswordSection />
    </>
  );
}

function AdminForms({ u }: { u: UserDetail }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: userDetailQuery(u.userid).queryKey });
  return (
    <>
      <NamesSection u={u} onSaved={refresh} />
      <ContactSection
        initial={{ email: u.email, phone: u.phone }}
        save={async (v) => {
          await updateUser(u.userid, { email: v.email, phone: v.phone });
          await refresh();
        }}
      />
    </>
  );
}

const SUFFIX_OPTIONS = NAME_SUFFIXES.map((s) => ({ value: s, label: s }));

function NamesSection({ u, onSaved }: { u: UserDetail; onSaved: () => Promise<unknown> }) {
  const form = useZodForm(NamesForm, { firstname: u.firstname, lastname: u.lastname, suffix: u.suffix ?? '' });
  const saving = useSaving();
  const e = form.formState.errors;
  return (
    <FormSection
      id="profile-names"
      title="Your name"
      {...saving}
      submitLabel="Save name"
      onSubmit={form.handleSubmit((v) =>
        saving.run(async () => {
          await updateUser(u.userid, { firstname: v.firstname, lastname: v.lastname, suffix: v.suffix as NameSuffix | '' });
          await onSaved();
          form.reset(v);
          return 'Your name was saved.';
        }),
      )}
    >
      <TextField label="First name" autoComplete="given-name" {...form.register('firstname')} error={fieldError(e, 'firstname')} />
      <TextField label="Last name" autoComplete="family-name" {...form.register('lastname')} error={fieldError(e, 'lastname')} />
      <SelectField
        label="Suffix (optional)"
        placeholder="None"
        options={SUFFIX_OPTIONS}
        autoComplete="honorific-suffix"
        {...form.register('suffix')}
        error={fieldError(e, 'suffix')}
      />
    </FormSection>
  );
}
